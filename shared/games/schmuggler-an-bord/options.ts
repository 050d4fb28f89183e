/**
 * Schmuggler an Bord's setup options: their schema and defaults, all a screen
 * that sets up a match needs of the game. The renderer loads this file on its
 * own (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { type SabOptions, sabOptionsSchema } from './types.js';

const options = {
  optionsSchema: sabOptionsSchema,
  // RULINGS 3: the table shows only the latest event unless asked; the first player is drawn from the seed.
  defaultOptions: (_seats: number): SabOptions => ({ openHistory: false, firstPlayer: null }),
  form: [
    { kind: 'check', option: 'openHistory', label: 'options.openHistory', hint: 'options.openHistoryHint' },
    // The rulebook's youngest player draws and rolls first.
    { kind: 'firstSeat', option: 'firstPlayer', label: 'options.firstPlayer', random: 'options.random', seat: 'seat' },
  ],
} satisfies GameOptionsSpec<SabOptions>;

export default options;
