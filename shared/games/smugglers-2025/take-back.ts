/**
 * When a Smugglers (2025) player may take back his own last move (the
 * manifest's takeBack; the host also requires that nobody has moved since).
 * The card (or two) he smuggles, while others still pick: it lies face down
 * until every pick is in, and only then are the robots' cards drawn and all
 * revealed.
 *
 * Nothing in the drawing step: a discard lies face up for all to see, a
 * card from the deck is drawn unseen, and a card from the market is
 * replaced from the deck at once.
 */
import type { Seat } from '../../engine/contract.js';
import type { S25Move, S25State } from './types.js';

export function canTakeBack(_before: S25State, _seat: Seat, move: S25Move, after: S25State): boolean {
  // After the last pick the drawing always follows (every seat played a card: his hand is below 5), or the end.
  return move.type === 'smuggle' && after.phase === 'smuggle';
}
