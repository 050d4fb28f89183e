/**
 * The guided first game of Smugglers (2025) (issue #28): the first two rounds
 * at a table of three merchants and no robots, with Bruno and Chloé played by
 * script. It teaches what decides the game: the customs card, smuggling a
 * card face down, the judging of everything revealed together, the drawing
 * (a discard, the market, the deck), and how the goods in front score in sets.
 *
 * Seed 4372 deals what the script needs (tutorial.test.ts checks it): you hold
 * a crossbow, a rat poison, a purple gem and two teas; the market shows a
 * third tea; Bruno holds the sack, so he and Chloé draw before you. The rounds
 * go:
 *   1. Silk Seal. You smuggle the crossbow, Bruno a snake venom, Chloé a silk:
 *      your crossbow is the only weapon and stays, the venom is the only poison
 *      and goes, the silk falls to the Silk Seal. Bruno and Chloé draw from the
 *      deck; you throw away the rat poison, take the tea from the market and
 *      draw one card from the deck.
 *   2. Tea Ban. You smuggle the purple gem (not a tea!); Bruno and Chloé both
 *      smuggle a weapon, and two weapons throw each other out.
 * The steps' words are in the game's catalogue, under `tutorial.*`.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial.js';
import type { Kind } from './goods.js';
import type { S25Move, S25Options, S25View } from './types.js';

const BRUNO = 1;

type Step = TutorialStep<S25View, S25Move>;
const words = (name: string): string => `smugglers-2025:tutorial.${name}`;

/** A smuggle of exactly this one kind. */
const smuggles = (kind: Kind) => (move: S25Move): boolean => move.type === 'smuggle' && move.kinds.length === 1 && move.kinds[0] === kind;
/** Whether the round's cards have been revealed (the drawing step, or later). */
const revealedIn = (round: number) => (view: S25View): boolean => view.round > round || (view.round === round && view.phase !== 'smuggle');

const steps: readonly Step[] = [
  { id: 'welcome', target: 'seats', text: words('welcome') },
  { id: 'customs', target: 'customs', text: words('customs') },
  { id: 'hand', target: 'hand', text: words('hand') },
  {
    id: 'smuggle',
    target: 'smuggle',
    text: words('smuggle'),
    hint: words('smuggleHint'),
    allows: smuggles('crossbow'),
    done: ({ move }) => move?.type === 'smuggle',
  },
  {
    id: 'picks',
    target: 'picks',
    text: words('picks'),
    // Bruno and Chloé have chosen too: everything is turned over at once.
    done: ({ view }) => revealedIn(1)(view),
  },
  { id: 'judge', target: 'reveal', text: words('judge') },
  { id: 'kept', target: 'own-seat', text: words('kept') },
  {
    id: 'sack',
    target: 'seats',
    text: words('sack'),
    // Bruno and Chloé have filled their hands: the drawing turn is yours.
    done: ({ view }) => view.drawing?.seat === 0 || view.round > 1,
  },
  {
    id: 'discard',
    target: 'discard',
    text: words('discard'),
    hint: words('discardHint'),
    allows: (move) => move.type === 'discard' && move.kind === 'ratPoison',
    done: ({ move }) => move?.type === 'discard',
  },
  {
    id: 'market',
    target: 'market',
    text: words('market'),
    hint: words('marketHint'),
    allows: (move) => move.type === 'takeMarket' && move.kind === 'tea',
    done: ({ move }) => move?.type === 'takeMarket',
  },
  {
    id: 'deck',
    target: 'deck',
    text: words('deck'),
    hint: words('deckHint'),
    allows: (move) => move.type === 'drawDeck',
    done: ({ move }) => move?.type === 'drawDeck',
  },
  { id: 'round2', target: 'customs', text: words('round2') },
  {
    id: 'smuggle2',
    target: 'smuggle',
    text: words('smuggle2'),
    hint: words('smuggle2Hint'),
    allows: smuggles('purpleGem'),
    done: ({ move }) => move?.type === 'smuggle',
  },
  {
    id: 'picks2',
    target: 'picks',
    text: words('picks2'),
    done: ({ view }) => revealedIn(2)(view),
  },
  { id: 'judge2', target: 'reveal', text: words('judge2') },
  { id: 'sets', target: 'own-seat', text: words('sets') },
  { id: 'gems', target: 'own-seat', text: words('gems') },
  { id: 'end', target: 'seats', text: words('end') },
];

export const s25Tutorial: Tutorial<S25View, S25Move, S25Options> = {
  seed: 4372,
  seats: 3,
  // No robots, the standard game; Bruno holds the sack, so the newcomer draws last and round 2 follows his draw.
  options: { robots: 0, longGame: false, coins: false, firstPlayer: BRUNO },
  player: 0,
  names: ['', 'Bruno', 'Chloé'],
  bots: [
    [],
    [
      // Round 1: a lone snake venom (the only poison: it goes), then a card from the deck, leaving the market's tea.
      { type: 'smuggle', kinds: ['snakeVenom'] },
      { type: 'drawDeck' },
      // Round 2: a great sword, beside Chloé's crossbow: two weapons.
      { type: 'smuggle', kinds: ['greatSword'] },
    ],
    [
      // Round 1: a silk, under the Silk Seal.
      { type: 'smuggle', kinds: ['silk'] },
      { type: 'drawDeck' },
      // Round 2: a crossbow, beside Bruno's great sword.
      { type: 'smuggle', kinds: ['crossbow'] },
    ],
  ],
  steps,
};
