/**
 * The games as the menu lists them: every game's manifest
 * (shared/games/<id>/manifest.ts), found by its folder and loaded at start
 * (metadata only: no engine), in the menu's order. A game whose manifest says
 * `available: false` shows as coming soon.
 */
import type { GameManifest } from '../../../shared/engine/manifest';
import { type CatalogEntry, type GameId, catalogOf } from '../../../shared/games/catalog';
import type { GameNamespace } from '../i18n/catalogues';

/** The id of a game that can be played now: each has its words' namespace in its own folder (i18n/resources.ts). */
export type PlayableGameId = GameNamespace;
export type { CatalogEntry, GameId };

/** The catalog of these manifests, found by `import.meta.glob` ('…/shared/games/<id>/manifest.ts'). */
export function catalogFound(found: Record<string, GameManifest>) {
  return catalogOf<PlayableGameId>(Object.values(found));
}

const house = catalogFound(import.meta.glob<GameManifest>('../../../shared/games/*/manifest.ts', { eager: true, import: 'default' }));

export const catalog: readonly CatalogEntry[] = house.entries;
/** The playable games' ids, in the menu's order. */
export const playableGameIds: readonly PlayableGameId[] = house.playableIds;
export const isPlayableGameId = house.isPlayable;
export const catalogEntry = house.entry;
