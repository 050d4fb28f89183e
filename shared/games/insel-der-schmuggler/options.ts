/**
 * Insel der Schmuggler's setup options: their schema and defaults, all a
 * screen that sets up a match needs of the game. The renderer loads this file
 * on its own (src-renderer/src/games/index.ts), without the rules or the bots.
 */
import type { GameOptionsSpec } from '../options.js';
import { type InselOptions, inselOptionsSchema } from './types.js';

/** The box's rock pieces (the schema's maximum). */
export const BOX_ROCKS = 3;

/**
 * The most rocks the variant may add (RULINGS insel-der-schmuggler 7, decision 10): with 2 players the anchor
 * rock is one of the box's 3, so 2 are left.
 */
export function maxVariantRocks(seats: number): number {
  return seats === 2 ? BOX_ROCKS - 1 : BOX_ROCKS;
}

const options = {
  optionsSchema: inselOptionsSchema,
  // The rulebook's basic game: no rocks (the 2-player anchor rock is not an option), harbours chosen, the first player drawn.
  defaultOptions: (_seats: number): InselOptions => ({ rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null }),
  // A new game only: saves made before RULINGS 7 said so may hold 3 rocks with 2 players, and still load (setup plays them).
  newGameProblem: (seats: number, { rocks }: InselOptions) =>
    rocks > maxVariantRocks(seats) ? { key: 'insel-der-schmuggler:refusal.rocksWithTwo', params: { max: maxVariantRocks(seats) } } : null,
  form: [
    // With 2 players 3 more rocks are not offered, and a choice of 3 made for more players comes down to 2.
    {
      kind: 'count',
      option: 'rocks',
      label: 'options.rocks',
      hint: 'options.rocksHint',
      none: 'options.rocksNone',
      counted: 'options.rocksCount',
      range: (seats: number) => ({ least: 0, most: maxVariantRocks(seats) }),
    },
    {
      kind: 'choice',
      option: 'rockPlacement',
      label: 'options.placement',
      choices: [
        { value: 'turns', label: 'options.placementTurns' },
        { value: 'random', label: 'options.placementRandom' },
      ],
      shownWhen: ({ rocks }: InselOptions) => rocks > 0,
    },
    {
      kind: 'choice',
      option: 'startHarbours',
      label: 'options.harbours',
      choices: [
        { value: 'choose', label: 'options.harboursChoose' },
        { value: 'random', label: 'options.harboursRandom' },
      ],
    },
    { kind: 'firstSeat', option: 'firstPlayer', label: 'options.firstPlayer', random: 'options.random', seat: 'seat' },
  ],
} satisfies GameOptionsSpec<InselOptions>;

export default options;
