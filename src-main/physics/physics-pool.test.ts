import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HostTask } from '../../shared/engine/contract.js';
import { smugglers2016 } from '../../shared/games/smugglers-2016/index.js';
import { DEFAULT_PROFILE, massForDiameterG } from '../../shared/games/smugglers-2016/physics/profile.js';
import { initPhysics } from '../../shared/games/smugglers-2016/physics/roll.js';
import type { SweepPlan } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { sweepTrials } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { PhysicsJobAborted, PhysicsPool } from './physics-pool.js';
import { runTrials } from './physics-job.js';

const pools: PhysicsPool[] = [];
function newPool(size: number): PhysicsPool {
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
  holes: [4],
  sizes: { fromMm: 20, toMm: 25, stepMm: 1 },
  roundness: [0.4],
  trials: 2,
  seed: 9,
  profileName: 'Standard',
  profile: DEFAULT_PROFILE,
};

function rollTask(hole: number, diameterMm: number, roundness: number, shapeSeed: number, strength: number): HostTask {
  return { kind: 'roll', input: { sphere: { massG: massForDiameterG(diameterMm), roundness, shapeSeed }, hole, push: { strength } } };
}

describe('the physics pool', () => {
  it('runs a game\'s host tasks and sweep trials in workers with the same outcomes as on this thread', async () => {
    const pool = newPool(2);
    pool.warm(5);
    expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
    const tasks = [
      rollTask(2, 16, 1, 1, 0.7),
      rollTask(2, 24, 1, 2, 0.7),
      rollTask(5, 37.6, 0.35, 3, 0.9),
      rollTask(0, 25.8, 0.5, 4, 0.55),
      rollTask(3, 30, 0.8, 5, 0.2),
      rollTask(6, 28.7, 0.3, 6, 1),
    ];
    const inWorkers = await Promise.all(tasks.map((task) => pool.hostTask('smugglers-2016', task)));
    const here = await Promise.all(tasks.map((task) => smugglers2016.performHostTask?.(task)));
    expect(inWorkers).toEqual(here);
    const outcomes = inWorkers.map((move) => (move as { outcome: string }).outcome);
    expect(outcomes.slice(0, 2)).toEqual(['passed', 'stuck']);
    expect(outcomes).toContain('short');
    expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });

    // Chunks of sweep trials, too.
    const trials = sweepTrials(plan);
    const [a, b] = await Promise.all([pool.runTrials(plan.profile, trials.slice(0, 5)), pool.runTrials(plan.profile, trials.slice(5))]);
    expect([...a, ...b]).toEqual(runTrials(plan.profile, trials));
  });

  it('refuses an unknown game or task with the reason', async () => {
    const pool = newPool(1);
    await expect(pool.hostTask('chess', rollTask(0, 20, 1, 1, 0.7))).rejects.toThrow(/Unknown game chess/);
    await expect(pool.hostTask('contrebandes', rollTask(0, 20, 1, 1, 0.7))).rejects.toThrow(/has no host tasks/);
    await expect(pool.hostTask('smugglers-2016', { kind: 'shuffle', input: null })).rejects.toThrow(/no host task "shuffle"/);
    // The worker is still there for the next job.
    await expect(pool.hostTask('smugglers-2016', rollTask(2, 16, 1, 1, 0.7))).resolves.toEqual({ type: 'roll-outcome', outcome: 'passed' });
  });

  it('puts host tasks ahead of queued sweep chunks and withdraws an aborted chunk', async () => {
    const pool = newPool(1);
    const trials = sweepTrials(plan);
    const order: string[] = [];
    const first = pool.runTrials(plan.profile, trials.slice(0, 3)).then(() => order.push('chunk 1'));
    const second = pool.runTrials(plan.profile, trials.slice(3, 6)).then(() => order.push('chunk 2'));
    const controller = new AbortController();
    const third = pool.runTrials(plan.profile, trials.slice(6), controller.signal);
    const roll = pool.hostTask('smugglers-2016', rollTask(2, 16, 1, 1, 0.7)).then(() => order.push('roll'));
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 3 });
    controller.abort();
    await expect(third).rejects.toBeInstanceOf(PhysicsJobAborted);
    await Promise.all([first, second, roll]);
    expect(order).toEqual(['chunk 1', 'roll', 'chunk 2']);
  });

  it('fails the jobs left when it closes, and stops its workers', async () => {
    const pool = newPool(1);
    const trials = sweepTrials(plan);
    const running = expect(pool.runTrials(plan.profile, trials)).rejects.toThrow(/closed/);
    const waiting = expect(pool.hostTask('smugglers-2016', rollTask(2, 16, 1, 1, 0.7))).rejects.toThrow(/closed/);
    await pool.close();
    await Promise.all([running, waiting]);
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    await expect(pool.hostTask('smugglers-2016', rollTask(2, 16, 1, 1, 0.7))).rejects.toThrow(/closed/);
  });
});
