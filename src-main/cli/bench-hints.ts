/**
 * The bench's hint latency (issue #28: a hint answers in < 300 ms p95): at
 * every decision of seat 0 in whole games of normal bots, the hint it would
 * get (shared/engine/hint.ts: the hard bot's choice from the seat's own view,
 * and the game's reason), timed as the host's bot worker spends it; host
 * tasks (physics rolls) run untimed.
 */
import type { AnyGameDefinition } from '../../shared/engine/contract.js';
import { hintFor } from '../../shared/engine/hint.js';
import { type Player, chooseMove } from '../../shared/engine/play.js';
import { inEnglish } from '../words/host-words.js';
import { percentile } from './bench-browser.js';
import { seatZeroTimes } from './bench-seat-zero.js';

export interface HintTiming {
  hints: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function measureHints(game: AnyGameDefinition, players: number, gameCount: number): Promise<HintTiming> {
  const times = await seatZeroTimes(game, players, gameCount, 919, (state, rng) => {
    const start = performance.now();
    const hint = hintFor(game, state, 0);
    const ms = performance.now() - start;
    if (!hint.ok) throw new Error(`bench: no hint at seat 0's decision: ${inEnglish(hint.problem)}`);
    // The seat then plays as a normal bot: the games are the same whatever the hints say.
    return { move: chooseMove(game, state, 0, game.bots.normal as Player, rng), ms };
  });
  return { hints: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: times.at(-1) ?? 0 };
}
