/**
 * Insel der Schmuggler's setup options: their schema and defaults, all a
 * screen that sets up a match needs of the game. The renderer loads this file
 * on its own (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { type InselOptions, inselOptionsSchema } from './types.js';

const options = {
  optionsSchema: inselOptionsSchema,
  // The rulebook's basic game: no rocks (the 2-player anchor rock is not an option), harbours chosen, the first player drawn.
  defaultOptions: (_seats: number): InselOptions => ({ rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null }),
} satisfies GameOptionsSpec<InselOptions>;

export default options;
