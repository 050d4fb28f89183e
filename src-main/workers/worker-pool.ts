/**
 * A fixed number of worker threads that run jobs of one kind (the bots'
 * decisions, the physics' rolls): started when first needed (or ahead of
 * need with warm()), one job per worker at a time, the others queued by
 * priority (higher first; first come, first served within a priority). A job
 * still queued can be withdrawn with its AbortSignal; a job a worker has begun
 * runs to its end.
 *
 * A worker that fails (an uncaught error) or stops (an exit, with or without
 * an error) settles its job: rejected with a reason that says so. The next
 * job that needs a worker starts a new one. Closing the pool rejects every job
 * left and stops the workers.
 *
 * The worker's side of the conversation is worker-jobs.ts (serveJobs).
 */
import type { Worker } from 'node:worker_threads';
import type { JobReply, JobRequest } from './worker-jobs.js';

export interface WorkerPoolOptions {
  /** What the pool runs, for its messages: 'bot', 'physics'. */
  name: string;
  /** How many workers at most (at least 1). */
  size: number;
  /** Starts one worker (that calls serveJobs). May throw: the jobs waiting then fail with the reason. */
  start: () => Worker;
}

export interface JobOptions {
  /** Higher goes first; default 0. */
  priority?: number;
  /** Withdraws the job while it is still queued (rejected with JobAborted). */
  signal?: AbortSignal;
}

/** The error of a job withdrawn by its AbortSignal before a worker began it. */
export class JobAborted extends Error {
  constructor(name: string) {
    super(`The ${name} job was cancelled.`);
    this.name = 'AbortError';
  }
}

interface Pending<Answer> {
  id: number;
  job: unknown;
  priority: number;
  resolve(answer: Answer): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export interface WorkerPoolStats {
  /** Workers started and not stopped. */
  workers: number;
  /** Jobs running. */
  busy: number;
  /** Jobs waiting for a worker. */
  queued: number;
}

export class WorkerPool<Job, Answer> {
  readonly size: number;
  readonly name: string;
  private readonly start: () => Worker;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending<Answer>>();
  /** The error a worker reported before it stopped (its 'exit' follows its 'error'). */
  private readonly failures = new Map<Worker, Error>();
  /** Ordered by priority, highest first. */
  private readonly queue: Pending<Answer>[] = [];
  private workers = 0;
  private nextId = 1;
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.name = options.name;
    this.size = Math.max(1, Math.floor(options.size));
    this.start = options.start;
  }

  /** Runs a job on the next free worker: its answer, or the reason it failed. */
  run(job: Job, options: JobOptions = {}): Promise<Answer> {
    if (this.closed) return Promise.reject(this.closedError());
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new JobAborted(this.name));
    return new Promise<Answer>((resolve, reject) => {
      const pending: Pending<Answer> = { id: this.nextId++, job, priority: options.priority ?? 0, resolve, reject, signal };
      if (signal) {
        pending.onAbort = () => {
          const index = this.queue.indexOf(pending);
          if (index < 0) return;
          this.queue.splice(index, 1);
          this.settle(pending, new JobAborted(this.name));
        };
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      // After every job of the same or a higher priority, ahead of every lower one.
      const before = this.queue.findIndex((queued) => queued.priority < pending.priority);
      if (before < 0) this.queue.push(pending);
      else this.queue.splice(before, 0, pending);
      this.pump();
    });
  }

  /**
   * Starts workers ahead of need (up to `count`, at most the pool's size), so
   * that the first job does not wait for a worker to start. Never throws: a
   * worker that cannot start fails the first job instead.
   */
  warm(count = 1): void {
    try {
      while (!this.closed && this.workers < Math.min(count, this.size)) this.idle.push(this.spawn());
    } catch {
      /* reported by the first job */
    }
  }

  /** Workers started, jobs running and jobs waiting (tests check that nothing is left running). */
  stats(): WorkerPoolStats {
    return { workers: this.workers, busy: this.busy.size, queued: this.queue.length };
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, this.closedError());
    for (const pending of this.busy.values()) this.settle(pending, this.closedError());
    const all = [...this.idle, ...this.busy.keys()];
    this.busy.clear();
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private closedError(): Error {
    return new Error(`The ${this.name} pool is closed.`);
  }

  private settle(pending: Pending<Answer>, error: Error | null, answer?: Answer): void {
    if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
    if (error) pending.reject(error);
    else pending.resolve(answer as Answer);
  }

  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      let worker: Worker | null;
      try {
        worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : null);
      } catch (error) {
        // No worker can start (its script is missing): every waiting job fails with the reason.
        for (const pending of this.queue.splice(0)) this.settle(pending, error as Error);
        return;
      }
      if (!worker) return;
      const pending = this.queue.shift() as Pending<Answer>;
      this.busy.set(worker, pending);
      // A busy worker keeps the process alive (the CLI awaits its jobs); an idle one does not.
      worker.ref();
      const request: JobRequest<unknown> = { id: pending.id, job: pending.job };
      worker.postMessage(request);
    }
  }

  private spawn(): Worker {
    const worker = this.start();
    this.workers++;
    worker.unref();
    worker.on('message', (reply: JobReply<Answer>) => {
      const pending = this.busy.get(worker);
      // Only the answer to the job it was given (after close, or a stray message: nothing to settle).
      if (!pending || reply?.id !== pending.id) return;
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if (reply.ok) this.settle(pending, null, reply.answer);
      else this.settle(pending, new Error(reply.error));
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
      if (pending) this.settle(pending, new Error(`A ${this.name} worker stopped (${failure?.message ?? `exit code ${code}`}).`));
      this.pump();
    });
    return worker;
  }
}
