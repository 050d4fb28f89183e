/**
 * A LAN game played to the end over real WebSockets on 127.0.0.1, with bots
 * at the table: neither the match seed nor the secret the bots' seeds come
 * from (src-main/bots/bot-seeds.ts) is in anything sent to a guest, a
 * spectator or the host's own page.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract.js';
import { Rng } from '../../shared/engine/rng.js';
import type { LobbyOpened, SeatClaim } from '../../shared/protocol/lan.js';
import type { MatchOpened, Push, Response } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { newLanHost, sleep, WsGuest, closingAfterEach } from './lan-test-kit.js';
import { englishOf } from '../host/failure.js';

const SEED = 3_141_592_653;

const { add } = closingAfterEach();

describe('a LAN game with bots', () => {
  it('sends nobody the match seed or the bots’ secret: not a guest, not a spectator, not the host’s page', { timeout: 120_000 }, async () => {
    const lan = newLanHost();
    add(() => lan.close());
    const pushes: Push[] = [];
    const window = new Connection(lan.host, (push) => pushes.push(push));
    let nextId = 1;
    const ask = async <T>(body: Record<string, unknown>): Promise<T> => {
      const response = await window.handle({ id: nextId++, ...body });
      if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
      return response.result as T;
    };
    const seats = [{ kind: 'local', name: 'Hostess' }, { kind: 'open' }, { kind: 'bot', name: 'Bruno', level: 'easy' }, { kind: 'bot', name: 'Carla', level: 'normal' }];
    const opened = await ask<LobbyOpened>({ type: 'openLobby', game: 'contrebandes', seats, seed: SEED, allowSpectators: true });
    const port = Number(/:(\d+)\/$/.exec(opened.addresses[0] ?? '')?.[1]);
    const ana = await WsGuest.connect(port);
    const cleo = await WsGuest.connect(port);
    add(() => ana.close(), () => cleo.close());
    await ana.ok({ type: 'joinLobby', code: opened.code, name: 'Ana' });
    await cleo.ok({ type: 'joinLobby', code: opened.code, name: 'Cleo' });
    const claim = await ana.ok<SeatClaim>({ type: 'claimSeat', lobbyId: opened.lobbyId, seat: 1 });
    const match = await ask<MatchOpened>({ type: 'startLobby', lobbyId: opened.lobbyId });
    for (const grant of match.grants) await ask({ type: 'joinSeat', matchId: match.matchId, seat: grant.seat, token: grant.token });
    await ana.ok({ type: 'joinSeat', matchId: match.matchId, seat: 1, token: claim.token });
    await cleo.ok({ type: 'watch', matchId: match.matchId });

    // The people's seats play seeded random legal moves (the referee's list), under the guests' rate limit.
    const movers = new Map<Seat, (move: unknown, version: number) => Promise<Response>>([
      [0, (move, version) => window.handle({ id: nextId++, type: 'submitMove', matchId: match.matchId, seat: 0, move, version })],
      [1, (move, version) => ana.request({ type: 'submitMove', matchId: match.matchId, seat: 1, move, version })],
    ]);
    const rng = Rng.fromSeed(99);
    const started = Date.now();
    let bots: number;
    for (;;) {
      if (Date.now() - started > 100_000) throw new Error('the game did not end');
      const live = lan.host.match(match.matchId);
      if (!live) throw new Error('the match closed');
      if (live.result() !== null) {
        bots = live.log.filter((entry) => entry.actor === 2 || entry.actor === 3).length;
        expect(live.seed).toBe(SEED);
        const sent = [JSON.stringify(pushes), ...ana.raw, ...cleo.raw].join('\n');
        expect(sent).not.toContain(live.botSecret);
        expect(sent).not.toContain(String(SEED));
        expect(sent).not.toMatch(/"(seed|botSecret)"/);
        break;
      }
      const active = live.activeSeats().filter((seat) => movers.has(seat));
      if (active.length === 0) {
        await sleep(2);
        continue;
      }
      const seat = active[rng.int(active.length)] as Seat;
      const legal = live.legalMoves(seat);
      const response = await (movers.get(seat) as (move: unknown, version: number) => Promise<Response>)(legal[rng.int(legal.length)], live.version);
      if (!response.ok && response.error.code !== 'stale-move') throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
      await sleep(35);
    }
    // The bots played: their seeds were drawn, and what was sent was searched for what they came from.
    expect(bots).toBeGreaterThan(5);
    expect(ana.raw.length).toBeGreaterThan(20);
    expect(cleo.raw.length).toBeGreaterThan(20);
  });
});
