import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../shared/engine/contract.js';
import type { SeatConfig } from '../saves/save-file.js';
import { keepsSoloScores, soloModeFor, soloRecordFor } from './solo-record.js';

const ann: SeatConfig = { name: 'Ann', kind: 'human', level: null };
const ben: SeatConfig = { name: 'Ben', kind: 'human', level: null };
const bot: SeatConfig = { name: 'Robo', kind: 'bot', level: 'hard' };
const options = (longGame: boolean, coins: boolean, robots: number) => ({ robots, longGame, coins, firstPlayer: null });
const won = (score: number): GameResult => ({ scores: [score], winners: [0], ranks: [1] });

describe('which matches make a solo record', () => {
  const cases: { name: string; game: string; options: unknown; seats: SeatConfig[]; result: GameResult | null; record: object | null }[] = [
    {
      name: 'a person alone, the standard game',
      game: 'smugglers-2025',
      options: options(false, false, 2),
      seats: [ann],
      result: won(87),
      record: { game: 'smugglers-2025', mode: 'standard-robots-2', modeOptions: { longGame: false, coins: false, robots: 2 }, name: 'Ann', score: 87 },
    },
    {
      name: 'the long game with the coins and four robots',
      game: 'smugglers-2025',
      options: { ...options(true, true, 4), firstPlayer: 0 },
      seats: [ann],
      result: won(0),
      record: { game: 'smugglers-2025', mode: 'long-coins-robots-4', modeOptions: { longGame: true, coins: true, robots: 4 }, name: 'Ann', score: 0 },
    },
    {
      name: 'the standard game with the coins',
      game: 'smugglers-2025',
      options: options(false, true, 3),
      seats: [ann],
      result: won(112),
      record: { game: 'smugglers-2025', mode: 'standard-coins-robots-3', modeOptions: { longGame: false, coins: true, robots: 3 }, name: 'Ann', score: 112 },
    },
    { name: 'a bot alone', game: 'smugglers-2025', options: options(false, false, 2), seats: [bot], result: won(90), record: null },
    { name: 'two players', game: 'smugglers-2025', options: options(false, false, 1), seats: [ann, ben], result: { scores: [50, 40], winners: [0], ranks: [1, 2] }, record: null },
    { name: 'a person and a bot', game: 'smugglers-2025', options: options(false, false, 1), seats: [ann, bot], result: { scores: [50, 40], winners: [0], ranks: [1, 2] }, record: null },
    { name: 'a match not finished', game: 'smugglers-2025', options: options(false, false, 2), seats: [ann], result: null, record: null },
    { name: 'options that are not the game’s', game: 'smugglers-2025', options: { robots: 2 }, seats: [ann], result: won(10), record: null },
    { name: 'a score that is not a whole number', game: 'smugglers-2025', options: options(false, false, 2), seats: [ann], result: won(10.5), record: null },
    { name: 'a game without tables', game: 'contrebandes', options: { firstOfficer: 0 }, seats: [ann], result: won(10), record: null },
  ];

  it.each(cases)('$name', ({ game, options: given, seats, result, record }) => {
    expect(soloRecordFor(game, given, seats, result)).toEqual(record);
  });

  it('gives the mode of a solo match before it ends, and only Smugglers (2025) keeps tables', () => {
    expect(soloModeFor('smugglers-2025', options(true, false, 2), [ann])).toEqual({ game: 'smugglers-2025', mode: 'long-robots-2', modeOptions: { longGame: true, coins: false, robots: 2 } });
    expect(soloModeFor('smugglers-2025', options(true, false, 2), [ann, ben])).toBeNull();
    expect(['smugglers-2025', 'contrebandes', 'smugglers-2016', 'schmuggler-an-bord', 'insel-der-schmuggler', 'toString'].map(keepsSoloScores)).toEqual([true, false, false, false, false, false]);
  });

  it('splits the tables by long game, coins and robots, not by who starts', () => {
    const keys = new Set<string>();
    for (const longGame of [false, true]) for (const coins of [false, true]) for (const robots of [2, 3, 4]) for (const firstPlayer of [null, 0]) {
      keys.add(soloModeFor('smugglers-2025', { robots, longGame, coins, firstPlayer }, [ann])?.mode ?? 'none');
    }
    expect(keys.size).toBe(12);
    expect(keys.has('none')).toBe(false);
  });
});
