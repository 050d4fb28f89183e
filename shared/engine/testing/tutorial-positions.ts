/**
 * A tutorial walked from its own table (tutorial-walk.ts), with the position
 * the table stood in at each entry of the walk: before its move is made, or
 * while its step is read. Tests that look at the table a step shows (its
 * target on the drawn table, what the moves before it made happen) read the
 * positions here instead of replaying the walk's moves each on their own.
 * Test code only.
 */
import type { GameDefinition } from '../contract.js';
import { setUp } from '../set-up.js';
import type { Tutorial } from '../tutorial.js';
import { type Walk, type WalkEntry, type WalkedGame, walkTutorial } from './tutorial-walk.js';

/** An entry of the walk and the state it found. */
export interface Position<S, M> {
  entry: WalkEntry<M>;
  state: S;
}

export interface WalkedTutorial<S, M> extends Walk<S, M> {
  /** The tutorial's table before anyone moves. */
  start: S;
  /** One a walk entry, in order. */
  positions: Position<S, M>[];
}

/** The part of a game a walk from the tutorial's own table needs. */
export type TutorialGame<S, M, V, O> = WalkedGame<S, M, V> & Pick<GameDefinition<S, unknown, unknown, unknown, O>, 'meta' | 'setup'>;

/** Sets up the tutorial's table, walks it with the player's moves and replays the walk's moves to give each entry its state. */
export function walkedTutorial<S, M, V, O>(game: TutorialGame<S, M, V, O>, tutorial: Tutorial<V, M, O>, playerMoves: readonly M[]): WalkedTutorial<S, M> {
  const start = setUp(game, tutorial.seed, tutorial.seats, tutorial.options);
  const walk = walkTutorial(game, start, tutorial, playerMoves);
  const positions: Position<S, M>[] = [];
  let state = start;
  for (const entry of walk.entries) {
    positions.push({ entry, state });
    if (entry.kind !== 'move') continue;
    const applied = game.applyMove(state, entry.seat, entry.move);
    if (!applied.ok) throw new Error(`The walk's ${JSON.stringify(entry.move)} was refused on its replay.`);
    state = applied.state;
  }
  return { ...walk, start, positions };
}

/** The state at the walk's entry `index` (a test's findIndex): throws where there is none, so that a step gone from the walk fails loudly. */
export function stateAt<S, M>(walked: WalkedTutorial<S, M>, index: number): S {
  const position = walked.positions[index];
  if (!position) throw new Error(`The walk has no entry ${index}.`);
  return position.state;
}

/** The table as it stands when each step first comes on screen, by step id. */
export function statesByStep<S, M>(walked: WalkedTutorial<S, M>): Map<string, S> {
  const states = new Map<string, S>();
  for (const { entry, state } of walked.positions) if (!states.has(entry.step)) states.set(entry.step, state);
  return states;
}
