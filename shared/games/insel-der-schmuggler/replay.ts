/**
 * Insel der Schmuggler in a replay (engine/replay.ts): a chapter per turn,
 * and the bay with all cards open once the game has ended: the face of every
 * tile a boat carries, as if every player had looked at all of them.
 */
import type { Chapter } from '../../engine/contract.js';
import { tileFace } from './goods.js';
import type { InselEvent, InselState, InselView } from './types.js';
import { viewFor } from './view.js';

export function chapterOf(event: InselEvent): Chapter | null {
  return event.type === 'turn-began' ? { kind: 'turn', number: event.turnNumber } : null;
}

export function openViewFor(state: InselState): InselView {
  const view = viewFor(state, 'spectator');
  return {
    ...view,
    boats: view.boats.map((boat, seat) => {
      const cargo = state.boats[seat]?.cargo ?? null;
      return { ...boat, cargo: cargo === null ? null : { known: true, tile: { ...tileFace(cargo) } } };
    }),
  };
}
