/**
 * Every playable game of Smugglers' Table, keyed by id, loaded eagerly: the
 * host's registry (the host, its workers, the CLI and the tests need every
 * engine with its bots). The renderer never imports this file: it loads one
 * game's setup at a time through setups.ts. The menu's list of all five (with
 * the ones still to come) is in catalog.ts, which loads no engine.
 */
import type { AnyGameDefinition } from '../engine/contract.js';
import type { PlayableGameId } from './catalog.js';
import { contrebandes } from './contrebandes/index.js';
import { inselDerSchmuggler } from './insel-der-schmuggler/index.js';
import { schmugglerAnBord } from './schmuggler-an-bord/index.js';
import { smugglers2016 } from './smugglers-2016/index.js';
import { smugglers2025 } from './smugglers-2025/index.js';

export const games: Readonly<Record<PlayableGameId, AnyGameDefinition>> = {
  contrebandes,
  'smugglers-2016': smugglers2016,
  'schmuggler-an-bord': schmugglerAnBord,
  'insel-der-schmuggler': inselDerSchmuggler,
  'smugglers-2025': smugglers2025,
} satisfies Record<PlayableGameId, AnyGameDefinition>;

export function gameById(id: string): AnyGameDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id as PlayableGameId] : undefined;
}

export {
  type CatalogEntry,
  type GameId,
  type PlayableGameId,
  catalog,
  catalogEntry,
  isPlayableGameId,
  playableGameIds,
} from './catalog.js';
