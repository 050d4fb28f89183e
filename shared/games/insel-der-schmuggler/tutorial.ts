/**
 * The guided first game of Insel der Schmuggler (issue #28): a newcomer's
 * first three turns at a table of two, with Jonas played by script. It
 * teaches what decides the game: sailing (the boat, then a field), the
 * lighthouse beam (no boat sails into its light, and where it stops it
 * catches), pushing another boat, a catch, and a delivery.
 *
 * The seed fixes the goods on the islands and every roll (the dice come from
 * the seed alone: each roll draws twice, whatever the moves). Seed 23 gives:
 *   - Palm Island's top tile goes to Pineapple Island, worth 2; the beam
 *     starts on Pineapple's sector (17 on the rim).
 *   1. You (Palm) roll 4 and green 2: the beam goes to sector 15. You sail
 *      four fields counter-clockwise, to the outer ring at sector 18.
 *   2. Jonas (Pineapple) takes goods, rolls 4 and green 2 (beam to 13), and
 *      stops on the outer field in front of Pineapple's harbour: in your way.
 *   3. You roll 4 and green 2 (beam to 11, the strait) and push him aside.
 *   4. Jonas rolls 4 and red 2 (beam to 13) and sails to the middle ring at
 *      sector 15.
 *   5. You roll 2 and two black arrows: you turn the beam clockwise onto
 *      sector 15, it catches Jonas, you throw his goods overboard, and you
 *      sail into Pineapple's harbour: 2 points banked.
 *   6. While you read the last two steps, Jonas rolls 3 and red 2 (beam to
 *      17) and sails, empty, toward Shell Island: his goods stay in the sea,
 *      as the last step says, until your next roll.
 * The steps' words are in the game's catalogue, under `tutorial.*`.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial.js';
import { type FieldId, harbourId, seaFieldId } from './board.js';
import type { InselMove, InselOptions, InselView } from './types.js';

const YOU = 0;

const PALM = 0;
const PINEAPPLE = 4;
/** Rings as board.ts counts them (0 the inner); sectors from 0 (the rim shows sector + 1). */
const MIDDLE = 1;
const OUTER = 2;

/** Your first sail: four fields from Palm Island toward Pineapple Island (the rim's sector 18). */
export const FIRST_SAIL: FieldId = seaFieldId(OUTER, 17);
/** Where Jonas waits: the outer field in front of Pineapple Island's harbour (the rim's sector 17). */
export const HARBOUR_MOUTH: FieldId = seaFieldId(OUTER, 16);
/** Where Jonas sails after the push: the middle ring at the rim's sector 15, where your black arrows can turn the beam. */
export const JONAS_CAUGHT_AT: FieldId = seaFieldId(MIDDLE, 14);
export const PINEAPPLE_HARBOUR: FieldId = harbourId(PINEAPPLE);
/** Where Jonas sails, empty, while you read the last steps: the outer field in front of Shell Island's harbour (the rim's sector 13). */
export const JONAS_SAILS_ON_TO: FieldId = seaFieldId(OUTER, 12);

type Step = TutorialStep<InselView, InselMove>;
const words = (name: string): string => `insel-der-schmuggler:tutorial.${name}`;

/** A step the player does with one kind of move, the one it allows. */
function doing(id: string, target: string, allows: (move: InselMove) => boolean, type: InselMove['type']): Step {
  return { id, target, text: words(id), hint: words(`${id}Hint`), allows, done: ({ move }) => move?.type === type };
}

/** Jonas has played his turn: it is your roll again. */
const yourRoll = ({ view }: { view: InselView }): boolean => view.turn === YOU && view.phase === 'roll';

const steps: readonly Step[] = [
  { id: 'welcome', target: 'bay', text: words('welcome') },
  doing('harbour', 'controls', (move) => move.type === 'chooseHarbour' && move.island === PALM, 'chooseHarbour'),
  doing('roll', 'controls', (move) => move.type === 'roll', 'roll'),
  { id: 'tile', target: 'own-seat', text: words('tile') },
  { id: 'beam', target: 'dice', text: words('beam') },
  doing('sail', 'bay', (move) => move.type === 'sail' && move.to === FIRST_SAIL, 'sail'),
  { id: 'watch', target: 'seats', text: words('watch'), done: yourRoll },
  doing('blocked', 'controls', (move) => move.type === 'roll', 'roll'),
  doing('push', 'bay', (move) => move.type === 'push' && move.at === HARBOUR_MOUTH, 'push'),
  { id: 'watchAgain', target: 'seats', text: words('watchAgain'), done: yourRoll },
  doing('rollAgain', 'controls', (move) => move.type === 'roll', 'roll'),
  doing('turnBeam', 'controls', (move) => move.type === 'turnBeam' && move.direction === 'clockwise', 'turnBeam'),
  doing('throw', 'bay', (move) => move.type === 'throw', 'throw'),
  doing('deliver', 'bay', (move) => move.type === 'sail' && move.to === PINEAPPLE_HARBOUR, 'sail'),
  { id: 'delivered', target: 'own-seat', text: words('delivered') },
  { id: 'end', target: 'goods', text: words('end') },
];

export const inselTutorial: Tutorial<InselView, InselMove, InselOptions> = {
  seed: 23,
  seats: 2,
  options: { rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: YOU },
  player: YOU,
  names: ['', 'Jonas'],
  bots: [
    [],
    // Jonas, seat 1.
    [
      // Pineapple Island: he takes its goods at his first roll, and is close to your way in.
      { type: 'chooseHarbour', island: PINEAPPLE },
      { type: 'roll' },
      // One step out, and he stops in the mouth of the harbour you are bound for.
      { type: 'sail', to: HARBOUR_MOUTH },
      { type: 'roll' },
      // Two steps from wherever you pushed him, into the sector your black arrows can light.
      { type: 'sail', to: JONAS_CAUGHT_AT },
      // Empty, he heads for Shell Island's goods and leaves his own in the sea while you read the last steps.
      { type: 'roll' },
      { type: 'sail', to: JONAS_SAILS_ON_TO },
    ],
  ],
  steps,
};
