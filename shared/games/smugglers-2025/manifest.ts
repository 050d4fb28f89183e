/**
 * Smugglers (2025)'s manifest: its entry in the menu and what it can do
 * (shared/engine/manifest.ts). Loads nothing of the rules: the options'
 * schema (types.ts) is plain zod.
 */
import { defineManifest } from '../../engine/manifest.js';
import { s25OptionsSchema } from './types.js';

export default defineManifest({
  id: 'smugglers-2025',
  title: 'Smugglers (2025)',
  minPlayers: 1,
  maxPlayers: 6,
  available: true,
  menuOrder: 5,
  playoutTarget: 5000,
  // A solo player's scores are kept per mode: the standard or the long game, with or without the coins,
  // and how many robots play. Who holds the first-player sack does not split the tables.
  soloScores: {
    modeOf(options) {
      const parsed = s25OptionsSchema.safeParse(options);
      if (!parsed.success) return null;
      const { longGame, coins, robots } = parsed.data;
      return { key: `${longGame ? 'long' : 'standard'}${coins ? '-coins' : ''}-robots-${robots}`, options: { longGame, coins, robots } };
    },
  },
});
