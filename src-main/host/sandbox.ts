/**
 * The physics sandbox's side of the host: sweeps run on the physics pool
 * (one at a time per client; progress pushed to that client about every
 * 250 ms and once at the end; cancelled when asked or when the client goes
 * away), the last few finished results kept so that they can be saved as a
 * study, and the studies and profiles on disk (SandboxStore). Only the
 * player at the host machine reaches it (Connection refuses LAN guests).
 *
 * The protocol carries a sweep's plan and a profile as plain JSON: they are
 * checked here with the game's own schemas (Smugglers 2016's putty physics),
 * and refused as 'bad-request' with the reason.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { sweepTrialCount } from '../../shared/games/smugglers-2016/physics/sweep.js';
import {
  physicsProfileSchema,
  type SandboxResultFor,
  type SweepPlan,
  sweepPlanSchema,
  type SweepResult,
  type SweepUpdate,
} from '../../shared/games/smugglers-2016/sandbox-protocol.js';
import { describeSchemaError } from '../../shared/protocol/messages.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import { SandboxStore, SandboxStoreError } from '../physics/sandbox-store.js';
import { runSweep, type SweepProgress } from '../physics/sweep-runner.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import { deliverSafely, type Subscriber } from './subscriber.js';

/** How often a running sweep's progress is pushed, ms. */
export const SWEEP_PUSH_MS = 250;
/** Finished sweeps whose results are kept for saveStudy. */
export const SWEEPS_KEPT = 5;

interface RunningSweep {
  id: string;
  owner: Subscriber;
  controller: AbortController;
  progress: SweepProgress;
  timer: NodeJS.Timeout;
  finished: Promise<void>;
}

export class Sandbox {
  readonly store: SandboxStore;
  private readonly running = new Map<string, RunningSweep>();
  /** Finished results by sweep id, oldest first. */
  private readonly finished = new Map<string, SweepResult>();
  private closed = false;

  constructor(
    dataDir: string,
    private readonly pool: PhysicsPool,
  ) {
    this.store = new SandboxStore(dataDir);
  }

  startSweep(owner: Subscriber, rawPlan: unknown): SandboxResultFor['startSweep'] {
    const plan: SweepPlan = checked('plan', sweepPlanSchema, rawPlan);
    if (this.closed) fail('internal', said('sandbox:hostSays.closing'));
    for (const sweep of this.running.values()) {
      if (sweep.owner === owner) fail('bad-request', said('sandbox:hostSays.sweepRunning'));
    }
    const id = `sweep-${crypto.randomBytes(8).toString('hex')}`;
    const total = sweepTrialCount(plan);
    const controller = new AbortController();
    const sweep: RunningSweep = {
      id,
      owner,
      controller,
      progress: { done: 0, total, rolls: 0, etaMs: null, elapsedMs: 0 },
      timer: setInterval(() => this.push(sweep, 'running'), SWEEP_PUSH_MS),
      finished: Promise.resolve(),
    };
    sweep.timer.unref();
    this.running.set(id, sweep);
    sweep.finished = runSweep(plan, {
      pool: this.pool,
      signal: controller.signal,
      onProgress: (progress) => {
        sweep.progress = progress;
      },
    }).then(
      (result) => {
        this.keep(id, result);
        this.end(sweep, 'done', result, null);
      },
      (error: Error) => {
        if (controller.signal.aborted) this.end(sweep, 'cancelled', null, null);
        else this.end(sweep, 'failed', null, `The sweep failed: ${error.message}`);
      },
    );
    return { sweepId: id, total };
  }

  cancelSweep(owner: Subscriber, sweepId: string): SandboxResultFor['cancelSweep'] {
    const sweep = this.running.get(sweepId);
    if (sweep) {
      if (sweep.owner !== owner) fail('bad-request', said('sandbox:hostSays.otherWindow'));
      sweep.controller.abort();
      return { ok: true };
    }
    if (this.finished.has(sweepId)) return { ok: true };
    fail('bad-request', said('sandbox:hostSays.noSweep'));
  }

  /** A client went away: its sweep stops. */
  forget(owner: Subscriber): void {
    for (const sweep of this.running.values()) if (sweep.owner === owner) sweep.controller.abort();
  }

  /** Sweeps running now (tests check that a closed connection leaves none). */
  runningSweeps(): number {
    return this.running.size;
  }

  /** The result of a finished sweep, while it is kept. */
  result(sweepId: string): SweepResult | undefined {
    return this.finished.get(sweepId);
  }

  /** Cancels every sweep and waits until they have stopped. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.running.values()];
    for (const sweep of all) sweep.controller.abort();
    await Promise.all(all.map((sweep) => sweep.finished));
  }

  // ------------------------------------------------------------ studies and profiles

  listStudies(): SandboxResultFor['listStudies'] {
    return this.store.listStudies();
  }

  loadStudy(name: string): SandboxResultFor['loadStudy'] {
    return guard(() => this.store.loadStudy(name));
  }

  saveStudy(name: string, sweepId: string): SandboxResultFor['saveStudy'] {
    const result = this.finished.get(sweepId);
    if (!result) {
      fail('bad-request', said(this.running.has(sweepId) ? 'sandbox:hostSays.notFinished' : 'sandbox:hostSays.resultsGone'));
    }
    return guard(() => this.store.saveStudy(name, result, new Date().toISOString()));
  }

  deleteStudy(name: string): SandboxResultFor['deleteStudy'] {
    guard(() => this.store.deleteStudy(name));
    return { ok: true };
  }

  listProfiles(): SandboxResultFor['listProfiles'] {
    return this.store.listProfiles();
  }

  saveProfile(name: string, rawProfile: unknown): SandboxResultFor['saveProfile'] {
    const profile = checked('profile', physicsProfileSchema, rawProfile);
    return guard(() => this.store.saveProfile(name, profile));
  }

  deleteProfile(name: string): SandboxResultFor['deleteProfile'] {
    guard(() => this.store.deleteProfile(name));
    return { ok: true };
  }

  // ------------------------------------------------------------ internals

  private keep(id: string, result: SweepResult): void {
    this.finished.set(id, result);
    while (this.finished.size > SWEEPS_KEPT) this.finished.delete(this.finished.keys().next().value as string);
  }

  private end(sweep: RunningSweep, state: SweepUpdate['state'], result: SweepResult | null, error: string | null): void {
    clearInterval(sweep.timer);
    this.running.delete(sweep.id);
    this.push(sweep, state, result, error);
  }

  private push(sweep: RunningSweep, state: SweepUpdate['state'], result: SweepResult | null = null, error: string | null = null): void {
    const { done, total, etaMs } = sweep.progress;
    deliverSafely(sweep.owner, {
      type: 'sweep',
      sweepId: sweep.id,
      state,
      done,
      total,
      etaMs: state === 'running' ? etaMs : state === 'done' ? 0 : null,
      result,
      error,
    });
  }
}

/** Runs a store operation, turning its errors into the host's refusals. */
function guard<T>(operation: () => T): T {
  try {
    return operation();
  } catch (error) {
    if (!(error instanceof SandboxStoreError)) throw error;
    if (error.kind === 'damaged') fail('damaged-save', error.message);
    fail('bad-request', error.message);
  }
}

/**
 * Game data of a request (its field `key`) checked with the game's schema:
 * refused with the same sentence as a malformed request, `(at plan.trials)`.
 */
function checked<T>(key: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = z.object({ [key]: schema }).safeParse({ [key]: value });
  if (!parsed.success) fail('bad-request', describeSchemaError(parsed.error));
  return parsed.data[key] as T;
}
