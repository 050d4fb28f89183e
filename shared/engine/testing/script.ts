/**
 * Scripted moves for a game's tests: a move that must be accepted, several in
 * turn, steps chained, and a move that must be refused. Every game's testkit
 * takes them from here, bound to its engine (`export const { play, playAll,
 * refusal } = scriptFor(game)`), so a failure reads the same in every game.
 * Test code only.
 */
import { type Actor, type MoveResult, type Rejection, describeRefusal } from '../contract.js';

/** A state reached by scripted moves, and the events on the way. */
export interface Step<S, E> {
  state: S;
  events: E[];
}

/** The part of an engine a script needs. */
export interface Moves<S, M, E> {
  applyMove(state: S, actor: Actor, move: M): MoveResult<S, E>;
}

export interface Script<S, M, E> {
  /** Applies a move that must be accepted; throws with the refusal otherwise. */
  play(state: S, actor: Actor, move: M): Step<S, E>;
  /** Applies several moves in turn, collecting the events. */
  playAll(state: S, moves: readonly (readonly [Actor, M])[]): Step<S, E>;
  /** Runs several steps in turn (each from the state the last one reached), collecting the events. */
  chain(state: S, steps: readonly ((state: S) => Step<S, E>)[]): Step<S, E>;
  /** The refusal of a move that must be refused; throws if it is accepted. */
  refusal(state: S, actor: Actor, move: unknown): Rejection;
}

export function scriptFor<S, M, E>(game: Moves<S, M, E>): Script<S, M, E> {
  const play = (state: S, actor: Actor, move: M): Step<S, E> => {
    const applied = game.applyMove(state, actor, move);
    if (!applied.ok) throw new Error(`${actorName(actor)} ${JSON.stringify(move)} refused: ${describeRefusal(applied.rejection)}`);
    return { state: applied.state, events: applied.events };
  };
  const chain = (state: S, steps: readonly ((state: S) => Step<S, E>)[]): Step<S, E> => {
    let current = state;
    const events: E[] = [];
    for (const step of steps) {
      const next = step(current);
      current = next.state;
      events.push(...next.events);
    }
    return { state: current, events };
  };
  return {
    play,
    chain,
    playAll: (state, moves) => chain(state, moves.map(([actor, move]) => (current: S) => play(current, actor, move))),
    refusal: (state, actor, move) => {
      const applied = game.applyMove(state, actor, move as M);
      if (applied.ok) throw new Error(`${actorName(actor)} ${JSON.stringify(move)} was accepted`);
      return applied.rejection;
    },
  };
}

function actorName(actor: Actor): string {
  return typeof actor === 'number' ? `seat ${actor}` : `the ${actor}`;
}
