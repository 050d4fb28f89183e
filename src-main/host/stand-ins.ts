/**
 * Stand-ins: while a LAN guest is away, the host's player may let a bot play
 * the guest's seat, and give it back when the guest returns.
 */
import type { Seat } from '../../shared/engine/contract.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import type { LiveMatch } from './live-match.js';

/** Lets a bot play an away guest's seat (a level), or gives the seat back to the guest (null); refused for any other seat. */
export function setStandIn(live: LiveMatch, seat: Seat, level: BotLevel | null): void {
  const isGuestSeat = live.match.lan?.guestSeats.some((entry) => entry.seat === seat) ?? false;
  if (!live.lan || live.lan.closed !== null || !isGuestSeat) fail('bad-request', said('match:hostSays.standInGuestOnly'));
  if (level === null) live.standIns.delete(seat);
  else live.standIns.set(seat, level);
}
