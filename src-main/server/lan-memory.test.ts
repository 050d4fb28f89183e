/**
 * A game of memory over the LAN (RULINGS 3, issue #25 item 10): Schmuggler an
 * Bord without open history. Whatever a guest, a spectator or the host's own
 * window is sent when it (re)subscribes to a game under way, views and events
 * together, carries the latest announcement and nothing older: a program that
 * kept all of it could not rebuild the face-down rows. Real WebSockets on
 * 127.0.0.1 only.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract.js';
import { Rng } from '../../shared/engine/rng.js';
import { cardsDealt, rebuildsEveryRow } from '../../shared/games/schmuggler-an-bord/rebuild-rows.js';
import type { Fact, SabState, SabView } from '../../shared/games/schmuggler-an-bord/types.js';
import type { LobbyOpened, SeatClaim } from '../../shared/protocol/lan.js';
import type { MatchOpened, MatchUpdate } from '../../shared/protocol/messages.js';
import type { Host } from '../host/host.js';
import { HostWindow, portOf, sleep, until, closingAfterEach } from './lan-test-kit.js';
import { englishOf } from '../host/failure.js';

const { lanHost, guest } = closingAfterEach();

/** Everything announced that a client could have kept from these updates: the facts of the views and the events. */
function factsReceived(updates: readonly MatchUpdate[]): Fact[] {
  return updates.flatMap((update) => [...(update.view as SabView).facts, ...update.events.map((logged) => logged.event as Fact)]);
}

/** What the host's match holds: its state, and the events of its latest move that said anything. */
function latestAt(host: Host, matchId: string): { state: SabState; latest: unknown[]; version: number } {
  const match = host.match(matchId);
  if (!match) throw new Error('no match');
  const newest = match.events.at(-1)?.version;
  return { state: match.state as SabState, latest: match.events.filter((logged) => logged.version === newest), version: match.version };
}

describe('Schmuggler an Bord over the LAN, without open history', () => {
  it('sends a guest, a spectator and the host\'s window nothing older than the latest announcement when they (re)subscribe', { timeout: 120_000 }, async () => {
    const lan = lanHost();
    const window = new HostWindow(lan.host);
    const seats = [{ kind: 'local', name: 'Hostess' }, { kind: 'open' }, { kind: 'bot', name: 'Bruno', level: 'easy' }, { kind: 'bot', name: 'Berta', level: 'normal' }];
    const opened = await window.ok<LobbyOpened>({ type: 'openLobby', game: 'schmuggler-an-bord', seats, seed: 4242, allowSpectators: true });
    const port = portOf(opened);
    const ana = await guest(port);
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const match = await window.ok<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
    for (const grant of match.grants) await window.ok({ type: 'joinSeat', matchId: match.matchId, seat: grant.seat, token: grant.token });
    await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });

    // Seeded random moves for the people (the bots play themselves) until the rows hold many cards and rounds were played.
    const rng = Rng.fromSeed(7);
    const started = Date.now();
    for (let moves = 0; moves < 60; ) {
      if (Date.now() - started > 90_000) throw new Error('the game did not get far enough');
      const live = lan.host.match(match.matchId);
      if (!live || live.result() !== null) break;
      const active = live.activeSeats().filter((seat) => seat === 0 || seat === 1);
      if (active.length === 0) {
        await sleep(2);
        continue;
      }
      const seat = active[rng.int(active.length)] as Seat;
      const legal = live.legalMoves(seat);
      const body = { type: 'submitMove', matchId: match.matchId, seat, move: legal[rng.int(legal.length)], version: live.version };
      const response = seat === 0 ? await window.request(body) : await ana.request(body);
      if (!response.ok && response.error.code !== 'stale-move') throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
      if (response.ok) moves++;
      await sleep(30);
    }
    // The bots rest once it is a person's turn (or the game is over): the table stands still while the newcomers
    // subscribe. A loaded machine's bot workers may take a while to answer.
    await until(() => {
      const live = lan.host.match(match.matchId);
      return live !== undefined && live.thinking.size === 0 && (live.result() !== null || live.activeSeats().some((seat) => seat === 0 || seat === 1));
    }, 60_000);

    const cleo = await guest(port);
    await cleo.ok({ type: 'joinLobby', code: opened.code, name: 'Cleo' });
    await cleo.ok({ type: 'watch', matchId: match.matchId });
    // Ana reloads her page: a new socket, back to her seat with her token.
    const anaAgain = await guest(port);
    await anaAgain.ok({ type: 'joinLobby', code: opened.code, name: 'Ana', token: claim.token });
    await anaAgain.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });
    // The host's window reloads too: it is a page like the others.
    const reloaded = new HostWindow(lan.host);
    await reloaded.ok({ type: 'joinSeat', matchId: match.matchId, seat: 0, token: match.grants.find((grant) => grant.seat === 0)?.token });
    await reloaded.ok({ type: 'watch', matchId: match.matchId });
    await until(() => cleo.pushes('match').length > 0 && anaAgain.pushes('match').length > 0 && reloaded.updates().length >= 2);

    const { state, latest, version } = latestAt(lan.host, match.matchId);
    expect(cardsDealt(state)).toBeGreaterThan(10);
    const received: [string, MatchUpdate[]][] = [
      ['the spectator', cleo.pushes('match') as unknown as MatchUpdate[]],
      ['the guest back at her seat', anaAgain.pushes('match') as unknown as MatchUpdate[]],
      ["the host's reloaded window", reloaded.updates()],
    ];
    for (const [who, updates] of received) {
      for (const update of updates) {
        expect(update.version, who).toBe(version);
        expect(update.latestOnly, who).toBe(true);
        // The latest announcement, in the view and as the events, and nothing older.
        expect(update.events, who).toEqual(JSON.parse(JSON.stringify(latest)));
        expect((update.view as SabView).facts, who).toEqual(update.events.map((logged) => logged.event));
      }
      // All of it together does not rebuild the face-down rows.
      expect(rebuildsEveryRow(factsReceived(updates), state), who).toBe(false);
    }
    // The game's spoken record is long: a page that had been sent it could rebuild every row.
    expect(rebuildsEveryRow(state.facts, state)).toBe(true);
  });
});
