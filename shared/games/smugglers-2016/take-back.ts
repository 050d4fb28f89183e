/**
 * When a Smugglers (2016) player may take back his own last move (the
 * manifest's takeBack; the host also requires that nobody has moved since):
 * while it showed nothing hidden to anyone and drew nothing at random.
 *
 * - His sphere, while the sculpting is still open: it stays behind his screen
 *   until every sphere is made (his hourglass keeps running: the host's clock
 *   leaves frozen what the time froze).
 * - A re-rounding: the same putty, a shape he chose, before he pushes again.
 * - A token he takes when he may steal, unless the round went on to show a
 *   sphere's contraband or ended (a new round's contraband is dealt).
 *
 * Never a push (the roll is a physics outcome the host computes) nor an
 * inspection (it opens a sphere).
 */
import type { Seat } from '../../engine/contract.js';
import type { SmugglersMove, SmugglersState } from './types.js';

export function canTakeBack(before: SmugglersState, _seat: Seat, move: SmugglersMove, after: SmugglersState): boolean {
  switch (move.type) {
    case 'sculpt':
      return after.phase === 'sculpting';
    case 'reround':
      return true;
    case 'steal':
      return (after.phase === 'inspecting' || after.phase === 'stealing') && after.winner === null && nothingShown(before, after);
    default:
      return false;
  }
}

/** Whether no sphere's contraband came to light. */
function nothingShown(before: SmugglersState, after: SmugglersState): boolean {
  return after.players.every((player, seat) => player.revealed === before.players[seat]?.revealed);
}
