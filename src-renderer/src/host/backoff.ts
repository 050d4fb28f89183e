/** How long to wait before reconnection attempt `attempt` (0 = the first retry): doubling from 250 ms up to 5 s, with jitter. */
export const BACKOFF_BASE_MS = 250;
export const BACKOFF_MAX_MS = 5000;

export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 20)));
  // Between half and all of the ceiling, so many clients do not come back in lockstep.
  return Math.round(ceiling * (0.5 + 0.5 * Math.min(1, Math.max(0, random))));
}
