import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import type { SweepPlan, SweepResult } from '../../../../shared/games/smugglers-2016/physics/sweep-plan';
import type { SweepUpdate } from '../../../../shared/games/smugglers-2016/sandbox-protocol';

const host = vi.hoisted(() => ({
  listeners: [] as ((push: unknown) => void)[],
  request: vi.fn(),
}));

vi.mock('../../host', () => ({
  getHost: () => ({ request: host.request }),
  onPush: (listener: (push: unknown) => void) => {
    host.listeners.push(listener);
    return () => undefined;
  },
  errorMessage: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.'),
}));

const { useSweep } = await import('./sweepStore');

const plan: SweepPlan = {
  holes: [0],
  sizes: { fromMm: 20, toMm: 22, stepMm: 1 },
  roundness: [1],
  trials: 2,
  seed: 1,
  profileName: 'Standard',
  profile: DEFAULT_PROFILE,
};

function push(update: Partial<SweepUpdate>): void {
  const full: SweepUpdate = {
    type: 'sweep',
    sweepId: 'sweep-aaaaaaaa',
    state: 'running',
    done: 0,
    total: 6,
    etaMs: null,
    result: null,
    error: null,
    ...update,
  };
  for (const listener of host.listeners) listener(full);
}

describe('the sweep store', () => {
  beforeEach(() => {
    host.request.mockReset();
    useSweep.setState({ status: 'idle', sweepId: null, done: 0, total: 0, etaMs: null, result: null, error: null });
  });

  it('starts a sweep and follows its pushes to the end', async () => {
    host.request.mockResolvedValueOnce({ sweepId: 'sweep-aaaaaaaa', total: 6 });
    await useSweep.getState().start(plan);
    expect(host.request).toHaveBeenCalledWith({ type: 'startSweep', plan });
    expect(useSweep.getState()).toMatchObject({ status: 'running', sweepId: 'sweep-aaaaaaaa', total: 6, done: 0 });
    push({ done: 3, etaMs: 1200 });
    expect(useSweep.getState()).toMatchObject({ status: 'running', done: 3, etaMs: 1200 });
    push({ sweepId: 'sweep-bbbbbbbb', done: 5 });
    expect(useSweep.getState().done).toBe(3);
    const result = { rows: [], limits: [] } as unknown as SweepResult;
    push({ state: 'done', done: 6, result });
    expect(useSweep.getState()).toMatchObject({ status: 'done', done: 6, result });
  });

  it('keeps pushes that come before the answer with the sweep id', async () => {
    let answer: (value: unknown) => void = () => undefined;
    host.request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const started = useSweep.getState().start(plan);
    expect(useSweep.getState().status).toBe('starting');
    push({ done: 2, etaMs: 900 });
    answer({ sweepId: 'sweep-aaaaaaaa', total: 6 });
    await started;
    expect(useSweep.getState()).toMatchObject({ status: 'running', done: 2, etaMs: 900 });
  });

  it('says why a sweep could not start', async () => {
    host.request.mockRejectedValueOnce(new Error('Only the player at the host machine may run sweeps.'));
    await useSweep.getState().start(plan);
    expect(useSweep.getState()).toMatchObject({ status: 'failed', error: 'Only the player at the host machine may run sweeps.' });
  });

  it('asks the host to cancel the running sweep, and takes the end from the push', async () => {
    host.request.mockResolvedValueOnce({ sweepId: 'sweep-aaaaaaaa', total: 6 });
    await useSweep.getState().start(plan);
    host.request.mockResolvedValueOnce({ ok: true });
    await useSweep.getState().cancel();
    expect(host.request).toHaveBeenLastCalledWith({ type: 'cancelSweep', sweepId: 'sweep-aaaaaaaa' });
    push({ state: 'cancelled', done: 4 });
    expect(useSweep.getState()).toMatchObject({ status: 'cancelled', done: 4, result: null });
  });

  it('does not start a second sweep while one runs', async () => {
    host.request.mockResolvedValueOnce({ sweepId: 'sweep-aaaaaaaa', total: 6 });
    await useSweep.getState().start(plan);
    await useSweep.getState().start(plan);
    expect(host.request).toHaveBeenCalledTimes(1);
  });
});
