/**
 * The host's two uses of the high scores: a match that has just ended offers
 * its solo score (a no-op for any match that is not a solo one of a game with
 * tables), and a client reads the tables. Recording must never stop a match:
 * a write that fails is logged, and the game ends as it would have.
 */
import type { GameResult } from '../../shared/engine/contract.js';
import type { HighScores } from '../../shared/protocol/high-scores.js';
import type { SeatConfig } from '../saves/save-file.js';
import type { HighScoreStore, RecordOutcome } from './high-score-store.js';
import { soloModeFor, soloRecordFor } from './solo-record.js';

/** What the host knows of a match (src-main/host/match.ts). */
export interface FinishedMatch {
  id: string;
  game: { meta: { id: string } };
  options: unknown;
  seats: readonly SeatConfig[];
  result(): GameResult | null;
}

/** Records a finished solo match's score (once); null when there is nothing to record, or it could not be written. */
export function recordSoloScore(store: HighScoreStore, match: FinishedMatch): RecordOutcome | null {
  const solo = soloRecordFor(match.game.meta.id, match.options, match.seats, match.result());
  if (!solo) return null;
  try {
    return store.record(match.id, solo);
  } catch (error) {
    console.error(`The solo score of ${match.id} could not be recorded: ${(error as Error).message}`);
    return null;
  }
}

/** The tables (of one game, or all), and the mode of the match asked about when it is a solo one of a game with tables. */
export function highScoresFor(store: HighScoreStore, game: string | undefined, match: Omit<FinishedMatch, 'result' | 'id'> | undefined): HighScores {
  const problem = store.problem;
  return {
    tables: store.list(game),
    match: match ? soloModeFor(match.game.meta.id, match.options, match.seats) : null,
    problem: problem?.words ?? null,
  };
}
