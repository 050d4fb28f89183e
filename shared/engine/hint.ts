/**
 * A hint: what the hard bot would do in the seat's place, and why.
 *
 * A hint is honest about hidden information because it decides from exactly
 * what the seat may know: the seat's own view (viewFor, what its page is
 * sent) and its legal moves (which never depend on a secret), nothing else.
 * Not botViewFor: in a game of memory (Schmuggler an Bord) the bot's view
 * holds the whole spoken record, which the player must remember himself; a
 * hint from it would remember for him. So a hint knows what the seat's page
 * shows, and no more.
 *
 * The bot's generator is seeded from that view, never from the state or a
 * clock: the same position gives the same hint however often it is asked,
 * and two positions that differ only in what the seat cannot see give the
 * same hint (the conformance suite holds every game to it).
 */
import type { AnyGameDefinition, RefusalMessage, Seat } from './contract.js';
import { Rng, deriveSeed, hashText } from './rng.js';

export interface Hint<M = unknown> {
  /** The hard bot's choice, one of the seat's legal moves. */
  move: M;
  /** Why, in words: the game's explainMove, or the kit's plain "the hard bot's choice". */
  reason: RefusalMessage;
}

export type HintResult<M = unknown> = { ok: true; hint: Hint<M> } | { ok: false; problem: RefusalMessage };

/** The reason of a game that explains nothing itself. */
export const PLAIN_REASON: RefusalMessage = { key: 'match:hint.plainReason' };

/** The view a hint decides from: the seat's page's own (see above). */
export function hintView(game: AnyGameDefinition, state: unknown, seat: Seat): unknown {
  return game.viewFor(state, seat);
}

/** The seed of a hint's generator: from the seat and its view alone. */
export function hintSeed(view: unknown, seat: Seat): number {
  return deriveSeed(hashText(JSON.stringify(view)), seat);
}

/** What the hard bot is asked for a hint: exactly a bot's input, its generator given as a seed. */
export interface HintQuestion {
  view: unknown;
  legalMoves: unknown[];
  seed: number;
}

/**
 * The question a hint for `seat` asks the hard bot now, or why there is
 * none: the game is over, or the seat has no decision of its own to make (a
 * hint is for the seat's own decision only, never another's). The host asks
 * it of a bot worker (a hard bot may think for a while); hintFor here.
 */
export function hintQuestion(game: AnyGameDefinition, state: unknown, seat: Seat): { ok: true; question: HintQuestion } | { ok: false; problem: RefusalMessage } {
  if (game.result(state) !== null) return { ok: false, problem: { key: 'match:hint.refused.gameOver' } };
  if (!game.activeSeats(state).includes(seat)) return { ok: false, problem: { key: 'match:hint.refused.notYourDecision' } };
  const legalMoves: unknown[] = game.legalMoves(state, seat);
  if (legalMoves.length === 0) return { ok: false, problem: { key: 'match:hint.refused.notYourDecision' } };
  const view = hintView(game, state, seat);
  return { ok: true, question: { view, legalMoves, seed: hintSeed(view, seat) } };
}

/** The hint once the hard bot chose `move`: the move and the game's reason for it, from the same view. */
export function hintWith(game: AnyGameDefinition, question: HintQuestion, seat: Seat, move: unknown): Hint {
  return { move, reason: game.explainMove?.(question.view, move, seat) ?? PLAIN_REASON };
}

/** The hint for `seat` now, worked out here and at once (the command line, the tests). */
export function hintFor(game: AnyGameDefinition, state: unknown, seat: Seat): HintResult {
  const asked = hintQuestion(game, state, seat);
  if (!asked.ok) return asked;
  const { view, legalMoves, seed } = asked.question;
  const move = game.bots.hard.chooseMove({ view, seat, legalMoves, rng: Rng.fromSeed(seed) });
  return { ok: true, hint: hintWith(game, asked.question, seat, move) };
}
