/**
 * The autosave after every move, off the event loop: a move is answered as
 * soon as it is applied, and its save follows in the background. Each match
 * has at most one write in flight; moves made meanwhile are folded into the
 * next write, which always holds the newest state. Closing the host, deleting,
 * exporting or listing saves first waits for the writes in flight.
 *
 * A write that fails (a full disk; a process out of file descriptors, EMFILE)
 * is not given up: the newest state stays pending and is tried again after a
 * growing pause, so the save catches up with the match as soon as the disk
 * lets it. Players are told while it fails and when it works again.
 */
import { type Said, said } from '../words/host-words.js';
import type { SaveFile } from './save-file.js';
import type { SaveStore, SaveStoreError } from './save-store.js';

export interface RetryDelays {
  /** The pause after the first failure, doubled after each one after it. */
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryDelays = { firstMs: 250, maxMs: 5_000 };

/** The pause before the next try after `failures` failures in a row (1, 2, …). */
export function retryDelay(failures: number, delays: RetryDelays = DEFAULT_RETRY): number {
  return Math.min(delays.maxMs, delays.firstMs * 2 ** Math.min(Math.max(failures - 1, 0), 30));
}

interface Pending {
  /** The newest save to write once the write in flight is done (or the pause after a failure is over). */
  next: (() => SaveFile) | null;
  /** Resolves when the match has nothing left to write. */
  idle: Promise<void>;
  /** Set during the pause after a failure: ends it at once. */
  wake: (() => void) | null;
  /** Told when the match has nothing left to write, or when a write failed: what settle() waits for. */
  waiters: (() => void)[];
}

export class Autosaver {
  private readonly pending = new Map<string, Pending>();
  /** After close(): failed writes are not tried again. */
  private closed = false;

  /**
   * @param report told after each write whether it failed (a sentence) or
   * succeeded (null), so players can be warned that their game is not saved.
   * The same problem twice in a row is told once.
   * @param retry the pauses between tries of a failing write.
   */
  constructor(
    private readonly store: SaveStore,
    private readonly report: (matchId: string, problem: Said | null) => void,
    private readonly retry: RetryDelays = DEFAULT_RETRY,
  ) {}

  /** Saves the match soon; `snapshot` is called when its write begins, so it saves the newest state. */
  save(matchId: string, snapshot: () => SaveFile): void {
    const pending = this.pending.get(matchId);
    if (pending) {
      pending.next = snapshot;
      return;
    }
    const entry: Pending = { next: snapshot, idle: Promise.resolve(), wake: null, waiters: [] };
    entry.idle = this.drain(matchId, entry);
    this.pending.set(matchId, entry);
  }

  /**
   * Waits until the match's (or every match's) saves are on disk, or until a
   * try has failed: a disk that keeps failing must not keep the caller (the
   * host closing, a save being exported) waiting for ever. A save waiting to
   * be tried again is tried at once.
   */
  async settle(matchId?: string): Promise<void> {
    const entries = matchId !== undefined ? [this.pending.get(matchId)].filter((entry) => entry !== undefined) : [...this.pending.values()];
    await Promise.all(
      entries.map(
        (entry) =>
          new Promise<void>((resolve) => {
            entry.waiters.push(resolve);
            entry.wake?.();
          }),
      ),
    );
  }

  /** One last try of every save still pending, and no more tries after it. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settle();
  }

  private async drain(matchId: string, entry: Pending): Promise<void> {
    // Let the caller finish its turn (answer the move) before the write starts.
    await Promise.resolve();
    let failures = 0;
    let lastProblem: string | null = null;
    while (entry.next) {
      const snapshot = entry.next;
      entry.next = null;
      try {
        await this.store.writeInBackground(snapshot());
        failures = 0;
        lastProblem = null;
        this.report(matchId, null);
      } catch (error) {
        failures++;
        // Nothing newer came meanwhile: this state is still the newest, and must not be dropped.
        entry.next ??= snapshot;
        const problem = said('match:hostSays.notSaved', { reason: (error as SaveStoreError).words ?? (error as Error).message });
        if (problem.message !== lastProblem) this.report(matchId, problem);
        lastProblem = problem.message;
        this.notify(entry);
        if (this.closed) break;
        await this.pause(entry, retryDelay(failures, this.retry));
      }
    }
    this.pending.delete(matchId);
    this.notify(entry);
  }

  /** The pause before the next try: ended early by settle() (or close()). */
  private pause(entry: Pending, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        entry.wake = null;
        resolve();
      };
      // Never keeps the process alive by itself: a host that is quitting quits.
      const timer = setTimeout(wake, ms);
      timer.unref();
      entry.wake = wake;
    });
  }

  private notify(entry: Pending): void {
    for (const resolve of entry.waiters.splice(0)) resolve();
  }
}
