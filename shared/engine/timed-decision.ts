/**
 * A decision the host times (Smugglers (2016)'s sculpting hourglass): a
 * capability of a game's engine (GameDefinition.timedDecision), read by the
 * host's seat clocks (src-main/host/seat-clocks.ts). Pure functions of the
 * state and moves; the host owns the clock. (A seat is a number here, as in
 * contract.ts, which imports this file.)
 */
export interface TimedDecision {
  /** The decision being timed now (a key that changes when a new one begins), or null. */
  turn(state: unknown): { key: string; ms: number } | null;
  /** The frozen quantity a move sets (the putty of a sculpt), or null for a move that leaves it alone. */
  frozenBy(move: unknown): number | null;
  /** The quantity a seat's decision already holds in the state (a sculpted ball), or null. */
  held(state: unknown, seat: number): number | null;
  /** What it freezes at for a seat whose client said nothing in time (the ball grabbed in a hurry). */
  fallback(state: unknown): number;
  same(a: number, b: number): boolean;
}
