/**
 * Where a move is on the Smugglers (2025) table, for a hint to mark
 * (kit2d/useHintMarks.ts): the hand's cards to smuggle or discard, the
 * market's card to take, the deck's button; selectors of the table's DOM
 * contract (Table.tsx).
 */
import type { S25Move } from '../../../../shared/games/smugglers-2025/types';

export function s25HintTargets(move: unknown): string[] {
  const hinted = move as S25Move | null;
  switch (hinted?.type) {
    case 'smuggle':
      return [...new Set(hinted.kinds)].map((kind) => `button[data-hand-kind="${kind}"]`);
    case 'discard':
      return [`button[data-hand-kind="${hinted.kind}"]`];
    case 'takeMarket':
      return [`[data-market="${hinted.kind}"]`];
    case 'drawDeck':
      return ['button[data-action="draw-deck"]'];
    default:
      return [];
  }
}
