/**
 * What the 3D table's replays found, beside what the host decided: one line
 * per roll replayed on this screen ("Ann's ball went through the fence"), in
 * a visually hidden list that screen readers can browse and that the tests
 * read (`data-host` / `data-replay` must always agree: the replay steps the
 * host's own world). The host's outcome may come after the replay ended (a
 * replay under reduced motion ends at once), so both are joined by the roll's
 * key, which names the roll for good (round, seat, attempt, push). A roll that
 * ends its round is settled by its `rolled` event (learnHostOutcomes).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';
import { type KnownRoll, learnHostOutcomes } from './logic';
import { outcomeLabel, seatName } from './text';

/** The most lines kept (the latest). */
const KEEP = 60;

export interface ReplayCheck {
  key: string;
  seat: Seat;
  /** The host's outcome; null until it is known. */
  host: RollOutcome | null;
  /** Where the replay's own world ended; null when it reached no outcome. */
  replay: RollOutcome | null;
}

/** The checks of one match, and the callback the table calls when a replay ends. */
export function useReplayChecks(
  matchId: string,
  view: SmugglersView,
  events: readonly unknown[],
): [ReplayCheck[], (key: string, outcome: RollOutcome | null) => void] {
  const [checks, setChecks] = useState<ReplayCheck[]>([]);
  // The host's outcomes and seats by roll key, from every view seen (a replay may end after its round).
  const host = useRef(new Map<string, KnownRoll>());

  useEffect(() => {
    host.current = new Map();
    setChecks([]);
  }, [matchId]);

  useEffect(() => {
    const known = host.current;
    const fresh = learnHostOutcomes(known, view, events);
    while (known.size > KEEP * 2) known.delete(known.keys().next().value as string);
    if (!fresh) return;
    setChecks((current) =>
      current.some((check) => check.host === null && known.get(check.key)?.outcome != null)
        ? current.map((check) => (check.host === null ? { ...check, host: known.get(check.key)?.outcome ?? null } : check))
        : current,
    );
  }, [view, events]);

  const onReplayed = useCallback((key: string, outcome: RollOutcome | null) => {
    const roll = host.current.get(key);
    const seat = roll?.seat ?? Number(key.split(':')[1] ?? 0);
    setChecks((current) => {
      if (current.some((check) => check.key === key)) return current;
      return [...current, { key, seat, host: roll?.outcome ?? null, replay: outcome }].slice(-KEEP);
    });
  }, []);

  return [checks, onReplayed];
}

/** The list itself: hidden from sight, not from screen readers. */
export function ReplayCheckList({ checks, names }: { checks: readonly ReplayCheck[]; names: readonly string[] }) {
  return (
    <ul className="visually-hidden" aria-label="Rolls replayed on the table" data-testid="replay-checks">
      {checks.map((check) => (
        <li key={check.key} data-testid="replay-check" data-roll={check.key} data-host={check.host ?? 'pending'} data-replay={check.replay ?? 'none'}>
          {seatName(names, check.seat)}'s ball: {check.replay === null ? 'still rolling' : outcomeLabel(check.replay)}
          {check.host !== null && check.host !== check.replay && ` (the host says: ${outcomeLabel(check.host)})`}
        </li>
      ))}
    </ul>
  );
}
