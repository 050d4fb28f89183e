/**
 * The replay queue of the Smugglers (2016) table: every new roll plays in
 * turn, one after the other, even when the view has moved on. It lives beside
 * the DOM table (not inside the 3D scene) because the table holds back the
 * updates that tell a roll's outcome until its replay has ended, and the
 * skip control skips what it holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableMemory } from '../types';
import { type KeyedRoll, queueRolls, rollsOf } from './logic';

/**
 * Rolls this window has queued for replay (or found already finished when a
 * table was first drawn), kept in the match's table memory: a table drawn
 * again for the next hot-seat player does not replay them.
 */
function knownOf(memory: TableMemory): Set<string> {
  return memory.get('known-rolls', () => new Set<string>());
}

export interface ReplayQueue {
  /** The rolls still to replay, the one replaying first. */
  queue: KeyedRoll[];
  /** A replay ended (or was skipped to its end): the next one begins. */
  done(key: string): void;
  /**
   * Whether this roll's replay has yet to end on this screen: queued, or new
   * to this window (it will be queued with the view that shows it).
   */
  replaying(key: string): boolean;
}

/**
 * The queue of a table's replays, from the newest update: its view's rolls, and those of the views a
 * burst passed over (a roll whose round ended within the burst is in none other). Nothing is queued
 * before the 3D scene is `ready` (rolls before it are history).
 */
export function useReplayQueue(memory: TableMemory, update: { view: unknown }, ready: boolean): ReplayQueue {
  const [queue, setQueue] = useState<KeyedRoll[]>([]);
  // The queue also lives in a ref so that effects stay idempotent (React may run them twice).
  const current = useRef<KeyedRoll[]>([]);
  const started = useRef(false);
  useEffect(() => {
    if (!ready) return;
    const seen = knownOf(memory);
    const rolls = rollsOf(update);
    if (!started.current) {
      // On a fresh table, finished rolls are history: only one still rolling is shown.
      started.current = true;
      for (const entry of rolls) if (entry.roll.outcome !== null) seen.add(entry.key);
    }
    const next = queueRolls(current.current, seen, rolls);
    for (const entry of next) seen.add(entry.key);
    current.current = next;
    setQueue(next);
  }, [memory, update, ready]);
  const done = useCallback((key: string) => {
    current.current = current.current.filter((entry) => entry.key !== key);
    setQueue(current.current);
  }, []);
  const replaying = useCallback(
    (key: string) => ready && (current.current.some((entry) => entry.key === key) || !knownOf(memory).has(key)),
    [memory, ready],
  );
  return { queue, done, replaying };
}
