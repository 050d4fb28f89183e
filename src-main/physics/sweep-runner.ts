/**
 * Runs a sandbox sweep over the physics pool: the plan's trials in chunks,
 * as many chunks in flight as the pool has workers, progress after every chunk
 * (trials done of the total, and an estimate of the time left from the rate
 * measured so far), cancellable with an AbortSignal. The result is the same
 * however the chunks fall and in whatever order they finish: every trial
 * carries its own seed (shared/games/smugglers-2016/physics/sweep.ts).
 */
import { performance } from 'node:perf_hooks';
import type { SweepPlan, SweepResult } from '../../shared/games/smugglers-2016/physics/sweep-plan.js';
import { summarizeSweep, sweepTrialCount, sweepTrials, type SweepTrialOutcome } from '../../shared/games/smugglers-2016/physics/sweep.js';
import type { PhysicsPool } from './physics-pool.js';

export interface SweepProgress {
  /** Trials finished (a trial pushed again after a short counts once). */
  done: number;
  total: number;
  /** Rolls so far, re-pushes included. */
  rolls: number;
  /** Estimated time left, ms, from the rate since the first chunk came back; null until one has. */
  etaMs: number | null;
  elapsedMs: number;
}

export interface RunSweepOptions {
  pool: PhysicsPool;
  signal?: AbortSignal;
  onProgress?: (progress: SweepProgress) => void;
  /** Trials per chunk; by default about a sixteenth of the sweep per worker, 1 to 25 trials. */
  chunkSize?: number;
}

/** The rejection of a cancelled sweep (after every chunk in flight has finished). */
export class SweepCancelled extends Error {
  constructor() {
    super('The sweep was cancelled.');
    this.name = 'AbortError';
  }
}

/** Trials per chunk: small enough that a cancel or a game's roll waits little, large enough that messages cost little. */
export function defaultChunkSize(total: number, workers: number): number {
  return Math.max(1, Math.min(25, Math.ceil(total / (Math.max(1, workers) * 16))));
}

export async function runSweep(plan: SweepPlan, options: RunSweepOptions): Promise<SweepResult> {
  const { pool, signal, onProgress } = options;
  if (signal?.aborted) throw new SweepCancelled();
  const total = sweepTrialCount(plan);
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? defaultChunkSize(total, pool.size)));
  const outcomes: SweepTrialOutcome[] = new Array(total);
  const start = performance.now();
  let next = 0;
  let done = 0;
  let rolls = 0;
  let failure: unknown = null;
  const stopped = (): boolean => failure !== null || signal?.aborted === true;

  // The rate is measured from the first chunk back, so that the workers' start (Rapier loading) does not skew it.
  let first: { at: number; done: number } | null = null;
  const report = (): void => {
    const now = performance.now();
    if (done > 0 && first === null) first = { at: now, done };
    if (!onProgress) return;
    const elapsedMs = now - start;
    let etaMs: number | null = null;
    if (first !== null && done > first.done) etaMs = Math.round(((total - done) * (now - first.at)) / (done - first.done));
    else if (done > 0) etaMs = Math.round(((total - done) * elapsedMs) / done);
    onProgress({ done, total, rolls, etaMs, elapsedMs });
  };

  // Each lane takes the next chunk as soon as its last one is back; as many lanes as workers.
  const lane = async (): Promise<void> => {
    while (!stopped() && next < total) {
      const range = { start: next, end: Math.min(total, next + chunkSize) };
      next = range.end;
      const trials = sweepTrials(plan, range);
      try {
        const chunk = await pool.runTrials(plan.profile, trials, signal);
        chunk.forEach((outcome, i) => {
          outcomes[range.start + i] = outcome;
          rolls += outcome.rolls;
        });
        done += chunk.length;
        report();
      } catch (error) {
        if (!signal?.aborted) failure ??= error;
      }
    }
  };

  report();
  await Promise.all(Array.from({ length: Math.min(pool.size, Math.ceil(total / chunkSize)) }, lane));
  if (failure !== null) throw failure;
  if (signal?.aborted) throw new SweepCancelled();
  return summarizeSweep(plan, outcomes, Math.round(performance.now() - start));
}
