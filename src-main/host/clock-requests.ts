/**
 * The seats' clocks in a match with timed decisions (Smugglers' hourglass):
 * they follow the game after every change, and a person's seat reports to
 * them (its station is ready, its time ran out).
 */
import type { Seat } from '../../shared/engine/contract.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import type { LiveMatch } from './live-match.js';
import type { ClockRefusal, SeatClocks } from './seat-clocks.js';

/** A timed decision that begins turns the clocks of the people's seats; a guest's starts by itself after the loading grace. */
export function syncClocks(live: LiveMatch): void {
  if (!live.clocks) return;
  const { match } = live;
  const people = match.seats.flatMap((config, seat) => (config.kind === 'human' ? [seat] : []));
  const guests = new Set(match.lan?.guestSeats.map((entry) => entry.seat) ?? []);
  live.clocks.sync(match.state, people, guests);
}

/** The clocks a person's seat reports to; refused for a bot's seat or a game without timed decisions. */
export function clocksOfSeat(live: LiveMatch, seat: Seat): SeatClocks {
  if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
  return live.clocks ?? fail('bad-request', said('match:hostSays.noHourglass'));
}

/** Refuses a request the seat's clock does not allow: its error reaches the client, nothing changed. */
export function refuseIf(refusal: ClockRefusal | null): void {
  if (refusal) fail(refusal.code, refusal.said);
}
