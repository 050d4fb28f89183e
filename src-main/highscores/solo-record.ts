/**
 * Which finished matches count for the solo high scores, and in which mode's
 * table: a match of a game with tables (its manifest's `soloScores`: only
 * Smugglers (2025) has them), played by exactly one seat, a person (a bot's
 * score is no record), ends with his score in the table of its mode. The mode
 * is the part of the options that changes how hard a score is to make; the
 * game's manifest says which.
 */
import type { GameResult } from '../../shared/engine/contract.js';
import type { SoloScores } from '../../shared/engine/manifest.js';
import { gameById } from '../../shared/games/index.js';
import type { HighScoreMode } from '../../shared/protocol/high-scores.js';
import type { SeatConfig } from '../saves/save-file.js';

/** A score to record: its mode's table, the player and his score. */
export interface SoloRecord extends HighScoreMode {
  name: string;
  score: number;
}

/** The solo tables of a registered game, or null. */
const soloScoresOf = (gameId: string): SoloScores | null => gameById(gameId)?.meta.soloScores ?? null;

/** Whether a game keeps solo high scores. */
export function keepsSoloScores(gameId: string): boolean {
  return soloScoresOf(gameId) !== null;
}

/** The table a match's score goes to, when it is a solo match of a game with tables (finished or not). */
export function soloModeFor(gameId: string, options: unknown, seats: readonly SeatConfig[]): HighScoreMode | null {
  const solo = soloScoresOf(gameId);
  if (!solo || seats.length !== 1 || seats[0]?.kind !== 'human') return null;
  const mode = solo.modeOf(options);
  return mode ? { game: gameId, mode: mode.key, modeOptions: mode.options } : null;
}

/** The record a finished match makes: the one person's score in his mode's table; null for any other match. */
export function soloRecordFor(gameId: string, options: unknown, seats: readonly SeatConfig[], result: GameResult | null): SoloRecord | null {
  const mode = soloModeFor(gameId, options, seats);
  const score = result?.scores[0];
  if (!mode || score === undefined || !Number.isInteger(score)) return null;
  return { ...mode, name: (seats[0] as SeatConfig).name, score };
}
