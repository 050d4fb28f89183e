/**
 * Which of his own cards a searching bot turns over next. The order changes
 * nothing about the outcome (he holds the good or he does not), but a bot
 * should search as a person does: the place where it remembers the good
 * first, then the places it cannot place, and the cards it knows to be
 * something else last.
 */
import type { Rng } from '../../../engine/rng.js';
import type { SabMove, SabView } from '../types.js';
import type { Memory } from './memory.js';

type TurnCard = Extract<SabMove, { type: 'turnCard' }>;

export function chooseTurn(view: SabView, memory: Memory, moves: readonly TurnCard[], rng: Rng): TurnCard {
  const good = view.round?.good;
  const remembered = (move: TurnCard) => memory.ownRow[move.index] ?? null;
  const there = moves.find((move) => remembered(move) === good);
  if (there) return there;
  const unplaced = moves.filter((move) => remembered(move) === null);
  return rng.pick(unplaced.length > 0 ? unplaced : moves);
}
