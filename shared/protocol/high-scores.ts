/**
 * The solo high scores: a player alone against a game's robots (Smugglers
 * (2025)) plays for a place in a table of the best scores of his game's mode
 * (the options that change how hard a score is to make: the long game, the
 * coins variant, the number of robots). The host keeps the tables in its data
 * folder and records a finished solo match once; only the player at the host
 * machine may read them (a LAN guest gets `host-only`).
 *
 * The protocol knows no game's modes: a mode is a key (`long-coins-robots-3`)
 * and the options it stands for (`{ longGame: true, coins: true, robots: 3 }`),
 * which the game's screens word.
 */
import { z } from 'zod';
import type { Sentence } from './sentence.js';

/** How many scores each mode's table keeps. */
export const HIGH_SCORES_KEPT = 10;

/** The highest score a table takes: anything above is no score a game makes (see highScoreEntrySchema). */
export const HIGH_SCORE_MAX = 9_999;

const matchIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'A match id is made of lower-case letters, digits and dashes.');
const gameIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'A game id is made of lower-case letters, digits and dashes.');

/** A mode's key: the same options always give the same key. */
export const highScoreModeKeySchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'A mode key is made of lower-case letters, digits and dashes.');

/** The options a mode stands for, as its game's screens word them. */
export const highScoreModeOptionsSchema = z.record(z.string().regex(/^[a-zA-Z]{1,30}$/), z.union([z.boolean(), z.number().int().min(0).max(99)]));
export type HighScoreModeOptions = z.infer<typeof highScoreModeOptionsSchema>;

export const highScoreEntrySchema = z
  .object({
    name: z.string().min(1).max(24),
    /**
     * Points are never negative, and no game's score comes near the bound: Smugglers (2025), the one game
     * with tables, makes at most 796 (every card of the coins deck in front of or in the hand of one player).
     */
    score: z.number().int().min(0).max(HIGH_SCORE_MAX),
    /** When the match ended, by the host's clock (ISO 8601). */
    date: z.string().datetime(),
    /** The match the score was made in: each match is recorded once. */
    matchId: matchIdSchema,
  })
  .strict();
export type HighScoreEntry = z.infer<typeof highScoreEntrySchema>;

export const highScoreTableSchema = z
  .object({
    game: gameIdSchema,
    mode: highScoreModeKeySchema,
    modeOptions: highScoreModeOptionsSchema,
    /** The best first (see compareHighScores), at most HIGH_SCORES_KEPT. */
    entries: z.array(highScoreEntrySchema).max(HIGH_SCORES_KEPT),
  })
  .strict();
export type HighScoreTable = z.infer<typeof highScoreTableSchema>;

/** The high-score requests, joined into the host's request schema (messages.ts). */
export const highScoreRequestSchemas = [
  /**
   * The tables (of one game, or of all); with a match, also the mode of that
   * match when it is one the host records (a solo match of a game with tables).
   */
  z.object({ id: z.number().int(), type: z.literal('listHighScores'), game: gameIdSchema.optional(), matchId: matchIdSchema.optional() }).strict(),
] as const;

/** A match's place among the tables: its game and mode (its table may not exist yet). */
export interface HighScoreMode {
  game: string;
  mode: string;
  modeOptions: HighScoreModeOptions;
}

export interface HighScores {
  tables: HighScoreTable[];
  /** The mode of the match asked about; null when none was asked about, or it is not a solo match the host records. */
  match: HighScoreMode | null;
  /** Set when the host found its high-score file damaged (and set it aside): what happened. (A sentence the client words.) */
  problem: Sentence | null;
}

export interface HighScoreResultFor {
  listHighScores: HighScores;
}

/**
 * The order of a table: the higher score first; of equal scores, the one made
 * first (a later game must beat a score to pass it); then by match id, so the
 * order never depends on the order of recording.
 */
export function compareHighScores(a: HighScoreEntry, b: HighScoreEntry): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;
}
