/**
 * LAN play over real WebSockets on 127.0.0.1: the lobby, whole games with
 * guests, what each guest is sent, reconnects, hostile messages, floods and
 * connection churn.
 */
import { setUp } from '../../shared/engine/set-up.js';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../shared/engine/contract.js';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';
import type { ChatLine, ChatUpdate, LobbyOpened, LobbyUpdate, SeatClaim } from '../../shared/protocol/lan.js';
import type { MatchOpened, MatchUpdate, Response } from '../../shared/protocol/messages.js';
import type { Host } from '../host/host.js';
import { type LanHost, LOOPBACK, HostWindow, portOf, sleep, until, WsGuest, closingAfterEach } from './lan-test-kit.js';
import { englishOf } from '../host/failure.js';

const { lanHost, guest } = closingAfterEach();

const contrebandes = gameById('contrebandes');
if (!contrebandes) throw new Error('contrebandes is not registered');

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, LOOPBACK);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const tableSeats = [
  { kind: 'local', name: 'Hostess' },
  { kind: 'open' },
  { kind: 'open' },
  { kind: 'bot', name: 'Bruno', level: 'easy' },
];

/** Opens a lobby with two open seats, lets two guests take them, and starts: the usual table of these tests. */
async function startedTable(lan: LanHost, allowSpectators = true) {
  const window = new HostWindow(lan.host);
  const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: tableSeats, seed: 4242, allowSpectators });
  const port = portOf(opened);
  const ana = await guest(port);
  const ben = await guest(port);
  await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
  await ben.ok({ type: 'joinLobby', code: opened.code, name: 'Ben' });
  const anaClaim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
  const benClaim = await ben.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 2 });
  const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
  for (const grant of match.grants) await window.ok({ type: 'joinSeat', matchId: match.matchId, seat: grant.seat, token: grant.token });
  await window.ok({ type: 'watch', matchId: match.matchId });
  await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: anaClaim.token });
  await ben.ok({ type: 'joinSeat', matchId: match.matchId, seat: 2, token: benClaim.token });
  return { window, opened, port, ana, ben, anaClaim, benClaim, match };
}

type Mover = (move: unknown, version: number) => Promise<Response>;

/**
 * Plays the people's seats with seeded random legal moves until the game is
 * over (the test takes the legal moves from the host's match: it is the
 * referee here, not a client). Guests keep under the LAN rate limit.
 */
async function playToTheEnd(host: Host, matchId: string, movers: Map<Seat, Mover>, stopAfter = Infinity): Promise<number> {
  const rng = Rng.fromSeed(99);
  let moves = 0;
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 90_000) throw new Error('the game did not end');
    const match = host.match(matchId);
    if (!match) throw new Error('the match closed');
    if (match.result() !== null || moves >= stopAfter) return moves;
    const active = match.activeSeats().filter((seat) => movers.has(seat));
    if (active.length === 0) {
      await sleep(2);
      continue;
    }
    const seat = active[rng.int(active.length)] as Seat;
    const legal = match.legalMoves(seat);
    const response = await (movers.get(seat) as Mover)(legal[rng.int(legal.length)], match.version);
    if (!response.ok && response.error.code !== 'stale-move') throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
    if (response.ok) moves++;
    await sleep(35);
  }
}

function moverFor(client: WsGuest | HostWindow, matchId: string, seat: Seat): Mover {
  return (move, version) => client.request({ type: 'submitMove', matchId, seat, move, version });
}

/** Every state the match went through, by version (replayed from its log). */
function statesByVersion(host: Host, matchId: string): unknown[] {
  const match = host.match(matchId);
  if (!match) throw new Error('no match');
  let state = setUp(match.game, match.seed, match.seats.length, match.options);
  const states = [state];
  for (const entry of match.log) {
    const applied = match.game.applyMove(state, entry.actor, entry.move);
    if (!applied.ok) throw new Error('replay failed');
    state = applied.state;
    states.push(state);
  }
  return states;
}

describe('LAN lobby', () => {
  it('listens on the LAN only while a lobby or a LAN game is open', async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: tableSeats, allowSpectators: false });
    const port = portOf(opened);
    expect(opened.addresses).toEqual([`http://127.0.0.1:${port}/`]);
    expect(opened.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await canConnect(port)).toBe(true);
    await window.ok({ type: 'closeLobby', lobbyId: opened.lobbyId });
    await sleep(50);
    expect(await canConnect(port)).toBe(false);
  });

  it('admits guests with the code only, gives each open seat to one guest, and starts when every seat is filled', async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: tableSeats, allowSpectators: true });
    const port = portOf(opened);
    const ana = await guest(port);
    const ben = await guest(port);

    expect(await ana.ok({ type: 'hello' })).toEqual({ role: 'guest', protocol: 2 });
    const wrong = await ana.request({ type: 'joinLobby', code: opened.code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA', name: 'Ana' });
    expect(wrong.ok === false && wrong.error.code).toBe('wrong-code');
    // Before entering, a guest can claim nothing.
    const early = await ana.request({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    expect(early.ok).toBe(false);
    // Guests may not do what only the host's player may.
    for (const body of [
      { type: 'openLobby', game: 'contrebandes', seats: tableSeats, allowSpectators: true },
      { type: 'startLobby', lobbyId: opened.lobbyId },
      { type: 'listSaves' },
      // The host's settings are his player's own (his name, his pace): not for guests.
      { type: 'getSettings' },
      // Asking for a failed roll to be tried again is the host's.
      { type: 'retryHostTask', matchId: 'smugglers-2016-20270301-120000-aaaaaa' },
      { type: 'createMatch', game: 'contrebandes', seats: [{ kind: 'human', name: 'x' }, { kind: 'human', name: 'y' }, { kind: 'human', name: 'z' }] },
    ]) {
      const refused = await ana.request(body);
      expect(refused.ok === false && refused.error.code).toBe('host-only');
    }

    const lobby = await ana.ok<LobbyUpdate>({ type: 'joinLobby', code: opened.code.toLowerCase(), name: 'Ana' });
    expect(lobby.host).toBeNull();
    expect(lobby.seats.map((seat) => seat.kind)).toEqual(['local', 'open', 'open', 'bot']);
    await ben.ok({ type: 'joinLobby', code: opened.code, name: 'Ben' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    expect(claim.token).toMatch(/^[0-9a-f]{64}$/);
    const taken = await ben.request({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    expect(taken.ok === false && taken.error.code).toBe('seat-taken');
    const notOpen = await ben.request({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 3 });
    expect(notOpen.ok === false && notOpen.error.code).toBe('seat-taken');

    const notReady = await window.request({ type: 'startLobby', lobbyId: opened.lobbyId });
    expect(notReady.ok === false && notReady.error).toEqual({
      code: 'lobby-not-ready',
      key: 'lan:hostSays.seatsWait',
      params: { count: 1, seats: '3' },
    });
    expect(notReady.ok === false && englishOf(notReady.error)).toBe('Seat 3 waits for a guest: wait, or give it to a bot or a local player.');

    await ben.ok({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 2 });
    await until(() => {
      const last = ana.pushes('lobby').at(-1) as unknown as LobbyUpdate | undefined;
      return last?.seats[2]?.name === 'Ben';
    });
    const anaView = ana.pushes('lobby').at(-1) as unknown as LobbyUpdate;
    expect(anaView.seats.map((seat) => [seat.kind, seat.name, seat.yours])).toEqual([
      ['local', 'Hostess', false],
      ['guest', 'Ana', true],
      ['guest', 'Ben', false],
      ['bot', 'Bruno', false],
    ]);
    // No guest is ever told the code's addresses, nor another guest's token.
    for (const message of [...ana.raw, ...ben.raw]) expect(message).not.toContain('"addresses"');
    expect(ben.raw.join('\n')).not.toContain(claim.token);
    const hostLobby = window.pushes.filter((push): push is LobbyUpdate => push.type === 'lobby').at(-1);
    expect(hostLobby?.host?.code).toBe(opened.code);

    const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
    expect(match.grants.map((grant) => grant.seat)).toEqual([0]);
    await until(() => ana.pushes('lobby').some((push) => push.matchId === match.matchId));
    // Ana's token is for seat 1 only.
    const wrongSeat = await ana.request({ type: 'joinSeat', matchId: match.matchId, seat: 2, token: claim.token });
    expect(wrongSeat.ok === false && wrongSeat.error.code).toBe('not-your-seat');
    await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });
    expect(lan.host.match(match.matchId)?.seats.map((seat) => seat.name)).toEqual(['Hostess', 'Ana', 'Ben', 'Bruno']);
  });

  it('lets spectators in with the code only when the host allows them', async () => {
    const lan = lanHost();
    const { opened, port, match } = await startedTable(lan, false);
    const watcher = await guest(port);
    const refused = await watcher.request({ type: 'watch', matchId: match.matchId });
    expect(refused.ok).toBe(false);
    await watcher.ok({ type: 'joinLobby', code: opened.code, name: 'Cleo' });
    const still = await watcher.request({ type: 'watch', matchId: match.matchId });
    expect(still.ok === false && still.error).toEqual({ code: 'not-your-seat', key: 'lan:hostSays.noSpectators' });
    expect(still.ok === false && englishOf(still.error)).toBe('The host does not let spectators watch this game.');
  });
});

describe('a LAN game', () => {
  it('is played to the end by a host and two guests; every message to a seat carries that seat’s view only', { timeout: 120_000 }, async () => {
    const lan = lanHost();
    const { window, opened, port, ana, ben, anaClaim, benClaim, match } = await startedTable(lan);
    const cleo = await guest(port);
    await cleo.ok({ type: 'joinLobby', code: opened.code, name: 'Cleo' });
    await cleo.ok({ type: 'watch', matchId: match.matchId });
    await ana.ok({ type: 'chat', room: match.matchId, text: 'Cheese, anyone?' });

    const movers = new Map<Seat, Mover>([
      [0, moverFor(window, match.matchId, 0)],
      [1, moverFor(ana, match.matchId, 1)],
      [2, moverFor(ben, match.matchId, 2)],
    ]);
    await playToTheEnd(lan.host, match.matchId, movers);
    const finished = lan.host.match(match.matchId);
    expect(finished?.result()).not.toBeNull();
    await until(() => (ana.pushes('match').at(-1) as unknown as MatchUpdate | undefined)?.result !== null);

    const states = statesByVersion(lan.host, match.matchId);
    const received: [WsGuest, Viewer][] = [
      [ana, 1],
      [ben, 2],
      [cleo, 'spectator'],
    ];
    for (const [client, seat] of received) {
      const updates = client.pushes('match') as unknown as MatchUpdate[];
      expect(updates.length).toBeGreaterThan(20);
      for (const update of updates) {
        // A seat is sent its own view and nothing else, exactly as the engine filters it for that version.
        expect(update.viewer).toBe(seat);
        expect(update.view).toEqual(JSON.parse(JSON.stringify(contrebandes.viewFor(states[update.version], seat))));
        expect(update.lan?.host).toBeNull();
      }
      // Only these kinds of messages ever reach a guest.
      for (const message of client.messages) {
        expect(['match', 'lobby', 'chat', undefined]).toContain(message.type);
      }
      // No other seat's token, and not the host's window's tokens.
      const everything = client.raw.join('\n');
      for (const token of [anaClaim.token, benClaim.token, ...match.grants.map((grant) => grant.token)]) {
        if (!(client === ana && token === anaClaim.token) && !(client === ben && token === benClaim.token)) expect(everything).not.toContain(token);
      }
    }
    const chat = cleo.pushes('chat').flatMap((push) => push.lines as { from: string; text: string }[]);
    expect(chat).toContainEqual(expect.objectContaining({ from: 'Ana', text: 'Cheese, anyone?' }));
    // The final result reached everyone the same.
    const result = JSON.stringify(finished?.result());
    expect(JSON.stringify((ana.pushes('match').at(-1) as unknown as MatchUpdate).result)).toBe(result);
    expect(JSON.stringify(window.latest(0)?.result)).toBe(result);

    // The host leaves: the table closes for the guests, and nothing listens on the LAN any more.
    await window.ok({ type: 'leave', matchId: match.matchId });
    await until(() => (ben.pushes('match').at(-1) as unknown as MatchUpdate).lan?.closed != null);
    await sleep(50);
    expect(await canConnect(port)).toBe(false);
  });

  it('takes a guest who dropped back to his seat, lets a bot stand in meanwhile, and survives a host restart', { timeout: 120_000 }, async () => {
    const lan = lanHost();
    const { window, opened, port, ana, ben, anaClaim, benClaim, match } = await startedTable(lan);
    const movers = new Map<Seat, Mover>([
      [0, moverFor(window, match.matchId, 0)],
      [1, moverFor(ana, match.matchId, 1)],
      [2, moverFor(ben, match.matchId, 2)],
    ]);
    await playToTheEnd(lan.host, match.matchId, movers, 12);

    // Ana's connection drops: the others see her away.
    await ana.close();
    await until(() => window.latest('spectator')?.seats[1]?.presence === 'away');
    // The host lets a bot play her seat.
    await window.ok({ type: 'standIn', matchId: match.matchId, seat: 1, level: 'easy' });
    expect(window.latest('spectator')?.seats[1]?.standIn).toBe('easy');
    movers.delete(1);
    await playToTheEnd(lan.host, match.matchId, movers, 8);
    // She comes back with her token (a new connection), and gets her seat's current view.
    const anaAgain = await guest(port);
    await anaAgain.ok({ type: 'joinLobby', code: opened.code, name: 'Ana', token: anaClaim.token });
    await anaAgain.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: anaClaim.token });
    const back = anaAgain.pushes('match').at(-1) as unknown as MatchUpdate;
    expect(back.viewer).toBe(1);
    expect(back.view).toEqual(JSON.parse(JSON.stringify(lan.host.match(match.matchId)?.viewFor(1))));
    await until(() => window.latest('spectator')?.seats[1]?.presence === 'connected');
    await window.ok({ type: 'standIn', matchId: match.matchId, seat: 1, level: null });
    movers.set(1, moverFor(anaAgain, match.matchId, 1));
    await playToTheEnd(lan.host, match.matchId, movers, 6);
    const version = lan.host.match(match.matchId)?.version ?? -1;
    const stateBefore = JSON.stringify(lan.host.match(match.matchId)?.state);

    // The host quits and starts again from the autosave: the guests' tokens still open their seats.
    await lan.close();
    await until(() => anaAgain.closedWith !== null && ben.closedWith !== null);
    const restarted = lanHost(lan.dataDir);
    const window2 = new HostWindow(restarted.host);
    const reopened = await window2.ok<MatchOpened>({ type: 'loadSave', matchId: match.matchId });
    expect(reopened.grants.map((grant) => grant.seat)).toEqual([0]);
    expect(restarted.host.match(match.matchId)?.version).toBe(version);
    expect(JSON.stringify(restarted.host.match(match.matchId)?.state)).toBe(stateBefore);
    for (const grant of reopened.grants) await window2.ok({ type: 'joinSeat', matchId: match.matchId, seat: grant.seat, token: grant.token });
    const hostUpdate = window2.latest(0);
    expect(hostUpdate?.lan?.host?.addresses.length).toBe(1);
    const newPort = Number(/:(\d+)\/$/.exec(hostUpdate?.lan?.host?.addresses[0] ?? '')?.[1]);
    const benBack = await guest(newPort);
    // The old code is gone with the old lobby; the token is what counts.
    const oldCode = await benBack.request({ type: 'joinLobby', code: opened.code, name: 'Ben' });
    expect(oldCode.ok === false && oldCode.error.code).toBe('wrong-code');
    await benBack.ok({ type: 'joinSeat', matchId: match.matchId, seat: 2, token: benClaim.token });
    expect((benBack.pushes('match').at(-1) as unknown as MatchUpdate).version).toBe(version);
    const forged = await benBack.request({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: benClaim.token });
    expect(forged.ok).toBe(false);
  });
});

describe('hostile guests', () => {
  it('thousands of malformed, forged and replayed messages change nothing and the host keeps serving', { timeout: 120_000 }, async () => {
    const lan = lanHost();
    const { window, port, ana, anaClaim, match } = await startedTable(lan);
    // One good move by Ana, to replay later.
    const live = () => lan.host.match(match.matchId);
    await until(() => live()?.activeSeats().includes(1) ?? false);
    const goodMove = live()?.legalMoves(1)[0];
    const goodVersion = live()?.version ?? 0;
    const accepted = await ana.request({ type: 'submitMove', matchId: match.matchId, seat: 1, move: goodMove, version: goodVersion });
    expect(accepted.ok).toBe(true);
    // Wait until only people are to move (the bot has loaded), so nothing else changes the state.
    await until(() => (live()?.activeSeats() ?? []).every((seat) => seat !== 3) && live()?.thinking.size === 0);
    await sleep(50);
    const before = JSON.stringify(live()?.state);
    const versionBefore = live()?.version;

    const rng = Rng.fromSeed(7);
    const pick = <T>(items: T[]): T => items[rng.int(items.length)] as T;
    const junkValues: unknown[] = [null, true, 0, -1, 1e308, 'x', '', [], {}, { __proto__: { seat: 0 } }, [1, 2, 3], 'A'.repeat(300)];
    const hostile: (() => string)[] = [
      () => '{not json',
      () => JSON.stringify(pick(junkValues)),
      () => JSON.stringify({ id: rng.int(100), type: pick(['submitMove', 'joinSeat', 'watch', 'chat', 'claimSeat', 'nope', 42]), ...{ [pick(['matchId', 'seat', 'move', 'token'])]: pick(junkValues) } }),
      // Moves for seats Ana does not hold, with her token or none.
      () => JSON.stringify({ id: 1, type: 'submitMove', matchId: match.matchId, seat: pick([0, 2, 3, 15]), move: goodMove }),
      () => JSON.stringify({ id: 1, type: 'submitMove', matchId: match.matchId, seat: 1, move: goodMove, version: goodVersion, actor: 0 }),
      // Her own move again, for the version it was made on (a replay).
      () => JSON.stringify({ id: 1, type: 'submitMove', matchId: match.matchId, seat: 1, move: goodMove, version: goodVersion }),
      () => JSON.stringify({ id: 1, type: 'submitMove', matchId: match.matchId, seat: 1, move: { type: pick(['load', 'declare', 'inspect', 'stop']), cards: [rng.int(60), rng.int(60)] } }),
      () => JSON.stringify({ id: 1, type: 'joinSeat', matchId: match.matchId, seat: pick([0, 2]), token: anaClaim.token }),
      () => JSON.stringify({ id: 1, type: 'joinSeat', matchId: match.matchId, seat: 0, token: 'f'.repeat(32) }),
      () => JSON.stringify({ id: 1, type: 'undo', matchId: match.matchId, seat: pick([0, 2]) }),
      () => JSON.stringify({ id: 1, type: 'standIn', matchId: match.matchId, seat: 2, level: 'hard' }),
      () => JSON.stringify({ id: 1, type: 'setSettings', settings: { playerName: 'pwned', botDelayMs: 0, reducedMotion: false, hotSeatCurtain: false } }),
      () => JSON.stringify({ id: 1, type: 'deleteSave', matchId: match.matchId }),
      () => JSON.stringify({ id: 1, type: 'chat', room: match.matchId, text: 'x'.repeat(201) }),
      () => JSON.stringify({ id: 1, type: 'submitMove', matchId: match.matchId, seat: 1, move: { type: 'load', cards: Array.from({ length: 2000 }, (_, i) => i) } }),
      () => 'x'.repeat(20_000),
    ];
    // The LAN listener's own rate limit would cut a fuzzer off quickly: this test sends from many connections at a steady pace.
    let sent = 0;
    let clients: WsGuest[] = [];
    while (sent < 3000) {
      if (clients.length === 0) clients = await Promise.all(Array.from({ length: 4 }, () => WsGuest.connect(port)));
      await Promise.all(clients.map(async (client) => {
        for (let i = 0; i < 25; i++) {
          const response = await client.sendRaw(pick(hostile)(), -1);
          expect(response.ok).toBe(false);
          sent++;
        }
      }));
      await Promise.all(clients.map((client) => client.close()));
      clients = [];
    }
    // Her own moves that the game refuses carry their message as data, for her to read in her language (the host's English stays in its log).
    const malformed = await ana.request({ type: 'submitMove', matchId: match.matchId, seat: 1, move: { type: 'load', cards: 'all' } });
    expect(malformed.ok === false && malformed.error).toEqual({
      code: 'malformed-move',
      key: 'shell:refusal.malformedMoveAt',
      params: { issue: 'invalidType', path: 'cards' },
    });
    expect(malformed.ok === false && englishOf(malformed.error)).toBe('That is not a move of this game: a value has the wrong type (at cards).');
    const again = await ana.request({ type: 'submitMove', matchId: match.matchId, seat: 1, move: goodMove });
    expect(again.ok === false && again.error).toEqual({ code: 'not-your-turn', key: 'contrebandes:refusal.loadedAlready' });
    expect(again.ok === false && englishOf(again.error)).toBe('You have already loaded your mule this quarter.');
    expect(JSON.stringify(live()?.state)).toBe(before);
    expect(live()?.version).toBe(versionBefore);
    expect(lan.host.getSettings().playerName).toBe('Hostess');
    // Still serving: a new guest says hello, Ana still plays.
    const fresh = await guest(port);
    expect(await fresh.ok({ type: 'hello' })).toMatchObject({ role: 'guest' });
    if (live()?.activeSeats().includes(1)) {
      const move = live()?.legalMoves(1)[0];
      expect((await ana.request({ type: 'submitMove', matchId: match.matchId, seat: 1, move, version: live()?.version })).ok).toBe(true);
    }
    void window;
  });

  it('cuts off a flooding guest and a code guesser, and the game goes on for the others', { timeout: 60_000 }, async () => {
    const lan = lanHost();
    const { opened, port, ben, match } = await startedTable(lan);
    const flooder = await guest(port);
    for (let i = 0; i < 200; i++) flooder.ws.send(JSON.stringify({ id: i, type: 'hello' }));
    await until(() => flooder.closedWith !== null);
    expect(flooder.closedWith).toBe(1008);

    const guesser = await guest(port);
    const codes = ['A', 'B', 'C', 'D', 'E', 'F'].map((char) => char.repeat(8)).filter((code) => code !== opened.code);
    for (const code of codes.slice(0, 5)) await guesser.request({ type: 'joinLobby', code, name: 'Eve' });
    await until(() => guesser.closedWith !== null);

    // A message larger than any guest may send closes nothing but is refused.
    const big = await ben.sendRaw(JSON.stringify({ id: 5, type: 'chat', room: match.matchId, text: 'x'.repeat(17_000) }), -1);
    expect(big.ok === false && big.error).toEqual({ code: 'bad-request', key: 'lan:hostSays.tooLarge' });
    expect(big.ok === false && englishOf(big.error)).toContain('too large');
    expect((await ben.request({ type: 'hello' })).ok).toBe(true);
  });

  it('connection churn leaves no connections, subscriptions or lobby members behind', { timeout: 60_000 }, async () => {
    const lan = lanHost();
    const { opened, port, match } = await startedTable(lan);
    const baseline = lan.host.stats();
    for (let round = 0; round < 150; round++) {
      const client = await WsGuest.connect(port);
      await client.ok({ type: 'joinLobby', code: opened.code, name: `Visitor ${round}` });
      await client.ok({ type: 'watch', matchId: match.matchId });
      if (round % 3 === 0) client.ws.terminate();
      else await client.close();
    }
    await until(() => {
      const stats = lan.host.stats();
      return lan.lan.connections() === 2 && stats.subscriptions === baseline.subscriptions && stats.lobbyMembers === baseline.lobbyMembers;
    });
    expect(lan.host.stats()).toEqual(baseline);
  });
});

/** Waits until every push sent to a WebSocket guest so far has arrived (they come before this answer). */
async function settled(client: WsGuest): Promise<void> {
  await client.ok({ type: 'hello' });
}

describe('names and roles at a LAN table', () => {
  it('refuses a guest the host’s name or the name of anyone at the table, however written, and changes nothing', async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    await window.ok({ type: 'setSettings', settings: { ...lan.host.getSettings(), playerName: 'Captain' } });
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: tableSeats, allowSpectators: true });
    const port = portOf(opened);
    const ana = await guest(port);
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const eve = await guest(port);
    const before = lan.host.stats();
    // The host's name, a player at the host's screen (Hostess), a guest in the lobby, however written.
    // (host.test.ts tries more ways of writing them; a guest may send only so many lobby requests a second.)
    for (const name of [' captain ', 'ＨＯＳＴＥＳＳ', 'A\u200Bna']) {
      const refused = await eve.request({ type: 'joinLobby', code: opened.code, name });
      expect(refused.ok === false && refused.error, name).toMatchObject({ code: 'bad-request', key: 'lan:hostSays.nameTaken' });
      expect(refused.ok === false && englishOf(refused.error), name).toContain('already called');
    }
    expect(lan.host.stats()).toEqual(before);
    // Refused, she is not in: she can take no seat. (Refused names are no wrong codes: her connection stays.)
    const notIn = await eve.request({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 2 });
    expect(notIn.ok === false && notIn.error.code).toBe('seat-taken');
    expect(eve.closedWith).toBeNull();

    // Ana's seat keeps her name while she is away: nobody else takes it...
    await ana.close();
    await until(() => lan.host.stats().lobbyMembers === before.lobbyMembers - 1);
    const stillHers = await eve.request({ type: 'joinLobby', code: opened.code, name: 'ana' });
    expect(stillHers.ok).toBe(false);
    // ...but she comes back to it under her name with her token.
    const anaBack = await guest(port);
    const view = await anaBack.ok<LobbyUpdate>({ type: 'joinLobby', code: opened.code, name: 'Ana', token: claim.token });
    expect(view.seats[1]).toMatchObject({ name: 'Ana', yours: true, connected: true });
    // A name of her own lets Eve in.
    expect((await eve.ok<LobbyUpdate>({ type: 'joinLobby', code: opened.code, name: 'Eve' })).lobbyId).toBe(opened.lobbyId);
  });

  it('lets a guest come back with his token while the host still holds his old connection', async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: tableSeats, allowSpectators: true });
    const ana = await guest(portOf(opened));
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const anaAgain = await guest(portOf(opened));
    const view = await anaAgain.ok<LobbyUpdate>({ type: 'joinLobby', code: opened.code, name: 'Ana', token: claim.token });
    expect(view.seats[1]).toMatchObject({ name: 'Ana', yours: true });
    // Without the token, the same name is someone else's.
    const impostor = await guest(portOf(opened));
    expect((await impostor.request({ type: 'joinLobby', code: opened.code, name: 'Ana' })).ok).toBe(false);
  });

  it('labels every chat line with the speaker’s part at the table, as the host knows it', async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats: [tableSeats[0], { kind: 'open' }, tableSeats[3]], allowSpectators: true });
    const ana = await guest(portOf(opened));
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    await window.ok({ type: 'chat', room: opened.lobbyId, text: 'Welcome aboard' });
    await ana.ok({ type: 'chat', room: opened.lobbyId, text: 'Thanks, captain' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const lobbyLines = window.pushes.filter((push): push is ChatUpdate => push.type === 'chat').flatMap((push) => push.lines);
    expect(lobbyLines.map((line) => [line.from, line.role])).toEqual([
      ['Hostess', 'host'],
      ['Ana', 'guest'],
    ]);

    const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
    for (const grant of match.grants) await window.ok({ type: 'joinSeat', matchId: match.matchId, ...grant });
    await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });
    const cleo = await guest(portOf(opened));
    await cleo.ok({ type: 'joinLobby', code: opened.code, name: 'Cleo' });
    await cleo.ok({ type: 'watch', matchId: match.matchId });
    await window.ok({ type: 'chat', room: match.matchId, text: 'Deal the cards' });
    await ana.ok({ type: 'chat', room: match.matchId, text: 'Ready' });
    await cleo.ok({ type: 'chat', room: match.matchId, text: 'Watching closely' });
    await settled(cleo);
    const gameLines = cleo.pushes('chat').filter((push) => push.room === match.matchId).flatMap((push) => push.lines as ChatLine[]);
    expect(gameLines.map((line) => [line.from, line.role, line.text])).toEqual([
      ['Hostess', 'host', 'Deal the cards'],
      ['Ana', 'guest', 'Ready'],
      ['Cleo', 'spectator', 'Watching closely'],
    ]);
  });
});

describe('the host’s window going away', () => {
  const GRACE_MS = 300;

  it('closes the table and stops listening on the LAN when the window does not come back in time', { timeout: 30_000 }, async () => {
    const lan = lanHost(undefined, { lanHostGraceMs: GRACE_MS });
    const { window, port, ana, match } = await startedTable(lan);
    // The window closes (a closed tab, a crash) without leaving the game.
    window.connection.close();
    await sleep(GRACE_MS / 3);
    expect(lan.host.isLanOpen(match.matchId)).toBe(true);
    await until(() => !lan.host.isLanOpen(match.matchId), 3000);
    await until(() => (ana.pushes('match').at(-1) as unknown as MatchUpdate).lan?.closed != null, 3000);
    // Words, which the guest's page says in his language: no English goes to the guest.
    expect((ana.pushes('match').at(-1) as unknown as MatchUpdate).lan).toMatchObject({
      closed: { key: 'lan:hostSays.hostWindowClosed' },
    });
    await until(() => ana.closedWith !== null, 3000);
    expect(await canConnect(port)).toBe(false);
    // The game is still there for the host to continue.
    expect(lan.host.match(match.matchId)).toBeDefined();
  });

  it('keeps the table open for a window that reloads within the grace, and the guests play on', { timeout: 30_000 }, async () => {
    const lan = lanHost(undefined, { lanHostGraceMs: GRACE_MS });
    const { window, port, ana, match } = await startedTable(lan);
    window.connection.close();
    await sleep(GRACE_MS / 3);
    // The reloaded page continues the game and joins its seats again.
    const reloaded = new HostWindow(lan.host);
    const reopened = await reloaded.ok<MatchOpened>({ type: 'loadSave', matchId: match.matchId });
    for (const grant of reopened.grants) await reloaded.ok({ type: 'joinSeat', matchId: match.matchId, ...grant });
    await sleep(GRACE_MS * 2);
    expect(lan.host.isLanOpen(match.matchId)).toBe(true);
    expect(await canConnect(port)).toBe(true);
    expect((await ana.request({ type: 'hello' })).ok).toBe(true);
    expect((ana.pushes('match').at(-1) as unknown as MatchUpdate).lan?.closed).toBeNull();
    // A guest dropping is no reason to close anything.
    await ana.close();
    await sleep(GRACE_MS * 2);
    expect(lan.host.isLanOpen(match.matchId)).toBe(true);
  });
});
