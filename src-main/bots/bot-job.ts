/** What the host sends a bot worker, and what comes back. A bot sees only its seat's view and moves. */
import type { BotLevel, Seat } from '../../shared/engine/contract.js';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';

export interface BotJob {
  game: string;
  level: BotLevel;
  seat: Seat;
  view: unknown;
  legalMoves: unknown[];
  seed: number;
}

/** The move the game's bot of that level chooses; throws when there is no such game. */
export function decide(job: BotJob): unknown {
  const game = gameById(job.game);
  if (!game) throw new Error(`Unknown game ${job.game}`);
  return game.bots[job.level].chooseMove({
    view: job.view,
    seat: job.seat,
    legalMoves: job.legalMoves,
    rng: Rng.fromSeed(job.seed),
  });
}
