/**
 * How a seat's score came about, at the end: every card counts 2 and every
 * chip 1, so the final table and the seat's panel show the cards ×2 plus the
 * chips, not only the total. Pure, tested beside.
 */
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import type { Words } from './text';

/** The final table's score column's heading. */
export function scoreLabel(t: Words): string {
  return t('score.label');
}

/** "5 cards × 2 + 7 chips = 17": what the seat ended with, and its score. */
export function scoreBreakdown(t: Words, seat: Seat, result: GameResult, view: Pick<SabView, 'rows' | 'chips'>): string {
  const cards = view.rows[seat] ?? 0;
  const chips = view.chips[seat] ?? 0;
  return t('score.breakdown', { cards: t('score.cards', { count: cards }), chips: t('score.chips', { count: chips }), score: result.scores[seat] ?? cards * 2 + chips });
}
