/**
 * A game's manifest: what the house needs to know of a game without loading
 * its rules, bots or physics. The menu lists it (the catalog entry), and the
 * host asks it what the game can do (its capabilities), so no file outside
 * the game's folders keeps a table keyed by game id. Each game declares one
 * in shared/games/<id>/manifest.ts with defineManifest; its engine carries it
 * as its `meta`. A manifest imports nothing heavy: the renderer loads every
 * game's at start, to show the menu.
 *
 * Capabilities that need the rules themselves live on the engine
 * (GameDefinition: hostTask, timedDecision), as the physics rolls always did.
 */

/** The options that make a high-score mode (the long game, the coins, 3 robots): short names, flags and small counts. */
export type SoloModeOptions = Record<string, boolean | number>;

/** A game with solo high-score tables: how a match's options choose its table. */
export interface SoloScores {
  /**
   * The mode of a match's options: a key naming its table and the options
   * that make it; null when the options are not the game's (a damaged save).
   * The parts of the options that do not change how hard a score is to make
   * do not split the tables.
   */
  modeOf(options: unknown): { key: string; options: SoloModeOptions } | null;
}

export interface GameManifest {
  /** The game's id: its folders' name (shared/games/<id>/, src-renderer/src/games/<id>/), saves and LAN messages. */
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** False for a game the menu shows as coming soon (it has no engine yet). Absent: playable. */
  available?: boolean;
  /** Where the menu lists it (the lowest first, featured). Absent: after those that say, by title. */
  menuOrder?: number;
  /** Random playouts a second on one core that the game's issue asks for (the benchmark checks it). */
  playoutTarget?: number;
  /** Present when a solo player's scores are kept in high-score tables. */
  soloScores?: SoloScores;
  /** True for the game whose physics the sandbox studies (profiles, bench, batch studies). */
  physicsSandbox?: boolean;
  /**
   * True when a player may take back his own last move, as Board Game Arena
   * allows: while nothing has been revealed since (no hidden information shown
   * to anyone, no random outcome drawn) and nobody else has acted. The engine's
   * canUndo says which moves; the host decides (docs/host.md "Taking back a
   * move"), and the conformance suite holds the game to it. Absent: false.
   */
  takeBack?: boolean;
  /** True for a game with a guided first game (its engine's `tutorial`): the menu offers *Learn to play*. */
  tutorial?: boolean;
}

/** A game's manifest, typed as written (its id a literal) and checked against the contract. */
export function defineManifest<const M extends GameManifest>(manifest: M): M {
  return manifest;
}

/** What is wrong with a manifest (a sentence for the developer), or null. */
export function manifestProblem(manifest: GameManifest): string | null {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(manifest.id)) return `The id "${manifest.id}" is not a folder name in lower case with dashes.`;
  if (manifest.title.trim() === '') return `${manifest.id} has no title.`;
  if (!Number.isInteger(manifest.minPlayers) || manifest.minPlayers < 1) return `${manifest.id}: minPlayers must be a whole number, at least 1.`;
  if (!Number.isInteger(manifest.maxPlayers) || manifest.maxPlayers < manifest.minPlayers) return `${manifest.id}: maxPlayers must be a whole number, at least minPlayers.`;
  if (manifest.playoutTarget !== undefined && !(manifest.playoutTarget > 0)) return `${manifest.id}: a playout target must be above 0.`;
  return null;
}

/** Whether the game lets a player take back his own last move at all (the engine's canUndo says when). */
export const allowsTakeBack = (manifest: GameManifest): boolean => manifest.takeBack === true;

/** Whether a game is playable now (its manifest does not say it is coming soon). */
export const isAvailable = (manifest: GameManifest): boolean => manifest.available !== false;

/** The menu's order: by menuOrder, those without one after, by title. */
export function byMenuOrder(a: GameManifest, b: GameManifest): number {
  const order = (a.menuOrder ?? Number.POSITIVE_INFINITY) - (b.menuOrder ?? Number.POSITIVE_INFINITY);
  return Number.isNaN(order) || order === 0 ? a.title.localeCompare(b.title, 'en') : order;
}
