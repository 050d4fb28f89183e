/**
 * Taking back a move at the host (docs/host.md "Taking back a move"): the
 * host decides, from the match and the game's canUndo; every table, a LAN
 * guest's too, is told who took back his move and goes back to the earlier
 * state with the whole log; bots never take back; a game of memory keeps its
 * promise (RULINGS 3) through a take-back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Seat, Viewer } from '../../shared/engine/contract.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { schmugglerAnBord } from '../../shared/games/schmuggler-an-bord/index.js';
import type { SabState } from '../../shared/games/schmuggler-an-bord/types.js';
import { smugglers2025 } from '../../shared/games/smugglers-2025/index.js';
import { DEFAULT_SETTINGS, type MatchUpdate } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { HostFailure } from './failure.js';
import type { LiveMatch } from './live-match.js';
import { LiveMatches } from './live-matches.js';
import { closeOpened, FlakyPhysics, track, Watcher } from './live-matches-test-kit.js';
import { Match } from './match.js';

afterEach(closeOpened);

/** Live matches whose bots play their first legal move at once. */
function matchesWithBots(): LiveMatches {
  const bots = { decide: (input: { legalMoves: unknown[] }) => Promise.resolve(input.legalMoves[0]) };
  return track(
    new LiveMatches({
      bots: bots as unknown as BotPool,
      physics: new FlakyPhysics(0) as unknown as PhysicsPool,
      autosaver: { save: () => {} } as unknown as Autosaver,
      settings: { get: () => ({ ...DEFAULT_SETTINGS, botDelayMs: 0 }) } as unknown as SettingsStore,
      lanInfo: () => ({ code: '', addresses: [] }),
    }),
  );
}

const NAMES = ['Ada', 'Bruno', 'Chloé', 'Dario'];

function newMatch(game: AnyGameDefinition, kinds: ('human' | 'bot')[], options: unknown, seed = 11): Match {
  return new Match({
    id: `${game.meta.id}-20270301-120000-aaaaaa`,
    game,
    options,
    seed,
    seats: kinds.map((kind, seat) => ({ name: NAMES[seat] as string, kind, level: kind === 'bot' ? 'easy' : null })),
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

/** Opens the match with a window following each seat and one watching, as the tables of a LAN game do. */
function open(matches: LiveMatches, match: Match): { live: LiveMatch; tables: Map<Viewer, Watcher> } {
  const live = matches.open(match);
  const tables = new Map<Viewer, Watcher>();
  for (const viewer of [...match.seats.map((_, seat) => seat), 'spectator'] as Viewer[]) {
    const table = new Watcher();
    tables.set(viewer, table);
    matches.subscribe(live, table, viewer);
  }
  matches.afterChange(live);
  return { live, tables };
}

function refusal(run: () => unknown): { code: string; key: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HostFailure) return { code: error.error.code, key: error.error.key };
    throw error;
  }
  throw new Error('not refused');
}

async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('taking back a move at the host', () => {
  it('tells every table who took back his move, each back at its earlier view with the whole log, and no longer once a move is made', () => {
    const matches = matchesWithBots();
    const match = newMatch(contrebandes, ['human', 'human', 'human'], { firstOfficer: 0 });
    const { live, tables } = open(matches, match);
    const before = new Map([...tables.keys()].map((viewer) => [viewer, JSON.stringify(match.viewFor(viewer))]));
    const state = JSON.stringify(match.state);

    matches.submitMove(match.id, 0, { type: 'load', cards: [0, 1] }, 0);
    expect(tables.get(0)?.latest().canUndo).toBe(true);
    expect(tables.get(1)?.latest().canUndo).toBe(false);
    expect(tables.get(0)?.latest().tookBack).toBeNull();

    expect(matches.undo(match.id, 0)).toBe(0);
    expect(JSON.stringify(match.state)).toBe(state);
    for (const [viewer, table] of tables) {
      const update = table.latest() as MatchUpdate;
      expect(update.tookBack, String(viewer)).toEqual({ seat: 0 });
      expect(update.version).toBe(0);
      expect(update.fullLog).toBe(true);
      expect(update.events).toEqual(match.events);
      expect(JSON.stringify(update.view), String(viewer)).toBe(before.get(viewer));
      expect(update.canUndo).toBe(false);
    }
    expect(live.tookBack).toEqual({ seat: 0, version: 0 });

    matches.submitMove(match.id, 0, { type: 'load', cards: [0, 2] }, 0);
    for (const table of tables.values()) expect(table.latest().tookBack).toBeNull();
  });

  it('refuses with a reason, changing nothing, when the move is not the seat\'s last or revealed something', () => {
    const matches = matchesWithBots();
    const match = newMatch(contrebandes, ['human', 'human', 'human'], { firstOfficer: 0 });
    open(matches, match);
    matches.submitMove(match.id, 0, { type: 'load', cards: [0, 1] }, 0);
    // Another seat's move is not his to take back.
    expect(refusal(() => matches.undo(match.id, 1))).toEqual({ code: 'cannot-undo', key: 'match:hostSays.cannotUndo' });
    // Once somebody else has moved, the first move stays.
    matches.submitMove(match.id, 1, { type: 'load', cards: [11, 12] }, 1);
    expect(refusal(() => matches.undo(match.id, 0))).toEqual({ code: 'cannot-undo', key: 'match:hostSays.cannotUndo' });
    // The last load shows every mule: it stays.
    matches.submitMove(match.id, 2, { type: 'load', cards: [22, 23] }, 2);
    const state = JSON.stringify(match.state);
    expect(refusal(() => matches.undo(match.id, 2))).toEqual({ code: 'cannot-undo', key: 'match:hostSays.cannotUndo' });
    expect(JSON.stringify(match.state)).toBe(state);
    expect(match.version).toBe(3);
  });

  it('never takes back a bot\'s move: a bot\'s seat, nor a stand-in\'s for an away guest', async () => {
    const matches = matchesWithBots();
    const match = newMatch(smugglers2025, ['human', 'bot', 'human'], { robots: 0, longGame: false, coins: false, firstPlayer: 0 });
    const { live, tables } = open(matches, match);
    await settled();
    // The bot has played its card: the game would let its seat take it back, the host does not.
    expect(match.log.at(-1)?.actor).toBe(1);
    expect(match.canUndo(1)).toBe(true);
    expect(refusal(() => matches.undo(match.id, 1))).toEqual({ code: 'not-your-seat', key: 'match:hostSays.notAPerson' });
    expect(tables.get(1)?.latest().canUndo).toBe(false);

    // A guest who is away (as a LAN table's host gives his seat to a bot): a stand-in plays his card,
    // and he comes back to find it played, for good.
    live.standIns.set(2, 'easy');
    matches.afterChange(live);
    await settled();
    expect(match.log.at(-1)?.actor).toBe(2);
    expect(refusal(() => matches.undo(match.id, 2))).toEqual({ code: 'not-your-seat', key: 'match:hostSays.botPlaysYourSeat' });
    live.standIns.delete(2);
    matches.afterChange(live);
    expect(match.canUndo(2)).toBe(true);
    expect(refusal(() => matches.undo(match.id, 2))).toEqual({ code: 'cannot-undo', key: 'match:hostSays.cannotUndo' });
    expect(tables.get(2)?.latest().canUndo).toBe(false);
  });

  it('keeps a game of memory\'s promise (RULINGS 3): after a take-back no page is sent an announcement older than the latest', () => {
    const matches = matchesWithBots();
    const match = newMatch(schmugglerAnBord, ['human', 'human', 'human', 'human'], { openHistory: false, firstPlayer: 0 }, 5);
    const { tables } = open(matches, match);
    // Each seat moves as it may, saying "myself" whenever it names a suspect, until the others decide on an objection.
    for (let moves = 0; (match.state as SabState).phase !== 'objections'; moves++) {
      expect(moves).toBeLessThan(2000);
      const seat = match.activeSeats()[0] as Seat;
      const legal = match.legalMoves(seat) as { type: string; seat?: number }[];
      matches.submitMove(match.id, seat, legal.find((move) => move.type === 'suspect' && move.seat === seat) ?? legal[0], match.version);
    }
    const deciding = match.activeSeats();
    expect(deciding.length).toBeGreaterThan(1);
    const latest = JSON.stringify(match.pageEvents());
    const seat = deciding[0] as Seat;
    matches.submitMove(match.id, seat, { type: 'object', object: true }, match.version);
    expect(tables.get(seat)?.latest().canUndo).toBe(true);
    matches.undo(match.id, seat);
    for (const [viewer, table] of tables) {
      const update = table.latest();
      expect(update.tookBack, String(viewer)).toEqual({ seat });
      expect(update.latestOnly).toBe(true);
      // The same latest announcement as before the objection, and nothing older.
      expect(JSON.stringify(update.events), String(viewer)).toBe(latest);
      expect(new Set(update.events.map((logged) => logged.version)).size).toBe(1);
    }
  });
});
