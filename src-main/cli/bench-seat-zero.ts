/**
 * Whole games at a bench table, timing what seat 0 is asked at each of its
 * decisions: the other seats are normal bots, host tasks (physics rolls) run
 * untimed. The bot-decision rows (bench.ts) and the hint row
 * (bench-hints.ts) differ only in what seat 0 is asked.
 */
import { type AnyGameDefinition, HOST, type Seat } from '../../shared/engine/contract.js';
import { type Player, chooseMove, decisionSeed } from '../../shared/engine/play.js';
import { Rng } from '../../shared/engine/rng.js';
import { setUp } from '../../shared/engine/set-up.js';
import { inEnglish } from '../words/host-words.js';

/** What seat 0 did at a decision: the move it plays, and the milliseconds the bench counts. */
export interface SeatZeroTurn {
  move: unknown;
  ms: number;
}

/** The milliseconds of each of seat 0's decisions, sorted, over `gameCount` games from seed `firstSeed`. */
export async function seatZeroTimes(
  game: AnyGameDefinition,
  players: number,
  gameCount: number,
  firstSeed: number,
  atSeatZero: (state: unknown, rng: Rng) => SeatZeroTurn,
): Promise<number[]> {
  const times: number[] = [];
  for (let g = 0; g < gameCount; g++) {
    const seed = firstSeed + g;
    let state = setUp(game, seed, players, game.defaultOptions(players));
    let moves = 0;
    while (!game.result(state)) {
      const task = game.activeSeats(state).length === 0 ? game.hostTask?.(state) : null;
      if (task && game.performHostTask) {
        const outcome = game.applyMove(state, HOST, await game.performHostTask(task));
        if (!outcome.ok) throw new Error(`bench: host task refused: ${inEnglish(outcome.rejection)}`);
        state = outcome.state;
        moves++;
        continue;
      }
      const seat = game.activeSeats(state)[0] as Seat;
      const rng = Rng.fromSeed(decisionSeed(seed, moves, seat));
      let move: unknown;
      if (seat === 0) {
        const turn = atSeatZero(state, rng);
        times.push(turn.ms);
        move = turn.move;
      } else {
        move = chooseMove(game, state, seat, game.bots.normal as Player, rng);
      }
      const applied = game.applyMove(state, seat, move);
      if (!applied.ok) throw new Error(`bench: seat ${seat}'s move refused: ${inEnglish(applied.rejection)}`);
      state = applied.state;
      moves++;
    }
  }
  return times.sort((a, b) => a - b);
}
