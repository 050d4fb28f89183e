/**
 * What a 3D table's replays found, beside what the host decided: one line per
 * replay shown on this screen, in a visually hidden list that screen readers
 * can browse and that the tests read (`data-host` / `data-replay` must always
 * agree: a replay steps the host's own world). The host's outcome may come
 * after the replay ended (a replay under reduced motion ends at once), so
 * both are joined by the replay's key, which names it for good. What the host
 * decided is learnt from the game's views and events by the game (`learn`).
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** The most lines kept (the latest). */
export const CHECKS_KEPT = 60;

/** What the host decided about one replayed thing (a game may keep more). */
export interface HostResult<O> {
  seat: number;
  /** Null until the host has decided. */
  outcome: O | null;
}

export interface ReplayCheck<O> {
  key: string;
  seat: number;
  /** The host's outcome; null until it is known. */
  host: O | null;
  /** Where the replay's own world ended; null when it reached no outcome. */
  replay: O | null;
}

/**
 * The checks of one match, and the callback the scene calls when a replay
 * ends. `learn` adds what the host decided to `known` and returns whether an
 * outcome was learnt; it is called again whenever it changes (memoise it on
 * the view and events it reads). `seatOf` names the seat of a key the host
 * has not told yet.
 */
export function useReplayChecks<O, K extends HostResult<O>>(
  matchId: string,
  learn: (known: Map<string, K>) => boolean,
  seatOf: (key: string) => number,
): [ReplayCheck<O>[], (key: string, outcome: O | null) => void] {
  const [checks, setChecks] = useState<ReplayCheck<O>[]>([]);
  // The host's results by key, from every view seen (a replay may end after its round).
  const host = useRef(new Map<string, K>());
  const seatOfKey = useRef(seatOf);
  useEffect(() => {
    seatOfKey.current = seatOf;
  });

  useEffect(() => {
    host.current = new Map();
    setChecks([]);
  }, [matchId]);

  useEffect(() => {
    const known = host.current;
    const fresh = learn(known);
    while (known.size > CHECKS_KEPT * 2) known.delete(known.keys().next().value as string);
    if (!fresh) return;
    setChecks((current) =>
      current.some((check) => check.host === null && known.get(check.key)?.outcome != null)
        ? current.map((check) => (check.host === null ? { ...check, host: known.get(check.key)?.outcome ?? null } : check))
        : current,
    );
  }, [learn]);

  const onReplayed = useCallback((key: string, outcome: O | null) => {
    const result = host.current.get(key);
    const seat = result?.seat ?? seatOfKey.current(key);
    setChecks((current) => {
      if (current.some((check) => check.key === key)) return current;
      return [...current, { key, seat, host: result?.outcome ?? null, replay: outcome }].slice(-CHECKS_KEPT);
    });
  }, []);

  return [checks, onReplayed];
}

/** The list itself: hidden from sight, not from screen readers. `line` says what one check found. */
export function ReplayCheckList<O extends string>({
  checks,
  label,
  line,
}: {
  checks: readonly ReplayCheck<O>[];
  label: string;
  line(check: ReplayCheck<O>): ReactNode;
}) {
  return (
    <ul className="visually-hidden" aria-label={label} data-testid="replay-checks">
      {checks.map((check) => (
        <li key={check.key} data-testid="replay-check" data-roll={check.key} data-host={check.host ?? 'pending'} data-replay={check.replay ?? 'none'}>
          {line(check)}
        </li>
      ))}
    </ul>
  );
}
