/**
 * A person's moves in an open match: a move, or taking the last one back.
 * A move is parsed here, once, where it comes in from a page: what is not
 * even a move is refused as such, and the rest travels as a Parsed move
 * (through the seat's clock and the match to the game's rules).
 */
import type { Seat } from '../../shared/engine/contract.js';
import { refuseIf } from './clock-requests.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import type { LiveMatch } from './live-match.js';
import { type ApplyOutcome, refused } from './match.js';

/** Applies a person's move, or refuses it (a HostFailure) with nothing changed. */
export function submitMove(live: LiveMatch, seat: Seat, move: unknown, basedOn?: number): void {
  if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
  if (live.standIns.has(seat)) fail('not-your-seat', said('match:hostSays.botPlaysYourSeat'));
  const parsed = live.match.parse(move);
  if (!parsed.ok) refuseMove(refused(parsed.rejection));
  // The seat's clock next: a move its time no longer allows changes nothing.
  refuseIf(live.clocks?.checkMove(live.match.state, seat, parsed.move) ?? null);
  const outcome = live.match.applyParsed(seat, parsed.move, basedOn);
  if (!outcome.ok) refuseMove(outcome);
  live.personMoved = live.match.version;
}

/**
 * Whether the person at `seat` may take back his last move now: a move he
 * made himself (never a bot's: a bot seat, or a stand-in while he was away),
 * and the match allows it (Match.canUndo: nobody moved since, the game's
 * rules, RULINGS 3).
 */
export function mayTakeBack(live: LiveMatch, seat: Seat): boolean {
  return live.match.seats[seat]?.kind === 'human' && !live.standIns.has(seat) && live.personMoved === live.match.version && live.match.canUndo(seat);
}

/** Takes back the seat's last move, or refuses with nothing changed; every table is then told who took back his move. */
export function undoMove(live: LiveMatch, seat: Seat): void {
  // Bots never take back: not a bot's seat, nor a person's while a bot plays it.
  if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
  if (live.standIns.has(seat)) fail('not-your-seat', said('match:hostSays.botPlaysYourSeat'));
  if (!mayTakeBack(live, seat)) fail('cannot-undo', said('match:hostSays.cannotUndo'));
  // Taken back after the time is out, a move leaves what it froze frozen.
  live.clocks?.beforeUndo(live.match.state, seat);
  live.match.undo(seat);
  live.personMoved = null;
  live.tookBack = { seat, version: live.match.version };
}

/** Refuses a move the match (or the edge) refused: its code and words reach the client, nothing changed. */
function refuseMove(outcome: Extract<ApplyOutcome, { ok: false }>): never {
  fail(outcome.code, outcome);
}
