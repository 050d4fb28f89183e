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
}

/** Takes back the seat's last move, or refuses. */
export function undoMove(live: LiveMatch, seat: Seat): void {
  // Taken back after the time is out, a move leaves what it froze frozen.
  if (live.match.canUndo(seat)) live.clocks?.beforeUndo(live.match.state, seat);
  if (!live.match.undo(seat)) fail('cannot-undo', said('match:hostSays.cannotUndo'));
}

/** Refuses a move the match (or the edge) refused: its code and words reach the client, nothing changed. */
function refuseMove(outcome: Extract<ApplyOutcome, { ok: false }>): never {
  fail(outcome.code, outcome);
}
