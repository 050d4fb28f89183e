/**
 * Smugglers (2016) in a replay (engine/replay.ts): a chapter per round, and
 * the table with all cards open once the game has ended: every sculpted
 * sphere's mass and every seat's contraband, as the scale and a reveal would
 * have shown them.
 */
import type { Chapter } from '../../engine/contract.js';
import type { SmugglersEvent, SmugglersState, SmugglersView } from './types.js';
import { viewFor } from './view.js';

export function chapterOf(event: SmugglersEvent): Chapter | null {
  // The state counts rounds from 0; the table says "Round 1".
  return event.type === 'round-began' ? { kind: 'round', number: event.round + 1 } : null;
}

export function openViewFor(state: SmugglersState): SmugglersView {
  const view = viewFor(state, 'spectator');
  return {
    ...view,
    players: view.players.map((player, seat) => {
      const round = state.players[seat];
      return { ...player, massG: round?.sphere?.massG ?? null, contraband: round?.contraband ?? null };
    }),
  };
}
