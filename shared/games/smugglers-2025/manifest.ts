/**
 * Smugglers (2025)'s manifest: its entry in the menu and what it can do
 * (shared/engine/manifest.ts). Loads nothing of the rules, nor zod: the
 * renderer loads every manifest for its first screen, the menu, and zod alone
 * was a fifth of the menu's initial chunk. So the options a high-score mode
 * reads are checked by hand here, as strictly as their schema (types.ts
 * s25OptionsSchema) checks them; manifest.test.ts holds the two together.
 */
import { defineManifest } from '../../engine/manifest.js';

/** What s25OptionsSchema accepts, without zod: exactly these four keys, in range. */
function isS25Options(options: unknown): options is { robots: number; longGame: boolean; coins: boolean; firstPlayer: number | null } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  const keys = Object.keys(options);
  if (keys.length !== 4 || !['robots', 'longGame', 'coins', 'firstPlayer'].every((key) => keys.includes(key))) return false;
  const { robots, longGame, coins, firstPlayer } = options as Record<string, unknown>;
  const whole = (value: unknown, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
  return whole(robots, 4) && typeof longGame === 'boolean' && typeof coins === 'boolean' && (firstPlayer === null || whole(firstPlayer, 5));
}

export default defineManifest({
  id: 'smugglers-2025',
  title: 'Smugglers (2025)',
  minPlayers: 1,
  maxPlayers: 6,
  available: true,
  menuOrder: 5,
  playoutTarget: 5000,
  // A player may take back his own last move while nothing was revealed since (take-back.ts says which).
  takeBack: true,
  // A guided first game (tutorial.ts): Learn to play on its card.
  tutorial: true,
  // A solo player's scores are kept per mode: the standard or the long game, with or without the coins,
  // and how many robots play. Who holds the first-player sack does not split the tables.
  soloScores: {
    modeOf(options) {
      if (!isS25Options(options)) return null;
      const { longGame, coins, robots } = options;
      return { key: `${longGame ? 'long' : 'standard'}${coins ? '-coins' : ''}-robots-${robots}`, options: { longGame, coins, robots } };
    },
  },
});
