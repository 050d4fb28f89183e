/**
 * Which seat's view the game screen shows, and whether a "Pass to <name>"
 * curtain must come first. Pure, so the rules are tested without a DOM.
 *
 * - No local human seat: the spectator view (public information only).
 * - One local human (the others bots or remote): always that seat's view, never a curtain.
 * - Several local humans (hot-seat): the lowest active local human seat; when
 *   none of them is active, the spectator view. Before a human seat's view
 *   replaces another's (or is the first one shown), a curtain, when the
 *   setting asks for it. Simultaneous decisions are therefore taken seat by
 *   seat: once the lowest has moved it is no longer active and the next one
 *   comes up behind a curtain.
 * - A game may say that a seat's view holds no secret when it comes up
 *   (GameUi.secretOf: Schmuggler an Bord's draws and rolls are public, only
 *   an objection and a search are not): that view comes up without a curtain.
 */
import type { Seat } from '../../../shared/engine/contract';

export interface ViewChoiceInput {
  /** Seats this window holds grants for that are played by people here. */
  localHumans: readonly Seat[];
  /** The seats that may move now (from the newest update). */
  activeSeats: readonly Seat[];
  /** settings.hotSeatCurtain */
  curtainEnabled: boolean;
  /** The human seat whose view was last shown (after its curtain), or null when none was yet. */
  lastShownSeat: Seat | null;
  /** Whether the seat's view holds something the others may not see (absent: every view does). */
  holdsSecret?: (seat: Seat) => boolean;
}

export type ViewChoice =
  | { kind: 'seat'; seat: Seat }
  | { kind: 'spectator' }
  | { kind: 'curtain'; seat: Seat };

export function chooseView(input: ViewChoiceInput): ViewChoice {
  const humans = [...new Set(input.localHumans)].sort((a, b) => a - b);
  const only = humans[0];
  if (only === undefined) return { kind: 'spectator' };
  if (humans.length === 1) return { kind: 'seat', seat: only };
  const active = new Set(input.activeSeats);
  const next = humans.find((seat) => active.has(seat));
  if (next === undefined) return { kind: 'spectator' };
  if (!input.curtainEnabled || next === input.lastShownSeat) return { kind: 'seat', seat: next };
  if (input.holdsSecret !== undefined && !input.holdsSecret(next)) return { kind: 'seat', seat: next };
  return { kind: 'curtain', seat: next };
}
