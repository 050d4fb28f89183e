/**
 * A hint for a person's seat (shared/engine/hint.ts): the hard bot's choice
 * from exactly what the seat may know, and the game's reason for it. It is
 * worked out in a bot worker, as a bot's move is (a hard bot may think for a
 * while, and the host must not stall), and answered to the seat that asked
 * only: nobody else is told what it was. Each hint taken is counted for the
 * seat, saved with the match, and shown in the final ranking.
 *
 * At a LAN table hints are off unless the host allowed them when he opened
 * the table (SaveLan.allowHints, shown to the guests): a hint is a strong
 * player whispering, and the others at the table should know whether it is
 * allowed.
 */
import type { Seat } from '../../shared/engine/contract.js';
import { hintQuestion, hintWith } from '../../shared/engine/hint.js';
import type { HintAnswer } from '../../shared/protocol/messages.js';
import type { BotJob } from '../bots/bot-job.js';
import { said } from '../words/host-words.js';
import { fail } from './failure.js';
import type { LiveMatch } from './live-match.js';

/** Whether the seats of this match may ask for hints: always at a table of this machine, at a LAN table if the host allowed it. */
export function hintsAllowed(live: LiveMatch): boolean {
  const lan = live.match.lan;
  return lan === null || lan.allowHints === true;
}

/**
 * The hint for `seat` now, worked out by `decide` (a bot worker), or a
 * refusal (a HostFailure). Counted once it is answered; a hint for a
 * position that moved on while it was worked out is refused, not counted.
 */
export async function askHint(live: LiveMatch, seat: Seat, decide: (job: BotJob) => Promise<unknown>): Promise<HintAnswer> {
  const { match } = live;
  if (match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
  if (live.standIns.has(seat)) fail('not-your-seat', said('match:hostSays.botPlaysYourSeat'));
  if (!hintsAllowed(live)) fail('no-hint', said('match:hint.refused.notAllowed'));
  const asked = hintQuestion(match.game, match.state, seat);
  if (!asked.ok) fail('no-hint', said(asked.problem.key, asked.problem.params));
  const version = match.version;
  const { view, legalMoves, seed } = asked.question;
  const move = await decide({ game: match.game.meta.id, level: 'hard', seat, view, legalMoves, seed });
  if (match.version !== version) fail('no-hint', said('match:hint.refused.moved'));
  const hint = hintWith(match.game, asked.question, seat, move);
  match.tookHint(seat);
  return { move: hint.move, reason: hint.reason, version };
}
