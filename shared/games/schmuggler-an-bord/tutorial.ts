/**
 * The guided first game of Schmuggler an Bord (issue #28): the setup and the
 * first four turns at a table of three, with Greta and Jonas played by script.
 * It teaches what decides the game: taking a card from its field, an
 * objection to another's "myself", a guessing round, one's own "myself" and
 * the search that proves it.
 *
 * The seed shuffles the spread and rolls the die; the draws are the players'
 * own, so the newcomer takes the ringed cards and the bots take scripted
 * slots. Seed 33 rolls 2, 5, 1, 4, and the turns go:
 *   1. You roll onto the gold, which still lies on its field: you take it.
 *   2. Greta stops on the empty amphorae field and says she has them herself;
 *      Jonas drew them in the setup, so you and he object. She searches, lacks
 *      them and pays a chip to each objector.
 *   3. Jonas stops on the empty old coins field and names you. Greta drew them:
 *      you name her, she says "myself", finds them and they go to you (you
 *      named her first); Jonas named wrong and pays 2 (three took part).
 *   4. You stop on the empty jewellery field: your own first draw. You say
 *      "myself", Greta objects, you search your row and find it; she pays 1.
 * The steps' words are in the game's catalogue, under `tutorial.*`.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial.js';
import type { SabMove, SabOptions, SabView } from './types.js';

const YOU = 0;
const GRETA = 1;
const JONAS = 2;

/**
 * The slots of the seed's spread each seat draws, in order (tutorial.test.ts
 * checks their goods): yours hold the jewellery, the furs and the cigars;
 * Greta's the old coins, the silk and the radios; Jonas's the amphorae, the
 * cameras and the porcelain. The gold (slot 21) stays for your first roll.
 */
export const DRAWS = {
  [YOU]: [18, 8, 26],
  [GRETA]: [3, 0, 13],
  [JONAS]: [19, 27, 6],
} as const;

/**
 * The newcomer's moves, as the steps ask for them: the tests walk the
 * tutorial with them (here and in the table's), the e2e presses them.
 */
export const PLAYER_MOVES: readonly SabMove[] = [
  ...DRAWS[YOU].map((slot): SabMove => ({ type: 'draw', slot })),
  { type: 'roll' },
  { type: 'object', object: true },
  { type: 'suspect', seat: GRETA },
  { type: 'roll' },
  { type: 'suspect', seat: YOU },
  // The jewellery came first, so it lies at the first place of the row.
  { type: 'turnCard', index: 0 },
];

type Step = TutorialStep<SabView, SabMove>;
const words = (name: string): string => `schmuggler-an-bord:tutorial.${name}`;

/** The player's draw of a ringed slot. */
function drawStep(id: string, slot: number): Step {
  return {
    id,
    target: `slot-${slot}`,
    text: words(id),
    hint: words('drawHint'),
    allows: (move) => move.type === 'draw' && move.slot === slot,
    done: ({ move }) => move?.type === 'draw',
  };
}

/** A roll of the player's. */
function rollStep(id: string): Step {
  return {
    id,
    target: 'roll',
    text: words(id),
    hint: words('rollHint'),
    allows: (move) => move.type === 'roll',
    done: ({ move }) => move?.type === 'roll',
  };
}

/** Whether the round on the table waits for the player to name a suspect. */
const named = (view: SabView): boolean => view.phase === 'suspect' && view.activeSeats.includes(YOU);

const steps: readonly Step[] = [
  { id: 'welcome', target: 'spread', text: words('welcome') },
  drawStep('draw', DRAWS[YOU][0]),
  drawStep('draw2', DRAWS[YOU][1]),
  drawStep('draw3', DRAWS[YOU][2]),
  // Your own first card's field: empty, as every field whose card was drawn.
  { id: 'laidOut', target: 'field-jewellery', text: words('laidOut') },
  rollStep('roll'),
  { id: 'took', target: 'own-seat', text: words('took') },
  {
    id: 'gretaRolls',
    target: `seat-${GRETA}`,
    text: words('gretaRolls'),
    // Greta has said "myself": the others decide whether to object.
    done: ({ view }) => view.phase === 'objections',
  },
  {
    id: 'object',
    target: 'object',
    text: words('object'),
    hint: words('objectHint'),
    allows: (move) => move.type === 'object' && move.object,
    done: ({ move }) => move?.type === 'object',
  },
  {
    id: 'gretaSearches',
    target: 'search',
    text: words('gretaSearches'),
    // She lacked them and paid: the kitty holds her chips.
    done: ({ view }) => view.kitty > 0,
  },
  { id: 'paid', target: 'kitty', text: words('paid') },
  {
    id: 'jonasRolls',
    target: `seat-${JONAS}`,
    text: words('jonasRolls'),
    done: ({ view }) => named(view),
  },
  {
    id: 'named',
    target: `suspect-${GRETA}`,
    text: words('named'),
    hint: words('namedHint'),
    allows: (move) => move.type === 'suspect' && move.seat === GRETA,
    done: ({ move }) => move?.type === 'suspect',
  },
  {
    id: 'gretaAnswers',
    target: `seat-${GRETA}`,
    text: words('gretaAnswers'),
    // The round is settled and the turn has come back to the player.
    done: ({ view }) => view.phase === 'roll' && view.turn === YOU,
  },
  { id: 'given', target: 'own-seat', text: words('given') },
  rollStep('roll2'),
  {
    id: 'myself',
    target: 'myself',
    text: words('myself'),
    hint: words('myselfHint'),
    allows: (move) => move.type === 'suspect' && move.seat === YOU,
    done: ({ move }) => move?.type === 'suspect',
  },
  {
    id: 'doubt',
    target: 'others',
    text: words('doubt'),
    // Somebody objected: the player must search.
    done: ({ view }) => view.phase === 'search',
  },
  {
    id: 'search',
    target: 'search',
    text: words('search'),
    hint: words('searchHint'),
    allows: (move) => move.type === 'turnCard',
    // Found: the round is settled (the player turns until he finds the card he holds).
    done: ({ view }) => view.phase !== 'search',
  },
  { id: 'found', target: `seat-${GRETA}`, text: words('found') },
  { id: 'end', target: 'seats', text: words('end') },
];

export const schmugglerAnBordTutorial: Tutorial<SabView, SabMove, SabOptions> = {
  seed: 33,
  seats: 3,
  options: { openHistory: false, firstPlayer: YOU },
  player: YOU,
  names: ['', 'Greta', 'Jonas'],
  bots: [
    [],
    [
      ...DRAWS[GRETA].map((slot) => ({ type: 'draw', slot }) as const),
      // Turn 2: she rolls onto the empty amphorae field and says she has them herself (she does not).
      { type: 'roll' },
      { type: 'suspect', seat: GRETA },
      // Objected to: she turns her three cards over and lacks them.
      { type: 'turnCard', index: 0 },
      { type: 'turnCard', index: 1 },
      { type: 'turnCard', index: 2 },
      // Turn 3, named by you: "myself", and her first card is the old coins.
      { type: 'suspect', seat: GRETA },
      { type: 'turnCard', index: 0 },
      // Turn 4: she doubts your jewellery.
      { type: 'object', object: true },
    ],
    [
      ...DRAWS[JONAS].map((slot) => ({ type: 'draw', slot }) as const),
      // Turn 2: he drew the amphorae himself, so he objects to Greta's claim.
      { type: 'object', object: true },
      // Turn 3: he rolls onto the empty old coins field and names you (wrongly).
      { type: 'roll' },
      { type: 'suspect', seat: YOU },
      // Turn 4: he lets your jewellery pass.
      { type: 'object', object: false },
    ],
  ],
  steps,
};
