import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContrebandesView } from '../../shared/games/contrebandes/types.js';
import { CHAT_HISTORY, type ChatLine, type ChatUpdate, type LobbySeatSetup, type LobbyUpdate, MAX_CHAT_CHARS } from '../../shared/protocol/lan.js';
import { DEFAULT_SETTINGS, type MatchOpened, type MatchUpdate, type Push, type Response } from '../../shared/protocol/messages.js';
import { Connection } from './connection.js';
import { englishOf } from './failure.js';
import { Host, type HostFailure, type LanAddress, type LanGate, type Subscriber } from './host.js';

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
    if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
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
      // A refused move reaches the client with the engine's own code.
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [11, 12] } }, 'illegal-move'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'fly' } }, 'malformed-move'],
      [{ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'load', cards: [0] } }, 'illegal-move'],
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
        // A key and its parameters, which the client words; the English is the host's, for its log.
        expect(response.error).not.toHaveProperty('message');
        expect(englishOf(response.error).length).toBeGreaterThan(5);
        expect(englishOf(response.error)).not.toBe(response.error.key);
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

  it('starts with no name chosen, worded by each screen in its language, and takes one back to none', async () => {
    const host = newHost(tempDir());
    const client = new TestClient(host);
    expect(await client.ok({ type: 'getSettings' })).toMatchObject({ playerName: '' });
    await client.ok({ type: 'setSettings', settings: { ...DEFAULT_SETTINGS, playerName: 'Zoé' } });
    expect(await client.ok({ type: 'setSettings', settings: { ...DEFAULT_SETTINGS, playerName: '  ' } })).toMatchObject({ playerName: '' });
  });
});

// ------------------------------------------------------------ LAN tables, at the host's own API (no sockets, no rate limits)

/** A LAN listener that only counts: the host opens and closes it, nothing listens. */
class CountingGate implements LanGate {
  opens = 0;
  closes = 0;
  open(): Promise<LanAddress> {
    this.opens++;
    return Promise.resolve({ port: 47800, addresses: ['http://192.0.2.7:47800/'] });
  }
  close(): Promise<void> {
    this.closes++;
    return Promise.resolve();
  }
}

/** A client as the host sees it: what it is pushed, in how many bytes; trusted as its listener would say. */
class FakeClient implements Subscriber {
  readonly pushes: Push[] = [];
  bytes = 0;
  constructor(readonly trusted?: boolean) {}
  deliver(update: Push): void {
    this.pushes.push(update);
    this.bytes += JSON.stringify(update).length;
  }
  chatLines(room: string): ChatLine[] {
    return this.pushes.filter((push): push is ChatUpdate => push.type === 'chat' && push.room === room).flatMap((push) => push.lines);
  }
  lastLobby(): LobbyUpdate | undefined {
    return this.pushes.filter((push): push is LobbyUpdate => push.type === 'lobby').at(-1);
  }
  lastMatch(): MatchUpdate | undefined {
    return this.pushes.filter((push): push is MatchUpdate => push.type === 'match').at(-1);
  }
}

const GRACE_MS = 60;

function lanTestHost(): { host: Host; gate: CountingGate } {
  const gate = new CountingGate();
  const host = new Host({ dataDir: tempDir(), botWorkers: 1, lan: gate, lanHostGraceMs: GRACE_MS });
  host.setSettings({ ...DEFAULT_SETTINGS, playerName: 'Hostess', botDelayMs: 0 });
  hosts.push(host);
  return { host, gate };
}

const lanSeats: LobbySeatSetup[] = [
  { kind: 'local', name: 'Hostess' },
  { kind: 'open' },
  { kind: 'open' },
  { kind: 'bot', name: 'Bruno', level: 'easy' },
];

async function lanLobby(host: Host, window = new FakeClient(true)) {
  const opened = await host.openLobby(window, { game: 'contrebandes', seats: lanSeats, seed: 5, allowSpectators: true });
  return { window, opened };
}

/** A started LAN game: the host's window at seat 0, guests Ana and Ben at seats 1 and 2. */
async function lanGame(host: Host, window = new FakeClient(true)) {
  const { opened } = await lanLobby(host, window);
  const ana = new FakeClient(false);
  const ben = new FakeClient(false);
  host.joinLobby(ana, opened.code, 'Ana');
  host.joinLobby(ben, opened.code, 'Ben');
  const anaClaim = host.claimSeat(ana, opened.lobbyId, 1);
  host.claimSeat(ben, opened.lobbyId, 2);
  const match = host.startLobby(opened.lobbyId);
  host.subscribe(match.matchId, window, 0);
  host.subscribe(match.matchId, ana, 1);
  host.subscribe(match.matchId, ben, 2);
  return { window, opened, ana, ben, anaClaim, match };
}

const sleepMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what a LAN table sends', () => {
  it('a guest repeating joinLobby 100 times is answered each time and pushed nothing more, nor is anyone else', async () => {
    const { host } = lanTestHost();
    const { window, opened } = await lanLobby(host);
    // A full chat history: 100 lines of 200 characters, about 28 KB whole.
    for (let i = 0; i < CHAT_HISTORY; i++) host.chat(window, opened.lobbyId, `${i} `.padEnd(MAX_CHAT_CHARS, 'x'));
    const ben = new FakeClient(false);
    host.joinLobby(ben, opened.code, 'Ben');
    const ana = new FakeClient(false);
    host.joinLobby(ana, opened.code, 'Ana');
    host.claimSeat(ana, opened.lobbyId, 1);
    // She was sent the history once, whole.
    expect(ana.pushes.filter((push) => push.type === 'chat')).toHaveLength(1);
    expect(ana.chatLines(opened.lobbyId)).toHaveLength(CHAT_HISTORY);
    const before = { ana: ana.pushes.length, anaBytes: ana.bytes, ben: ben.pushes.length, window: window.pushes.length };

    let answered = 0;
    for (let i = 0; i < 100; i++) {
      const view = host.joinLobby(ana, opened.code, 'Ana');
      answered += JSON.stringify(view).length;
      // Still answered with the lobby as she sees it.
      expect(view.seats[1]).toMatchObject({ kind: 'guest', name: 'Ana', yours: true });
    }
    // No history again, no lobby pushes: what she gets is the answers (under a kilobyte each), to her and nobody else.
    expect(ana.pushes.length - before.ana).toBe(0);
    expect(ana.bytes - before.anaBytes).toBe(0);
    expect(answered).toBeLessThan(100 * 1024);
    expect(ben.pushes.length - before.ben).toBe(0);
    expect(window.pushes.length - before.window).toBe(0);

    // The host saving the same setup again changes nothing anyone sees: no push either.
    for (let i = 0; i < 20; i++) host.updateLobby(opened.lobbyId, lanSeats, undefined, true);
    // A guest with no seat freeing "his" seat changes nothing either.
    for (let i = 0; i < 20; i++) host.releaseSeat(ben, opened.lobbyId);
    expect(ana.pushes.length - before.ana).toBe(0);
    expect(ben.pushes.length - before.ben).toBe(0);
    expect(window.pushes.length - before.window).toBe(0);

    // A change is told, once, to each who sees it.
    host.claimSeat(ben, opened.lobbyId, 2);
    expect(ana.pushes.length - before.ana).toBe(1);
    expect(ana.lastLobby()?.seats[2]).toMatchObject({ kind: 'guest', name: 'Ben', yours: false });
    expect(ben.lastLobby()?.seats[2]).toMatchObject({ name: 'Ben', yours: true });
    expect(window.pushes.length - before.window).toBe(1);
  });

  it('a guest coming back with his token is answered, and the others are told he is back', async () => {
    const { host } = lanTestHost();
    const { window, opened } = await lanLobby(host);
    const ana = new FakeClient(false);
    host.joinLobby(ana, opened.code, 'Ana');
    const claim = host.claimSeat(ana, opened.lobbyId, 1);
    host.unsubscribe(ana);
    expect(window.lastLobby()?.seats[1]).toMatchObject({ name: 'Ana', connected: false });
    const anaAgain = new FakeClient(false);
    const view = host.joinLobby(anaAgain, opened.code, 'Ana', claim.token);
    expect(view.seats[1]).toMatchObject({ yours: true, connected: true });
    expect(window.lastLobby()?.seats[1]).toMatchObject({ name: 'Ana', connected: true });
    // Her own view was the answer: it is not pushed to her a second time.
    expect(anaAgain.pushes.filter((push) => push.type === 'lobby')).toHaveLength(0);
  });

  it('a spectator who comes and goes is sent each chat line once, and on coming back the lines he missed', async () => {
    const { host } = lanTestHost();
    const { window, opened, match } = await lanGame(host);
    for (let i = 0; i < 30; i++) host.chat(window, match.matchId, `${i} `.padEnd(MAX_CHAT_CHARS, 'y'));
    const cleo = new FakeClient(false);
    host.joinLobby(cleo, opened.code, 'Cleo');
    for (let i = 0; i < 50; i++) {
      host.subscribe(match.matchId, cleo, 'spectator');
      host.subscribe(match.matchId, cleo, 'spectator');
      host.unsubscribe(cleo, match.matchId);
    }
    expect(cleo.chatLines(match.matchId).map((line) => line.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // A line said while she was away reaches her when she comes back, alone.
    host.chat(window, match.matchId, 'Where did Cleo go?');
    host.subscribe(match.matchId, cleo, 'spectator');
    const last = cleo.pushes.filter((push): push is ChatUpdate => push.type === 'chat').at(-1);
    expect(last).toMatchObject({ full: false, lines: [expect.objectContaining({ n: 31, text: 'Where did Cleo go?' })] });
    // A new connection (a reload) gets the whole history.
    host.unsubscribe(cleo);
    const cleoReloaded = new FakeClient(false);
    host.joinLobby(cleoReloaded, opened.code, 'Cleo');
    host.subscribe(match.matchId, cleoReloaded, 'spectator');
    expect(cleoReloaded.chatLines(match.matchId)).toHaveLength(31);
  });
});

describe('names and roles at a LAN table', () => {
  it('refuses a guest the name of anyone at the table, however written, and changes nothing', async () => {
    const { host } = lanTestHost();
    host.setSettings({ ...host.getSettings(), playerName: 'Captain Straße' });
    const { window, opened } = await lanLobby(host);
    const ana = new FakeClient(false);
    host.joinLobby(ana, opened.code, 'Ana');
    const claim = host.claimSeat(ana, opened.lobbyId, 1);
    const player = new FakeClient(false);
    host.joinLobby(player, opened.code, 'Player');
    const before = { stats: host.stats(), window: window.pushes.length, ana: ana.pushes.length };
    const eve = new FakeClient(false);
    const names = [
      'Captain Straße', // the host's player
      '  captain straße ',
      'CAPTAIN STRASSE',
      'Ｃａｐｔａｉｎ Ｓｔｒａßｅ', // full-width letters
      'Captain  Stra\u00DFe', // two spaces
      'Cap\u200Btain Straße', // an invisible character
      'Cаptain Strаße', // Cyrillic а
      'CAPTAlN STRASSE', // a small L for the capital i
      'Captain Stráße', // an accent
      'Plауеr', // look-alikes of the guest 'Player' in the lobby
      'PIayer',
      'Playeŕ',
      'Hostess', // a player at the host's screen
      'ana', // a guest in the lobby
      'A\u00ADna', // a soft hyphen
    ];
    for (const name of names) {
      expect(() => host.joinLobby(eve, opened.code, name), name).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'bad-request' }) }));
    }
    try {
      host.joinLobby(eve, opened.code, 'ANA');
    } catch (error) {
      // The words each guest reads in his own language; the English is the host's, for its log.
      expect((error as HostFailure).error).toEqual({
        code: 'bad-request',
        key: 'lan:hostSays.nameTaken',
        params: { name: 'ANA' },
      });
      expect((error as HostFailure).message).toBe('Someone at this table is already called ANA: choose another name.');
    }
    // Nothing changed: Eve is not in (she can claim nothing), and nobody was told anything.
    expect(host.stats()).toEqual(before.stats);
    expect(() => host.claimSeat(eve, opened.lobbyId, 2)).toThrow(expect.objectContaining({ message: 'Enter the lobby with its code first.', error: expect.objectContaining({ code: 'seat-taken', key: 'lan:hostSays.enterFirst' }) }));
    expect(window.pushes.length).toBe(before.window);
    expect(ana.pushes.length).toBe(before.ana);

    // Ana's seat keeps her name while she is away; she alone comes back to it under that name, with her token.
    host.unsubscribe(ana);
    expect(() => host.joinLobby(eve, opened.code, 'Ana')).toThrow(/already called/);
    const anaBack = new FakeClient(false);
    expect(host.joinLobby(anaBack, opened.code, 'Ana', claim.token).seats[1]).toMatchObject({ yours: true });
    // Her token also lets her in again while the host still holds her old connection.
    const anaThird = new FakeClient(false);
    expect(host.joinLobby(anaThird, opened.code, 'Ana', claim.token).seats[1]).toMatchObject({ yours: true });
    // Entering again under the name she already has is no clash with herself.
    expect(host.joinLobby(anaThird, opened.code, 'Ana').lobbyId).toBe(opened.lobbyId);
    // A name of her own lets Eve in.
    expect(host.joinLobby(eve, opened.code, 'Eve').lobbyId).toBe(opened.lobbyId);
  });

  it('the host’s window entering its own lobby with the code stays its host', async () => {
    const { host } = lanTestHost();
    const { window, opened } = await lanLobby(host);
    const view = host.joinLobby(window, opened.code, 'Someone');
    expect(view.host?.code).toBe(opened.code);
    host.chat(window, opened.lobbyId, 'Still me');
    expect(window.chatLines(opened.lobbyId).at(-1)).toMatchObject({ from: 'Hostess', role: 'host' });
  });

  it('labels every chat line with the speaker’s part at the table, as the host knows it', async () => {
    const { host } = lanTestHost();
    const { window, opened, ana, match } = await lanGame(host);
    const cleo = new FakeClient(false);
    host.joinLobby(cleo, opened.code, 'Cleo');
    host.subscribe(match.matchId, cleo, 'spectator');
    // A second window at the host machine (trusted) speaks as the host, whatever it follows.
    const tab = new FakeClient(true);
    host.subscribe(match.matchId, tab, 'spectator');
    host.chat(window, match.matchId, 'Deal the cards');
    host.chat(ana, match.matchId, 'Ready');
    host.chat(cleo, match.matchId, 'Watching closely');
    host.chat(tab, match.matchId, 'From the other tab');
    expect(cleo.chatLines(match.matchId).map((line) => [line.from, line.role])).toEqual([
      ['Hostess', 'host'],
      ['Ana', 'guest'],
      ['Cleo', 'spectator'],
      ['Hostess', 'host'],
    ]);
  });
});

describe('a LAN game whose host’s window goes away', () => {
  it('closes its table and the LAN listener once the grace has passed', async () => {
    const { host, gate } = lanTestHost();
    const { window, ana, match } = await lanGame(host);
    // The window's connection closes without leaving (a closed tab, a crash).
    host.unsubscribe(window);
    await sleepMs(GRACE_MS / 3);
    expect(host.isLanOpen(match.matchId)).toBe(true);
    await until(() => !host.isLanOpen(match.matchId), 2000);
    expect(ana.lastMatch()?.lan).toMatchObject({ closed: { key: 'lan:hostSays.hostWindowClosed' } });
    expect(ana.lastLobby()).toMatchObject({ closed: { key: 'lan:hostSays.hostWindowClosed' } });
    expect(englishOf({ key: 'lan:hostSays.hostWindowClosed' })).toBe('The host’s window closed: the game is saved on the host.');
    await until(() => gate.closes === 1, 2000);
    expect(host.match(match.matchId)).toBeDefined();
  });

  it('stays open when a window of the host comes back within the grace: a reload, a connection that came back', async () => {
    const { host, gate } = lanTestHost();
    const { window, match } = await lanGame(host);
    // A reload: the new page loads the game (and becomes the table's host) and joins its seat.
    host.unsubscribe(window);
    const reloaded = new FakeClient(true);
    await host.loadSave(match.matchId, reloaded);
    host.subscribe(match.matchId, reloaded, 0);
    await sleepMs(GRACE_MS * 3);
    expect(host.isLanOpen(match.matchId)).toBe(true);
    // A dropped connection that came back joins its seats again (no loadSave).
    host.unsubscribe(reloaded);
    const back = new FakeClient(true);
    host.subscribe(match.matchId, back, 0);
    await sleepMs(GRACE_MS * 3);
    expect(host.isLanOpen(match.matchId)).toBe(true);
    expect(gate.closes).toBe(0);
  });

  it('counts the table’s host by his place in the lobby even for a client that does not say it is trusted', async () => {
    const { host, gate } = lanTestHost();
    const window = new FakeClient(undefined);
    const { match } = await lanGame(host, window);
    host.unsubscribe(window);
    const reloaded = new FakeClient(undefined);
    await host.loadSave(match.matchId, reloaded);
    await sleepMs(GRACE_MS * 3);
    expect(host.isLanOpen(match.matchId)).toBe(true);
    host.unsubscribe(reloaded);
    await until(() => !host.isLanOpen(match.matchId), 2000);
    await until(() => gate.closes === 1, 2000);
  });

  it('stays open while another window of the host follows the game, and when only guests come and go', async () => {
    const { host, gate } = lanTestHost();
    const { window, ana, match } = await lanGame(host);
    const tab = new FakeClient(true);
    host.subscribe(match.matchId, tab, 'spectator');
    host.unsubscribe(window);
    host.unsubscribe(ana);
    await sleepMs(GRACE_MS * 3);
    expect(host.isLanOpen(match.matchId)).toBe(true);
    expect(gate.closes).toBe(0);
    // The last one goes: now the table closes.
    host.unsubscribe(tab);
    await until(() => !host.isLanOpen(match.matchId), 2000);
  });

  it('leaves nothing running when the host shuts down during the grace', async () => {
    const { host } = lanTestHost();
    const { window, match } = await lanGame(host);
    host.unsubscribe(window);
    await host.close();
    hosts.splice(hosts.indexOf(host), 1);
    await sleepMs(GRACE_MS * 2);
    expect(host.isLanOpen(match.matchId)).toBe(true);
  });
});

describe('the sculpting hourglass through a connection', () => {
  it('starts on a station’s report from the seat’s holder only; another client cannot report for it', async () => {
    const host = newHost();
    const window = new TestClient(host);
    const seats = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }];
    const opened = await window.ok<MatchOpened>({ type: 'createMatch', game: 'smugglers-2016', seats, seed: 5, options: { hourglassSeconds: 30, shortGame: true, firstPlayer: 0 } });
    for (const grant of opened.grants) await window.ok({ type: 'joinSeat', matchId: opened.matchId, seat: grant.seat, token: grant.token });
    expect(window.latest(0)?.clock).toBeNull();

    // A client that joined no seat (a LAN guest's connection, or any other) cannot turn or lock anybody's hourglass.
    const stranger = new Connection(host, () => {}, false);
    for (const body of [
      { type: 'stationReady', matchId: opened.matchId, seat: 0 },
      { type: 'lockPutty', matchId: opened.matchId, seat: 1, massG: 20 },
    ]) {
      const response = await stranger.handle({ id: 1, ...body });
      expect(response.ok).toBe(false);
      if (!response.ok) expect(response.error.code).toBe('not-your-seat');
    }
    expect(window.latest(0)?.clock).toBeNull();
    // Malformed reports are refused by their shape.
    const bad = await window.request({ type: 'lockPutty', matchId: opened.matchId, seat: 0, massG: -3 });
    expect(bad.ok).toBe(false);

    await window.ok({ type: 'stationReady', matchId: opened.matchId, seat: 0 });
    expect(window.latest(0)?.clock?.totalMs).toBe(30_000);
    expect(window.latest(0)?.clock?.remainingMs).toBeGreaterThan(0);
    expect(window.latest(1)?.clock).toBeNull();
    expect(window.latest('spectator')?.clock ?? null).toBeNull();
    await window.ok({ type: 'lockPutty', matchId: opened.matchId, seat: 0, massG: 12 });
    const refused = await window.request({ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'sculpt', massG: 13, roundness: 1, shapeSeed: 1, contraband: 'sweet' } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toEqual({ code: 'too-late', key: 'match:hostSays.tooLate' });
      expect(englishOf(refused.error)).toBe('The hourglass has run out: the putty in your ball can no longer change.');
    }
    await window.ok({ type: 'submitMove', matchId: opened.matchId, seat: 0, move: { type: 'sculpt', massG: 12, roundness: 1, shapeSeed: 1, contraband: 'sweet' } });
  });
});
