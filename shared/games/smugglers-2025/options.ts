/**
 * Smugglers (2025)'s setup options: their schema and defaults, all a screen
 * that sets up a match needs of the game. The renderer loads this file on its
 * own (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { minRobots } from './rules.js';
import { type S25Options, s25OptionsSchema } from './types.js';

const options = {
  optionsSchema: s25OptionsSchema,
  // The fewest robots the table needs (2 solo, 1 with two players), the standard game, the sack drawn from the seed.
  defaultOptions: (seats: number): S25Options => ({ robots: minRobots(seats), longGame: false, coins: false, firstPlayer: null }),
} satisfies GameOptionsSpec<S25Options>;

export default options;
