/**
 * The latest announcement: what the last move that said anything said. RULINGS
 * 3 makes the game one of memory, so without "open history" no page, guest or
 * spectator is sent anything older (view.ts); the bots alone hear the whole
 * record (botViewFor), and their level decides what they keep.
 *
 * The record does not mark where one move's facts end: it need not, for every
 * move opens with a fact of its own kind (a draw with `drew`, a roll with
 * `rolled`, a suspicion with `suspected`, the last objection with
 * `objections`, a search with `turned`) and no move says one of those after
 * its first fact. A secret objection says nothing, and leaves the one before
 * it up.
 */
import type { Fact } from './types.js';

/** The kinds of fact that open a move's announcement, and no other fact does. */
const OPENS: ReadonlySet<Fact['type']> = new Set<Fact['type']>(['drew', 'rolled', 'suspected', 'objections', 'turned']);

/** The facts of the latest announcement (none before the first draw), as a new array. */
export function latestAnnouncement(facts: readonly Fact[]): Fact[] {
  for (let index = facts.length - 1; index >= 0; index--) {
    if (OPENS.has((facts[index] as Fact).type)) return facts.slice(index);
  }
  return [];
}
