/**
 * For lan-discovery-namespace.test.ts only: two hosts find each other's
 * tables over real multicast DNS. The test runs this script in a network
 * namespace of its own (unshare -n, multicast on its loopback), so nothing
 * leaves the machine: never run it on a machine's own network.
 *
 * Host A (Ada) opens a lobby and advertises it; host B's window asks for
 * tables until A's shows, then A changes a seat, closes the table, opens
 * another and stops. Each step prints one JSON line: what B found (and
 * what A found of its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FoundTable } from '../../shared/protocol/discovery.js';
import type { LobbyOpened } from '../../shared/protocol/lan.js';
import { DEFAULT_SETTINGS, type Response } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { Host } from '../host/host.js';
import { LanDiscovery } from './lan-discovery.js';
import { LanListener } from './lan-listener.js';

const STEP_MS = 20_000;

function report(line: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function window(host: Host): (body: Record<string, unknown>) => Promise<unknown> {
  const connection = new Connection(host, () => undefined);
  let id = 1;
  return async (body) => {
    const response: Response = await connection.handle({ id: id++, ...body });
    if (!response.ok) throw new Error(`${body.type as string}: ${response.error.code} ${response.error.key}`);
    return response.result;
  };
}

/** Asks for tables every 200 ms until `done` holds of the list (or `ms` are over). */
async function findUntil(ask: (body: Record<string, unknown>) => Promise<unknown>, done: (tables: FoundTable[]) => boolean, ms = STEP_MS): Promise<FoundTable[]> {
  const start = Date.now();
  for (;;) {
    const { tables } = (await ask({ type: 'findTables' })) as { tables: FoundTable[] };
    if (done(tables) || Date.now() - start > ms) return tables;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function portOf(opened: LobbyOpened): number {
  return Number(/:(\d+)\/$/.exec(opened.addresses[0] ?? '')?.[1]);
}

async function main(): Promise<void> {
  const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), name));
  const rendererDir = temp('smugglers-ns-renderer-');
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>guest</title>');
  const lan = new LanListener({ rendererDir, bindAddress: '127.0.0.1', port: 0 });
  const hostA = new Host({ dataDir: temp('smugglers-ns-a-'), botWorkers: 1, physicsWorkers: 1, lan, discovery: new LanDiscovery({ log: (message) => report({ log: message }) }) });
  lan.attach(hostA);
  const hostB = new Host({ dataDir: temp('smugglers-ns-b-'), botWorkers: 1, physicsWorkers: 1, discovery: new LanDiscovery({ log: (message) => report({ log: message }) }) });
  const a = window(hostA);
  const b = window(hostB);
  await a({ type: 'setSettings', settings: { ...DEFAULT_SETTINGS, playerName: 'Ada' } });

  const seats = [{ kind: 'local', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }];
  const opened = (await a({ type: 'openLobby', game: 'contrebandes', seats, allowSpectators: false })) as LobbyOpened;
  report({ step: 'opened', port: portOf(opened), code: opened.code });

  report({ step: 'found', tables: await findUntil(b, (tables) => tables.length > 0) });
  // A browses too: its own table answers it, and must not be listed to it.
  report({ step: 'own', tables: await findUntil(a, () => false, 3_000) });

  await a({ type: 'updateLobby', lobbyId: opened.lobbyId, seats: [...seats.slice(0, 2), { kind: 'bot', name: 'Bot', level: 'easy' }], allowSpectators: false });
  report({ step: 'changed', tables: await findUntil(b, (tables) => tables.length === 1 && tables[0]?.free === 1) });

  // Closed by the host's player (its reason made here: the host's English words need Vite's import.meta.glob, not tsx).
  hostA.closeLobby(opened.lobbyId, { message: 'The host closed this table.', words: { key: 'lan:hostSays.lobbyClosed' } });
  report({ step: 'closed', tables: await findUntil(b, (tables) => tables.length === 0) });

  // Open again, then the host stops: its goodbye takes the table off B's list.
  const again = (await a({ type: 'openLobby', game: 'smugglers-2025', seats: seats.slice(0, 2), allowSpectators: true })) as LobbyOpened;
  report({ step: 'reopened', port: portOf(again), tables: await findUntil(b, (tables) => tables.length > 0) });
  await hostA.close();
  report({ step: 'bye', tables: await findUntil(b, (tables) => tables.length === 0) });

  await hostB.close();
  report({ step: 'done' });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    report({ error: String((error as Error)?.stack ?? error) });
    process.exit(1);
  },
);
