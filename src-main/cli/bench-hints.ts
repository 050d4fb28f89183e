/**
 * The bench's hint latency (issue #28: a hint answers in < 300 ms p95): at
 * every decision of seat 0 in whole games of normal bots, the hint it would
 * get (shared/engine/hint.ts: the hard bot's choice from the seat's own view,
 * and the game's reason), timed as the host's bot worker spends it; host
 * tasks (physics rolls) run untimed.
 */
import { type AnyGameDefinition, HOST, type Seat } from '../../shared/engine/contract.js';
import { hintFor } from '../../shared/engine/hint.js';
import { type Player, chooseMove, decisionSeed } from '../../shared/engine/play.js';
import { Rng } from '../../shared/engine/rng.js';
import { setUp } from '../../shared/engine/set-up.js';
import { inEnglish } from '../words/host-words.js';
import { percentile } from './bench-browser.js';

export interface HintTiming {
  hints: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function measureHints(game: AnyGameDefinition, players: number, gameCount: number): Promise<HintTiming> {
  const times: number[] = [];
  for (let g = 0; g < gameCount; g++) {
    const seed = 919 + g;
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
      if (seat === 0) {
        const start = performance.now();
        const hint = hintFor(game, state, seat);
        times.push(performance.now() - start);
        if (!hint.ok) throw new Error(`bench: no hint at seat 0's decision: ${inEnglish(hint.problem)}`);
      }
      const move = chooseMove(game, state, seat, game.bots.normal as Player, Rng.fromSeed(decisionSeed(seed, moves, seat)));
      const applied = game.applyMove(state, seat, move);
      if (!applied.ok) throw new Error(`bench: normal bot move refused: ${inEnglish(applied.rejection)}`);
      state = applied.state;
      moves++;
    }
  }
  times.sort((a, b) => a - b);
  return { hints: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: times.at(-1) ?? 0 };
}
