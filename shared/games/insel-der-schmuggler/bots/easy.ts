/**
 * The easy bot: sails toward its goal, but without foresight. Its goal is the
 * harbour its tile must reach, or, with an empty boat, the nearest goods (an
 * island with tiles or a stack in the sea); it ends each move as close to it
 * as the plain distance says (no thought for the beam's next turn), and one
 * move in four it does something else entirely. Rocks, harbours, the beam's
 * way and the throws it picks at random.
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import type { FieldId } from '../board.js';
import { TILES } from '../goods.js';
import { endOf, goalDistances } from '../moves.js';
import type { InselMove, InselView } from '../types.js';
import { HARBOURS } from './chart.js';
import { tileIdOf } from './estimate.js';
import { bestBy } from './normal.js';

/** The share of sailing moves the easy bot picks at random. */
const WHIM = 0.25;

/** Where the easy bot wants to go: its tile's harbour, or with an empty boat the nearest goods. */
function goals(view: InselView, seat: Seat): FieldId[] {
  const cargo = view.boats[seat]?.cargo ?? null;
  if (cargo?.known) return [HARBOURS[TILES[tileIdOf(cargo.tile)]?.destination ?? 0] as FieldId];
  if (cargo !== null) return [];
  const sources: FieldId[] = view.overboard.map((stack) => stack.field);
  view.islands.forEach((count, island) => {
    if (count > 0) sources.push(HARBOURS[island] as FieldId);
  });
  return sources;
}

export function easyMove(view: InselView, seat: Seat, legalMoves: readonly InselMove[], rng: Rng): InselMove {
  const first = legalMoves[0] as InselMove;
  const sailing = first.type === 'sail' || first.type === 'load' || first.type === 'push' || first.type === 'swap';
  if (!sailing || legalMoves.length === 1 || rng.next() < WHIM) return rng.pick(legalMoves);
  const targets = goals(view, seat);
  if (targets.length === 0) return rng.pick(legalMoves);
  const dist = goalDistances(view.rocks, targets);
  const empty = view.boats[seat]?.cargo === null;
  return bestBy(
    legalMoves,
    (move) => {
      if (move.type === 'load') return empty ? 0 : -100;
      const steps = dist[endOf(move as Extract<InselMove, { type: 'sail' | 'load' | 'push' | 'swap' }>)] as number;
      return steps < 0 ? -100 : -steps;
    },
    rng,
  );
}

export const easyBot: Bot<InselView, InselMove> = {
  chooseMove: ({ view, seat, legalMoves, rng }) => easyMove(view, seat, legalMoves, rng),
};
