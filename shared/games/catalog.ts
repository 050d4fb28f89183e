/**
 * The games as the main menu lists them, made from their manifests
 * (shared/games/<id>/manifest.ts): metadata only, so the menu can show them
 * without loading any engine. No list of games is kept here: the host's
 * registry (index.ts) makes its catalog from the engines it registers, the
 * renderer (src-renderer/src/games/catalog.ts) from every manifest it finds by
 * folder, those of games still to come (`available: false`) included.
 */
import { type GameManifest, byMenuOrder, isAvailable } from '../engine/manifest.js';

/** A game's id: the name of its folders. */
export type GameId = string;
/** The id of a game that can be played now (its manifest is not `available: false`). */
export type PlayableGameId = string;

/** A game as the menu lists it: its manifest. */
export type CatalogEntry = GameManifest;

export interface Catalog<Playable extends string = PlayableGameId> {
  /** Every game, in the menu's order. */
  entries: readonly CatalogEntry[];
  /** The playable games' ids, in the menu's order. */
  playableIds: readonly Playable[];
  isPlayable(id: string): id is Playable;
  entry(id: string): CatalogEntry | undefined;
}

/** The catalog of these manifests, in the menu's order (they are the games' own, so ids are unique: the registries check it). */
export function catalogOf<Playable extends string = PlayableGameId>(manifests: readonly GameManifest[]): Catalog<Playable> {
  const entries = [...manifests].sort(byMenuOrder);
  const playableIds = entries.flatMap((entry) => (isAvailable(entry) ? [entry.id as Playable] : []));
  return {
    entries,
    playableIds,
    isPlayable: (id: string): id is Playable => (playableIds as readonly string[]).includes(id),
    entry: (id) => entries.find((entry) => entry.id === id),
  };
}

/** The problem of a set of manifests as one house (a sentence for the developer), or null: two games with one id. */
export function duplicateIdProblem(manifests: readonly GameManifest[]): string | null {
  const seen = new Set<string>();
  for (const { id } of manifests) {
    if (seen.has(id)) return `Two games have the id "${id}".`;
    seen.add(id);
  }
  return null;
}
