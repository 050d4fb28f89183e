/** A bot worker thread: answers decisions so that a thinking bot never stalls the host or the window. */
import { parentPort } from 'node:worker_threads';
import { type BotJob, decide } from './bot-job.js';

if (!parentPort) throw new Error('The bot worker must run in a worker thread.');
const port = parentPort;
port.on('message', (job: BotJob) => port.postMessage(decide(job)));
