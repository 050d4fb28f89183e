import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';
import type { ContrebandesState, ContrebandesView } from '../../shared/games/contrebandes/types.js';
import type { InselView } from '../../shared/games/insel-der-schmuggler/types.js';
import { DEFAULT_SETTINGS, type Response, type SaveSummary } from '../../shared/protocol/messages.js';
import type { ReplayOpened, ReplayPosition } from '../../shared/protocol/replay.js';
import type { SaveFile } from '../saves/save-file.js';
import { Connection } from './connection.js';
import { Host } from './host.js';
import { Match } from './match.js';

const hosts: Host[] = [];

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

function newHost(): Host {
  const host = new Host({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-replay-')), botWorkers: 1, physicsWorkers: 1 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  hosts.push(host);
  return host;
}

/** A match played with random legal moves, `moves` of them at most (or to the end), as its save. */
function playedMatch(gameId: string, seats: number, seed: number, moves = Infinity): Match {
  const game = gameById(gameId);
  if (!game) throw new Error(gameId);
  const match = new Match({
    id: `${gameId}-20270301-120000-${seed.toString(16).padStart(6, '0')}`,
    game,
    options: game.defaultOptions(seats),
    seed,
    seats: Array.from({ length: seats }, (_, seat) => ({ name: ['Ada', 'Bruno', 'Chloé', 'Dario'][seat] as string, kind: 'bot' as const, level: 'easy' as const })),
    createdAt: '2027-03-01T12:00:00.000Z',
  });
  const rng = Rng.fromSeed(seed);
  while (match.result() === null && match.version < moves) {
    const seat = match.activeSeats()[0];
    if (seat === undefined) throw new Error('a game that waits for the host');
    const move = game.randomMove(match.state, seat, rng);
    const applied = match.apply(seat, move);
    if (!applied.ok) throw new Error(applied.message);
  }
  return match;
}

class Client {
  readonly connection: Connection;
  private nextId = 1;
  constructor(host: Host, trusted = true) {
    this.connection = new Connection(host, () => {}, trusted);
  }
  request(body: Record<string, unknown>): Promise<Response> {
    return this.connection.handle({ id: this.nextId++, ...body });
  }
  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${response.error.key}`);
    return response.result as T;
  }
}

/** The state after `version` moves of the match, played again here. */
function stateAt(match: Match, version: number): unknown {
  let state = (match.game.setup(match.seed, match.seats.length, match.options) as { state: unknown }).state;
  for (const entry of match.log.slice(0, version)) {
    const applied = match.game.applyMove(state, entry.actor, entry.move);
    if (!applied.ok) throw new Error(applied.rejection.key);
    state = applied.state;
  }
  return state;
}

describe('replays on the host', () => {
  it("opens a save's replay and gives each seat exactly its live view at move k, with that move's events", async () => {
    const host = newHost();
    const match = playedMatch('contrebandes', 3, 11);
    host.saves.write(match.toSaveFile());
    const client = new Client(host);
    const opened = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'save', matchId: match.id } });
    expect(opened).toMatchObject({ matchId: match.id, game: 'contrebandes', players: ['Ada', 'Bruno', 'Chloé'], moves: match.version, ended: true });
    // An ended game: every seat, the spectator, and all cards open.
    expect(opened.perspectives).toEqual([0, 1, 2, 'spectator', 'open']);
    expect(opened.chapters.map((chapter) => chapter.kind)).toContain('night');
    expect(opened.position).toMatchObject({ version: 0, perspective: 'spectator', events: [] });

    for (const version of [1, 5, Math.floor(match.version / 2), match.version]) {
      for (const seat of [0, 1, 2] as const) {
        const position = await client.ok<ReplayPosition>({ type: 'replayPosition', replayId: opened.replayId, version, perspective: seat });
        expect(position.view).toEqual(JSON.parse(JSON.stringify(match.game.viewFor(stateAt(match, version), seat))));
        expect(position.events).toEqual(match.events.filter((logged) => logged.version === version));
        // The log the table held there: every announcement so far, as the live match logged them.
        expect(position.log).toEqual(match.events.filter((logged) => logged.version <= version));
        // The host filters: the seat's own hand comes, no other seat's (a Contrebandes view has one hand).
        expect((position.view as ContrebandesView).hand).toEqual((match.game.viewFor(stateAt(match, version), seat) as ContrebandesView).hand);
        expect(position.view).not.toHaveProperty('hands');
        expect(position.view).not.toHaveProperty('open');
      }
      // All open: every seat's hand, as the state holds it.
      const open = await client.ok<ReplayPosition>({ type: 'replayPosition', replayId: opened.replayId, version, perspective: 'open' });
      expect((open.view as ContrebandesView).open?.hands).toEqual((stateAt(match, version) as ContrebandesState).hands);
    }
  });

  it('refuses all open before the end, a move past the end, another client, and a guest; nothing changes', async () => {
    const host = newHost();
    const running = playedMatch('insel-der-schmuggler', 2, 5, 30);
    host.saves.write(running.toSaveFile());
    const client = new Client(host);
    const opened = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'save', matchId: running.id } });
    expect(opened.ended).toBe(false);
    expect(opened.perspectives).toEqual([0, 1, 'spectator']);
    const refusals = [
      { perspective: 'open', version: 3, key: 'shell:hostSays.replayNotEnded' },
      { perspective: 0, version: 31, key: 'shell:hostSays.replayNoMove' },
      { perspective: 2, version: 3, key: 'shell:hostSays.replayNoSeat' },
    ];
    for (const { perspective, version, key } of refusals) {
      const response = await client.request({ type: 'replayPosition', replayId: opened.replayId, version, perspective });
      expect(response).toMatchObject({ ok: false, error: { code: 'bad-request', key } });
    }
    const notOpen = await client.request({ type: 'openReplay', source: { kind: 'save', matchId: running.id }, perspective: 'open' });
    expect(notOpen).toMatchObject({ ok: false, error: { key: 'shell:hostSays.replayNotEnded' } });
    const bad = await client.request({ type: 'replayPosition', replayId: opened.replayId, version: 'one', perspective: 0 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    // Another window of the host's player cannot read it by its id; a LAN guest may not ask at all.
    const other = await new Client(host).request({ type: 'replayPosition', replayId: opened.replayId, version: 1, perspective: 0 });
    expect(other).toMatchObject({ ok: false, error: { code: 'unknown-match', key: 'shell:hostSays.replayUnknown' } });
    const guest = await new Client(host, false).request({ type: 'openReplay', source: { kind: 'save', matchId: running.id } });
    expect(guest).toMatchObject({ ok: false, error: { code: 'host-only' } });
    // The replay is as it was.
    const still = await client.ok<ReplayPosition>({ type: 'replayPosition', replayId: opened.replayId, version: 30, perspective: 1 });
    expect(still.view).toEqual(JSON.parse(JSON.stringify(running.game.viewFor(running.state, 1))));
  });

  it('opens all cards once the game has ended, at every move', async () => {
    const host = newHost();
    const ended = playedMatch('insel-der-schmuggler', 2, 5);
    host.saves.write(ended.toSaveFile());
    const client = new Client(host);
    const opened = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'save', matchId: ended.id }, perspective: 'open' });
    expect(opened.perspectives).toEqual([0, 1, 'spectator', 'open']);
    // Somewhere in the game a boat carries a tile; all open shows its face, the spectator never does.
    let shown = 0;
    for (let version = 0; version <= opened.moves; version += 7) {
      const open = await client.ok<ReplayPosition>({ type: 'replayPosition', replayId: opened.replayId, version, perspective: 'open' });
      const spectator = await client.ok<ReplayPosition>({ type: 'replayPosition', replayId: opened.replayId, version, perspective: 'spectator' });
      for (const [seat, boat] of (open.view as InselView).boats.entries()) {
        if (boat.cargo === null) continue;
        expect(boat.cargo.known).toBe(true);
        expect((spectator.view as InselView).boats[seat]?.cargo).toEqual({ known: false });
        shown++;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('replays a finished match the host holds, and its file without the host’s secrets; a damaged or foreign file is refused and nothing is written', async () => {
    const host = newHost();
    const client = new Client(host);
    const played = playedMatch('contrebandes', 3, 12);
    host.saves.write(played.toSaveFile());
    const opened = await client.ok<{ matchId: string }>({ type: 'loadSave', matchId: played.id });
    const replay = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'match', matchId: opened.matchId } });
    expect(replay.moves).toBe(played.version);

    const file = await client.ok<{ fileName: string; content: string }>({ type: 'exportReplay', replayId: replay.replayId });
    expect(file.fileName).toBe(`${played.id}.replay.json`);
    const content = JSON.parse(file.content) as SaveFile;
    expect(content.botSecret).toBeUndefined();
    expect(content.log).toEqual(JSON.parse(JSON.stringify(played.log)));
    const imported = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'file', fileName: file.fileName, content: file.content }, perspective: 1 });
    expect(imported).toMatchObject({ moves: played.version, players: ['Ada', 'Bruno', 'Chloé'], position: { perspective: 1 } });

    const before = await client.ok<SaveSummary[]>({ type: 'listSaves' });
    // The first move made twice: the game refuses the second.
    const damaged = { ...content, log: [content.log[0], content.log[0]] };
    const files = [
      { content: '{ not json', problem: 'shell:saveProblem.notJson' },
      { content: JSON.stringify({ format: 'another-app', moves: [] }), problem: 'shell:saveProblem.notASave' },
      { content: JSON.stringify(damaged), problem: 'shell:saveProblem.moveRefused' },
    ];
    for (const { content: text, problem } of files) {
      const response = await client.request({ type: 'openReplay', source: { kind: 'file', fileName: 'shared.json', content: text } });
      expect(response).toMatchObject({ ok: false, error: { code: 'damaged-save', key: 'shell:saveProblem.inFile', params: { file: 'shared.json', problem: { key: problem } } } });
    }
    expect(await client.ok<SaveSummary[]>({ type: 'listSaves' })).toEqual(before);
  });

  it('closes a replay, forgets a closed connection’s, and keeps a few per window at most', async () => {
    const host = newHost();
    const match = playedMatch('contrebandes', 3, 13, 20);
    host.saves.write(match.toSaveFile());
    const client = new Client(host);
    const first = await client.ok<ReplayOpened>({ type: 'openReplay', source: { kind: 'save', matchId: match.id } });
    await client.ok({ type: 'closeReplay', replayId: first.replayId });
    expect(await client.request({ type: 'replayPosition', replayId: first.replayId, version: 1, perspective: 0 })).toMatchObject({ ok: false });
    for (let index = 0; index < 6; index++) await client.ok({ type: 'openReplay', source: { kind: 'save', matchId: match.id } });
    expect(host.stats().replays).toBe(4);
    client.connection.close();
    expect(host.stats().replays).toBe(0);
  });
});
