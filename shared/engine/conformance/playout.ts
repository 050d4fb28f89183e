/**
 * Random playouts for tests: every move is the game's randomMove for an
 * active seat drawn at random, from one generator seeded with the playout's
 * seed, so a playout repeats exactly. When nobody may move, the game's host
 * task is answered: by a quick stand-in drawn from the same generator
 * (randomPlayout: a physics roll would make thousands of playouts slow), or by
 * the game's own performHostTask, as the host does (randomPlayoutAsync).
 * Test code only.
 */
import { type Actor, HOST, type HostTask, type Seat, describeRefusal } from '../contract.js';
import type { GameEngine } from '../define-game.js';
import { Rng } from '../rng.js';
import { setUp } from '../set-up.js';
import { show } from './json.js';
import { attempt } from './attempt.js';
import { deepFreeze } from './deep-freeze.js';

export interface PlayoutStep<S, M, E> {
  /** 0 for the first move. */
  index: number;
  before: S;
  actor: Actor;
  move: M;
  after: S;
  events: E[];
}

export interface Playout<S, M, E, O> {
  seed: number;
  seats: number;
  options: O;
  /** The state after setup, then after each step. */
  states: S[];
  steps: PlayoutStep<S, M, E>[];
}

/** Answers a pending host task without the host's machinery. */
export type HostStandIn<S, M> = (task: HostTask, rng: Rng, state: S) => M;

export interface PlayoutOptions<S, M, E, O> {
  seed: number;
  seats: number;
  /** Default: the game's default options for that many seats. */
  options?: O;
  /** For games with host tasks (randomPlayout only). */
  hostMove?: HostStandIn<S, M>;
  /** A playout that has not ended after this many moves (the host's included) is an error. Default 10 000. */
  maxMoves?: number;
  /** Deep-freezes every state and move before the game sees it, so that a write to an input throws. */
  freeze?: boolean;
  /** Called after every move. */
  visit?: (step: PlayoutStep<S, M, E>) => void;
}

/** A pending host task, with the playout's generator and state for a stand-in to draw from. */
type Next<S> = { task: HostTask; rng: Rng; state: S };

/**
 * The playout itself, written once for both drivers: it yields each pending
 * host task and is resumed with the move that answers it.
 */
function* playoutSteps<S, M, E, V, O>(
  game: GameEngine<S, M, E, V, O>,
  play: PlayoutOptions<S, M, E, O>,
): Generator<Next<S>, Playout<S, M, E, O>, M> {
  const { seed, seats } = play;
  const options = play.options ?? game.defaultOptions(seats);
  const maxMoves = play.maxMoves ?? 10_000;
  const freeze = play.freeze ? deepFreeze : <T>(value: T): T => value;
  const where = `${game.meta.id}, seed ${seed}, ${seats} seats`;
  let state = freeze(setUp(game, seed, seats, options));
  const rng = Rng.fromSeed(seed);
  const playout: Playout<S, M, E, O> = { seed, seats, options, states: [state], steps: [] };
  for (let index = 0; game.result(state) === null; index++) {
    if (index >= maxMoves) throw new Error(`${where}: no end after ${maxMoves} moves.`);
    const active = attempt(() => `${where}: activeSeats at move ${index}`, () => game.activeSeats(state));
    let actor: Actor;
    let move: M | null;
    if (active.length === 0) {
      const task = game.hostTask?.(state) ?? null;
      if (task === null) throw new Error(`${where}: nobody may move at move ${index}, no host task is pending, and the game is not over.`);
      actor = HOST;
      move = yield { task, rng, state };
    } else {
      actor = active[rng.int(active.length)] as Seat;
      const seat = actor;
      move = attempt(() => `${where}: randomMove of seat ${seat} at move ${index}`, () => game.randomMove(state, seat, rng));
      if (move === null) throw new Error(`${where}: active seat ${actor} has no random move at move ${index}.`);
    }
    freeze(move);
    const applied = attempt(() => `${where}: ${actor === HOST ? 'the host' : `seat ${actor}`} ${show(move)} at move ${index}`, () => game.applyMove(state, actor, move));
    if (!applied.ok) {
      throw new Error(`${where}: ${actor === HOST ? 'the host' : `seat ${actor}`} made a random move that was refused at move ${index} (${describeRefusal(applied.rejection)}): ${show(move)}`);
    }
    const after = freeze(applied.state);
    const step: PlayoutStep<S, M, E> = { index, before: state, actor, move, after, events: freeze(applied.events) };
    playout.steps.push(step);
    playout.states.push(after);
    play.visit?.(step);
    state = after;
  }
  return playout;
}

/** A random game, its host tasks answered by `hostMove` (required when the game asks for one). */
export function randomPlayout<S, M, E, V, O>(game: GameEngine<S, M, E, V, O>, play: PlayoutOptions<S, M, E, O>): Playout<S, M, E, O> {
  const steps = playoutSteps(game, play);
  let next = steps.next();
  while (!next.done) {
    const { task, rng, state } = next.value;
    if (!play.hostMove) throw new Error(`${game.meta.id}: a host task "${task.kind}" is pending and the playout has no stand-in for it.`);
    next = steps.next(play.hostMove(task, rng, state));
  }
  return next.value;
}

/** A random game whose host tasks are performed by the game itself, as the host does (a physics roll: slow). */
export async function randomPlayoutAsync<S, M, E, V, O>(
  game: GameEngine<S, M, E, V, O>,
  play: Omit<PlayoutOptions<S, M, E, O>, 'hostMove'>,
): Promise<Playout<S, M, E, O>> {
  const steps = playoutSteps(game, play);
  let next = steps.next();
  while (!next.done) {
    const { task } = next.value;
    if (!game.performHostTask) throw new Error(`${game.meta.id}: a host task "${task.kind}" is pending and the game cannot perform it.`);
    next = steps.next(await game.performHostTask(task));
  }
  return next.value;
}
