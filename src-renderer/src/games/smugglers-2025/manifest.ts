/**
 * Smugglers (2025)'s UI manifest (games/manifest.ts): its table's and its options'
 * loaders, each its own chunk; the registry finds it by folder. Its words are
 * in locales/ and its card in the menu in card/, found by folder too; the
 * declaration below types its namespace. Its solo high-score tables (kept by
 * the host: its engine's manifest says how a match's options pick one) read
 * as their options: "Long game · Coins variant · 3 robots".
 */
import type { HighScoreMode } from '../../../../shared/protocol/high-scores';
import type english from './locales/en.json';
import { defineGameUi } from '../manifest';

declare module '../../i18n/resources' {
  interface GameResources {
    'smugglers-2025': typeof english;
  }
}

export default defineGameUi({
  ui: () => import('./index'),
  options: () => import('../../../../shared/games/smugglers-2025/options'),
  highScores: {
    modeLabel(t, mode) {
      const options = modeOptions(mode);
      if (!options) return null;
      const parts = [options.longGame ? t('highScores.mode.long') : t('highScores.mode.standard')];
      if (options.coins) parts.push(t('highScores.mode.coins'));
      parts.push(t('highScores.mode.robots', { count: options.robots }));
      return parts.join(' · ');
    },
    // The standard game first, the coins after, fewer robots first.
    compareModes(a, b) {
      const x = modeOptions(a);
      const y = modeOptions(b);
      if (!x || !y) return null;
      return Number(x.longGame) - Number(y.longGame) || Number(x.coins) - Number(y.coins) || x.robots - y.robots;
    },
  },
});

/** A table's mode options, when they are this game's. */
function modeOptions(mode: HighScoreMode): { longGame: boolean; coins: boolean; robots: number } | null {
  const { longGame, coins, robots } = mode.modeOptions;
  if (typeof longGame !== 'boolean' || typeof coins !== 'boolean' || typeof robots !== 'number') return null;
  return { longGame, coins, robots };
}
