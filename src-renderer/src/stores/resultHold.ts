/**
 * What a table still holds back: a 3D table that replays a roll shows the
 * match as of an earlier version until the replay has ended (or was skipped),
 * and the game screen must not tell what came after it meanwhile (the final
 * ranking, the log's later lines). Tables report through TableProps.holdAfter;
 * the game screen reads it here. Kept per match; a table that goes away
 * releases its hold.
 */
import { create } from 'zustand';
import type { Seat } from '../../../shared/engine/contract';

interface ResultHoldStore {
  /** Per match: the last version the table shows while it holds the rest back (absent: nothing held). */
  heldAfter: Record<string, number>;
  /** Per match, while it holds: whose move the table is playing (absent: not told, or nobody's), for the banner. */
  heldMover: Record<string, Seat>;
  /** Holds back what came after `version` of `matchId` (null: nothing any more), while it plays `mover`'s move. */
  holdAfter(matchId: string, version: number | null, mover?: Seat | null): void;
}

export const useResultHold = create<ResultHoldStore>((set) => ({
  heldAfter: {},
  heldMover: {},
  holdAfter: (matchId, version, mover = null) =>
    set((state) => {
      const who = version === null ? null : mover;
      if ((state.heldAfter[matchId] ?? null) === version && (state.heldMover[matchId] ?? null) === who) return state;
      const heldAfter = { ...state.heldAfter };
      const heldMover = { ...state.heldMover };
      if (version === null) delete heldAfter[matchId];
      else heldAfter[matchId] = version;
      if (who === null) delete heldMover[matchId];
      else heldMover[matchId] = who;
      return { heldAfter, heldMover };
    }),
}));
