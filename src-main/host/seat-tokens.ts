/**
 * The seats' secret tokens: the host's window gets one for each seat played
 * at the host machine; a LAN guest's seat is held by the hash of his own
 * token, and only while the table is open. A request for a seat names its
 * token, checked in constant time.
 */
import crypto from 'node:crypto';
import type { Seat } from '../../shared/engine/contract.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import type { LiveMatch } from './live-match.js';
import { hashesEqual, hashToken } from './lobby.js';
import type { Match } from './match.js';

/** New tokens for the human seats played here (null for bots and guests' seats). */
export function seatTokens(match: Match): (string | null)[] {
  const guestSeats = new Set(match.lan?.guestSeats.map((entry) => entry.seat) ?? []);
  return match.seats.map((seat, index) => (seat.kind === 'human' && !guestSeats.has(index) ? crypto.randomBytes(16).toString('hex') : null));
}

/** Checks a seat token (in constant time); refuses a wrong one. */
export function authorizeSeat(live: LiveMatch, seat: Seat, token: string): void {
  const expected = live.tokens[seat];
  if (expected && tokensEqual(expected, token)) return;
  // A guest's seat: only the hash of his token is known, and only while the table is open.
  const guest = live.match.lan?.guestSeats.find((entry) => entry.seat === seat);
  if (guest && live.lan && live.lan.closed === null && hashesEqual(guest.tokenHash, hashToken(token))) return;
  fail('not-your-seat', said('match:hostSays.badToken'));
}

function tokensEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
