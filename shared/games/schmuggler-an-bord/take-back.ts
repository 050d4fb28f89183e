/**
 * When a Schmuggler an Bord player may take back his own last move (the
 * manifest's takeBack; the host also requires that nobody has moved since).
 * An objection to a "myself", or letting it pass, while others still decide:
 * the decisions are secret until the last is in (RULINGS 4), and the move
 * announces nothing, so the table's latest announcement stays what it was
 * (RULINGS 3: no page is sent an announcement older than the latest, a
 * take-back included).
 *
 * Nothing else: a draw and a turned card show a good, a roll is drawn, and a
 * suspicion is said aloud: the table has heard it, and a game of memory
 * cannot unsay it.
 */
import type { Seat } from '../../engine/contract.js';
import type { SabMove, SabState } from './types.js';

export function canTakeBack(before: SabState, _seat: Seat, move: SabMove, after: SabState): boolean {
  // The record stays as it was: the decision went in silently.
  return move.type === 'object' && after.phase === 'objections' && after.facts.length === before.facts.length;
}
