/**
 * A small pool of worker threads that run the bots. Jobs queue while every
 * worker is busy; a worker that crashes is replaced and its job fails with a
 * reason (the host then falls back to a random legal move).
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../workers/start-worker.js';
import type { BotAnswer, BotJob } from './bot-job.js';

interface Pending {
  job: BotJob;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

export class BotPool {
  private readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private workers = 0;
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, Math.min(4, os.availableParallelism() - 1))) {
    this.size = size;
  }

  decide(job: Omit<BotJob, 'id'>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The bot pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The bot pool is closed.'));
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : null);
      if (!worker) return;
      const pending = this.queue.shift() as Pending;
      this.busy.set(worker, pending);
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    const worker = startWorker(import.meta.url, 'bot-worker');
    this.workers++;
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (pending) {
        if (answer.ok) pending.resolve(answer.move);
        else pending.reject(new Error(answer.error));
      }
      this.pump();
    });
    worker.on('error', (error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      this.workers--;
      pending?.reject(error);
      this.pump();
    });
    worker.on('exit', () => {
      const index = this.idle.indexOf(worker);
      if (index >= 0) {
        this.idle.splice(index, 1);
        this.workers--;
      }
    });
    return worker;
  }
}
