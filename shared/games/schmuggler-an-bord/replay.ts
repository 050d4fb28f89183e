/**
 * Schmuggler an Bord in a replay (engine/replay.ts): a chapter per turn, at
 * its roll, and the table with all cards open once the game has ended. The
 * game is one of memory: every card lies face down, to its owner too
 * (RULINGS 3), so "all open" turns every one of them over: each seat's row,
 * and the spread's undrawn cards during the setup.
 *
 * A view has the rows and the spread only as counts and flags, so the open
 * view is the spectator's view with the goods added in `open`, where the
 * table draws them in place of the card backs. The record stays the table's
 * (the latest announcement, or all of it with open history): the replay's
 * slider is the record, and the open view is about the cards.
 */
import type { Chapter } from '../../engine/contract.js';
import type { Good } from './goods.js';
import type { Fact, SabState, SabView } from './types.js';
import { viewFor } from './view.js';

export function chapterOf(event: Fact): Chapter | null {
  return event.type === 'rolled' ? { kind: 'turn', number: event.turnNumber } : null;
}

export function openViewFor(state: SabState): SabView {
  const view = viewFor(state, 'spectator');
  const search = view.round?.search ?? null;
  const row = search === null ? [] : (state.rows[search.seat] ?? []);
  return {
    ...view,
    // The places the searcher has turned show their goods, as they do to the searcher himself.
    round:
      view.round === null || search === null
        ? view.round
        : { ...view.round, search: { ...search, seen: search.turned.map((index) => ({ index, good: row[index] as Good })) } },
    open: { rows: state.rows.map((cards) => cards.slice()), spread: state.spread.slice() },
  };
}
