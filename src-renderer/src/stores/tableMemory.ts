/**
 * What a game's table remembers of a match beyond its own life. The shell
 * draws a new table whenever the viewer on screen changes (hot-seat: the next
 * player, the public view between turns), so a table that must not replay an
 * animation or show again a count a player closed keeps that here, not in
 * module-level variables: the shell hands each table its match's memory
 * (TableProps.memory) and forgets it when the match is left or deleted and
 * when the window switches host (stores/match.ts, screens/LoadScreen.tsx).
 */

/** One match's memory: values by key, each made by its `init` the first time it is asked for. */
export interface TableMemory {
  /**
   * The value kept under `key`, made by `init` if there is none yet. Keep a
   * mutable object (a box, a Set) and change it in place; the same object
   * comes back for as long as the match is remembered.
   */
  get<T>(key: string, init: () => T): T;
}

/** Matches kept at most, in case a table asks for one after it was forgotten. */
const MAX_MATCHES = 8;

export class TableMemories {
  private readonly matches = new Map<string, Map<string, unknown>>();

  /** The memory of match `matchId`. */
  of(matchId: string): TableMemory {
    return {
      get: <T>(key: string, init: () => T): T => {
        const values = this.values(matchId);
        if (!values.has(key)) values.set(key, init());
        return values.get(key) as T;
      },
    };
  }

  /** Whether anything is remembered of `matchId`. */
  has(matchId: string): boolean {
    return this.matches.has(matchId);
  }

  /** Forgets one match (left, deleted). */
  forget(matchId: string): void {
    this.matches.delete(matchId);
  }

  /** Forgets every match (the window switched host: its match ids mean nothing any more). */
  clear(): void {
    this.matches.clear();
  }

  private values(matchId: string): Map<string, unknown> {
    let values = this.matches.get(matchId);
    if (values) {
      // The latest used goes last: the first one is the one to drop.
      this.matches.delete(matchId);
    } else {
      values = new Map();
    }
    this.matches.set(matchId, values);
    if (this.matches.size > MAX_MATCHES) this.matches.delete(this.matches.keys().next().value as string);
    return values;
  }
}

/** The window's table memory. */
export const tableMemories = new TableMemories();

/** The memory of match `matchId`, for its table. */
export function tableMemory(matchId: string): TableMemory {
  return tableMemories.of(matchId);
}
