/**
 * The host's registry, made from a list of engines: keyed by their
 * manifests' ids, with the catalog of those manifests. index.ts makes the
 * house's from its one line per game; a test may make one with a game of its
 * own added (the toy sixth game), without touching the house's.
 */
import type { AnyGameDefinition } from '../engine/contract.js';
import { manifestProblem } from '../engine/manifest.js';
import { type Catalog, catalogOf, duplicateIdProblem } from './catalog.js';

export interface GameRegistry {
  /** Every registered engine, by id, in the menu's order. */
  games: Readonly<Record<string, AnyGameDefinition>>;
  gameById(id: string): AnyGameDefinition | undefined;
  /** The registered games' manifests as the menu lists them. */
  catalog: Catalog;
}

/** A registry of these engines, or the problem that keeps them from being one house (a sentence for the developer). */
export function gameRegistry(definitions: readonly AnyGameDefinition[]): GameRegistry | { problem: string } {
  const manifests = definitions.map((definition) => definition.meta);
  const problem = manifests.map(manifestProblem).find((found) => found !== null) ?? duplicateIdProblem(manifests);
  if (problem) return { problem };
  const catalog = catalogOf(manifests);
  const games: Record<string, AnyGameDefinition> = Object.fromEntries(
    catalog.entries.map((entry) => [entry.id, definitions.find((definition) => definition.meta.id === entry.id) as AnyGameDefinition]),
  );
  return { games, gameById: (id) => (Object.hasOwn(games, id) ? games[id] : undefined), catalog };
}
