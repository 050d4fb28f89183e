import { describe, expect, it } from 'vitest';
import { catalog } from '../games/catalog';
import { gameBadge } from './gameBadge';

describe('gameBadge', () => {
  it('gives each game of the menu its own seal', () => {
    const badges = catalog.map((entry) => gameBadge(entry.title));
    expect(new Set(badges).size).toBe(catalog.length);
    expect(badges).toEqual(['Co', 'S16', 'Sa', 'Id', 'S25']);
  });

  it('names the 2016 game by its year, like the 2025 one', () => {
    expect(catalog.find((entry) => entry.id === 'smugglers-2016')?.title).toBe('Smugglers (2016)');
    expect(catalog.find((entry) => entry.id === 'smugglers-2025')?.title).toBe('Smugglers (2025)');
  });
});
