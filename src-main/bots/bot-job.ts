/** What the host sends a bot worker, and what comes back. A bot sees only its seat's view and moves. */
import type { BotLevel, Seat } from '../../shared/engine/contract.js';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';

export interface BotJob {
  id: number;
  game: string;
  level: BotLevel;
  seat: Seat;
  view: unknown;
  legalMoves: unknown[];
  seed: number;
}

export type BotAnswer = { id: number; ok: true; move: unknown } | { id: number; ok: false; error: string };

export function decide(job: BotJob): BotAnswer {
  try {
    const game = gameById(job.game);
    if (!game) throw new Error(`Unknown game ${job.game}`);
    const move = game.bots[job.level].chooseMove({
      view: job.view,
      seat: job.seat,
      legalMoves: job.legalMoves,
      rng: Rng.fromSeed(job.seed),
    });
    return { id: job.id, ok: true, move };
  } catch (error) {
    return { id: job.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
