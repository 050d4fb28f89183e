/**
 * Contrebandes in a replay (engine/replay.ts): a chapter per night, and the
 * table with all cards open once the game has ended: every seat's hand, the
 * real cards on every mule (whatever its declaration said) and every cashed
 * pile, as if the players had turned all their cards face up.
 *
 * The view gives hand, mule and cashed pile to the viewer's own seat alone, so
 * the open view is the spectator's view with every seat's cards added in
 * `open`, by seat: the table draws them in each seat's place.
 */
import type { Chapter } from '../../engine/contract.js';
import type { ContrebandesEvent, ContrebandesState, ContrebandesView } from './types.js';
import { viewFor } from './view.js';

export function chapterOf(event: ContrebandesEvent): Chapter | null {
  // The state counts nights from 0; the table says "Night 1".
  return event.type === 'night-began' ? { kind: 'night', number: event.night + 1 } : null;
}

export function openViewFor(state: ContrebandesState): ContrebandesView {
  const view = viewFor(state, 'spectator');
  return {
    ...view,
    // The counts as they are: a hand no longer hides the size of its load while the others load.
    players: view.players.map((player, seat) => ({
      ...player,
      handCount: state.hands[seat]?.length ?? 0,
      muleCount: state.mules[seat]?.length ?? 0,
    })),
    open: {
      hands: state.hands.map((hand) => hand.slice()),
      mules: state.mules.map((mule) => mule.slice()),
      cashed: state.cashed.map((pile) => pile.slice()),
    },
  };
}
