/**
 * Where a move is on the Contrebandes table, for a hint to mark
 * (kit2d/useHintMarks.ts): the hand's cards to load, the seat to inspect or
 * to make the officer, the Caisse's card to take; selectors of the table's
 * DOM (Hand.tsx, SeatPanel.tsx, Panels.tsx). A declaration is made in the
 * composer, not on the table: the hint's reason says it.
 */
import type { ContrebandesMove } from '../../../../shared/games/contrebandes/types';

export function contrebandesHintTargets(move: unknown): string[] {
  const hinted = move as ContrebandesMove | null;
  switch (hinted?.type) {
    case 'load':
      return hinted.cards.map((card) => `button[data-testid="hand-card"][data-card="${card}"]`);
    case 'inspect':
      return [`[data-testid="seat-${hinted.target}"]`];
    case 'designate':
      return [`[data-testid="seat-${hinted.officer}"]`];
    case 'takeBonus':
      // eslint-disable-next-line i18next/no-literal-string -- a CSS selector, not words
      return [`.cb-caisse [data-card="${hinted.card}"]`];
    default:
      return [];
  }
}
