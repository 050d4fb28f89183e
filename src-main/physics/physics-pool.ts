/**
 * The worker threads of the physics (a WorkerPool): the games' host tasks
 * (every roll of Smugglers 2016) and the chunks of the sandbox's sweeps, so
 * that the host's main thread never runs a Rapier simulation. One worker per
 * core by default, started when first needed; each loads Rapier once.
 *
 * Host tasks go ahead of queued sweep chunks (a player waits for his roll; a
 * sweep only for its progress bar). A chunk still queued can be withdrawn with
 * its AbortSignal; a job a worker has begun runs to its end (chunks are small).
 * A worker that fails or stops is replaced, and its job fails with the reason.
 */
import os from 'node:os';
import type { HostTask } from '../../shared/engine/contract.js';
import type { PhysicsProfile } from '../../shared/games/smugglers-2016/physics/index.js';
import type { SweepTrial, SweepTrialOutcome } from '../../shared/games/smugglers-2016/physics/sweep.js';
import { startWorker } from '../workers/start-worker.js';
import { WorkerPool, type WorkerPoolStats } from '../workers/worker-pool.js';
import type { PhysicsAnswer, PhysicsJob } from './physics-job.js';

/** The error of a job withdrawn by its AbortSignal before a worker began it. */
export { JobAborted as PhysicsJobAborted } from '../workers/worker-pool.js';

/** The priority of the games' host tasks: ahead of the sandbox's chunks (0). */
export const HOST_TASK_PRIORITY = 1;

/** Workers the pool starts by default: one per core the process may use. */
export function defaultPhysicsWorkers(): number {
  return Math.max(1, os.availableParallelism());
}

export class PhysicsPool {
  private readonly pool: WorkerPool<PhysicsJob, PhysicsAnswer>;

  constructor(size = defaultPhysicsWorkers()) {
    this.pool = new WorkerPool({ name: 'physics', size, start: () => startWorker(import.meta.url, 'physics-worker') });
  }

  get size(): number {
    return this.pool.size;
  }

  /** Rolls a chunk of sweep trials (outcomes in the trials' order). */
  async runTrials(profile: PhysicsProfile, trials: SweepTrial[], signal?: AbortSignal): Promise<SweepTrialOutcome[]> {
    const answer = await this.pool.run({ kind: 'trials', profile, trials }, { signal });
    if (!('outcomes' in answer)) throw new Error('The physics worker answered a chunk without outcomes.');
    return answer.outcomes;
  }

  /** Runs a game's host task in a worker: the move the game's own performHostTask gives. */
  async hostTask(game: string, task: HostTask): Promise<unknown> {
    const answer = await this.pool.run({ kind: 'hostTask', game, task }, { priority: HOST_TASK_PRIORITY });
    if (!('move' in answer)) throw new Error('The physics worker answered a host task without a move.');
    return answer.move;
  }

  /** Starts workers ahead of need (up to `count`), so that the first roll does not wait for one to start and load Rapier. */
  warm(count = 1): void {
    this.pool.warm(count);
  }

  /** Workers started, jobs running and jobs waiting (tests check that nothing is left running). */
  stats(): WorkerPoolStats {
    return this.pool.stats();
  }

  /** Stops every worker; queued and running jobs fail. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
