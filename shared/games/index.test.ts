import { describe, expect, it } from 'vitest';
import { catalog, games } from './index.js';

describe('the game registry', () => {
  it('lists the five games, and exactly the registered engines as available', () => {
    expect(catalog.map((entry) => entry.id)).toEqual(['contrebandes', 'smugglers-2016', 'schmuggler-an-bord', 'insel-der-schmuggler', 'smugglers-2025']);
    expect(catalog.filter((entry) => entry.available).map((entry) => entry.id)).toEqual(Object.keys(games));
  });

  it('agrees with each engine on title and player counts', () => {
    for (const game of Object.values(games)) {
      const entry = catalog.find((candidate) => candidate.id === game.meta.id);
      expect(entry).toMatchObject({ title: game.meta.title, minPlayers: game.meta.minPlayers, maxPlayers: game.meta.maxPlayers, pitch: game.meta.pitch });
    }
  });
});
