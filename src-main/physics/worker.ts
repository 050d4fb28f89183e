/**
 * A physics worker thread: runs the games' host tasks (every roll) and the
 * sandbox's sweep trials so that the host's main thread never runs a Rapier
 * simulation. Rapier's WASM (the physics kit's, shared by every physical game)
 * is loaded once, when the worker starts, so that the first roll need not wait
 * for it; jobs run one at a time, in order.
 */
import { initPhysics } from '../../shared/sim/index.js';
import { serveJobs } from '../workers/worker-jobs.js';
import { type PhysicsAnswer, type PhysicsJob, performJob } from './physics-job.js';

// Rapier's compat package warns once per load about its own init call; one line per worker is noise.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes('deprecated parameters')) warn(...args);
};
const ready = initPhysics().finally(() => {
  console.warn = warn;
});
serveJobs<PhysicsJob, PhysicsAnswer>(performJob, { ready });
