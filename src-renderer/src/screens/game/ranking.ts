/** The end-of-game table's rows and headline. Pure. */
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import type { ScoreColumn } from '../../games/types';

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

export function scoreCells(result: GameResult, column?: ScoreColumn, view?: unknown): ScoreCells {
  const plain = (seat: Seat) => String(result.scores[seat] ?? '');
  if (!column || view === undefined || view === null) return { label: 'Score', text: plain };
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

export function rankRows(result: GameResult, names: readonly string[], cells: ScoreCells = scoreCells(result)): RankRow[] {
  const winners = new Set(result.winners);
  return result.scores
    .map((score, seat) => ({
      seat,
      rank: result.ranks[seat] ?? result.scores.length,
      name: names[seat] ?? `Seat ${seat + 1}`,
      score,
      scoreText: cells.text(seat),
      winner: winners.has(seat),
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Ada wins!", "Shared win: Ada and Bruno", "Nobody wins". */
export function resultHeadline(result: GameResult, names: readonly string[]): string {
  const winners = [...result.winners].sort((a, b) => a - b).map((seat) => names[seat] ?? `Seat ${seat + 1}`);
  if (winners.length === 0) return 'Nobody wins';
  if (winners.length === 1) return `${winners[0]} wins!`;
  return `Shared win: ${joinNames(winners)}`;
}
