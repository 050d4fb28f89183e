import { describe, expect, it } from 'vitest';
import { rankRows, resultHeadline } from './ranking';

const names = ['Zoé', 'Ada', 'Bruno', 'Clara'];

describe('rankRows', () => {
  it('orders by rank then seat and marks the winners', () => {
    const rows = rankRows({ scores: [10, 25, 25, 3], winners: [1, 2], ranks: [3, 1, 1, 4] }, names);
    expect(rows.map((row) => [row.rank, row.name, row.score, row.winner])).toEqual([
      [1, 'Ada', 25, true],
      [1, 'Bruno', 25, true],
      [3, 'Zoé', 10, false],
      [4, 'Clara', 3, false],
    ]);
  });
});

describe('resultHeadline', () => {
  it('names one winner, or a shared win', () => {
    expect(resultHeadline({ scores: [1, 2], winners: [1], ranks: [2, 1] }, names)).toBe('Ada wins!');
    expect(resultHeadline({ scores: [2, 2, 2], winners: [2, 0, 1], ranks: [1, 1, 1] }, names)).toBe(
      'Shared win: Zoé, Ada and Bruno',
    );
    expect(resultHeadline({ scores: [], winners: [], ranks: [] }, names)).toBe('Nobody wins');
  });
});
