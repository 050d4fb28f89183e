/**
 * The messages between a WorkerPool and its workers, and the worker's side:
 * serveJobs answers each job the pool posts with what the handler returns,
 * or with the reason it threw. A worker is given one job at a time; jobs wait
 * until `ready` has settled (a worker loading its WASM before the first one).
 */
import { parentPort } from 'node:worker_threads';

export interface JobRequest<Job> {
  id: number;
  job: Job;
}

export type JobReply<Answer> = { id: number; ok: true; answer: Answer } | { id: number; ok: false; error: string };

export interface ServeOptions {
  /** Settles when the worker is ready for its first job (a failure is reported by each job instead). */
  ready?: Promise<unknown>;
  /** How a failure is told to the pool; default: the error's message. */
  describeError?: (error: unknown) => string;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Serves the jobs of a WorkerPool in this worker thread. */
export function serveJobs<Job, Answer>(handle: (job: Job) => Answer | Promise<Answer>, options: ServeOptions = {}): void {
  if (!parentPort) throw new Error('A pool worker must run in a worker thread.');
  const port = parentPort;
  const describe = options.describeError ?? errorMessage;
  let queue: Promise<unknown> = (options.ready ?? Promise.resolve()).catch(() => undefined);
  port.on('message', (request: JobRequest<Job>) => {
    queue = queue.then(async () => {
      let reply: JobReply<Answer>;
      try {
        reply = { id: request.id, ok: true, answer: await handle(request.job) };
      } catch (error) {
        reply = { id: request.id, ok: false, error: describe(error) };
      }
      try {
        port.postMessage(reply);
      } catch (error) {
        // An answer that cannot be sent (not cloneable) is a failure of the job, not of the worker.
        port.postMessage({ id: request.id, ok: false, error: `The answer could not be sent: ${errorMessage(error)}` } satisfies JobReply<Answer>);
      }
    });
  });
}
