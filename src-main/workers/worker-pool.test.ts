import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { JobAborted, WorkerPool } from './worker-pool.js';

/**
 * A worker that speaks the pool's protocol (worker-jobs.ts) and does what
 * each job says: answer (after a delay), fail, throw, or stop.
 */
const TEST_WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', ({ id, job }) => {
  if (job.exit !== undefined) process.exit(job.exit);
  if (job.crash !== undefined) throw new Error(job.crash);
  if (job.fail !== undefined) return parentPort.postMessage({ id, ok: false, error: job.fail });
  setTimeout(() => parentPort.postMessage({ id, ok: true, answer: { value: job.value, thread: threadId } }), job.delayMs ?? 0);
});
`;

interface TestJob {
  value?: string;
  delayMs?: number;
  fail?: string;
  crash?: string;
  exit?: number;
}

interface TestAnswer {
  value: string;
  thread: number;
}

const pools: WorkerPool<TestJob, TestAnswer>[] = [];
let started = 0;

function newPool(size: number, start: () => Worker = () => new Worker(TEST_WORKER, { eval: true })): WorkerPool<TestJob, TestAnswer> {
  const pool = new WorkerPool<TestJob, TestAnswer>({
    name: 'test',
    size,
    start: () => {
      started++;
      return start();
    },
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  started = 0;
});

describe('the worker pool', () => {
  it('starts workers only when jobs need them, at most its size, and answers every job', async () => {
    const pool = newPool(2);
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((value) => pool.run({ value, delayMs: 20 }));
    expect(pool.stats()).toEqual({ workers: 2, busy: 2, queued: 3 });
    const answers = await Promise.all(jobs);
    expect(answers.map((answer) => answer.value)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
    expect(started).toBe(2);
    expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
  });

  it('warms workers ahead of need, never more than its size', async () => {
    const pool = newPool(2);
    pool.warm(5);
    expect(pool.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
    await pool.run({ value: 'x' });
    expect(started).toBe(2);
  });

  it('takes queued jobs by priority, first come first served within one, and withdraws an aborted one', async () => {
    const pool = newPool(1);
    const order: string[] = [];
    const track = (value: string, priority?: number, signal?: AbortSignal) =>
      pool.run({ value, delayMs: 5 }, { priority, signal }).then((answer) => {
        order.push(answer.value);
      });
    const controller = new AbortController();
    const first = track('running');
    const low1 = track('low 1');
    const aborted = pool.run({ value: 'aborted' }, { signal: controller.signal });
    const low2 = track('low 2');
    const high1 = track('high 1', 1);
    const high2 = track('high 2', 1);
    const top = track('top', 5);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 6 });
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(JobAborted);
    await expect(aborted).rejects.toThrow('The test job was cancelled.');
    expect(pool.stats()).toMatchObject({ queued: 5 });
    await Promise.all([first, low1, low2, high1, high2, top]);
    expect(order).toEqual(['running', 'top', 'high 1', 'high 2', 'low 1', 'low 2']);
    // Already aborted: refused at once.
    await expect(pool.run({ value: 'late' }, { signal: controller.signal })).rejects.toBeInstanceOf(JobAborted);
  });

  it('fails a job with its reason and keeps the worker', async () => {
    const pool = newPool(1);
    await expect(pool.run({ fail: 'no such game' })).rejects.toThrow('no such game');
    await expect(pool.run({ value: 'next' })).resolves.toMatchObject({ value: 'next' });
    expect(started).toBe(1);
  });

  it('settles the job of a worker that stops without an error, and replaces the worker', async () => {
    const pool = newPool(1);
    const stopping = pool.run({ exit: 0 });
    const waiting = pool.run({ value: 'after' });
    await expect(stopping).rejects.toThrow('A test worker stopped (exit code 0).');
    await expect(waiting).resolves.toMatchObject({ value: 'after' });
    expect(started).toBe(2);
    await expect(pool.run({ exit: 7 })).rejects.toThrow('exit code 7');
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    await expect(pool.run({ value: 'again' })).resolves.toMatchObject({ value: 'again' });
    expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
  });

  it('settles the job of a worker that fails with an error, and replaces the worker', async () => {
    const pool = newPool(2);
    const crashed = pool.run({ crash: 'out of putty' });
    const others = ['a', 'b', 'c'].map((value) => pool.run({ value, delayMs: 10 }));
    await expect(crashed).rejects.toThrow('A test worker stopped (out of putty).');
    expect((await Promise.all(others)).map((answer) => answer.value)).toEqual(['a', 'b', 'c']);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 });
    expect(pool.stats().workers).toBeLessThanOrEqual(2);
  });

  it('fails the waiting jobs with the reason when no worker can start', async () => {
    const pool = newPool(1, () => {
      throw new Error('The test-worker script was not found.');
    });
    pool.warm(1);
    await expect(pool.run({ value: 'a' })).rejects.toThrow('script was not found');
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('fails the jobs left when it closes, stops its workers and refuses new jobs', async () => {
    const pool = newPool(1);
    const running = expect(pool.run({ value: 'slow', delayMs: 10_000 })).rejects.toThrow('The test pool is closed.');
    const waiting = expect(pool.run({ value: 'waiting' })).rejects.toThrow('The test pool is closed.');
    await pool.close();
    await Promise.all([running, waiting]);
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    await expect(pool.run({ value: 'late' })).rejects.toThrow('closed');
    await pool.close();
  });
});
