import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games/index.js';
import { benchedPlayerCounts, botRows, measurePairing, shareTarget, wilson } from './bench-bots.js';
import type { SimulateSummary } from './simulate.js';

describe('the bots bench', () => {
  it.each([
    // Wilson's interval, as the statistics tables give it.
    [59, 100, 0.492, 0.6813],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [110, 200, 0.4809, 0.6172],
  ])('gives %i wins in %i games the 95 %% interval %f–%f', (wins, played, low, high) => {
    const interval = wilson(wins, played);
    expect(interval.low).toBeCloseTo(low, 3);
    expect(interval.high).toBeCloseTo(high, 3);
  });

  it('asks 65 % at two players and 1.4 times the fair share at more', () => {
    expect(shareTarget(2)).toBe(0.65);
    expect(shareTarget(3)).toBeCloseTo(0.4667, 4);
    expect(shareTarget(6)).toBeCloseTo(0.2333, 4);
  });

  it('measures every player count a game allows from two', () => {
    const counts = Object.fromEntries(Object.values(games).map((game) => [game.meta.id, benchedPlayerCounts(game)]));
    for (const game of Object.values(games)) {
      expect(counts[game.meta.id]?.[0]).toBe(Math.max(2, game.meta.minPlayers));
      expect(counts[game.meta.id]?.at(-1)).toBe(game.meta.maxPlayers);
    }
  });

  it('rotates the seats in whole turns on every core and counts the stronger bot’s wins whatever seat it had', async () => {
    const asked: string[][] = [];
    const run = async (args: string[]): Promise<SimulateSummary> => {
      asked.push(args);
      const played = Number(args[args.indexOf('--games') + 1]);
      return { game: 'x', games: played, players: 3, levels: [], seed: 0, rotate: true, winsBySeat: [0, 0, 0], meanScoreBySeat: [], winsByBot: [Math.floor(played / 2), 1, 1], meanScoreByBot: [], movesPerGame: 0, elapsedMs: 0 };
    };
    const share = await measurePairing('insel-der-schmuggler', 3, 'hard', 'normal', 200, run);
    const cores = Math.max(1, os.availableParallelism());
    expect(asked).toHaveLength(cores);
    for (const args of asked) {
      expect(args).toContain('--rotate');
      expect(args[args.indexOf('--bots') + 1]).toBe('hard,normal,normal');
      expect(Number(args[args.indexOf('--games') + 1]) % 3).toBe(0);
    }
    expect(new Set(asked.map((args) => args[args.indexOf('--seed') + 1])).size).toBe(cores);
    expect(share.games).toBeGreaterThanOrEqual(200);
    expect(share.wins).toBe(asked.reduce((sum, args) => sum + Math.floor(Number(args[args.indexOf('--games') + 1]) / 2), 0));
    expect(share.share).toBeCloseTo(share.wins / share.games, 10);
    expect(share.low).toBeLessThan(share.share);
    expect(share.high).toBeGreaterThan(share.share);
  });

  it('writes a row per pairing with its interval and target, and one per table size for the CPU', () => {
    const rows = botRows([
      {
        game: 'insel-der-schmuggler',
        pairings: [{ strong: 'hard', weak: 'normal', players: 2, games: 200, wins: 118, share: 0.59, low: 0.5208, high: 0.6557, target: 0.65 }],
        hardCpu: [{ players: 2, decisions: 300, p50Ms: 6.9, p95Ms: 82, maxMs: 402 }],
      },
    ]);
    expect(rows).toEqual([
      {
        measure: 'bots: insel-der-schmuggler: 2 players, 1 hard vs 1 normal (200 games, seats rotated)',
        value: 'hard wins 59.0 % (95 %: 52.1 %–65.6 %; fair 50.0 %)',
        target: '≥ 65.0 %',
        ok: false,
      },
      {
        measure: 'bots: insel-der-schmuggler: 2 players, hard decision CPU p50 / p95 / max (300 decisions)',
        value: '6.9 / 82 / 402 ms',
        target: 'p95 ≤ 150 ms, max ≤ 1000 ms',
        ok: true,
      },
    ]);
  });
});
