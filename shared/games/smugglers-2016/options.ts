/**
 * Smugglers (2016)'s setup options: their schema and defaults, all a screen
 * that sets up a match needs of the game. The renderer loads this file on its
 * own (src-renderer/src/games/index.ts), without the rules, the bots or the physics.
 */
import type { GameOptionsSpec } from '../options.js';
import { HOURGLASS_SECONDS, type SmugglersOptions, smugglersOptionsSchema } from './types.js';

const options = {
  optionsSchema: smugglersOptionsSchema,
  defaultOptions: (_seats: number): SmugglersOptions => ({ hourglassSeconds: 60, shortGame: false, firstPlayer: null }),
  form: [
    { kind: 'range', option: 'hourglassSeconds', label: 'options.hourglass', hint: 'options.hourglassHint', ...HOURGLASS_SECONDS, step: 10 },
    { kind: 'check', option: 'shortGame', label: 'options.shortGame', hint: 'options.shortGameHint' },
    { kind: 'firstSeat', option: 'firstPlayer', label: 'options.firstPlayer', random: 'options.random', seat: 'seat' },
    // The profiles saved on this computer (the sandbox's), a list the renderer keeps.
    { kind: 'own', option: 'physics' },
  ],
} satisfies GameOptionsSpec<SmugglersOptions>;

export default options;
