/**
 * A host task (a physics roll) that fails must not leave the match waiting
 * for ever without a word: it is tried again, then the players are told, and
 * a retry request or a reload of the save carries the game on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type AnyGameDefinition, type HostTask, HOST, reject } from '../../shared/engine/contract.js';
import { DEFAULT_SETTINGS, type MatchUpdate, type Push } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import { saveFileSchema } from '../saves/save-file.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { type LiveMatch, LiveMatches } from './live-matches.js';
import { Match } from './match.js';
import type { Subscriber } from './subscriber.js';

/** A one-seat game: the seat asks for a roll, the host rolls; two rolls end it. */
interface State {
  phase: 'ask' | 'roll';
  rolls: number[];
}
type Move = { type: 'ask' } | { type: 'outcome'; value: number };

const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ask') }).strict(),
  z.object({ type: z.literal('outcome'), value: z.number().int() }).strict(),
]);

const rollGame: AnyGameDefinition = {
  meta: { id: 'roll-test', title: 'Roll test', minPlayers: 1, maxPlayers: 1, pitch: '' },
  rulesVersion: 1,
  optionsSchema: z.object({}).strict(),
  defaultOptions: () => ({}),
  moveSchema,
  setup: () => ({ ok: true, state: { phase: 'ask', rolls: [] } satisfies State }),
  activeSeats: (state: State) => (state.phase === 'ask' && state.rolls.length < 2 ? [0] : []),
  legalMoves: (state: State) => (state.phase === 'ask' && state.rolls.length < 2 ? [{ type: 'ask' }] : []),
  randomMove: () => null,
  applyMove: (state: State, actor, move: Move) => {
    if (actor === HOST) {
      if (state.phase !== 'roll' || move.type !== 'outcome') return reject('illegal-move', 'No roll is awaited.');
      return { ok: true, state: { phase: 'ask', rolls: [...state.rolls, move.value] }, events: [{ rolled: move.value }] };
    }
    if (state.phase !== 'ask' || move.type !== 'ask' || state.rolls.length >= 2) return reject('not-your-turn', 'Not now.');
    return { ok: true, state: { ...state, phase: 'roll' }, events: [] };
  },
  viewFor: (state: State) => state,
  result: (state: State) => (state.rolls.length >= 2 ? { scores: [state.rolls.length], winners: [0], ranks: [1] } : null),
  hostTask: (state: State): HostTask | null => (state.phase === 'roll' ? { kind: 'roll', input: state.rolls.length } : null),
  performHostTask: () => Promise.resolve({ type: 'outcome', value: 6 }),
  bots: {} as AnyGameDefinition['bots'],
};

/** A physics pool whose next `failures` host tasks fail, like a worker that dies. */
class FlakyPhysics {
  calls = 0;
  constructor(public failures: number) {}

  hostTask(_game: string, task: HostTask): Promise<unknown> {
    this.calls++;
    if (this.failures > 0) {
      this.failures--;
      return Promise.reject(new Error('The physics worker stopped'));
    }
    return Promise.resolve({ type: 'outcome', value: 3 + Number(task.input) });
  }

  warm(): void {}
}

class Watcher implements Subscriber {
  readonly updates: MatchUpdate[] = [];
  deliver(push: Push): void {
    if (push.type === 'match') this.updates.push(push);
  }
  latest(): MatchUpdate {
    const update = this.updates.at(-1);
    if (!update) throw new Error('no update yet');
    return update;
  }
}

const opened: LiveMatches[] = [];
afterEach(() => {
  for (const matches of opened.splice(0)) matches.close();
  vi.restoreAllMocks();
});

function liveMatches(physics: FlakyPhysics): { matches: LiveMatches; saves: number[] } {
  const saves: number[] = [];
  const matches = new LiveMatches({
    bots: {} as BotPool,
    physics: physics as unknown as PhysicsPool,
    autosaver: { save: (_id: string, snapshot: () => { log: unknown[] }) => saves.push(snapshot().log.length) } as unknown as Autosaver,
    settings: { get: () => DEFAULT_SETTINGS } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
    hostTaskRetry: { tries: 3, firstDelayMs: 1 },
  });
  opened.push(matches);
  return { matches, saves };
}

function newMatch(): Match {
  return new Match({
    id: 'roll-test-20270301-120000-aaaaaa',
    game: rollGame,
    options: {},
    seed: 1,
    seats: [{ name: 'Ann', kind: 'human', level: null }],
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

function start(matches: LiveMatches, match: Match): { live: LiveMatch; watcher: Watcher } {
  const live = matches.open(match);
  const watcher = new Watcher();
  matches.subscribe(live, watcher, 0);
  matches.afterChange(live);
  return { live, watcher };
}

describe('a host task that fails', () => {
  it('is tried again, and the match goes on without a word to the players when a later try works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const physics = new FlakyPhysics(2);
    const { matches } = liveMatches(physics);
    const { watcher } = start(matches, newMatch());
    matches.submitMove('roll-test-20270301-120000-aaaaaa', 0, { type: 'ask' });

    await vi.waitFor(() => expect(watcher.latest().version).toBe(2));
    expect(physics.calls).toBe(3);
    expect(watcher.latest().view).toEqual({ phase: 'ask', rolls: [3] });
    expect(watcher.updates.every((update) => update.hostProblem === null)).toBe(true);
  });

  it('after the last try tells the players, keeps the save loadable, and goes on when the host asks to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const physics = new FlakyPhysics(Infinity);
    const { matches, saves } = liveMatches(physics);
    const match = newMatch();
    const { live, watcher } = start(matches, match);
    matches.submitMove(match.id, 0, { type: 'ask' });

    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());
    expect(physics.calls).toBe(3);
    expect(watcher.latest().hostProblem).toBe(
      'The host could not work out the roll the game waits for (tried 3 times: The physics worker stopped). The game is saved and goes on once it works.',
    );
    // As words too, for each player to read in his language.
    expect(watcher.latest().hostProblemWords).toEqual({
      key: 'match:hostSays.hostTaskFailed',
      params: {
        task: { key: 'match:hostSays.task', params: { context: 'roll' } },
        tries: { key: 'match:hostSays.tries', params: { count: 3 } },
        reason: 'The physics worker stopped',
      },
    });
    expect(watcher.latest().version).toBe(1);
    expect(live.hostTaskRunning).toBe(false);
    // The save holds the game as it is, not finished and not broken: nothing of the failure is in it.
    const save = saveFileSchema.parse(JSON.parse(JSON.stringify(match.toSaveFile())));
    expect(save).toMatchObject({ finished: false, log: [{ actor: 0, move: { type: 'ask' } }] });
    expect(saves.at(-1)).toBe(1);

    physics.failures = 0;
    matches.retryHostTask(match.id);
    await vi.waitFor(() => expect(watcher.latest().version).toBe(2));
    expect(watcher.latest().hostProblem).toBeNull();
    expect(watcher.latest().view).toEqual({ phase: 'ask', rolls: [3] });
    expect(saves.at(-1)).toBe(2);
  });

  it('is tried again when the save is loaded again, in a host that was restarted or in the same one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new FlakyPhysics(Infinity);
    const first = liveMatches(broken);
    const match = newMatch();
    const { watcher } = start(first.matches, match);
    first.matches.submitMove(match.id, 0, { type: 'ask' });
    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());

    // Continue in the same host (loadSave of a match still open): the task runs again, and fails again.
    first.matches.afterChange(first.matches.require(match.id));
    expect(watcher.latest().hostProblem).toBeNull();
    await vi.waitFor(() => expect(broken.calls).toBe(6));
    await vi.waitFor(() => expect(watcher.latest().hostProblem).not.toBeNull());

    // A restarted host loads the save and rolls.
    const working = new FlakyPhysics(0);
    const second = liveMatches(working);
    const reloaded = Match.fromSave(saveFileSchema.parse(JSON.parse(JSON.stringify(match.toSaveFile()))), rollGame);
    const again = start(second.matches, reloaded);
    await vi.waitFor(() => expect(again.watcher.latest().version).toBe(2));
    expect(again.watcher.latest()).toMatchObject({ hostProblem: null, view: { phase: 'ask', rolls: [3] } });
    expect(working.calls).toBe(1);
  });
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
  meta: { id: 'pace-test', title: 'Pace test', minPlayers: 2, maxPlayers: 4, pitch: '' },
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
  viewFor: (state: PaceState) => state,
  result: (state: PaceState) => (state.gone.slice(1).every(Boolean) ? { scores: state.gone.map(() => 0), winners: [0], ranks: state.gone.map(() => 1) } : null),
  bots: {} as AnyGameDefinition['bots'],
};

/** Bots that decide `go` after `thinkMs` (of the fake clock). */
function pacedMatches(botDelayMs: number, thinkMs = 0): LiveMatches {
  const bots = {
    decide: () => new Promise((resolve) => (thinkMs === 0 ? resolve({ type: 'go' }) : setTimeout(() => resolve({ type: 'go' }), thinkMs))),
  };
  const matches = new LiveMatches({
    bots: bots as unknown as BotPool,
    physics: new FlakyPhysics(0) as unknown as PhysicsPool,
    autosaver: { save: () => {} } as unknown as Autosaver,
    settings: { get: () => ({ ...DEFAULT_SETTINGS, botDelayMs }) } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
  });
  opened.push(matches);
  return matches;
}

function paceMatch(seats: ('human' | 'bot')[], humanFirst = false): Match {
  return new Match({
    id: 'pace-test-20270301-120000-aaaaaa',
    game: paceGame,
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
});
