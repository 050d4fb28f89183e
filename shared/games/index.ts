/**
 * Every playable game of Smugglers' Table, loaded eagerly: the host's
 * registry (the host, its workers, the CLI and the tests need every engine
 * with its bots). Registering a game is its one line below: the engine
 * carries its manifest (shared/games/<id>/manifest.ts) as its meta, with the
 * catalog entry and the capabilities, so nothing else outside its folders
 * names it. The renderer never imports this file: it finds every game's
 * manifest and UI by folder (src-renderer/src/games/catalog.ts, index.ts).
 */
import { contrebandes } from './contrebandes/index.js';
import { inselDerSchmuggler } from './insel-der-schmuggler/index.js';
import { schmugglerAnBord } from './schmuggler-an-bord/index.js';
import { smugglers2016 } from './smugglers-2016/index.js';
import { smugglers2025 } from './smugglers-2025/index.js';
import { type GameRegistry, gameRegistry } from './registry.js';

function house(): GameRegistry {
  const registry = gameRegistry([contrebandes, smugglers2016, schmugglerAnBord, inselDerSchmuggler, smugglers2025]);
  // A programming slip (two games with one id, a manifest that breaks the contract): no host can start with it.
  if ('problem' in registry) throw new Error(registry.problem);
  return registry;
}

const registry = house();

/** Every registered engine, by id, in the menu's order. */
export const games = registry.games;
export const gameById = registry.gameById;
/** The registered games as the menu lists them. */
export const catalog = registry.catalog.entries;
export const playableGameIds = registry.catalog.playableIds;
export const isPlayableGameId = registry.catalog.isPlayable;
export const catalogEntry = registry.catalog.entry;

export { type CatalogEntry, type GameId, type PlayableGameId } from './catalog.js';
