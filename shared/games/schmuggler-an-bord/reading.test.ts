import { describe, expect, it } from 'vitest';
import { sabGame } from './game';
import { READING_MS, readingMs } from './reading';

describe('the time an announcement stays up', () => {
  it('is long enough to read aloud, for a draw in the setup as for a suspicion', () => {
    expect(READING_MS).toBeGreaterThanOrEqual(2500);
    expect(readingMs([{ type: 'drew', seat: 0, slot: 3, good: 'nylons' }])).toBe(READING_MS);
    expect(readingMs([{ type: 'suspected', by: 1, suspect: 0, good: 'nylons' }])).toBe(READING_MS);
  });

  it('is nothing for a move that said nothing (a secret objection) or only ended the game', () => {
    expect(readingMs([])).toBe(0);
    expect(readingMs([{ type: 'gameOver', result: { ranks: [1, 2], scores: [3, 1], winners: [0] } }])).toBe(0);
  });

  it('is what the engine tells the host', () => {
    expect(sabGame.readingMs).toBe(readingMs);
  });
});
