/**
 * The bots' strength and cost (issue #30), per game and at every player
 * count it allows (two at least: a solo game has no rival bot):
 *
 *  - each pairing (hard against normal, normal against easy): one bot of the
 *    stronger level and the rest of the weaker, the seats rotated game by game
 *    (`simulate --rotate`: the stronger bot plays every seat equally often), in
 *    child processes, one per core; the stronger bot's win share (a shared win
 *    counts for each winner) with its 95 % Wilson interval, against the
 *    issue's target: in a 2-player game 65 %, else 1.4 × the fair share;
 *  - the hard bot's decisions in CPU time (this process's user + system time
 *    around each choice: a loaded machine slows the wall clock, not the CPU it
 *    takes), at seat 0 beside normal bots: p50, p95 and max, against p95
 *    ≤ 150 ms and max ≤ 1 s.
 */
import os from 'node:os';
import type { AnyGameDefinition } from '../../shared/engine/contract.js';
import { type Player, chooseMove } from '../../shared/engine/play.js';
import { seatZeroTimes } from './bench-seat-zero.js';
import type { SimulateSummary } from './simulate.js';

export const PAIRINGS = [
  ['hard', 'normal'],
  ['normal', 'easy'],
] as const;

/** The targets: a stronger bot's win share, and the hard bot's decision CPU. */
export const BOT_TARGETS = { twoPlayerShare: 0.65, shareOverFair: 1.4, p95Ms: 150, maxMs: 1000 } as const;

/** The win share the stronger bot of a pairing must reach at a table of `players`. */
export function shareTarget(players: number): number {
  return players === 2 ? BOT_TARGETS.twoPlayerShare : BOT_TARGETS.shareOverFair / players;
}

/**
 * The 95 % Wilson score interval of `wins` in `games` (Wilson 1927): unlike the normal approximation it
 * stays inside 0..1 and holds for shares near 0 or 1 and for a few hundred games.
 */
export function wilson(wins: number, games: number, z = 1.96): { low: number; high: number } {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface PairingShare {
  strong: string;
  weak: string;
  players: number;
  games: number;
  /** The stronger bot's wins and share, with the share's 95 % interval. */
  wins: number;
  share: number;
  low: number;
  high: number;
  target: number;
}

export interface DecisionCpu {
  players: number;
  decisions: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface GameBots {
  game: string;
  pairings: PairingShare[];
  hardCpu: DecisionCpu[];
}

/** The player counts measured: every one the game allows, from two. */
export function benchedPlayerCounts(game: AnyGameDefinition): number[] {
  const counts: number[] = [];
  for (let players = Math.max(2, game.meta.minPlayers); players <= game.meta.maxPlayers; players++) counts.push(players);
  return counts;
}

/** Runs `smugglers simulate` with these arguments in a child process and hands back its summary. */
export type RunSimulate = (args: string[]) => Promise<SimulateSummary>;

/**
 * One pairing at one table size: `games` games (rounded up to whole rotations per core), split over the
 * cores, each share of them from its own seed.
 */
export async function measurePairing(game: string, players: number, strong: string, weak: string, games: number, run: RunSimulate): Promise<PairingShare> {
  const cores = Math.max(1, os.availableParallelism());
  const rotations = Math.max(1, Math.ceil(games / players / cores));
  const levels = [strong, ...Array.from({ length: players - 1 }, () => weak)].join(',');
  const summaries = await Promise.all(
    Array.from({ length: cores }, (_, core) =>
      run(['--game', game, '--players', String(players), '--seed', String(3000 + core), '--games', String(rotations * players), '--bots', levels, '--rotate']),
    ),
  );
  const played = summaries.reduce((sum, summary) => sum + summary.games, 0);
  // With --rotate the list's first bot (the stronger) is bot 0 whatever seat it plays.
  const wins = summaries.reduce((sum, summary) => sum + (summary.winsByBot[0] ?? 0), 0);
  return { strong, weak, players, games: played, wins, share: wins / played, ...wilson(wins, played), target: shareTarget(players) };
}

/** The CPU milliseconds of the hard bot's decisions at seat 0, the other seats normal bots. */
export async function measureHardCpu(game: AnyGameDefinition, players: number, gameCount: number): Promise<DecisionCpu> {
  const hard = game.bots.hard as Player;
  const times = await seatZeroTimes(game, players, gameCount, 4242, (state, rng) => {
    const before = process.cpuUsage();
    const move = chooseMove(game, state, 0, hard, rng);
    const used = process.cpuUsage(before);
    return { move, ms: (used.user + used.system) / 1000 };
  });
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { players, decisions: times.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(times.at(-1) ?? 0) };
}

/** Every game's pairings and hard decisions; `say` tells the progress. */
export async function measureBots(list: readonly AnyGameDefinition[], quick: boolean, run: RunSimulate, say: (text: string) => void): Promise<GameBots[]> {
  const gamesPerPairing = quick ? 20 : 200;
  const results: GameBots[] = [];
  for (const game of list) {
    const pairings: PairingShare[] = [];
    const hardCpu: DecisionCpu[] = [];
    for (const players of benchedPlayerCounts(game)) {
      say(`bots: ${game.meta.id}, ${players} players: the hard bot's decisions…`);
      hardCpu.push(await measureHardCpu(game, players, quick ? 1 : 4));
      for (const [strong, weak] of PAIRINGS) {
        say(`bots: ${game.meta.id}, ${players} players: 1 ${strong} vs ${players - 1} ${weak}, ${gamesPerPairing} games…`);
        pairings.push(await measurePairing(game.meta.id, players, strong, weak, gamesPerPairing, run));
      }
    }
    results.push({ game: game.meta.id, pairings, hardCpu });
  }
  return results;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The bench's rows for the bots part. */
export function botRows(results: readonly GameBots[]): { measure: string; value: string; target: string; ok: boolean | null }[] {
  return results.flatMap(({ game, pairings, hardCpu }) => [
    ...pairings.map((pairing) => ({
      measure: `bots: ${game}: ${pairing.players} players, 1 ${pairing.strong} vs ${pairing.players - 1} ${pairing.weak} (${pairing.games} games, seats rotated)`,
      value: `${pairing.strong} wins ${percent(pairing.share)} (95 %: ${percent(pairing.low)}–${percent(pairing.high)}; fair ${percent(1 / pairing.players)})`,
      target: `≥ ${percent(pairing.target)}`,
      ok: pairing.share >= pairing.target,
    })),
    ...hardCpu.map((cpu) => ({
      measure: `bots: ${game}: ${cpu.players} players, hard decision CPU p50 / p95 / max (${cpu.decisions} decisions)`,
      value: `${cpu.p50Ms} / ${cpu.p95Ms} / ${cpu.maxMs} ms`,
      target: `p95 ≤ ${BOT_TARGETS.p95Ms} ms, max ≤ ${BOT_TARGETS.maxMs} ms`,
      ok: cpu.p95Ms <= BOT_TARGETS.p95Ms && cpu.maxMs <= BOT_TARGETS.maxMs,
    })),
  ]);
}
