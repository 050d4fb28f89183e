/**
 * Every game of Smugglers' Table. `games` holds the playable ones, keyed by id;
 * `catalog` lists all five for the menu, with the ones still to come.
 */
import type { AnyGameDefinition, GameMeta } from '../engine/contract.js';
import { contrebandes } from './contrebandes/index.js';

export const games: Record<string, AnyGameDefinition> = {
  contrebandes,
};

export type GameId = 'contrebandes' | 'smugglers-2016' | 'schmuggler-an-bord' | 'insel-der-schmuggler' | 'smugglers-2025';

export interface CatalogEntry extends GameMeta {
  id: GameId;
  available: boolean;
}

const comingSoon: GameMeta[] = [
  {
    id: 'smugglers-2016',
    title: 'Smugglers',
    minPlayers: 2,
    maxPlayers: 4,
    pitch: 'Sculpt a ball of putty around your contraband and roll it through the fence,\nthen out-guess the inspector.',
  },
  {
    id: 'schmuggler-an-bord',
    title: 'Schmuggler an Bord',
    minPlayers: 3,
    maxPlayers: 6,
    pitch: 'Thirty goods go round the ship face down.\nRemember who took what, or pay for a wrong suspicion.',
  },
  {
    id: 'insel-der-schmuggler',
    title: 'Insel der Schmuggler',
    minPlayers: 2,
    maxPlayers: 4,
    pitch: 'Sail your goods from island to island\nwhile the lighthouse beam sweeps the bay.',
  },
  {
    id: 'smugglers-2025',
    title: 'Smugglers (2025)',
    minPlayers: 1,
    maxPlayers: 6,
    pitch: 'Collect sets of silk-road goods and slip the illegal ones\npast a different customs rule each round.',
  },
];

export const catalog: CatalogEntry[] = [
  ...Object.values(games).map((game) => ({ ...game.meta, id: game.meta.id as GameId, available: true })),
  ...comingSoon.map((meta) => ({ ...meta, id: meta.id as GameId, available: meta.id in games })),
];

export function gameById(id: string): AnyGameDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}
