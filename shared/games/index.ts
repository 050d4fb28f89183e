/**
 * Every playable game of Smugglers' Table, keyed by id. The menu's list of all
 * five (with the ones still to come) is in catalog.ts, which loads no engine.
 */
import type { AnyGameDefinition } from '../engine/contract.js';
import { contrebandes } from './contrebandes/index.js';
import { smugglers2016 } from './smugglers-2016/index.js';

export const games: Record<string, AnyGameDefinition> = {
  contrebandes,
  'smugglers-2016': smugglers2016,
};

export function gameById(id: string): AnyGameDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

export { type CatalogEntry, type GameId, catalog, catalogEntry } from './catalog.js';
