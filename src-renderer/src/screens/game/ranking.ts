/** The end-of-game table's rows and headline. Pure (the words come in as `t`). */
import type { TFunction } from 'i18next';
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import type { ScoreColumn } from '../../games/types';
import { formatNumber } from '../../i18n/format';

export interface RankRow {
  seat: Seat;
  rank: number;
  name: string;
  score: number;
  /** What the score column shows: the score, or the game's own words for it. */
  scoreText: string;
  winner: boolean;
}

/** The score column of the final table: "Score" and the scores, unless the game words it (what decides its win). */
export interface ScoreCells {
  label: string;
  text(seat: Seat): string;
}

/** A seat's name, or "Seat 3" for a seat nobody named. */
export function seatName(t: TFunction<'match'>, names: readonly string[], seat: Seat): string {
  return names[seat] ?? t('seat', { number: seat + 1 });
}

/** The game's column (its label and cells in the current language: call again when it changes), else "Score" and the scores. */
export function scoreCells(t: TFunction<'match'>, result: GameResult, column?: ScoreColumn, view?: unknown): ScoreCells {
  const plain = (seat: Seat) => {
    const score = result.scores[seat];
    return score === undefined ? '' : formatNumber(score);
  };
  if (!column || view === undefined || view === null) return { label: t('ranking.score'), text: plain };
  return {
    label: column.label(),
    text: (seat) => {
      try {
        return column.describe(seat, result, view);
      } catch {
        return plain(seat);
      }
    },
  };
}

/** A game of one seat (against robots or a puzzle): it ends with a score, not a ranking. */
export function isSolo(result: GameResult): boolean {
  return result.scores.length === 1;
}

export function rankRows(t: TFunction<'match'>, result: GameResult, names: readonly string[], cells: ScoreCells = scoreCells(t, result)): RankRow[] {
  const winners = new Set(result.winners);
  return result.scores
    .map((score, seat) => ({
      seat,
      rank: result.ranks[seat] ?? result.scores.length,
      name: seatName(t, names, seat),
      score,
      scoreText: cells.text(seat),
      winner: winners.has(seat),
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

/** "Ada wins!", "Shared win: Ada and Bruno", "Nobody wins"; alone at the table, no win over nobody but the score: "Ada: 57 points". */
export function resultHeadline(t: TFunction<'match'>, result: GameResult, names: readonly string[]): string {
  if (isSolo(result)) return t('ranking.solo', { name: seatName(t, names, 0), count: result.scores[0] ?? 0 });
  const winners = [...result.winners].sort((a, b) => a - b).map((seat) => seatName(t, names, seat));
  const [only] = winners;
  if (only === undefined) return t('ranking.nobody');
  if (winners.length === 1) return t('ranking.wins', { name: only });
  // i18next's list format joins the names the language's way ("Ada, Bruno and Clara", "Ada, Bruno et Clara").
  return t('ranking.sharedWin', { names: winners });
}
