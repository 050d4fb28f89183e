/**
 * The bots' pace: bots' moves land one at a time, each the pace after the
 * match's previous move, whoever made it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AnyGameDefinition, HOST, reject } from '../../shared/engine/contract.js';
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import type { TableSpeed } from '../../shared/protocol/table-speed.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { LiveMatches } from './live-matches.js';
import { closeOpened, FlakyPhysics, start, track } from './live-matches-test-kit.js';
import { Match } from './match.js';

afterEach(() => {
  closeOpened();
  vi.restoreAllMocks();
});

/**
 * A game for the bots' pace: seat 0 goes first, then every other seat at once
 * (a simultaneous step), each once.
 */
interface PaceState {
  first: boolean;
  gone: boolean[];
}
const paceGame: AnyGameDefinition = {
  meta: { id: 'pace-test', title: 'Pace test', minPlayers: 2, maxPlayers: 4 },
  rulesVersion: 1,
  optionsSchema: z.object({ humanFirst: z.boolean() }).strict(),
  defaultOptions: () => ({ humanFirst: false }),
  moveSchema: z.object({ type: z.literal('go') }).strict(),
  setup: (_seed: number, seats: number, options: { humanFirst: boolean }) => ({ ok: true, state: { first: options.humanFirst, gone: new Array<boolean>(seats).fill(false) } satisfies PaceState }),
  activeSeats: (state: PaceState) => (state.first ? [0] : state.gone.flatMap((gone, seat) => (gone || seat === 0 ? [] : [seat]))),
  legalMoves: () => [{ type: 'go' }],
  randomMove: () => ({ type: 'go' }),
  applyMove: (state: PaceState, actor) => {
    if (actor === HOST) return reject('illegal-move', 'No.');
    if (state.first ? actor !== 0 : actor === 0 || state.gone[actor]) return reject('not-your-turn', 'Not now.');
    const gone = state.gone.slice();
    gone[actor] = true;
    return { ok: true, state: { first: false, gone }, events: [{ went: actor }] };
  },
  // Written by hand, not by defineGame: a parsed move goes through the same applyMove.
  applyParsedMove: (state, actor, move) => paceGame.applyMove(state, actor, move),
  viewFor: (state: PaceState) => state,
  result: (state: PaceState) => (state.gone.slice(1).every(Boolean) ? { scores: state.gone.map(() => 0), winners: [0], ranks: state.gone.map(() => 1) } : null),
  bots: {} as AnyGameDefinition['bots'],
};

/** Bots that decide `go` after `thinkMs` (of the fake clock), at the table speed `tableSpeed`. */
function pacedMatches(botDelayMs: number, thinkMs = 0, tableSpeed: TableSpeed = 'x1'): LiveMatches {
  const bots = {
    decide: () => new Promise((resolve) => (thinkMs === 0 ? resolve({ type: 'go' }) : setTimeout(() => resolve({ type: 'go' }), thinkMs))),
  };
  const matches = new LiveMatches({
    bots: bots as unknown as BotPool,
    physics: new FlakyPhysics(0) as unknown as PhysicsPool,
    autosaver: { save: () => {} } as unknown as Autosaver,
    settings: { get: () => ({ ...DEFAULT_SETTINGS, botDelayMs, tableSpeed }) } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
  });
  return track(matches);
}

function paceMatch(seats: ('human' | 'bot')[], humanFirst = false, game: AnyGameDefinition = paceGame): Match {
  return new Match({
    id: 'pace-test-20270301-120000-aaaaaa',
    game,
    options: { humanFirst },
    seed: 1,
    seats: seats.map((kind, seat) => ({ name: `S${seat}`, kind, level: kind === 'bot' ? 'easy' : null })),
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

describe('the bots’ pace', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lands bots deciding at once one at a time, each the pace after the previous move', async () => {
    vi.useFakeTimers();
    const matches = pacedMatches(1000);
    const match = paceMatch(['human', 'bot', 'bot', 'bot']);
    start(matches, match);
    // The table's opening counts as a move: the first bot lands a beat after it, the others a beat apart.
    const appliedAt: number[] = [];
    for (const at of [999, 1000, 1999, 2000, 2999, 3000, 5000]) {
      await vi.advanceTimersByTimeAsync(at - (appliedAt.length === 0 ? 0 : (appliedAt.at(-1) as number)));
      appliedAt.push(at);
      expect({ at, moves: match.version }).toEqual({ at, moves: [0, 1, 1, 2, 2, 3, 3][appliedAt.length - 1] });
    }
  });

  it('gives a person’s move its beat too: bots answering it land one at a time after it', async () => {
    vi.useFakeTimers();
    const matches = pacedMatches(1000);
    const match = paceMatch(['human', 'bot', 'bot'], true);
    start(matches, match);
    await vi.advanceTimersByTimeAsync(5000);
    expect(match.version).toBe(0);
    matches.submitMove(match.id, 0, { type: 'go' });
    expect(match.version).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(match.version).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(match.version).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(match.version).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(match.version).toBe(3);
  });

  it('does not hold back a bot that thought longer than the pace, and a pace of 0 is instant', async () => {
    vi.useFakeTimers();
    const startedAt = Date.now();
    const slow = pacedMatches(1000, 1500);
    const slowMatch = paceMatch(['human', 'bot']);
    start(slow, slowMatch);
    await vi.advanceTimersByTimeAsync(1499);
    expect(slowMatch.version).toBe(0);
    // Decided at 1500, well past the pace after the opening: it lands then, not a beat later.
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(slowMatch.version).toBe(1);
    expect(Date.now()).toBe(startedAt + 1500);

    const instant = pacedMatches(0);
    const instantMatch = paceMatch(['human', 'bot', 'bot', 'bot']);
    start(instant, instantMatch);
    await vi.advanceTimersByTimeAsync(0);
    expect(instantMatch.version).toBe(3);
    expect(instantMatch.result()).not.toBeNull();
  });

  /** The pace game, where every move announces something that takes 2.5 s to read aloud (Schmuggler an Bord's). */
  const readGame: AnyGameDefinition = { ...paceGame, readingMs: (events: readonly unknown[]) => (events.length > 0 ? 2500 : 0) };

  /** When each of the match's next moves landed, by the fake clock, from now. */
  async function landings(match: Match, moves: number): Promise<number[]> {
    const startedAt = Date.now();
    const from = match.version;
    const at: number[] = [];
    while (at.length < moves) {
      await vi.advanceTimersByTimeAsync(1);
      if (match.version - from > at.length) at.push(Date.now() - startedAt);
    }
    return at;
  }

  it('leaves a move’s announcement up for its reading time before the next bot speaks, a person’s move too', async () => {
    vi.useFakeTimers();
    const matches = pacedMatches(700);
    const match = paceMatch(['human', 'bot', 'bot'], true, readGame);
    start(matches, match);
    matches.submitMove(match.id, 0, { type: 'go' });
    expect(match.version).toBe(1);
    // The person's move said something: the first bot waits until it has been read, and so does the next.
    expect(await landings(match, 2)).toEqual([2500, 5000]);
  });

  it('scales the waits by the table owner’s speed', async () => {
    vi.useFakeTimers();
    const x4 = pacedMatches(700, 0, 'x4');
    const match = paceMatch(['human', 'bot', 'bot', 'bot'], false, readGame);
    start(x4, match);
    // The opening said nothing: the settings' pace at ×4; then each announcement's reading time at ×4.
    expect(await landings(match, 3)).toEqual([175, 800, 1425]);
  });
});
