import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContrebandesView } from '../../shared/games/contrebandes/types.js';
import { DEFAULT_SETTINGS, type MatchOpened, type MatchUpdate, type Push, type Response } from '../../shared/protocol/messages.js';
import { Connection } from './connection.js';
import { Host } from './host.js';

const hosts: Host[] = [];

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-host-'));
}

function newHost(dataDir = tempDir(), botDelayMs = 0): Host {
  const host = new Host({ dataDir, botWorkers: 1 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs });
  hosts.push(host);
  return host;
}

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

/** A client as a transport sees it: raw requests in, responses and pushes out. */
class TestClient {
  readonly pushes: MatchUpdate[] = [];
  readonly connection: Connection;
  private nextId = 1;

  constructor(host: Host) {
    this.connection = new Connection(host, (push: Push) => push.type === 'match' && this.pushes.push(push));
  }

  async request(body: Record<string, unknown>): Promise<Response> {
    return this.connection.handle({ id: this.nextId++, ...body });
  }

  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${response.error.message}`);
    return response.result as T;
  }

  latest(viewer: number | 'spectator'): MatchUpdate | undefined {
    return this.pushes.filter((push) => push.viewer === viewer).at(-1);
  }
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const fourBots = [
  { kind: 'bot', name: 'Ada', level: 'easy' },
  { kind: 'bot', name: 'Bruno', level: 'easy' },
  { kind: 'bot', name: 'Chloé', level: 'easy' },
  { kind: 'bot', name: 'Dario', level: 'easy' },
];

describe('host', () => {
  it('plays a bot-only match to the end, autosaving after every move', async () => {
    const host = newHost();
    const client = new TestClient(host);
    const opened = await client.ok<MatchOpened>({ type: 'createMatch', game: 'contrebandes', seats: fourBots, seed: 7 });
    expect(opened.grants).toEqual([]);
    await client.ok({ type: 'watch', matchId: opened.matchId });
    await until(() => client.latest('spectator')?.result != null);

    const final = client.latest('spectator') as MatchUpdate;
    expect(final.result?.winners.length).toBeGreaterThan(0);
    const view = final.view as ContrebandesView;
    expect(view.hand).toBeNull();
    const saves = await client.ok<{ matchId: string; finished: boolean; moves: number; problem: string | null }[]>({ type: 'listSaves' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ matchId: opened.matchId, finished: true, moves: final.version, problem: null });
    // Every public event reached the spectator exactly once, in order.
    const versions = client.pushes.filter((push) => push.viewer === 'spectator').flatMap((push) => push.events.map((e) => e.version));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('refuses bad requests and moves with a reason and changes nothing', async () => {
    const host = newHost();
    const client = new TestClient(host);
    const seats = [{ kind: 'human', name: 'Me' }, ...fourBots.slice(0, 2)];
    const opened = await client.ok<MatchOpened>({ type: 'createMatch', game: 'contrebandes', seats, seed: 3, options: { firstOfficer: 1 } });
    const [grant] = opened.grants;
    await client.ok({ type: 'joinSeat', matchId: opened.matchId, seat: 0, token: grant?.token });
    const before = JSON.stringify(host.match(opened.matchId)?.state);

    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'nonsense' }, 'bad-request'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 1, move: { type: 'stop' } }, 'not-your-seat'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [11, 12] } }, 'rejected'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'fly' } }, 'rejected'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [0] } }, 'rejected'],
      [{ type: 'joinSeat', matchId: opened.matchId, seat: 1, token: 'ab'.repeat(16) }, 'not-your-seat'],
      [{ type: 'joinSeat', matchId: opened.matchId, seat: 0, token: 'cd'.repeat(16) }, 'not-your-seat'],
      [{ type: 'createMatch', game: 'chess', seats }, 'unknown-game'],
      [{ type: 'createMatch', game: 'contrebandes', seats: seats.slice(0, 2) }, 'bad-request'],
      [{ type: 'loadSave', matchId: '../../etc' }, 'bad-request'],
    ];
    for (const [body, code] of cases) {
      const response = await client.request(body);
      expect(response.ok, JSON.stringify(body)).toBe(false);
      if (!response.ok) {
        expect(response.error.code, JSON.stringify(body)).toBe(code);
        expect(response.error.message.length).toBeGreaterThan(5);
      }
    }
    const raw = await client.connection.handle('{not json');
    expect(raw.ok).toBe(false);
    expect(JSON.stringify(host.match(opened.matchId)?.state)).toBe(before);
  });

  it('lets a hot-seat player take back a load while the others are still loading', async () => {
    const host = newHost();
    const client = new TestClient(host);
    const seats = ['Ann', 'Ben', 'Cat'].map((name) => ({ kind: 'human', name }));
    const opened = await client.ok<MatchOpened>({ type: 'createMatch', game: 'contrebandes', seats, seed: 11 });
    expect(opened.grants.map((grant) => grant.seat)).toEqual([0, 1, 2]);
    for (const grant of opened.grants) await client.ok({ type: 'joinSeat', matchId: opened.matchId, ...grant });

    await client.ok({ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [0, 1] }, version: 0 });
    expect(client.latest(0)?.canUndo).toBe(true);
    expect((client.latest(1)?.view as ContrebandesView).players[0]?.muleCount).toBeNull();
    await client.ok({ type: 'undo', matchId: opened.matchId, seat: 0 });
    const afterUndo = client.latest(0) as MatchUpdate;
    expect(afterUndo.version).toBe(0);
    expect(afterUndo.fullLog).toBe(true);
    expect((afterUndo.view as ContrebandesView).hand).toHaveLength(11);

    // A move made for an earlier moment is stale once the seat has moved again.
    await client.ok({ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [0, 1] }, version: 0 });
    await client.ok({ type: 'submitMove', matchId: opened.matchId, seat: 1, move: { type: 'load', cards: [11, 12] }, version: 0 });
    expect(client.latest(0)?.canUndo).toBe(false);
    const undo = await client.request({ type: 'undo', matchId: opened.matchId, seat: 0 });
    expect(undo.ok).toBe(false);
  });

  it('resumes a match exactly after the host restarts', async () => {
    const dataDir = tempDir();
    const first = newHost(dataDir);
    const client = new TestClient(first);
    const seats = [{ kind: 'human', name: 'Me' }, ...fourBots.slice(0, 3)];
    const opened = await client.ok<MatchOpened>({ type: 'createMatch', game: 'contrebandes', seats, seed: 5, options: { firstOfficer: 2 } });
    const grant = opened.grants[0] as { seat: number; token: string };
    await client.ok({ type: 'joinSeat', matchId: opened.matchId, ...grant });
    await client.ok({ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [0, 3] } });
    await until(() => (client.latest(0)?.view as ContrebandesView | undefined)?.phase === 'declaring' || client.latest(0)?.activeSeats.includes(0) === true);
    await until(() => client.latest(0)?.seats.every((seat) => !seat.thinking) === true);
    const state = JSON.stringify(first.match(opened.matchId)?.state);
    const version = first.match(opened.matchId)?.version;
    await first.close();

    const second = newHost(dataDir);
    const again = new TestClient(second);
    const saves = await again.ok<{ matchId: string; finished: boolean }[]>({ type: 'listSaves' });
    expect(saves[0]?.matchId).toBe(opened.matchId);
    const reopened = await again.ok<MatchOpened>({ type: 'loadSave', matchId: opened.matchId });
    expect(JSON.stringify(second.match(opened.matchId)?.state)).toBe(state);
    expect(second.match(opened.matchId)?.version).toBe(version);
    const newGrant = reopened.grants[0] as { seat: number; token: string };
    await again.ok({ type: 'joinSeat', matchId: opened.matchId, ...newGrant });
    const update = again.latest(0) as MatchUpdate;
    expect(update.fullLog).toBe(true);
    expect(update.events.length).toBe(second.match(opened.matchId)?.events.length);
  });

  it('keeps settings across restarts', async () => {
    const dataDir = tempDir();
    const host = newHost(dataDir);
    const client = new TestClient(host);
    await client.ok({ type: 'setSettings', settings: { ...DEFAULT_SETTINGS, playerName: 'Zoé', reducedMotion: true } });
    const restarted = new Host({ dataDir, botWorkers: 1 });
    hosts.push(restarted);
    const again = new TestClient(restarted);
    expect(await again.ok({ type: 'getSettings' })).toMatchObject({ playerName: 'Zoé', reducedMotion: true });
  });
});
