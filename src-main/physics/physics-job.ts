/**
 * What the host sends a physics worker, and what comes back. Two kinds of
 * jobs:
 *
 * - a game's host task (every roll of Smugglers 2016; any game's outcome that
 *   the host computes): the worker finds the game by its id and runs the
 *   game's own performHostTask, the same code and the same physics as on the
 *   main thread, so the same outcome bit for bit. The worker knows no game's
 *   tasks itself.
 * - a chunk of a sandbox sweep's trials (Smugglers 2016's putty physics): their
 *   outcomes.
 */
import type { HostTask } from '../../shared/engine/contract.js';
import { gameById } from '../../shared/games/index.js';
import { initPhysics, type PhysicsProfile, simulateRollSync } from '../../shared/games/smugglers-2016/physics/index.js';
import { runSweepTrial, type SweepTrial, type SweepTrialOutcome } from '../../shared/games/smugglers-2016/physics/sweep.js';

export type PhysicsJob = { kind: 'hostTask'; game: string; task: HostTask } | { kind: 'trials'; profile: PhysicsProfile; trials: SweepTrial[] };

/** The move of a host task; the outcomes of a chunk of trials, in the trials' order. */
export type PhysicsAnswer = { move: unknown } | { outcomes: SweepTrialOutcome[] };

/** Rolls a chunk of trials, one after the other (initPhysics must have finished). */
export function runTrials(profile: PhysicsProfile, trials: readonly SweepTrial[]): SweepTrialOutcome[] {
  return trials.map((trial) => runSweepTrial(trial, profile, simulateRollSync));
}

/** Runs a game's host task through the game's own performHostTask. */
export async function performHostTask(gameId: string, task: HostTask): Promise<unknown> {
  const game = gameById(gameId);
  if (!game) throw new Error(`Unknown game ${gameId}`);
  if (!game.performHostTask) throw new Error(`${game.meta.title} has no host tasks.`);
  return game.performHostTask(task);
}

/** Runs one job; a failure is thrown with its reason. */
export async function performJob(job: PhysicsJob): Promise<PhysicsAnswer> {
  if (job.kind === 'hostTask') return { move: await performHostTask(job.game, job.task) };
  await initPhysics();
  return { outcomes: runTrials(job.profile, job.trials) };
}
