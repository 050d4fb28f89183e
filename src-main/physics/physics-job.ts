/**
 * What the host sends a physics worker, and what comes back: a chunk of a
 * sweep's trials (their outcomes), or a game's host task (the move it gives,
 * from the game's own performHostTask: the same code and the same Rapier as
 * on the main thread, so the same outcome bit for bit).
 */
import type { HostTask } from '../../shared/engine/contract.js';
import { gameById } from '../../shared/games/index.js';
import type { PhysicsProfile } from '../../shared/games/smugglers-2016/physics/profile.js';
import { initPhysics, simulateRollSync } from '../../shared/games/smugglers-2016/physics/roll.js';
import { runSweepTrial, type SweepTrial, type SweepTrialOutcome } from '../../shared/games/smugglers-2016/physics/sweep.js';

export type PhysicsJob =
  | { id: number; kind: 'trials'; profile: PhysicsProfile; trials: SweepTrial[] }
  | { id: number; kind: 'hostTask'; game: string; task: HostTask };

export type PhysicsAnswer =
  | { id: number; ok: true; outcomes: SweepTrialOutcome[] }
  | { id: number; ok: true; move: unknown }
  | { id: number; ok: false; error: string };

/** Rolls a chunk of trials, one after the other (initPhysics must have finished). */
export function runTrials(profile: PhysicsProfile, trials: readonly SweepTrial[]): SweepTrialOutcome[] {
  return trials.map((trial) => runSweepTrial(trial, profile, simulateRollSync));
}

/** Runs one job; never throws (a failure is an answer with the reason). */
export async function performJob(job: PhysicsJob): Promise<PhysicsAnswer> {
  try {
    await initPhysics();
    if (job.kind === 'trials') return { id: job.id, ok: true, outcomes: runTrials(job.profile, job.trials) };
    const game = gameById(job.game);
    if (!game) throw new Error(`Unknown game ${job.game}`);
    if (!game.performHostTask) throw new Error(`${game.meta.title} has no host tasks.`);
    return { id: job.id, ok: true, move: await game.performHostTask(job.task) };
  } catch (error) {
    return { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
