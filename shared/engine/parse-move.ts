/**
 * The shape check of a move from the outside: the game's moveSchema, and the
 * sentence a player reads when a move does not even have the shape of a move.
 * defineGame's applyMove and the host's match both use it, so a malformed move
 * gets the same code and the same words wherever it is caught.
 */
import type { ZodError, ZodType } from 'zod';
import type { Rejection } from './contract.js';

export type ParsedMove<M> = { ok: true; move: M } | { ok: false; rejection: Rejection };

export function parseMove<M>(schema: ZodType<M>, move: unknown): ParsedMove<M> {
  const parsed = schema.safeParse(move);
  if (parsed.success) return { ok: true, move: parsed.data };
  return { ok: false, rejection: { code: 'malformed-move', reason: `That is not a move of this game: ${describeIssue(parsed.error)}.` } };
}

/** The first issue of a zod error as words, with where it is in the move. */
function describeIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not have the expected shape';
  const where = issue.path.length > 0 ? ` (at ${issue.path.map(String).join('.')})` : '';
  return `${issue.message}${where}`;
}
