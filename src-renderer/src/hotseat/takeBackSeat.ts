/**
 * Whose move a hot-seat screen offers to take back. The host says, per seat,
 * whether its last move may be taken back now (each seat's update's canUndo);
 * only the last mover's can. At a seat's own table that is his own move. But
 * when the device passes on at once (the next seat moves at the same time, or
 * next), the one who just moved never sees his table again before the others
 * have moved: the curtain, or the next seat's table, offers his take-back.
 */
import type { Seat } from '../../../shared/engine/contract';

export interface TakeBackSeatInput {
  /** The seat whose table is on screen, or null (a curtain, or the spectator's view). */
  shownSeat: Seat | null;
  /** Seats played by people at this screen. */
  localHumans: readonly Seat[];
  /** Whether the host lets this seat take back its last move now. */
  canUndo: (seat: Seat) => boolean;
}

/** The seat whose move may be taken back from this screen now: the shown seat's own first, else another person's here; null when none. */
export function takeBackSeat({ shownSeat, localHumans, canUndo }: TakeBackSeatInput): Seat | null {
  if (shownSeat !== null && canUndo(shownSeat)) return shownSeat;
  return [...localHumans].sort((a, b) => a - b).find((seat) => seat !== shownSeat && canUndo(seat)) ?? null;
}
