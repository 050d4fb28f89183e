/**
 * Smugglers (2025) in a replay (engine/replay.ts): a chapter per round, at its
 * customs card, and the table with all cards open once the game has ended:
 * every seat's hand and, in the smuggling step, every face-down pick, as if
 * the players had laid all their cards face up.
 *
 * The view names the viewer's own hand and pick alone, so the open view is
 * the spectator's view with every seat's cards added in `open`, by seat: the
 * table draws them at each seat. The decks stay face down: their order is no
 * player's card, and the table has no place to lay them out.
 */
import type { Chapter } from '../../engine/contract.js';
import type { S25Event, S25State, S25View } from './types.js';
import { sortedKinds, viewFor } from './view.js';

export function chapterOf(event: S25Event): Chapter | null {
  return event.type === 'roundBegan' ? { kind: 'round', number: event.round } : null;
}

export function openViewFor(state: S25State): S25View {
  const smuggling = state.phase === 'smuggle';
  return {
    ...viewFor(state, 'spectator'),
    open: {
      hands: state.hands.map(sortedKinds),
      // As a seat's own view has it: a pick is face down in the smuggling step only (then it is revealed).
      picks: state.picks.map((pick) => (smuggling && pick !== null ? sortedKinds(pick) : null)),
    },
  };
}
