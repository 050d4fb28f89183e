/** A bot worker thread: answers decisions so that a thinking bot never stalls the host or the window. */
import { serveJobs } from '../workers/worker-jobs.js';
import { type BotJob, decide } from './bot-job.js';

// The stack too: a bot that throws is a bug to find.
serveJobs<BotJob, unknown>(decide, { describeError: (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error)) });
