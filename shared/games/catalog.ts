/**
 * The five games as the main menu lists them: metadata only, so the menu can
 * show them without loading any engine. `available` marks the playable ones,
 * whose ids make `PlayableGameId`: the engine registries (index.ts for the
 * host, setups.ts for the renderer) and the renderer's UI registry are typed
 * `satisfies Record<PlayableGameId, …>`, and index.test.ts checks they agree.
 */
export type GameId = 'contrebandes' | 'smugglers-2016' | 'schmuggler-an-bord' | 'insel-der-schmuggler' | 'smugglers-2025';

export interface CatalogEntry {
  id: GameId;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Two short lines for the main menu. */
  pitch: string;
  available: boolean;
}

const entries = [
  {
    id: 'contrebandes',
    title: 'Contrebandes',
    minPlayers: 3,
    maxPlayers: 5,
    pitch: 'Load your mule in secret, talk your way past the customs officer,\nand mind the stinking cheese.',
    available: true,
  },
  {
    id: 'smugglers-2016',
    title: 'Smugglers (2016)',
    minPlayers: 2,
    maxPlayers: 4,
    pitch: 'Sculpt a ball of putty around your contraband and roll it through the fence,\nthen out-guess the inspector.',
    available: true,
  },
  {
    id: 'schmuggler-an-bord',
    title: 'Schmuggler an Bord',
    minPlayers: 3,
    maxPlayers: 6,
    pitch: 'Thirty goods go round the ship face down.\nRemember who took what, or pay for a wrong suspicion.',
    available: true,
  },
  {
    id: 'insel-der-schmuggler',
    title: 'Insel der Schmuggler',
    minPlayers: 2,
    maxPlayers: 4,
    pitch: 'Sail your goods from island to island\nwhile the lighthouse beam sweeps the bay.',
    available: true,
  },
  {
    id: 'smugglers-2025',
    title: 'Smugglers (2025)',
    minPlayers: 1,
    maxPlayers: 6,
    pitch: 'Collect sets of silk-road goods and slip the illegal ones\npast a different customs rule each round.',
    available: true,
  },
] as const satisfies readonly CatalogEntry[];

export const catalog: readonly CatalogEntry[] = entries;

/** The id of a game that can be played now (`available: true` in the catalog). */
export type PlayableGameId = Extract<(typeof entries)[number], { available: true }>['id'];

/** The playable games' ids, in the catalog's order. */
export const playableGameIds: readonly PlayableGameId[] = entries.flatMap((entry) => (entry.available ? [entry.id] : []));

export function isPlayableGameId(id: string): id is PlayableGameId {
  return (playableGameIds as readonly string[]).includes(id);
}

export function catalogEntry(id: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.id === id);
}
