/**
 * The audit's attack on a game of memory (issue #25, item 10), as a test
 * helper: replay the facts a page was sent to rebuild every seat's face-down
 * row. With the whole record in every view it always worked, so a browser's
 * developer tools remembered perfectly for their player; with the latest
 * announcement only (RULINGS 3) it must fail once more than one card is
 * dealt. Test code only.
 */
import type { Good } from './goods.js';
import type { Fact, SabState } from './types.js';

/** Each seat's row as the facts tell it: a card drawn or taken comes to the end, one given away leaves its place. */
export function rebuildRows(facts: readonly Fact[], seats: number): Good[][] {
  const rows: Good[][] = Array.from({ length: seats }, () => []);
  for (const fact of facts) {
    switch (fact.type) {
      case 'drew':
      case 'took':
        rows[fact.seat]?.push(fact.good);
        break;
      case 'gave':
        rows[fact.from] = (rows[fact.from] ?? []).filter((good) => good !== fact.good);
        rows[fact.to]?.push(fact.good);
        break;
      default:
        break;
    }
  }
  return rows;
}

/** Whether the facts rebuild every row of the table exactly, goods and order. */
export function rebuildsEveryRow(facts: readonly Fact[], state: SabState): boolean {
  return JSON.stringify(rebuildRows(facts, state.seats)) === JSON.stringify(state.rows);
}

/** Cards in the seats' rows: with none or one, the latest announcement alone tells every row, and the attack proves nothing. */
export function cardsDealt(state: SabState): number {
  return state.rows.reduce((count, row) => count + row.length, 0);
}
