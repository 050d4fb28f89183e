/**
 * The clocks of a match's timed decisions (Smugglers' sculpting hourglass),
 * held by the host, never by a client: a reload, a reconnect or a guest's
 * refresh finds the time that is left, not a fresh hourglass. The engine keeps
 * no clock (a replay must not depend on one), so the host times the decision
 * and refuses a change that comes too late.
 *
 * A seat's clock starts when its station reports ready (its screen can show
 * the decision), or, for a seat played on another machine, at the latest a
 * loading grace after the decision began: a guest cannot stall by never
 * reporting. A seat at the host's own screen waits for its station (hot-seat
 * players wait behind the curtain for their turn). A second report starts
 * nothing. When the time is out (plus a network grace for the messages on
 * their way) one quantity of the decision freezes, the putty in a ball: a move
 * that sets it otherwise is refused; everything else stays free.
 *
 * Clocks live with the live match: a restarted host turns new ones.
 */
import type { Parsed, Seat } from '../../shared/engine/contract.js';
import type { SeatClock } from '../../shared/protocol/messages.js';
import type { TimedDecision } from '../../shared/engine/timed-decision.js';
import { type Said, said } from '../words/host-words.js';

/** What the host times in one game: a capability of the game's engine (GameDefinition.timedDecision). */
export type { TimedDecision };

export interface SeatClockTiming {
  /** The longest a guest's station may take to load before its clock starts all the same. */
  loadingGraceMs: number;
  /** How long after the time is out a change or a report on its way is still taken. */
  networkGraceMs: number;
}

export const DEFAULT_SEAT_CLOCK_TIMING: SeatClockTiming = { loadingGraceMs: 20_000, networkGraceMs: 2_000 };

/** Why a request was refused: an error code and a sentence for the player. */
export interface ClockRefusal {
  code: 'too-late' | 'bad-request';
  said: Said;
}

/** The refusal of a change after the time is out. */
export const TOO_LATE = 'match:hostSays.tooLate';

function refused(code: ClockRefusal['code'], key: string): ClockRefusal {
  return { code, said: said(key) };
}

interface Clock {
  /** When the time is out (Date.now()), null until the clock starts. */
  deadline: number | null;
  /** What the quantity froze at, once it has. */
  frozen: number | null;
  /** The loading grace of a guest's seat, while it runs. */
  grace: NodeJS.Timeout | null;
}

export class SeatClocks {
  private key: string | null = null;
  private ms = 0;
  private readonly clocks = new Map<Seat, Clock>();

  /**
   * @param started told when a clock started by itself (a guest's loading
   * grace ran out): that seat must be sent its clock.
   */
  constructor(
    private readonly decision: TimedDecision,
    private readonly started: (seat: Seat) => void,
    private readonly timing: SeatClockTiming = DEFAULT_SEAT_CLOCK_TIMING,
  ) {}

  /**
   * After every change of the match: a decision that begins gets a clock for
   * each timed seat (the guests' loading graces start); one that ended takes
   * its clocks away.
   */
  sync(state: unknown, timedSeats: readonly Seat[], graceSeats: ReadonlySet<Seat>): void {
    const turn = this.decision.turn(state);
    if (turn?.key === this.key) return;
    this.dispose();
    if (!turn) return;
    this.key = turn.key;
    this.ms = turn.ms;
    for (const seat of timedSeats) {
      const clock: Clock = { deadline: null, frozen: null, grace: null };
      if (graceSeats.has(seat)) {
        clock.grace = setTimeout(() => {
          clock.grace = null;
          if (this.clocks.get(seat) === clock && this.start(clock)) this.started(seat);
        }, this.timing.loadingGraceMs);
      }
      this.clocks.set(seat, clock);
    }
  }

  /** The seat's station is ready: its clock starts, unless it runs already (a reload keeps counting). */
  ready(seat: Seat): ClockRefusal | null {
    const clock = this.clocks.get(seat);
    if (!clock) return refused('bad-request', 'match:hostSays.noClock');
    this.start(clock);
    return null;
  }

  /**
   * What is left on the seat's clock now, and what it froze at once it has,
   * or null when none runs for it (not started, or no timed decision).
   */
  remaining(state: unknown, seat: Seat): SeatClock | null {
    const deadline = this.clocks.get(seat)?.deadline;
    if (deadline === null || deadline === undefined) return null;
    return { remainingMs: Math.max(0, deadline - Date.now()), totalMs: this.ms, frozen: this.frozenAt(state, seat) };
  }

  /** Whether a seat's move (parsed where it came in) may be applied: a move that sets the frozen quantity otherwise is refused. */
  checkMove(state: unknown, seat: Seat, move: Parsed<unknown>): ClockRefusal | null {
    const value = this.decision.frozenBy(move);
    if (value === null) return null;
    const frozen = this.frozenAt(state, seat);
    return frozen === null || this.decision.same(value, frozen) ? null : refused('too-late', TOO_LATE);
  }

  /**
   * Before a move of the seat is taken back: once the time is out, the
   * quantity it held stays frozen, so that a move made in time cannot be
   * undone and made again with more.
   */
  beforeUndo(state: unknown, seat: Seat): void {
    this.frozenAt(state, seat);
  }

  /**
   * The seat's client says its time ran out with this much: it freezes there.
   * Taken until the network grace is over; after that (or once frozen) only
   * the same amount is.
   */
  report(state: unknown, seat: Seat, value: number): ClockRefusal | null {
    const clock = this.clocks.get(seat);
    if (!clock) return refused('bad-request', 'match:hostSays.noClock');
    if (clock.deadline === null) return refused('bad-request', 'match:hostSays.notTurned');
    const frozen = this.frozenAt(state, seat) ?? this.decision.held(state, seat) ?? value;
    clock.frozen = frozen;
    return this.decision.same(value, frozen) ? null : refused('too-late', TOO_LATE);
  }

  /** Stops the loading graces and forgets the clocks (the decision ended, or the match closed). */
  dispose(): void {
    for (const clock of this.clocks.values()) if (clock.grace) clearTimeout(clock.grace);
    this.clocks.clear();
    this.key = null;
  }

  /** Starts a clock that has not started; false if it ran already. */
  private start(clock: Clock): boolean {
    if (clock.deadline !== null) return false;
    if (clock.grace) clearTimeout(clock.grace);
    clock.grace = null;
    clock.deadline = Date.now() + this.ms;
    return true;
  }

  /**
   * What the seat's quantity is frozen at, or null while it may still change
   * (no clock, not started, or time left, network grace included). Freezes
   * lazily: the first question after the time is out takes what the state
   * holds then (nothing changes it in between without asking here first).
   */
  private frozenAt(state: unknown, seat: Seat): number | null {
    const clock = this.clocks.get(seat);
    if (!clock) return null;
    if (clock.frozen !== null) return clock.frozen;
    if (clock.deadline === null || Date.now() <= clock.deadline + this.timing.networkGraceMs) return null;
    clock.frozen = this.decision.held(state, seat) ?? this.decision.fallback(state);
    return clock.frozen;
  }
}
