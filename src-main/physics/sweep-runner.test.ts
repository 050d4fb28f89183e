import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../shared/games/smugglers-2016/physics/profile.js';
import { initPhysics } from '../../shared/games/smugglers-2016/physics/roll.js';
import type { SweepPlan } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { summarizeSweep, sweepTrials } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { runTrials } from './physics-job.js';
import { PhysicsPool } from './physics-pool.js';
import { runSweep, SweepCancelled, type SweepProgress } from './sweep-runner.js';

const pools: PhysicsPool[] = [];
function newPool(size = 2): PhysicsPool {
  const pool = new PhysicsPool(size);
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

beforeAll(async () => {
  await initPhysics();
});

const plan: SweepPlan = {
  holes: [2, 5],
  sizes: { fromMm: 18, toMm: 22, stepMm: 4 },
  roundness: [1, 0.4],
  trials: 3,
  seed: 2026,
  profileName: 'Standard',
  profile: DEFAULT_PROFILE,
};

function withoutTime<T extends { elapsedMs: number }>(result: T): Omit<T, 'elapsedMs'> {
  const { elapsedMs: _elapsed, ...rest } = result;
  return rest;
}

describe('running a sweep on the physics pool', () => {
  it('gives the result of running the same trials on this thread, whatever the chunks, and reports progress', async () => {
    const pool = newPool();
    const progress: SweepProgress[] = [];
    const result = await runSweep(plan, { pool, onProgress: (p) => progress.push(p) });
    const here = summarizeSweep(plan, runTrials(plan.profile, sweepTrials(plan)));
    expect(withoutTime(result)).toEqual(withoutTime(here));
    expect(result.rows).toHaveLength(2 * 2 * 2);
    expect(result.rolls).toBeGreaterThanOrEqual(24);
    expect(result.elapsedMs).toBeGreaterThan(0);

    expect(progress[0]).toMatchObject({ done: 0, total: 24, etaMs: null });
    expect(progress.at(-1)).toMatchObject({ done: 24, total: 24, etaMs: 0, rolls: result.rolls });
    const dones = progress.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(progress.slice(1).every((p) => typeof p.etaMs === 'number')).toBe(true);

    const oneByOne = await runSweep(plan, { pool, chunkSize: 1 });
    const inSevens = await runSweep(plan, { pool, chunkSize: 7 });
    expect(withoutTime(oneByOne)).toEqual(withoutTime(result));
    expect(withoutTime(inSevens)).toEqual(withoutTime(result));
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
  });

  it('stops early when cancelled, settles once the chunks in flight are back, and leaves nothing running', async () => {
    const pool = newPool();
    const controller = new AbortController();
    const big: SweepPlan = { ...plan, sizes: { fromMm: 14, toMm: 40, stepMm: 1 }, trials: 5 };
    let last: SweepProgress | null = null;
    const running = runSweep(big, {
      pool,
      signal: controller.signal,
      chunkSize: 2,
      onProgress: (p) => {
        last = p;
        if (p.done >= 4) controller.abort();
      },
    });
    await expect(running).rejects.toBeInstanceOf(SweepCancelled);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
    const reached = last as SweepProgress | null;
    expect(reached?.done).toBeLessThan(reached?.total ?? 0);
    expect(reached?.done).toBeLessThanOrEqual(8);
    await pool.close();
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });

    // A sweep cancelled before it starts does not start.
    const other = newPool();
    await expect(runSweep(plan, { pool: other, signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SweepCancelled);
    expect(other.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('fails with the reason when the pool does', async () => {
    const pool = newPool();
    await pool.close();
    await expect(runSweep(plan, { pool })).rejects.toThrow(/closed/);
  });
});
