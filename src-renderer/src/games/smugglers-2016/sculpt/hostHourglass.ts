/**
 * The table's link between the sculpting station and the host's hourglass:
 * the seat's clock as the station counts it down (what was left at the host's
 * last word, stamped with its arrival on this machine), and what the station
 * tells the host (it is ready; the putty locked). No three here: the table
 * loads it eagerly, the station stays in its own chunk.
 */
import { useCallback, useMemo } from 'react';
import type { Seat } from '../../../../../shared/engine/contract';
import type { MatchUpdate } from '../../../../../shared/protocol/messages';
import { getHost } from '../../../host';
import type { HourglassSync } from './model';

export interface HostHourglass {
  /** Null until the host has turned the hourglass for this seat. */
  hourglass: HourglassSync | null;
  /** The station is on screen: tells the host (again after a dropped connection came back); returns the cleanup. */
  onReady(): () => void;
  onMassLocked(massG: number): void;
}

/** For the seat on screen (null: the public view, which has no station). */
export function useHostHourglass(update: MatchUpdate, seat: Seat | null): HostHourglass {
  const { matchId } = update;
  // Every update restarts the count from what the host said was left when it sent it.
  const hourglass = useMemo<HourglassSync | null>(
    () => (update.clock ? { remainingMs: update.clock.remainingMs, atMs: performance.now(), lockedG: update.clock.frozen } : null),
    [update],
  );
  const onReady = useCallback(() => {
    if (seat === null) return () => {};
    // A refusal needs no word: the host sends the seat its clock with every update.
    const tell = () => void getHost().stationReady(matchId, seat).catch(() => {});
    tell();
    // A report lost with a dropped connection must not leave the hourglass unturned.
    const stop = getHost().onReconnect(tell);
    return () => void stop();
  }, [matchId, seat]);
  const onMassLocked = useCallback(
    (massG: number) => {
      // A refusal changes nothing here: the update the host sends with it carries the putty it holds the ball to.
      if (seat !== null) getHost().lockPutty(matchId, seat, massG).catch(() => {});
    },
    [matchId, seat],
  );
  return { hourglass, onReady, onMassLocked };
}
