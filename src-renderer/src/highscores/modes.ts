/**
 * The games whose solo scores the host keeps (src-main/highscores/solo-record.ts
 * decides which matches count: a game's engine manifest has `soloScores`), and
 * how a table's mode reads, as the game's UI manifest words it ("Long game ·
 * Coins variant · 3 robots"). Pure (the words come in as `t`).
 */
import type { TFunction } from 'i18next';
import type { HighScoreMode } from '../../../shared/protocol/high-scores';
import { catalogEntry } from '../games/catalog';
import { gameUi } from '../games/index';

/** Whether a game has solo high-score tables. */
export function hasHighScores(game: string): boolean {
  return catalogEntry(game)?.soloScores !== undefined;
}

/** A mode as a player reads it; a mode of a game this version does not word reads as its key. */
export function modeLabel(t: TFunction<'shell'>, mode: HighScoreMode): string {
  return gameUi(mode.game)?.highScores?.modeLabel(t, mode) ?? mode.mode;
}

/** The order modes are listed in: by game, then as the game orders them (Smugglers (2025): the standard game first); others by key. */
export function compareModes(a: HighScoreMode, b: HighScoreMode): number {
  if (a.game !== b.game) return a.game < b.game ? -1 : 1;
  const order = gameUi(a.game)?.highScores?.compareModes(a, b) ?? null;
  if (order !== null) return order;
  return a.mode < b.mode ? -1 : a.mode > b.mode ? 1 : 0;
}
