/**
 * Two hosts find each other's tables over real multicast DNS
 * (discovery-namespace-child.ts), in a network namespace this test makes with
 * `unshare -n`: only a loopback, with multicast on it, so nothing it sends
 * leaves the machine. Where namespaces cannot be made (not root and no user
 * namespaces, no `ip`), it is skipped with the reason printed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const child = path.join(here, 'discovery-namespace-child.ts');
/** The loopback up, with multicast on it and the multicast route through it, then the child. */
const SETUP = 'ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo && exec "$0" --import tsx "$1"';

/** How this machine makes a namespace of its own: as root, or as root of a user namespace; else why not. */
function unshareArgs(): { args: string[] } | { reason: string } {
  const tried: string[] = [];
  for (const args of process.getuid?.() === 0 ? [['-n'], ['-rn']] : [['-rn']]) {
    const probe = spawnSync('unshare', [...args, 'sh', '-c', 'ip link set lo up && ip link set lo multicast on'], { encoding: 'utf8' });
    if (probe.status === 0) return { args };
    tried.push(`unshare ${args.join(' ')}: ${(probe.error?.message ?? probe.stderr).trim() || `exit ${probe.status}`}`);
  }
  return { reason: tried.join('; ') };
}

const how = unshareArgs();
if ('reason' in how) console.warn(`Skipped: no network namespace can be made here for the discovery test (${how.reason}).`);

describe('finding tables over multicast DNS, in a network namespace', () => {
  it.skipIf('reason' in how)('lists the other host’s table with its name, game and free seats, follows its seats, and drops it once closed or the host stops', () => {
    if ('reason' in how) return;
    const run = spawnSync('unshare', [...how.args, 'sh', '-c', SETUP, process.execPath, child], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    const lines = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    console.log(lines.map((line) => JSON.stringify(line)).join('\n'));
    const step = (name: string) => lines.find((line) => line.step === name);
    expect(lines.find((line) => 'error' in line), run.stderr).toBeUndefined();
    expect(step('done'), run.stderr).toBeDefined();
    const port = step('opened')?.port;
    expect(typeof port).toBe('number');
    expect(step('found')?.tables).toEqual([{ name: 'Ada', game: 'contrebandes', free: 2, seats: 3, state: 'lobby', address: `http://127.0.0.1:${String(port)}/` }]);
    // Nothing it heard carries the code.
    expect(JSON.stringify(step('found'))).not.toContain(String(step('opened')?.code));
    expect(step('own')?.tables).toEqual([]);
    expect(step('changed')?.tables).toEqual([{ name: 'Ada', game: 'contrebandes', free: 1, seats: 3, state: 'lobby', address: `http://127.0.0.1:${String(port)}/` }]);
    expect(step('closed')?.tables).toEqual([]);
    // The listener closed with the table: the new one listens on a new port (0 asks for any free one).
    const reopened = step('reopened');
    expect(reopened?.tables).toEqual([{ name: 'Ada', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: `http://127.0.0.1:${String(reopened?.port)}/` }]);
    expect(step('bye')?.tables).toEqual([]);
  }, 150_000);
});
