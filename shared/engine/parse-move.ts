/**
 * The shape check of a move from the outside: the game's moveSchema, and the
 * message a player reads when a move does not even have the shape of a move
 * (what is wrong, as zod's issue code, and where: 'shell:refusal.moveIssue.<code>').
 * defineGame's applyMove and the host both use it, so a malformed move gets
 * the same code and the same words wherever it is caught.
 *
 * A move that passed is a Parsed move: the type says so, so that whoever holds
 * one (the host, from its edge on) hands it on without checking it again
 * (GameDefinition.applyParsedMove).
 */
import type { ZodError, ZodType } from 'zod';
import type { Parsed, Rejection } from './contract.js';

export type ParsedMove<M> = { ok: true; move: Parsed<M> } | { ok: false; rejection: Rejection };

/** What can be wrong with a move, as the catalogues word it: zod's issue codes, camelCased; anything else is 'shape'. */
const ZOD_ISSUES = {
  invalid_type: 'invalidType',
  too_big: 'tooBig',
  too_small: 'tooSmall',
  invalid_format: 'invalidFormat',
  not_multiple_of: 'notMultipleOf',
  unrecognized_keys: 'unrecognizedKeys',
  invalid_union: 'invalidUnion',
  invalid_key: 'invalidKey',
  invalid_element: 'invalidElement',
  invalid_value: 'invalidValue',
} as const;
export type MoveIssue = (typeof ZOD_ISSUES)[keyof typeof ZOD_ISSUES] | 'shape';
/** Every issue a malformed move's refusal may name ('shell:refusal.moveIssue.<issue>'). */
export const MOVE_ISSUES: readonly MoveIssue[] = [...Object.values(ZOD_ISSUES), 'shape'];

export function parseMove<M>(schema: ZodType<M>, move: unknown): ParsedMove<M> {
  const result = schema.safeParse(move);
  if (result.success) return { ok: true, move: result.data as Parsed<M> };
  return { ok: false, rejection: malformed(result.error) };
}

/** The first issue of a zod error, and where it is in the move ('cards.0'). */
function malformed(error: ZodError): Rejection {
  const issue = error.issues[0];
  const code = issue?.code as string | undefined;
  const kind: MoveIssue = code !== undefined && Object.hasOwn(ZOD_ISSUES, code) ? ZOD_ISSUES[code as keyof typeof ZOD_ISSUES] : 'shape';
  if (!issue || issue.path.length === 0) return { code: 'malformed-move', key: 'shell:refusal.malformedMove', params: { issue: kind } };
  return { code: 'malformed-move', key: 'shell:refusal.malformedMoveAt', params: { issue: kind, path: issue.path.map(String).join('.') } };
}
