/**
 * A game's UI manifest: what the renderer needs of a game beyond its engine's
 * manifest (shared/games/<id>/manifest.ts). Each game declares one in
 * src-renderer/src/games/<id>/manifest.ts with defineGameUi; the registry
 * (index.ts) finds them by folder. The manifest itself is tiny and loaded at
 * start; it hands out loaders, each its own chunk: the game's UI (table,
 * rules, options form, with its styles) and its setup options
 * (shared/games/<id>/options.ts: schema and defaults, without the rules, the
 * bots or the physics). A game's words need no line here: they are found by
 * folder too (i18n/catalogues.ts: locales/ and card/).
 */
import type { TFunction } from 'i18next';
import type { GameOptionsSpec } from '../../../shared/games/options';
import type { HighScoreMode } from '../../../shared/protocol/high-scores';
import type { AnyGameUi } from './types';

/** How a game's solo high-score tables read (the host keeps them when its engine's manifest has `soloScores`). */
export interface HighScoreWords {
  /** A table's mode as a player reads it ("Long game · Coins variant · 3 robots"), or null for a mode this version cannot word. */
  modeLabel(t: TFunction<'shell'>, mode: HighScoreMode): string | null;
  /** The order of two of its modes (negative: `a` first), or null when either is one it cannot read. */
  compareModes(a: HighScoreMode, b: HighScoreMode): number | null;
}

export interface GameUiManifest {
  ui(): Promise<{ default: AnyGameUi }>;
  options(): Promise<{ default: GameOptionsSpec }>;
  /**
   * Fetches what its table loads after it comes up (a 3D scene's chunks, then Rapier's), in the order it
   * needs it, without waiting for the UI's chunk: a LAN guest's page calls it beside `ui()` while he waits in
   * the lobby (screens/game/prefetchTable.ts). Absent: the UI's chunk is all its table needs.
   */
  preload?(): Promise<unknown>;
  highScores?: HighScoreWords;
}

/** A game's UI manifest, checked against the contract. */
export function defineGameUi(manifest: GameUiManifest): GameUiManifest {
  return manifest;
}

/** The UI manifests found by folder, by game id, from `import.meta.glob`'s answer ('./<id>/manifest.ts'). */
export function gameUisOf(found: Record<string, GameUiManifest>): Record<string, GameUiManifest> {
  return Object.fromEntries(Object.entries(found).map(([file, manifest]) => [file.split('/').at(-2) as string, manifest]));
}
