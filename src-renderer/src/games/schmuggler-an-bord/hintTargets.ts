/**
 * Where a move is on the Schmuggler an Bord table, for a hint to mark
 * (kit2d/useHintMarks.ts): the spread's card, the roll, the seat to name,
 * the objection's answer, the place of the row to turn; selectors of the
 * table's DOM contract (Table.tsx).
 */
import type { SabMove } from '../../../../shared/games/schmuggler-an-bord/types';

export function sabHintTargets(move: unknown): string[] {
  const hinted = move as SabMove | null;
  switch (hinted?.type) {
    case 'draw':
      return [`button[data-slot="${hinted.slot}"]`];
    case 'roll':
      return ['button[data-action="roll"]'];
    case 'suspect':
      return [`button[data-suspect="${hinted.seat}"]`];
    case 'object':
      return [`button[data-object="${hinted.object ? 'yes' : 'no'}"]`];
    case 'turnCard':
      return [`button[data-place="${hinted.index}"]`];
    default:
      return [];
  }
}
