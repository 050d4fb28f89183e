/**
 * A pool of worker threads for the physics: the chunks of the sandbox's
 * sweeps and the games' host tasks (every roll of Smugglers 2016), so that the
 * host's main thread never runs a Rapier simulation. One worker per core by
 * default, started when first needed; each loads Rapier once.
 *
 * Host tasks go ahead of queued sweep chunks (a player waits for his roll; a
 * sweep only for its progress bar). A job still queued can be withdrawn with
 * its AbortSignal; a job a worker has begun runs to its end (chunks are small).
 * A worker that crashes is replaced, and its job fails with the reason.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker.js';
import type { HostTask } from '../../shared/engine/contract.js';
import type { PhysicsProfile } from '../../shared/games/smugglers-2016/physics/profile.js';
import type { SweepTrial, SweepTrialOutcome } from '../../shared/games/smugglers-2016/physics/sweep.js';
import type { PhysicsAnswer, PhysicsJob } from './physics-job.js';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type JobBody = WithoutId<PhysicsJob>;

interface Pending {
  job: PhysicsJob;
  resolve(answer: PhysicsAnswer & { ok: true }): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/** The error of a job withdrawn by its AbortSignal before a worker began it. */
export class PhysicsJobAborted extends Error {
  constructor() {
    super('The physics job was cancelled.');
    this.name = 'AbortError';
  }
}

/** Workers the pool starts by default: one per core the process may use. */
export function defaultPhysicsWorkers(): number {
  return Math.max(1, os.availableParallelism());
}

export class PhysicsPool {
  readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly failures = new Map<Worker, Error>();
  /** Host tasks, then sweep chunks. */
  private readonly urgent: Pending[] = [];
  private readonly queue: Pending[] = [];
  private workers = 0;
  private nextId = 1;
  private closed = false;

  constructor(size = defaultPhysicsWorkers()) {
    this.size = Math.max(1, Math.floor(size));
  }

  /** Rolls a chunk of sweep trials (outcomes in the trials' order). */
  async runTrials(profile: PhysicsProfile, trials: SweepTrial[], signal?: AbortSignal): Promise<SweepTrialOutcome[]> {
    const answer = await this.submit({ kind: 'trials', profile, trials }, false, signal);
    if (!('outcomes' in answer)) throw new Error('The physics worker answered a chunk without outcomes.');
    return answer.outcomes;
  }

  /** Runs a game's host task in a worker: the move the game's performHostTask gives. */
  async hostTask(game: string, task: HostTask): Promise<unknown> {
    const answer = await this.submit({ kind: 'hostTask', game, task }, true);
    if (!('move' in answer)) throw new Error('The physics worker answered a host task without a move.');
    return answer.move;
  }

  /**
   * Starts workers ahead of need (up to `count`, at most the pool's size), so that the first roll
   * does not wait for a worker to start and load Rapier. Never throws: a worker that cannot
   * start fails the first job instead.
   */
  warm(count = 1): void {
    try {
      while (!this.closed && this.workers < Math.min(count, this.size)) this.idle.push(this.spawn());
    } catch {
      /* reported by the first job */
    }
  }

  /** Workers started, jobs running and jobs waiting (tests check that nothing is left running). */
  stats(): { workers: number; busy: number; queued: number } {
    return { workers: this.workers, busy: this.busy.size, queued: this.urgent.length + this.queue.length };
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = (): Error => new Error('The physics pool is closed.');
    for (const pending of [...this.urgent.splice(0), ...this.queue.splice(0)]) this.settle(pending, null, error());
    const all = [...this.idle, ...this.busy.keys()];
    for (const pending of this.busy.values()) this.settle(pending, null, error());
    this.busy.clear();
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private submit(body: JobBody, urgent: boolean, signal?: AbortSignal): Promise<PhysicsAnswer & { ok: true }> {
    if (this.closed) return Promise.reject(new Error('The physics pool is closed.'));
    if (signal?.aborted) return Promise.reject(new PhysicsJobAborted());
    return new Promise((resolve, reject) => {
      const pending: Pending = { job: { ...body, id: this.nextId++ } as PhysicsJob, resolve, reject, signal };
      if (signal) {
        pending.onAbort = () => {
          for (const list of [this.urgent, this.queue]) {
            const index = list.indexOf(pending);
            if (index >= 0) {
              list.splice(index, 1);
              this.settle(pending, null, new PhysicsJobAborted());
            }
          }
        };
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      (urgent ? this.urgent : this.queue).push(pending);
      this.pump();
    });
  }

  private settle(pending: Pending, answer: PhysicsAnswer | null, error?: Error): void {
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    if (answer?.ok) pending.resolve(answer);
    else pending.reject(error ?? new Error(answer && !answer.ok ? answer.error : 'The physics job failed.'));
  }

  private pump(): void {
    while (!this.closed && this.urgent.length + this.queue.length > 0) {
      let worker: Worker | null;
      try {
        worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : null);
      } catch (error) {
        // No worker can start (the worker script is missing): every waiting job fails with the reason.
        for (const pending of [...this.urgent.splice(0), ...this.queue.splice(0)]) this.settle(pending, null, error as Error);
        return;
      }
      if (!worker) return;
      const pending = (this.urgent.shift() ?? this.queue.shift()) as Pending;
      this.busy.set(worker, pending);
      // A busy worker keeps the process alive (the CLI awaits it); an idle one does not.
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    const worker = startWorker(import.meta.url, 'physics-worker');
    this.workers++;
    worker.unref();
    worker.on('message', (answer: PhysicsAnswer) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if (pending) this.settle(pending, answer);
      this.pump();
    });
    worker.on('error', (error) => {
      this.failures.set(worker, error);
    });
    worker.on('exit', (code) => {
      this.workers--;
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const failure = this.failures.get(worker);
      this.failures.delete(worker);
      if (pending) this.settle(pending, null, new Error(`A physics worker stopped (${failure?.message ?? `exit code ${code}`}).`));
      this.pump();
    });
    return worker;
  }
}
