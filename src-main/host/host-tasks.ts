/**
 * The host tasks of the open matches: an outcome only the host computes (a
 * physics roll) runs in a physics worker and lands as the host's move. A
 * task that fails is tried again after a pause; after the last try the
 * players are told, and the game waits with its save intact.
 */
import type { HostTask } from '../../shared/engine/contract.js';
import { HOST } from '../../shared/engine/contract.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import { type Said, said } from '../words/host-words.js';
import type { HostTimers } from './host-timers.js';
import type { LiveMatch, LiveMatchEvents } from './live-match.js';

/** How a failing host task is tried again before the players are told: `tries` in all, pauses doubling from `firstDelayMs`. */
export interface HostTaskRetry {
  tries: number;
  firstDelayMs: number;
}

export const DEFAULT_HOST_TASK_RETRY: HostTaskRetry = { tries: 3, firstDelayMs: 500 };

export class HostTasks {
  constructor(
    private readonly physics: PhysicsPool,
    private readonly retry: HostTaskRetry,
    private readonly timers: HostTimers,
    private readonly events: LiveMatchEvents,
  ) {}

  /** A match opens: a game whose outcomes the host computes (physics rolls) has a physics worker ready for its first roll. */
  opened(live: LiveMatch): void {
    if (live.match.game.hostTask) this.physics.warm(1);
  }

  /**
   * Runs the host task of the position, if any, in a physics worker. A task
   * that fails is tried again after a pause (a worker that died, a passing
   * fault); after the last try the players are told, and the game waits with
   * its save intact: a retry request, or any later change (a reload, Continue),
   * tries again. Nothing happens while one runs.
   */
  run(live: LiveMatch, attempt = 1): void {
    const { match } = live;
    const game = match.game;
    if (this.timers.closed || live.hostTaskRunning || !game.hostTask || !game.performHostTask) return;
    const task = game.hostTask(match.state);
    if (!task) {
      if (live.hostProblem !== null) {
        live.hostProblem = null;
        this.events.deliverAll(live);
      }
      return;
    }
    live.hostTaskRunning = true;
    // Trying again after the players were told: the notice goes while it runs.
    if (attempt === 1 && live.hostProblem !== null) {
      live.hostProblem = null;
      this.events.deliverAll(live);
    }
    // In a physics worker: the game's own performHostTask, found there by the game's id, so the same outcome, off the main thread.
    this.physics.hostTask(game.meta.id, task).then(
      (move) => {
        live.hostTaskRunning = false;
        if (!this.events.isCurrent(live)) return;
        // The outcome comes from a worker: match.apply parses it (once) on its way in.
        const outcome = match.apply(HOST, move);
        if (!outcome.ok) {
          this.failed(live, task, attempt, said('match:hostSays.outcomeRefused', { refusal: outcome.key ? { key: outcome.key, ...(outcome.params ? { params: outcome.params } : {}) } : outcome.message }));
          return;
        }
        live.hostProblem = null;
        this.events.moved(live);
      },
      (error: Error) => {
        live.hostTaskRunning = false;
        this.failed(live, task, attempt, error.message);
      },
    );
  }

  /** `reason`: a system error's message (English from outside the app), or a sentence. */
  private failed(live: LiveMatch, task: HostTask, attempt: number, reason: string | Said): void {
    if (!this.events.isCurrent(live)) return;
    const { tries, firstDelayMs } = this.retry;
    console.error(`Host task ${task.kind} of ${live.match.id} failed (try ${attempt} of ${tries}): ${typeof reason === 'string' ? reason : reason.message}`);
    if (attempt < tries) {
      // The slot stays taken during the pause, so that no other change starts the task twice.
      live.hostTaskRunning = true;
      this.timers.after(firstDelayMs * 2 ** (attempt - 1), () => {
        live.hostTaskRunning = false;
        if (this.events.isCurrent(live)) this.run(live, attempt + 1);
      });
      return;
    }
    live.hostProblem = hostProblemSentence(task, tries, reason);
    this.events.deliverAll(live);
  }
}

/**
 * What the players are told of a host task that kept failing. The task's kind
 * ('roll') is worded by the catalogue (match:hostSays.task, its context); a
 * kind it does not know reads as it is.
 */
export function hostProblemSentence(task: HostTask, tries: number, reason: string | Said): Said {
  return said('match:hostSays.hostTaskFailed', {
    task: { key: 'match:hostSays.task', params: { context: task.kind } },
    tries: { key: 'match:hostSays.tries', params: { count: tries } },
    reason: typeof reason === 'string' ? reason : reason.words,
  });
}
