/**
 * How long an announcement stays up before a bot speaks again. Schmuggler an
 * Bord is a game of memory (RULINGS 3): the table shows the latest
 * announcement only, so each must stay long enough to be read aloud, the
 * setup's draws too (a player sees his own draw), or nobody could remember
 * it. The host's bots wait this long at the table speed ×1
 * (GameDefinition.readingMs).
 */
import type { Fact } from './types.js';

/** An announcement read aloud: "Anna suspects Bruno of the nylon stockings." */
export const READING_MS = 2500;

/** The reading time of a move's facts: a move that announced anything (a secret objection says nothing). */
export function readingMs(facts: readonly Fact[]): number {
  return facts.some((fact) => fact.type !== 'gameOver') ? READING_MS : 0;
}
