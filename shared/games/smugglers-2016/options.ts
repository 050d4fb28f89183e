/**
 * Smugglers (2016)'s setup options: their schema and defaults, all a screen
 * that sets up a match needs of the game. The renderer loads this file on its
 * own (src-renderer/src/games/index.ts), without the rules, the bots or the physics.
 */
import type { GameOptionsSpec } from '../options.js';
import { type SmugglersOptions, smugglersOptionsSchema } from './types.js';

const options = {
  optionsSchema: smugglersOptionsSchema,
  defaultOptions: (_seats: number): SmugglersOptions => ({ hourglassSeconds: 60, shortGame: false, firstPlayer: null }),
} satisfies GameOptionsSpec<SmugglersOptions>;

export default options;
