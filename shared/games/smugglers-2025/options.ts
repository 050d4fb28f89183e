/**
 * Smugglers (2025)'s setup options: their schema and defaults, all a screen
 * that sets up a match needs of the game. The renderer loads this file on its
 * own (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { MAX_ROBOTS, minRobots } from './rules.js';
import { type S25Options, s25OptionsSchema } from './types.js';

const options = {
  optionsSchema: s25OptionsSchema,
  // The fewest robots the table needs (2 solo, 1 with two players), the standard game, the sack drawn from the seed.
  defaultOptions: (seats: number): S25Options => ({ robots: minRobots(seats), longGame: false, coins: false, firstPlayer: null }),
  form: [
    // The list starts at the table's minimum (2 solo, 1 with two players), and says so.
    {
      kind: 'count',
      option: 'robots',
      label: 'options.robots',
      hint: 'options.robotsHint',
      hintAtLeast: 'options.robotsHintLeast',
      none: 'options.robotsNone',
      counted: 'options.robotsCount',
      range: (seats: number) => ({ least: minRobots(seats), most: MAX_ROBOTS }),
    },
    { kind: 'check', option: 'longGame', label: 'options.longGame', hint: 'options.longGameHint' },
    { kind: 'check', option: 'coins', label: 'options.coins', hint: 'options.coinsHint' },
    { kind: 'firstSeat', option: 'firstPlayer', label: 'options.firstPlayer', random: 'options.random', seat: 'seat' },
  ],
} satisfies GameOptionsSpec<S25Options>;

export default options;
