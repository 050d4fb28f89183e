/**
 * The games whose solo scores the host keeps (src-main/highscores/solo-record.ts
 * decides which matches count; only Smugglers (2025) has tables), and how a
 * table's mode reads: "Long game · Coins variant · 3 robots". Pure (the words
 * come in as `t`).
 */
import type { TFunction } from 'i18next';
import type { HighScoreMode } from '../../../shared/protocol/high-scores';

const GAMES_WITH_HIGH_SCORES: readonly string[] = ['smugglers-2025'];

/** Whether a game has solo high-score tables. */
export function hasHighScores(game: string): boolean {
  return GAMES_WITH_HIGH_SCORES.includes(game);
}

/** Smugglers (2025)'s mode options, when a table has them. */
function smugglersMode(mode: HighScoreMode): { longGame: boolean; coins: boolean; robots: number } | null {
  const { longGame, coins, robots } = mode.modeOptions;
  if (mode.game !== 'smugglers-2025' || typeof longGame !== 'boolean' || typeof coins !== 'boolean' || typeof robots !== 'number') return null;
  return { longGame, coins, robots };
}

/** A mode as a player reads it; a mode of a game this version does not word reads as its key. */
export function modeLabel(t: TFunction<'shell'>, mode: HighScoreMode): string {
  const options = smugglersMode(mode);
  if (!options) return mode.mode;
  const parts = [options.longGame ? t('highScores.mode.long') : t('highScores.mode.standard')];
  if (options.coins) parts.push(t('highScores.mode.coins'));
  parts.push(t('highScores.mode.robots', { count: options.robots }));
  return parts.join(' · ');
}

/** The order modes are listed in: the standard game first, the coins after, fewer robots first; others by key. */
export function compareModes(a: HighScoreMode, b: HighScoreMode): number {
  if (a.game !== b.game) return a.game < b.game ? -1 : 1;
  const x = smugglersMode(a);
  const y = smugglersMode(b);
  if (x && y) return Number(x.longGame) - Number(y.longGame) || Number(x.coins) - Number(y.coins) || x.robots - y.robots;
  return a.mode < b.mode ? -1 : a.mode > b.mode ? 1 : 0;
}
