/**
 * Which finished matches count for the solo high scores, and in which mode's
 * table: a match of a game with tables (only Smugglers (2025) has them),
 * played by exactly one seat, a person (a bot's score is no record), ends
 * with his score in the table of its mode. The mode is the part of the
 * options that changes how hard a score is to make; the rest (who holds the
 * first-player sack) does not split the tables.
 */
import type { GameResult } from '../../shared/engine/contract.js';
import { s25OptionsSchema } from '../../shared/games/smugglers-2025/types.js';
import type { HighScoreMode, HighScoreModeOptions } from '../../shared/protocol/high-scores.js';
import type { SeatConfig } from '../saves/save-file.js';

/** A score to record: its mode's table, the player and his score. */
export interface SoloRecord extends HighScoreMode {
  name: string;
  score: number;
}

/** A game's mode of a match's options, or null when they are not the game's (a damaged save). */
type ModeOf = (options: unknown) => { key: string; options: HighScoreModeOptions } | null;

/** Smugglers (2025): the standard or the long game, with or without the coins, and how many robots play. */
const smugglers2025Mode: ModeOf = (options) => {
  const parsed = s25OptionsSchema.safeParse(options);
  if (!parsed.success) return null;
  const { longGame, coins, robots } = parsed.data;
  return { key: `${longGame ? 'long' : 'standard'}${coins ? '-coins' : ''}-robots-${robots}`, options: { longGame, coins, robots } };
};

/** The games whose solo scores are kept. */
const SOLO_MODES: Readonly<Record<string, ModeOf>> = {
  'smugglers-2025': smugglers2025Mode,
};

/** Whether a game keeps solo high scores. */
export function keepsSoloScores(gameId: string): boolean {
  return Object.hasOwn(SOLO_MODES, gameId);
}

/** The table a match's score goes to, when it is a solo match of a game with tables (finished or not). */
export function soloModeFor(gameId: string, options: unknown, seats: readonly SeatConfig[]): HighScoreMode | null {
  if (!keepsSoloScores(gameId) || seats.length !== 1 || seats[0]?.kind !== 'human') return null;
  const mode = (SOLO_MODES[gameId] as ModeOf)(options);
  return mode ? { game: gameId, mode: mode.key, modeOptions: mode.options } : null;
}

/** The record a finished match makes: the one person's score in his mode's table; null for any other match. */
export function soloRecordFor(gameId: string, options: unknown, seats: readonly SeatConfig[], result: GameResult | null): SoloRecord | null {
  const mode = soloModeFor(gameId, options, seats);
  const score = result?.scores[0];
  if (!mode || score === undefined || !Number.isInteger(score)) return null;
  return { ...mode, name: (seats[0] as SeatConfig).name, score };
}
