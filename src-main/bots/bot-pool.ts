/**
 * A small pool of worker threads that run the bots. Jobs queue while every
 * worker is busy; a worker that crashes is replaced and its job fails with a
 * reason (the host then falls back to a random legal move).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotAnswer, BotJob } from './bot-job.js';

interface Pending {
  job: BotJob;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

/**
 * Starts a bot worker: the built bot-worker.js next to the bundle, or, when the
 * host runs from its TypeScript sources (under vitest), the source loaded through tsx.
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    const source = pathToFileURL(path.join(dir, 'worker.ts')).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(boot, { eval: true });
  }
  for (const candidate of [path.join(dir, 'bot-worker.js'), path.join(dir, '..', 'bot-worker.js')]) {
    if (fs.existsSync(candidate)) return new Worker(candidate);
  }
  throw new Error(`The bot worker script was not found next to ${here}.`);
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
    const worker = startWorker();
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
