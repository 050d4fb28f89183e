/**
 * What the tests of the live matches share (host-tasks, bot-turns, delivery):
 * a one-seat game whose rolls the host computes, a physics pool that fails
 * on demand, a client that keeps its updates, and a LiveMatches with fakes
 * for the rest of the host.
 */
import { z } from 'zod';
import { type AnyGameDefinition, type HostTask, HOST, reject } from '../../shared/engine/contract.js';
import { DEFAULT_SETTINGS, type MatchUpdate, type Push } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { LiveMatch } from './live-match.js';
import { LiveMatches } from './live-matches.js';
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

export const rollGame: AnyGameDefinition = {
  meta: { id: 'roll-test', title: 'Roll test', minPlayers: 1, maxPlayers: 1 },
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
  // Written by hand, not by defineGame: a parsed move goes through the same applyMove.
  applyParsedMove: (state, actor, move) => rollGame.applyMove(state, actor, move),
  viewFor: (state: State) => state,
  result: (state: State) => (state.rolls.length >= 2 ? { scores: [state.rolls.length], winners: [0], ranks: [1] } : null),
  hostTask: (state: State): HostTask | null => (state.phase === 'roll' ? { kind: 'roll', input: state.rolls.length } : null),
  performHostTask: () => Promise.resolve({ type: 'outcome', value: 6 }),
  bots: {} as AnyGameDefinition['bots'],
};

/** A physics pool whose next `failures` host tasks fail, like a worker that dies. */
export class FlakyPhysics {
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

export class Watcher implements Subscriber {
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

/** Keeps the matches a test opened, to close them after it (closeOpened). */
export function track(matches: LiveMatches): LiveMatches {
  opened.push(matches);
  return matches;
}

/** After each test: stops the bots and host tasks of every LiveMatches it opened. */
export function closeOpened(): void {
  for (const matches of opened.splice(0)) matches.close();
}

export function liveMatches(physics: FlakyPhysics): { matches: LiveMatches; saves: number[] } {
  const saves: number[] = [];
  const matches = new LiveMatches({
    bots: {} as BotPool,
    physics: physics as unknown as PhysicsPool,
    autosaver: { save: (_id: string, snapshot: () => { log: unknown[] }) => saves.push(snapshot().log.length) } as unknown as Autosaver,
    settings: { get: () => DEFAULT_SETTINGS } as unknown as SettingsStore,
    lanInfo: () => ({ code: '', addresses: [] }),
    hostTaskRetry: { tries: 3, firstDelayMs: 1 },
  });
  track(matches);
  return { matches, saves };
}

export function newMatch(): Match {
  return new Match({
    id: 'roll-test-20270301-120000-aaaaaa',
    game: rollGame,
    options: {},
    seed: 1,
    seats: [{ name: 'Ann', kind: 'human', level: null }],
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

export function start(matches: LiveMatches, match: Match): { live: LiveMatch; watcher: Watcher } {
  const live = matches.open(match);
  const watcher = new Watcher();
  matches.subscribe(live, watcher, 0);
  matches.afterChange(live);
  return { live, watcher };
}
