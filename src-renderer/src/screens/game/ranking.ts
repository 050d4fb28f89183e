/** The end-of-game table's rows and headline. Pure. */
import type { GameResult, Seat } from '../../../../shared/engine/contract';

export interface RankRow {
  seat: Seat;
  rank: number;
  name: string;
  score: number;
  winner: boolean;
}

export function rankRows(result: GameResult, names: readonly string[]): RankRow[] {
  const winners = new Set(result.winners);
  return result.scores
    .map((score, seat) => ({
      seat,
      rank: result.ranks[seat] ?? result.scores.length,
      name: names[seat] ?? `Seat ${seat + 1}`,
      score,
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
