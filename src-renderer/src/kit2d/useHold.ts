/**
 * A table that plays what happened (a roll, a boat sailing) still shows the
 * match as of an older version while it plays: it tells the game screen so
 * (TableProps.holdAfter), and the screen holds back what came after (the
 * final ranking, the log's later lines) and, in hot-seat, the curtain before
 * the next player's secrets (hotseat/finishBeforeCurtain.ts). The hold is
 * told in the same pass as the table is drawn, and let go when the table
 * goes, so a table never leaves the screen waiting.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { Seat } from '../../../shared/engine/contract';

/** `mover`: whose move the table plays while it holds (null: not known), for the banner. */
export function useHold(holdAfter: (version: number | null, mover?: Seat | null) => void, heldAfter: number | null, mover: Seat | null = null): void {
  useLayoutEffect(() => holdAfter(heldAfter, mover), [holdAfter, heldAfter, mover]);
  useEffect(() => () => holdAfter(null), [holdAfter]);
}
