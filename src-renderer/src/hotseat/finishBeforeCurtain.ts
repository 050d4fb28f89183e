/**
 * In hot-seat, the player who just moved sees his move play out before the
 * "Pass to <name>" curtain comes up: a table that plays moves on screen
 * (GameUi.playsMoveBeforeCurtain: the Insel der Schmuggler bay sails his
 * boat) animates the update that ends his turn, and the curtain waits until
 * it has shown it. Other tables get the curtain at once: drawn once more for
 * the mover, they would act on an update meant for the next seat (a count
 * that opens, and counts as seen). Pure, so the rule is tested without a DOM; the game screen
 * keeps the two facts it needs:
 *
 * - whether the table shown still holds the match back (resultHold: it plays
 *   news), and
 * - the newest version that table has been given a chance to see: the table
 *   learns of an update only once it is drawn with it, so the curtain waits
 *   one layout pass for it to say whether it holds.
 */
import type { Seat } from '../../../shared/engine/contract';
import type { ViewChoice } from './chooseView';

export interface HandOverInput {
  /** The human seat whose view was shown last (null: none yet). */
  lastShownSeat: Seat | null;
  /** Whether the table on screen still plays what led to the newest update. */
  holding: boolean;
  /** The newest version the last seat's table was drawn with while a curtain was due (null: none). */
  offeredVersion: number | null;
  /** The newest update's version (null: none yet). */
  newestVersion: number | null;
}

/** The view to show: the curtain chooseView asks for, or the last seat's own table while it finishes playing his move. */
export function finishBeforeCurtain(choice: ViewChoice, input: HandOverInput): ViewChoice {
  if (choice.kind !== 'curtain') return choice;
  const last = input.lastShownSeat;
  if (last === null || last === choice.seat) return choice;
  if (input.holding || input.offeredVersion !== input.newestVersion) return { kind: 'seat', seat: last };
  return choice;
}
