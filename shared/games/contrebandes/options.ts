/**
 * Contrebandes' setup options: their schema and defaults, all a screen that
 * sets up a match needs of the game. The renderer loads this file on its own
 * (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { type ContrebandesOptions, contrebandesOptionsSchema } from './types.js';

const options = {
  optionsSchema: contrebandesOptionsSchema,
  defaultOptions: (_seats: number): ContrebandesOptions => ({ firstOfficer: null }),
  form: [{ kind: 'firstSeat', option: 'firstOfficer', label: 'options.firstOfficer', hint: 'options.hint', random: 'options.random', seat: 'seat' }],
} satisfies GameOptionsSpec<ContrebandesOptions>;

export default options;
