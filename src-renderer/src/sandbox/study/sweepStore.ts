/**
 * The batch study's running sweep: started here, followed by the host's
 * `sweep` pushes, kept while the player switches tabs. One sweep at a time
 * per window.
 */
import { create } from 'zustand';
import type { SweepPlan } from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import type { SweepUpdate } from '../../../../shared/games/smugglers-2016/sandbox-protocol';
import { errorMessage, getHost, onPush } from '../../host';
import { IDLE_SWEEP, type SweepState, applySweepUpdate } from './logic';

interface SweepStore extends SweepState {
  /** Asks the host for a sweep; progress follows in pushes. */
  start(plan: SweepPlan): Promise<void>;
  /** Asks the host to stop the running sweep. */
  cancel(): Promise<void>;
  receive(update: SweepUpdate): void;
  /** Forgets a finished sweep (its results stay in the panel that holds them). */
  reset(): void;
}

/** Pushes that came while the host had not yet told us the new sweep's id. */
let early: SweepUpdate[] = [];
let subscribed = false;

function subscribe(): void {
  if (subscribed) return;
  subscribed = true;
  onPush((push) => {
    if (push.type === 'sweep') useSweep.getState().receive(push);
  });
}

export const useSweep = create<SweepStore>()((set, get) => ({
  ...IDLE_SWEEP,

  async start(plan) {
    if (get().status === 'starting' || get().status === 'running') return;
    subscribe();
    early = [];
    set({ ...IDLE_SWEEP, status: 'starting' });
    try {
      const started = await getHost().request({ type: 'startSweep', plan });
      let state: SweepState = { ...IDLE_SWEEP, status: 'running', sweepId: started.sweepId, total: started.total };
      for (const update of early) state = applySweepUpdate(state, update);
      early = [];
      set(state);
    } catch (cause) {
      early = [];
      set({ ...IDLE_SWEEP, status: 'failed', error: errorMessage(cause) });
    }
  },

  async cancel() {
    const { sweepId, status } = get();
    if (!sweepId || status !== 'running') return;
    try {
      await getHost().request({ type: 'cancelSweep', sweepId });
    } catch (cause) {
      // The sweep may have ended meanwhile; say so only if it still runs.
      if (get().status === 'running' && get().sweepId === sweepId) set({ error: errorMessage(cause) });
    }
  },

  receive(update) {
    const state = get();
    if (state.status === 'starting') {
      early.push(update);
      return;
    }
    const next = applySweepUpdate(state, update);
    if (next !== state) set(next);
  },

  reset() {
    if (get().status === 'starting' || get().status === 'running') return;
    set({ ...IDLE_SWEEP });
  },
}));
