/**
 * What a table still holds back: a 3D table that replays a roll shows the
 * match as of an earlier version until the replay has ended (or was skipped),
 * and the game screen must not tell what came after it meanwhile (the final
 * ranking, the log's later lines). Tables report through TableProps.holdAfter;
 * the game screen reads it here. Kept per match; a table that goes away
 * releases its hold.
 */
import { create } from 'zustand';

interface ResultHoldStore {
  /** Per match: the last version the table shows while it holds the rest back (absent: nothing held). */
  heldAfter: Record<string, number>;
  /** Holds back what came after `version` of `matchId` (null: nothing any more). */
  holdAfter(matchId: string, version: number | null): void;
}

export const useResultHold = create<ResultHoldStore>((set) => ({
  heldAfter: {},
  holdAfter: (matchId, version) =>
    set((state) => {
      if ((state.heldAfter[matchId] ?? null) === version) return state;
      const heldAfter = { ...state.heldAfter };
      if (version === null) delete heldAfter[matchId];
      else heldAfter[matchId] = version;
      return { heldAfter };
    }),
}));
