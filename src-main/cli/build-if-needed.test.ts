import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-if-needed.mjs')).href;

/** Runs buildIfNeeded in a Node process of its own on a scratch root, with a stand-in for the build; its stdout and stderr. */
function buildIn(base: string) {
  const script = `import { buildIfNeeded } from ${JSON.stringify(module)};
buildIfNeeded({ base: ${JSON.stringify(base)}, sources: ['src'], build: () => ({ status: 0, stdout: 'vite output\\n', stderr: '' }) });
process.stdout.write('the command runs\\n');`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('building before a command', () => {
  it('says "Building the app…" on stderr, never on stdout (which is the command’s: simulate prints only JSON there)', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-build-'));
    fs.mkdirSync(path.join(base, 'src'));
    fs.writeFileSync(path.join(base, 'src', 'a.ts'), 'export {};\n');
    // Sources last changed an hour ago, so that the stamp written now is newer whatever the file system's time resolution.
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const entry of [path.join(base, 'src', 'a.ts'), path.join(base, 'src')]) fs.utimesSync(entry, hourAgo, hourAgo);

    const first = buildIn(base);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe('the command runs\n');
    expect(first.stderr).toBe('Building the app…\n');
    expect(fs.existsSync(path.join(base, 'out', '.build-stamp'))).toBe(true);

    // Built and unchanged since: nothing to say.
    const second = buildIn(base);
    expect(second).toMatchObject({ status: 0, stdout: 'the command runs\n', stderr: '' });
  });
});

describe('the newest change in the sources', () => {
  /** A scratch tree whose every entry last changed an hour ago; its root. */
  function oldTree(): string {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-sources-'));
    fs.mkdirSync(path.join(base, 'games', 'contrebandes'), { recursive: true });
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'rules.ts'), 'export {};\n');
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'rules.test.ts'), 'export {};\n');
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'Board.test.tsx'), 'export {};\n');
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const entry of ['games/contrebandes/rules.ts', 'games/contrebandes/rules.test.ts', 'games/contrebandes/Board.test.tsx', 'games/contrebandes', 'games', '.']) {
      fs.utimesSync(path.join(base, entry), hourAgo, hourAgo);
    }
    return base;
  }
  const now = (): number => Date.now() - 60_000;

  it('sees a source file changed deep in the tree', async () => {
    const { newestChange } = (await import(module)) as { newestChange: (entry: string) => number };
    const base = oldTree();
    expect(newestChange(base)).toBeLessThan(now());
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'rules.ts'), 'export const changed = true;\n');
    expect(newestChange(base)).toBeGreaterThan(now());
  });

  it('sees a file removed (its folder changes)', async () => {
    const { newestChange } = (await import(module)) as { newestChange: (entry: string) => number };
    const base = oldTree();
    fs.rmSync(path.join(base, 'games', 'contrebandes', 'rules.ts'));
    expect(newestChange(base)).toBeGreaterThan(now());
  });

  it('does not count a changed test, which is not in the build', async () => {
    const { newestChange } = (await import(module)) as { newestChange: (entry: string) => number };
    const base = oldTree();
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'rules.test.ts'), 'export const more = 1;\n');
    fs.writeFileSync(path.join(base, 'games', 'contrebandes', 'Board.test.tsx'), 'export const more = 1;\n');
    expect(newestChange(base)).toBeLessThan(now());
  });
});
