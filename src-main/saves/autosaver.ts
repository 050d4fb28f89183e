/**
 * The autosave after every move, off the event loop: a move is answered as
 * soon as it is applied, and its save follows in the background. Each match
 * has at most one write in flight; moves made meanwhile are folded into the
 * next write, which always holds the newest state. Closing the host, deleting,
 * exporting or listing saves first waits for the writes in flight.
 */
import type { SaveFile } from './save-file.js';
import type { SaveStore } from './save-store.js';

interface Pending {
  /** The newest save to write once the write in flight is done. */
  next: (() => SaveFile) | null;
  /** Resolves when the match has nothing left to write. */
  idle: Promise<void>;
}

export class Autosaver {
  private readonly pending = new Map<string, Pending>();

  /**
   * @param report told after each write whether it failed (a sentence) or
   * succeeded (null), so players can be warned that their game is not saved.
   */
  constructor(
    private readonly store: SaveStore,
    private readonly report: (matchId: string, problem: string | null) => void,
  ) {}

  /** Saves the match soon; `snapshot` is called when its write begins, so it saves the newest state. */
  save(matchId: string, snapshot: () => SaveFile): void {
    const pending = this.pending.get(matchId);
    if (pending) {
      pending.next = snapshot;
      return;
    }
    const entry: Pending = { next: snapshot, idle: Promise.resolve() };
    entry.idle = this.drain(matchId, entry);
    this.pending.set(matchId, entry);
  }

  /** Waits until the match's (or every match's) saves are on disk. */
  async settle(matchId?: string): Promise<void> {
    if (matchId !== undefined) {
      await this.pending.get(matchId)?.idle;
      return;
    }
    await Promise.all([...this.pending.values()].map((entry) => entry.idle));
  }

  private async drain(matchId: string, entry: Pending): Promise<void> {
    // Let the caller finish its turn (answer the move) before the write starts.
    await Promise.resolve();
    while (entry.next) {
      const snapshot = entry.next;
      entry.next = null;
      try {
        await this.store.writeInBackground(snapshot());
        this.report(matchId, null);
      } catch (error) {
        this.report(matchId, `The game could not be saved: ${(error as Error).message}`);
      }
    }
    this.pending.delete(matchId);
  }
}
