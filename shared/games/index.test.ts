import { describe, expect, it } from 'vitest';
import { catalog, games, playableGameIds } from './index.js';
import type { GameOptionsSpec } from './options.js';

describe('the game registry', () => {
  it('lists the five games, and exactly the registered engines as available', () => {
    expect(catalog.map((entry) => entry.id)).toEqual(['contrebandes', 'smugglers-2016', 'schmuggler-an-bord', 'insel-der-schmuggler', 'smugglers-2025']);
    expect(catalog.filter((entry) => entry.available).map((entry) => entry.id)).toEqual(Object.keys(games));
    expect(playableGameIds).toEqual(Object.keys(games));
  });

  it('lists each engine with its own manifest: title and player counts', () => {
    for (const game of Object.values(games)) {
      const entry = catalog.find((candidate) => candidate.id === game.meta.id);
      expect(entry).toBe(game.meta);
      expect(entry).toMatchObject({ title: game.meta.title, minPlayers: game.meta.minPlayers, maxPlayers: game.meta.maxPlayers });
    }
  });

  it('offers a guided first game where the manifest says so, and only there', () => {
    for (const game of Object.values(games)) expect(game.meta.tutorial === true, game.meta.id).toBe(game.tutorial !== undefined);
  });

  it('keys each engine by its own id', () => {
    for (const [id, game] of Object.entries(games)) expect(game.meta.id).toBe(id);
  });
});

describe("each game's options.ts", () => {
  it('holds the schema and the defaults its engine uses', async () => {
    for (const [id, game] of Object.entries(games)) {
      const options = ((await import(`./${id}/options.ts`)) as { default: GameOptionsSpec }).default;
      expect(options.optionsSchema, id).toBe(game.optionsSchema);
      for (let seats = game.meta.minPlayers; seats <= game.meta.maxPlayers; seats++) {
        const defaults = options.defaultOptions(seats);
        expect(defaults, `${id}, ${seats} seats`).toEqual(game.defaultOptions(seats));
        expect(game.optionsSchema.safeParse(defaults).success, `${id}, ${seats} seats`).toBe(true);
      }
    }
  });
});
