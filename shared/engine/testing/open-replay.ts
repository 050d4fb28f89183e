/**
 * "All cards open" in a game's replay tests (engine/replay.ts): a finished
 * random playout of a table, with its move log as a replay takes it, and the
 * promise every game's open view keeps: the replay of the whole game offers
 * it, its position is the game's openViewFor, no seat's or spectator's view
 * carries `open`, and a replay cut off before the end does not offer it.
 * What a game's open view shows is its own test's to say. Test code only.
 */
import type { Actor, Viewer } from '../contract.js';
import type { GameEngine } from '../define-game.js';
import { jsonDifference } from '../conformance/json.js';
import { type PlayoutOptions, randomPlayout } from '../conformance/playout.js';
import { perspectivesOf, positionAt, replayLog } from '../replay.js';

/** A random game played to its end. */
export interface FinishedGame<S, M, O> {
  seed: number;
  seats: number;
  options: O;
  /** The state after setup, then after each move; the last has a result. */
  states: S[];
  /** The moves, as a save (and replayLog) keeps them. */
  log: { actor: Actor; move: M }[];
}

/** Moves of the replay cut off before the end: few enough that no table's game has ended by then. */
const CUT = 10;

/** The table played out at random from its seed (randomPlayout plays until the game has a result). */
export function finishedGame<S, M, E, V, O>(game: GameEngine<S, M, E, V, O>, table: PlayoutOptions<S, M, E, O>): FinishedGame<S, M, O> {
  const played = randomPlayout(game, table);
  const log = played.steps.map((step) => ({ actor: step.actor, move: step.move }));
  return { seed: played.seed, seats: played.seats, options: played.options, states: played.states, log };
}

/**
 * Where all open is given otherwise than only by the open view, only once the
 * game has ended (the first such place, named), or null when it is not.
 */
export function allOpenProblem<S, M, E, V, O>(game: GameEngine<S, M, E, V, O>, played: FinishedGame<S, M, O>, openViewFor: (state: S) => V): string | null {
  const { seed, seats, options, states, log } = played;
  const where = `${game.meta.id}, seed ${seed}, ${seats} seats`;
  const replayed = replayLog(game, seed, seats, options, log);
  if (!replayed.ok) return `${where}: the replay is refused (${replayed.problem.key})`;
  if (!perspectivesOf(replayed.replay).includes('open')) return `${where}: the ended game does not offer all open`;
  // Move 1, not the setup: a position the moves made.
  const at = positionAt(replayed.replay, 1, 'open');
  if (!at.ok) return `${where}, move 1: all open is refused (${at.problem.key})`;
  const differs = jsonDifference(at.position.view, openViewFor(states[1] as S));
  if (differs) return `${where}, move 1: the replay's open view is not openViewFor's: ${differs}`;
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => seat), 'spectator'];
  const carrier = viewers.find((viewer) => 'open' in (game.viewFor(states[1] as S, viewer) as object));
  if (carrier !== undefined) return `${where}, move 1: the view of ${carrier === 'spectator' ? 'the spectator' : `seat ${carrier}`} has the open cards`;
  // A game shorter than the cut is cut before its last move.
  const half = replayLog(game, seed, seats, options, log.slice(0, Math.min(CUT, log.length - 1)));
  if (!half.ok) return `${where}: the cut-off replay is refused (${half.problem.key})`;
  if (half.replay.result !== null) return `${where}: the cut-off replay has ended, so it proves nothing`;
  if (perspectivesOf(half.replay).includes('open')) return `${where}: all open is offered before the game has ended`;
  if (positionAt(half.replay, 1, 'open').ok) return `${where}: all open is given before the game has ended`;
  return null;
}
