import { describe, expect, it } from 'vitest';
import { scoreBreakdown, scoreLabel } from './score';
import { sabWords } from './testkit';

const t = sabWords();
const result = { scores: [16, 17, 20], winners: [2], ranks: [3, 2, 1] };

describe('the score at the end', () => {
  it('shows each seat’s cards ×2 plus its chips, and the total', () => {
    const view = { rows: [2, 3, 10], chips: [12, 11, 0] };
    expect(scoreLabel(t)).toBe('Cards × 2 + chips');
    expect(scoreBreakdown(t, 0, result, view)).toBe('2 cards × 2 + 12 chips = 16');
    expect(scoreBreakdown(t, 2, result, view)).toBe('10 cards × 2 + 0 chips = 20');
    expect(scoreBreakdown(t, 1, { ...result, scores: [16, 3, 20] }, { rows: [2, 1, 10], chips: [12, 1, 0] })).toBe('1 card × 2 + 1 chip = 3');
  });
});
