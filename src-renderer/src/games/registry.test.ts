import { describe, expect, it } from 'vitest';
import { catalog, playableGameIds } from './catalog';
import { games } from '../../../shared/games/index';
import { loadGameOptions } from '../setup/gameOptions';
import { GAME_CARDS, namespaces } from '../i18n/catalogues';
import { gameLoaders } from './index';
import { loadGameUi } from './loadGameUi';

describe('the registries of games', () => {
  it('agree: the catalog’s playable games, the host’s engines and the renderer’s games', () => {
    const playable = catalog.filter((entry) => entry.available).map((entry) => entry.id);
    expect(playableGameIds).toEqual(playable);
    expect(Object.keys(games)).toEqual(playable);
    // Found by folder: in the folders' order, not the menu's.
    expect(Object.keys(gameLoaders).sort()).toEqual([...playable].sort());
    // Each game's words, found by folder too, are its namespace.
    expect(namespaces().slice(namespaces().indexOf(GAME_CARDS) + 1).sort()).toEqual([...playable].sort());
  });

  it('list the menu’s games, from their manifests found by folder, in the menu’s order', () => {
    expect(catalog.map((entry) => entry.id)).toEqual(['contrebandes', 'smugglers-2016', 'schmuggler-an-bord', 'insel-der-schmuggler', 'smugglers-2025']);
    // The very manifests the engines carry.
    for (const entry of catalog) expect(games[entry.id]?.meta, entry.id).toStrictEqual(entry);
  });

  it('give the renderer the options schema and defaults of the engine', async () => {
    for (const [id, game] of Object.entries(games)) {
      const options = await loadGameOptions(id);
      expect(options?.optionsSchema, id).toBe(game.optionsSchema);
      expect(options?.defaultOptions(game.meta.minPlayers), id).toEqual(game.defaultOptions(game.meta.minPlayers));
    }
  });

  it('load nothing for a game that cannot be played', async () => {
    // Every game of the catalog is playable now: ids the registry does not have (an unknown game, a name of Object's prototype).
    expect(await loadGameOptions('chess')).toBeNull();
    expect(await loadGameUi('chess')).toBeNull();
    expect(await loadGameOptions('constructor')).toBeNull();
    expect(await loadGameUi('constructor')).toBeNull();
  });
});
