/**
 * The match on screen: the grants this window holds, the newest update for
 * each viewer (every granted seat, and the spectator view), and the public
 * event log.
 */
import { create } from 'zustand';
import type { Seat } from '../../../shared/engine/contract';
import type { MatchOpened, MatchUpdate, Push, SeatGrant, SeatSetup } from '../../../shared/protocol/messages';
import type { SubmitResult } from '../games/types';
import { errorMessage, getHost, onHostSwitch, onPush } from '../host';
import { i18n } from '../i18n/i18n';
import { EMPTY_LOG, type MatchLog, coalesceUpdates, mergeLog } from './matchLog';
import { type MatchSetup, recallSetup, rememberSetup } from './setups';
import { tableMemories } from './tableMemory';

export type ViewerKey = `${Seat}` | 'spectator';

export function viewerKey(viewer: Seat | 'spectator'): ViewerKey {
  return viewer === 'spectator' ? 'spectator' : `${viewer}`;
}

interface MatchStore {
  matchId: string | null;
  game: string | null;
  grants: SeatGrant[];
  updates: Partial<Record<ViewerKey, MatchUpdate>>;
  log: MatchLog;
  status: 'idle' | 'joining' | 'ready' | 'error';
  error: string | null;
  /**
   * Joins every granted seat and watches the match (unless `watch` is false: a
   * LAN guest with a seat only follows his seat). `setup` is remembered for "Play again".
   */
  open(opened: MatchOpened, setup?: MatchSetup, how?: { watch?: boolean }): Promise<void>;
  /** Leaves the match (the host keeps it saved), clears the store and forgets what its tables remembered. */
  leave(): Promise<void>;
  submit(seat: Seat, move: unknown, version: number): Promise<SubmitResult>;
  undo(seat: Seat): Promise<SubmitResult>;
  /** The setup to repeat for "Play again": the remembered one, else the seats of the newest update with default options. */
  replaySetup(): MatchSetup | null;
}

let unsubscribe: (() => void) | null = null;

// Another host's match ids are not this one's: what the tables remembered goes with the switch.
onHostSwitch(() => tableMemories.clear());

export const useMatch = create<MatchStore>()((set, get) => {
  // Pushes are applied in batches (one per task), so a burst of bot moves draws
  // once instead of once per move; updates for the same viewer are joined.
  let pending: MatchUpdate[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = (): void => {
    flushTimer = null;
    const batch = pending;
    pending = [];
    const state = get();
    let updates = state.updates;
    let log = state.log;
    const joined = new Map<ViewerKey, MatchUpdate>();
    for (const update of batch) {
      if (update.matchId !== state.matchId) continue;
      const key = viewerKey(update.viewer);
      const earlier = joined.get(key);
      joined.set(key, earlier ? coalesceUpdates(earlier, update) : update);
      log = mergeLog(log, update);
    }
    if (joined.size === 0) return;
    updates = { ...updates, ...Object.fromEntries(joined) };
    set({ updates, log });
  };

  const receive = (push: Push): void => {
    // Lobby and chat pushes are the LAN stores' business.
    if (push.type !== 'match') return;
    pending.push(push);
    flushTimer ??= setTimeout(flush, 0);
  };

  return {
    matchId: null,
    game: null,
    grants: [],
    updates: {},
    log: EMPTY_LOG,
    status: 'idle',
    error: null,

    async open(opened, setup, how) {
      const host = getHost();
      // Follows the active host (a LAN guest in the app talks to another machine's host).
      unsubscribe ??= onPush(receive);
      const previous = get().matchId;
      if (previous && previous !== opened.matchId) await get().leave();
      if (setup) rememberSetup(opened.matchId, setup);
      set({
        matchId: opened.matchId,
        game: opened.game,
        grants: opened.grants,
        updates: {},
        log: EMPTY_LOG,
        status: 'joining',
        error: null,
      });
      try {
        await Promise.all([
          ...opened.grants.map((grant) =>
            host.request({ type: 'joinSeat', matchId: opened.matchId, seat: grant.seat, token: grant.token }),
          ),
          ...(how?.watch === false ? [] : [host.request({ type: 'watch', matchId: opened.matchId })]),
        ]);
        if (get().matchId === opened.matchId) set({ status: 'ready' });
      } catch (error) {
        if (get().matchId === opened.matchId) set({ status: 'error', error: errorMessage(error) });
      }
    },

    async leave() {
      const matchId = get().matchId;
      set({ matchId: null, game: null, grants: [], updates: {}, log: EMPTY_LOG, status: 'idle', error: null });
      if (!matchId) return;
      tableMemories.forget(matchId);
      try {
        await getHost().request({ type: 'leave', matchId });
      } catch {
        // The host may have forgotten us already; nothing to undo.
      }
    },

    async submit(seat, move, version) {
      const matchId = get().matchId;
      if (!matchId) return { ok: false, message: i18n.getFixedT(null, 'shell')('errors.noMatch') };
      try {
        await getHost().request({ type: 'submitMove', matchId, seat, move, version });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error) };
      }
    },

    async undo(seat) {
      const matchId = get().matchId;
      if (!matchId) return { ok: false, message: i18n.getFixedT(null, 'shell')('errors.noMatch') };
      try {
        await getHost().request({ type: 'undo', matchId, seat });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error) };
      }
    },

    replaySetup() {
      const { matchId, game, updates } = get();
      if (!matchId || !game) return null;
      const remembered = recallSetup(matchId);
      if (remembered) return remembered;
      const newest = newestUpdate(updates);
      if (!newest) return null;
      const seats: SeatSetup[] = [...newest.seats]
        .sort((a, b) => a.seat - b.seat)
        .map((status) =>
          status.kind === 'bot'
            ? { kind: 'bot', name: status.name, level: status.level ?? 'normal' }
            : { kind: 'human', name: status.name },
        );
      return { game, seats, options: undefined };
    },
  };
});

/** The update with the highest version (the spectator's on a tie: it always exists once watching). */
export function newestUpdate(updates: Partial<Record<ViewerKey, MatchUpdate>>): MatchUpdate | null {
  let newest: MatchUpdate | null = null;
  for (const update of Object.values(updates)) {
    if (!update) continue;
    if (!newest || update.version > newest.version || (update.version === newest.version && update.viewer === 'spectator')) {
      newest = update;
    }
  }
  return newest;
}
