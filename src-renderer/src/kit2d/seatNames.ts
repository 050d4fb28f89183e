/**
 * The names a table calls its seats by, in seat order: the name each seat
 * was given at setup, worded by the game where it has none or it is
 * ambiguous (`named`: the game's seatName, "Seat 2", "Ann (2)"). A seat the
 * shell does not list yet counts as unnamed.
 */
import type { Seat } from '../../../shared/engine/contract';
import type { SeatStatus } from '../../../shared/protocol/messages';

export function seatNames(seats: readonly SeatStatus[], count: number, named: (given: readonly string[], seat: Seat) => string): string[] {
  const given: string[] = [];
  for (let seat = 0; seat < count; seat++) given.push(seats.find((s) => s.seat === seat)?.name ?? '');
  return given.map((_, seat) => named(given, seat));
}
