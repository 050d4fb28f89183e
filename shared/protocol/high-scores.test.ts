import { describe, expect, it } from 'vitest';
import { compareHighScores, type HighScoreEntry, highScoreTableSchema } from './high-scores.js';
import { requestSchema } from './messages.js';

const matchId = 'smugglers-2025-20270301-120000-aaaaaa';

describe('the high-score request', () => {
  it('asks for every table, one game’s, and with a match that match’s mode', () => {
    const good: unknown[] = [
      { id: 1, type: 'listHighScores' },
      { id: 2, type: 'listHighScores', game: 'smugglers-2025' },
      { id: 3, type: 'listHighScores', game: 'smugglers-2025', matchId },
      { id: 4, type: 'listHighScores', matchId },
    ];
    for (const message of good) expect(requestSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
  });

  it('refuses anything else in it', () => {
    const bad: unknown[] = [
      { type: 'listHighScores' },
      { id: 1, type: 'listHighScores', game: '../saves' },
      { id: 1, type: 'listHighScores', game: 'x'.repeat(41) },
      { id: 1, type: 'listHighScores', game: 7 },
      { id: 1, type: 'listHighScores', matchId: 'Smugglers 2025' },
      { id: 1, type: 'listHighScores', mode: 'standard-robots-2' },
      { id: 1, type: 'listHighScores', entries: [] },
      { id: 1, type: 'recordHighScore', game: 'smugglers-2025', score: 999 },
    ];
    for (const message of bad) expect(requestSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });
});

const entry = (score: number, date: string, id = matchId): HighScoreEntry => ({ name: 'Ann', score, date, matchId: id });

describe('a high-score table', () => {
  const table = { game: 'smugglers-2025', mode: 'long-coins-robots-3', modeOptions: { longGame: true, coins: true, robots: 3 }, entries: [entry(50, '2027-03-01T12:00:00.000Z')] };

  it.each([
    ['a good table', table, true],
    ['no entries yet', { ...table, entries: [] }, true],
    ['eleven entries', { ...table, entries: Array.from({ length: 11 }, (_, n) => entry(n, '2027-03-01T12:00:00.000Z', `m-${n}`)) }, false],
    ['a mode key with a path in it', { ...table, mode: '../x' }, false],
    ['a mode option that is text', { ...table, modeOptions: { robots: 'three' } }, false],
    ['an entry without a date', { ...table, entries: [{ name: 'Ann', score: 5, matchId }] }, false],
    ['an entry dated with a word', { ...table, entries: [entry(5, 'yesterday')] }, false],
    ['a score that is not whole', { ...table, entries: [{ ...entry(5, '2027-03-01T12:00:00.000Z'), score: 5.5 }] }, false],
    ['a name too long', { ...table, entries: [{ ...entry(5, '2027-03-01T12:00:00.000Z'), name: 'N'.repeat(25) }] }, false],
    ['a field no table has', { ...table, best: 50 }, false],
  ])('%s: %s', (_name, value, valid) => {
    expect(highScoreTableSchema.safeParse(value).success).toBe(valid);
  });

  it('orders the higher score first, of equal scores the earlier, then by match', () => {
    const entries = [
      entry(40, '2027-03-02T00:00:00.000Z', 'b'),
      entry(90, '2027-03-05T00:00:00.000Z', 'c'),
      entry(40, '2027-03-01T00:00:00.000Z', 'd'),
      entry(40, '2027-03-02T00:00:00.000Z', 'a'),
      entry(-3, '2027-03-01T00:00:00.000Z', 'e'),
    ];
    expect([...entries].sort(compareHighScores).map((one) => one.matchId)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });
});
