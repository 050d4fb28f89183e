/**
 * A move of a kind a test names, found in seeded random playouts: the first
 * step `wanted` picks, with the state before and after it. The take-back
 * tests read a game's rule on real positions this way (a row per kind of
 * move: "a roll", "the last objection"), without scripting each position by
 * hand. The playouts repeat from their seeds, so the step found does too.
 * Test code only.
 */
import type { HostTask, Seat } from '../contract.js';
import type { GameEngine } from '../define-game.js';
import { type PlayoutStep, randomPlayout } from '../conformance/playout.js';
import type { Rng } from '../rng.js';

export interface FindStep<S, M, O> {
  /** Tables to play, in turn, each from seed 1 up to `seeds`. */
  tables: readonly { seats: number; options?: O }[];
  /** Seeds per table. Default 20. */
  seeds?: number;
  /** For games with host tasks: a quick stand-in (the conformance kit's hostMove). */
  hostMove?: (task: HostTask, rng: Rng, state: S) => M;
}

/** A step of a seat (never the host's), as a take-back rule sees it. */
export type SeatStep<S, M, E> = PlayoutStep<S, M, E> & { actor: Seat };

/** The first step of a seat that `wanted` picks, or null when no playout has one. */
export function findStep<S, M, E, V, O>(
  game: GameEngine<S, M, E, V, O>,
  find: FindStep<S, M, O>,
  wanted: (step: SeatStep<S, M, E>) => boolean,
): SeatStep<S, M, E> | null {
  const found: { step: SeatStep<S, M, E> | null } = { step: null };
  const stop = new Error('found');
  for (const table of find.tables) {
    for (let seed = 1; seed <= (find.seeds ?? 20); seed++) {
      try {
        randomPlayout(game, {
          seed,
          seats: table.seats,
          options: table.options,
          hostMove: find.hostMove,
          visit: (step) => {
            if (typeof step.actor !== 'number' || !wanted(step as SeatStep<S, M, E>)) return;
            found.step = step as SeatStep<S, M, E>;
            // Stops the playout here: the rest of the game is not needed.
            throw stop;
          },
        });
      } catch (error) {
        if (error !== stop) throw error;
      }
      if (found.step !== null) return found.step;
    }
  }
  return null;
}
