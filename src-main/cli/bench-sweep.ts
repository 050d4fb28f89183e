/**
 * The sandbox's batch study on the physics workers (the benchmark's "sweep"
 * row): 7 holes × 40 sizes × 25 trials (7,000 trials; a push that stops short
 * is pushed again and counts as a roll) with the Standard profile, on a pool
 * of one worker per core started cold, as a player's first sweep would be.
 * --quick: 7 holes × 8 sizes × 5 trials.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_PROFILE } from '../../shared/games/smugglers-2016/physics/profile.js';
import type { SweepPlan } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { sweepTrialCount } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { PhysicsPool } from '../physics/physics-pool.js';
import { runSweep } from '../physics/sweep-runner.js';

export interface SweepBench {
  trials: number;
  rolls: number;
  workers: number;
  /** From a cold pool (workers starting, Rapier loading) to the summarized result. */
  elapsedMs: number;
  rollsPerSecond: number;
  /** CPU time of the whole process (every thread), ms: on a busy machine, cpuMs / workers is what the sweep takes on idle cores. */
  cpuMs: number;
  /** The 95 % limits, as a sanity check of the physics: hole → largest diameter (roundness 1). */
  limits: Record<string, number | null>;
}

export function benchSweepPlan(quick: boolean): SweepPlan {
  return {
    holes: [0, 1, 2, 3, 4, 5, 6],
    sizes: quick ? { fromMm: 18, toMm: 39, stepMm: 3 } : { fromMm: 18, toMm: 37.5, stepMm: 0.5 },
    roundness: [1],
    trials: quick ? 5 : 25,
    seed: 20160705,
    profileName: 'Standard',
    profile: DEFAULT_PROFILE,
  };
}

export async function measureSweep(quick: boolean, workers?: number): Promise<SweepBench> {
  const plan = benchSweepPlan(quick);
  const pool = new PhysicsPool(workers);
  try {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = await runSweep(plan, { pool });
    const elapsedMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    return {
      trials: sweepTrialCount(plan),
      rolls: result.rolls,
      workers: pool.size,
      elapsedMs,
      rollsPerSecond: (result.rolls * 1000) / elapsedMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      limits: Object.fromEntries(result.limits.map((limit) => [`${limit.hole} (${limit.holeDiameterMm} mm)`, limit.largest95Mm])),
    };
  } finally {
    await pool.close();
  }
}
