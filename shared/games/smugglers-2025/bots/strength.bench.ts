/**
 * A measurement, not a test: one strong bot against weaker ones over seeded
 * games, its seat rotated game by game, and how long each level takes to
 * decide. The issue asks that hard beat normal and normal beat easy over 300
 * games (the stronger wins clearly more than its equal share), and that a hard
 * decision take under 300 ms at the 95th percentile.
 *
 * Pure like the rest of shared/: the clock comes in as an argument. Run it with
 *
 *   npx tsx -e "import('./shared/games/smugglers-2025/bots/strength.bench.ts').then((m) =>
 *     console.log(m.formatStrength(m.measureStrength({ games: 300 }, () => performance.now()))))"
 */
import type { Bot, BotLevel, Seat } from '../../../engine/contract.js';
import { type Player, playGame } from '../../../engine/play.js';
import { deriveSeed } from '../../../engine/rng.js';
import { s25Game } from '../game.js';
import type { S25Move, S25Options, S25View } from '../types.js';
import { s25Bots } from './index.js';

export interface StrengthOptions {
  games?: number;
  seats?: number;
  seed?: number;
  /** Options of every game (default: the table's defaults). */
  options?: Partial<S25Options>;
  pairings?: readonly [BotLevel, BotLevel][];
}

export interface PairingResult {
  strong: BotLevel;
  weak: BotLevel;
  games: number;
  /** Games the strong seat won, shared wins included. */
  strongWins: number;
  strongWinShare: number;
  /** Games it won alone. */
  strongSoleWins: number;
  strongMeanScore: number;
  weakMeanScore: number;
  meanRounds: number;
}

export interface Timing {
  decisions: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface StrengthReport {
  seats: number;
  pairings: PairingResult[];
  timings: Partial<Record<BotLevel, Timing>>;
}

const PAIRINGS: readonly [BotLevel, BotLevel][] = [
  ['hard', 'normal'],
  ['normal', 'easy'],
];

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export function measureStrength(options: StrengthOptions, clock: () => number): StrengthReport {
  const games = options.games ?? 300;
  const seats = options.seats ?? 4;
  const seed = options.seed ?? 1;
  const gameOptions: S25Options = { ...s25Game.defaultOptions(seats), ...options.options };
  const definition = { ...s25Game, bots: s25Bots };
  const times: Partial<Record<BotLevel, number[]>> = {};
  const timed = (level: BotLevel): Bot<S25View, S25Move> => ({
    chooseMove: (input) => {
      const start = clock();
      const move = s25Bots[level].chooseMove(input);
      // Only real choices: a forced move returns at once and would flatter the figures.
      if (input.legalMoves.length > 1) (times[level] ??= []).push(clock() - start);
      return move;
    },
  });

  const pairings = (options.pairings ?? PAIRINGS).map(([strong, weak]) => {
    let strongWins = 0;
    let strongSoleWins = 0;
    let strongScore = 0;
    let weakScore = 0;
    let rounds = 0;
    for (let game = 0; game < games; game++) {
      const strongSeat: Seat = game % seats;
      const players = Array.from({ length: seats }, (_, seat) => timed(seat === strongSeat ? strong : weak));
      // The same seeds for every pairing: only the bots differ.
      const played = playGame(definition, deriveSeed(seed, game), players as Player[], gameOptions);
      const { winners, scores } = played.result;
      if (winners.includes(strongSeat)) strongWins++;
      if (winners.length === 1 && winners[0] === strongSeat) strongSoleWins++;
      scores.forEach((score, seat) => {
        if (seat === strongSeat) strongScore += score;
        else weakScore += score / (seats - 1);
      });
      rounds += (played.state as { round: number }).round;
    }
    return {
      strong,
      weak,
      games,
      strongWins,
      strongWinShare: strongWins / games,
      strongSoleWins,
      strongMeanScore: strongScore / games,
      weakMeanScore: weakScore / games,
      meanRounds: rounds / games,
    };
  });

  const timings: Partial<Record<BotLevel, Timing>> = {};
  for (const [level, list] of Object.entries(times) as [BotLevel, number[]][]) {
    const sorted = list.slice().sort((a, b) => a - b);
    timings[level] = { decisions: sorted.length, p50Ms: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), maxMs: sorted[sorted.length - 1] ?? 0 };
  }
  return { seats, pairings, timings };
}

export function formatStrength(report: StrengthReport): string {
  const lines = report.pairings.map(
    (p) =>
      `1 ${p.strong} vs ${report.seats - 1} ${p.weak}: ${p.strong} wins ${(100 * p.strongWinShare).toFixed(1)} % of ${p.games} ` +
      `(alone ${(100 * (p.strongSoleWins / p.games)).toFixed(1)} %; equal share ${(100 / report.seats).toFixed(0)} %), ` +
      `mean score ${p.strongMeanScore.toFixed(1)} vs ${p.weakMeanScore.toFixed(1)}, ${p.meanRounds.toFixed(1)} rounds a game`,
  );
  for (const [level, t] of Object.entries(report.timings)) {
    lines.push(`${level}: ${t.decisions} decisions, p50 ${t.p50Ms.toFixed(3)} ms, p95 ${t.p95Ms.toFixed(3)} ms, max ${t.maxMs.toFixed(2)} ms`);
  }
  return lines.join('\n');
}
