import { describe, expect, it } from 'vitest';
import type { HighScoreMode } from '../../../shared/protocol/high-scores';
import { wordsIn } from '../i18n/testing';
import { compareModes, hasHighScores, modeLabel } from './modes';

const mode = (game: string, key: string, modeOptions: HighScoreMode['modeOptions']): HighScoreMode => ({ game, mode: key, modeOptions });

describe('the high-score modes', () => {
  it('belong to the games whose manifest keeps solo scores: only Smugglers (2025)', () => {
    expect(hasHighScores('smugglers-2025')).toBe(true);
    expect(hasHighScores('contrebandes')).toBe(false);
    expect(hasHighScores('chess')).toBe(false);
  });

  it('read as the game words them, or as their key', async () => {
    const t = await wordsIn('en', 'shell');
    expect(modeLabel(t, mode('smugglers-2025', 'long-coins-robots-3', { longGame: true, coins: true, robots: 3 }))).toBe('Long game · Coins variant · 3 robots');
    expect(modeLabel(t, mode('smugglers-2025', 'odd', { longGame: 1 }))).toBe('odd');
    expect(modeLabel(t, mode('chess', 'blitz', {}))).toBe('blitz');
  });

  it('list by game, then as the game orders them, else by key', () => {
    const long = mode('smugglers-2025', 'long-robots-2', { longGame: true, coins: false, robots: 2 });
    const standard3 = mode('smugglers-2025', 'standard-robots-3', { longGame: false, coins: false, robots: 3 });
    const standard2 = mode('smugglers-2025', 'standard-robots-2', { longGame: false, coins: false, robots: 2 });
    const coins = mode('smugglers-2025', 'standard-coins-robots-2', { longGame: false, coins: true, robots: 2 });
    expect([long, coins, standard3, standard2].sort(compareModes)).toEqual([standard2, standard3, coins, long]);
    expect([mode('b', 'x', {}), mode('a', 'z', {}), mode('a', 'y', {})].sort(compareModes).map((m) => `${m.game}:${m.mode}`)).toEqual(['a:y', 'a:z', 'b:x']);
  });
});
