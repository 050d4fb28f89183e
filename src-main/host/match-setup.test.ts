import { describe, expect, it } from 'vitest';
import { checkSaveText } from '../saves/save-file.js';
import { newMatch, randomMatchSeed } from './match-setup.js';

const SEATS = ['Ann', 'Ben', 'Cat'].map((name) => ({ name, kind: 'human' as const, level: null }));

describe('a new match', () => {
  it('draws its seed from 53 random bits, too many to try one by one', () => {
    const seeds = Array.from({ length: 64 }, () => randomMatchSeed());
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    // With 32 bits none would pass 2^32; with 53 all but about 2^-21 of them do.
    expect(seeds.filter((seed) => seed > 0xffffffff).length).toBeGreaterThan(60);
    expect(new Set(seeds).size).toBe(64);
  });

  it('is saved with its wide seed and replays from it', () => {
    const match = newMatch('smugglers-2025', { robots: 0, longGame: false, coins: false, firstPlayer: null }, SEATS, undefined);
    expect(match.seed).toBeGreaterThan(0xffffffff);
    const checked = checkSaveText(JSON.stringify(match.toSaveFile()));
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.save.seed).toBe(match.seed);
    expect(checked.state).toEqual(match.state);
  });
});
