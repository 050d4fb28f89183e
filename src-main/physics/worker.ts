/**
 * A physics worker thread: rolls sweep trials and the games' host tasks so
 * that the host's main thread never runs a Rapier simulation. Rapier's WASM is
 * loaded once, when the worker starts; jobs run one at a time, in order.
 */
import { parentPort } from 'node:worker_threads';
import { initPhysics } from '../../shared/games/smugglers-2016/physics/roll.js';
import { type PhysicsJob, performJob } from './physics-job.js';

if (!parentPort) throw new Error('The physics worker must run in a worker thread.');
const port = parentPort;
// Rapier's compat package warns once per load about its own init call; one line per worker is noise.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes('deprecated parameters')) warn(...args);
};
let queue: Promise<unknown> = initPhysics().finally(() => {
  console.warn = warn;
});
port.on('message', (job: PhysicsJob) => {
  queue = queue.then(
    () => performJob(job).then((answer) => port.postMessage(answer)),
    () => performJob(job).then((answer) => port.postMessage(answer)),
  );
});
