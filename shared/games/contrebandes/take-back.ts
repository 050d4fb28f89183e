/**
 * When a Contrebandes player may take back his own last move (the manifest's
 * takeBack; the host also requires that nobody has moved since). A load,
 * while the loading is still open: it lies face down and nobody has seen it.
 * Nothing else: a declaration is heard by the table, an inspection opens a
 * mule, the last load shows every mule's count, a designation and a bonus
 * card are done in front of everybody.
 */
import type { Seat } from '../../engine/contract.js';
import type { ContrebandesMove, ContrebandesState } from './types.js';

export function canTakeBack(before: ContrebandesState, _seat: Seat, move: ContrebandesMove, after: ContrebandesState): boolean {
  // The same quarter's loading: the last load of a quarter with no talk (only the officer has a mule) may
  // cash, score the night and open the next one's loading at once.
  return move.type === 'load' && after.phase === 'loading' && after.night === before.night && after.quarter === before.quarter;
}
