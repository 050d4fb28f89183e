/**
 * The worker threads that run the bots (a WorkerPool). A worker that fails or
 * stops is replaced and its decision fails with the reason (the host then
 * plays a random legal move instead).
 */
import os from 'node:os';
import { startWorker } from '../workers/start-worker.js';
import { WorkerPool, type WorkerPoolStats } from '../workers/worker-pool.js';
import type { BotJob } from './bot-job.js';

/** Workers the pool starts by default: the cores less one (for the host), 1 to 4. */
export function defaultBotWorkers(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export class BotPool {
  private readonly pool: WorkerPool<BotJob, unknown>;

  constructor(size = defaultBotWorkers()) {
    this.pool = new WorkerPool({ name: 'bot', size, start: () => startWorker(import.meta.url, 'bot-worker') });
  }

  get size(): number {
    return this.pool.size;
  }

  /** The move the bot chooses. */
  decide(job: BotJob): Promise<unknown> {
    return this.pool.run(job);
  }

  stats(): WorkerPoolStats {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
