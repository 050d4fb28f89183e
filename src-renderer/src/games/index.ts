/**
 * The renderer's registry of games: each game's UI manifest
 * (src-renderer/src/games/<id>/manifest.ts, see manifest.ts), found by its
 * folder, with no list of games to keep. The menu starts without any game's
 * UI; the new-game and lobby screens load the options (and the options form)
 * of the game they show; a match loads its own game's UI. The menu's list of
 * games is catalog.ts (the engines' manifests, found by folder too); the
 * host's registry, with every engine, is shared/games/index.ts.
 */
import { type GameUiManifest, gameUisOf } from './manifest';

/** Every game's UI manifest, by id. */
export const gameLoaders: Readonly<Record<string, GameUiManifest>> = gameUisOf(import.meta.glob<GameUiManifest>('./*/manifest.ts', { eager: true, import: 'default' }));

/** The UI manifest of `game`, or undefined for a game without a UI. */
export function gameUi(game: string): GameUiManifest | undefined {
  return Object.hasOwn(gameLoaders, game) ? gameLoaders[game] : undefined;
}
