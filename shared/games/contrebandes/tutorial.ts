/**
 * The guided first game of Contrebandes (issue #28): the first two quarters
 * of a night at a table of three, with Bruno and Chloé played by script.
 * It teaches what decides the game: loading a mule, declaring it (a bluff),
 * being searched, searching as the officer, and the Caisse de Retraite.
 *
 * Every player holds the same 11 cards, so the deal needs no seed: only the
 * first officer is fixed (Bruno). The quarters go:
 *   1. Bruno is the officer. You load a gold and a clothes card and declare;
 *      Bruno searches you: he keeps the gold, your clothes go to the Caisse.
 *      Chloé's cheese and wine pass. Bruno names you the next officer.
 *   2. You are the officer. Bruno's mule is honest, Chloé's hides gold under
 *      clothes: you search her, keep the gold, her clothes go to the Caisse,
 *      and you stop before searching an honest man costs you your goods.
 * The steps' words are in the game's catalogue, under `tutorial.*`.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial.js';
import { cardKind, CARDS_PER_PLAYER } from './cards.js';
import type { ContrebandesMove, ContrebandesOptions, ContrebandesView } from './types.js';

const YOU = 0;
const BRUNO = 1;
const CHLOE = 2;

/** A card of a seat's set by its place in PLAYER_SET. */
const card = (seat: number, place: number): number => seat * CARDS_PER_PLAYER + place;
const CLOTHES_2 = 0;
const CLOTHES_3 = 1;
const FOOD_2 = 3;
const FOOD_3 = 4;
const WINE_4 = 6;
const GOLD_6 = 9;
const CHEESE = 10;

type Step = TutorialStep<ContrebandesView, ContrebandesMove>;
const words = (name: string): string => `contrebandes:tutorial.${name}`;

/** The player's load of the first quarter: one gold and one clothes card, whichever of each. */
function goldAndClothes(move: ContrebandesMove): boolean {
  if (move.type !== 'load' || move.cards.length !== 2) return false;
  const kinds = move.cards.map(cardKind).sort();
  return kinds[0] === 'clothes' && kinds[1] === 'gold';
}

const steps: readonly Step[] = [
  { id: 'welcome', target: 'felt', text: words('welcome') },
  { id: 'hand', target: 'hand', text: words('hand') },
  {
    id: 'load',
    target: 'hand',
    text: words('load'),
    hint: words('loadHint'),
    allows: goldAndClothes,
    done: ({ move }) => move?.type === 'load',
  },
  {
    id: 'declare',
    target: 'declare',
    text: words('declare'),
    hint: words('declareHint'),
    allows: (move) => move.type === 'declare',
    done: ({ move }) => move?.type === 'declare',
  },
  {
    id: 'searched',
    target: 'news',
    text: words('searched'),
    // Bruno has searched and stopped: he names the next officer, or has already.
    done: ({ view }) => view.phase === 'designating' || view.quarter > 0,
  },
  { id: 'caught', target: 'caisse', text: words('caught') },
  {
    id: 'officerLoad',
    target: 'hand',
    text: words('officerLoad'),
    hint: words('officerLoadHint'),
    allows: (move) => move.type === 'load',
    done: ({ move }) => move?.type === 'load',
  },
  {
    id: 'claims',
    target: 'seats',
    text: words('claims'),
    done: ({ view }) => view.phase === 'inspecting',
  },
  {
    id: 'inspect',
    target: `inspect-${CHLOE}`,
    text: words('inspect'),
    hint: words('inspectHint'),
    allows: (move) => move.type === 'inspect' && move.target === CHLOE,
    done: ({ move }) => move?.type === 'inspect',
  },
  {
    id: 'stop',
    target: 'stop',
    text: words('stop'),
    hint: words('stopHint'),
    allows: (move) => move.type === 'stop',
    done: ({ move }) => move?.type === 'stop',
  },
  {
    id: 'designate',
    target: 'designate',
    text: words('designate'),
    hint: words('designateHint'),
    allows: (move) => move.type === 'designate',
    done: ({ move }) => move?.type === 'designate',
  },
  { id: 'caisse', target: 'caisse', text: words('caisse') },
  { id: 'end', target: 'clock', text: words('end') },
];

export const contrebandesTutorial: Tutorial<ContrebandesView, ContrebandesMove, ContrebandesOptions> = {
  seed: 28,
  seats: 3,
  options: { firstOfficer: BRUNO },
  player: YOU,
  names: ['', 'Bruno', 'Chloé'],
  bots: [
    [],
    [
      // 1st quarter, Bruno the officer: an honest little load, then he searches the newcomer and stops.
      { type: 'load', cards: [card(BRUNO, CLOTHES_2), card(BRUNO, FOOD_2)] },
      { type: 'inspect', target: YOU },
      { type: 'stop' },
      { type: 'designate', officer: YOU },
      // 2nd quarter: honest again.
      { type: 'load', cards: [card(BRUNO, CLOTHES_3), card(BRUNO, FOOD_3)] },
      { type: 'declare', kinds: ['clothes', 'food'] },
    ],
    [
      // 1st quarter: the cheese keeps the officer off her wine (he searches the newcomer instead).
      { type: 'load', cards: [card(CHLOE, CHEESE), card(CHLOE, WINE_4)] },
      { type: 'declare', kinds: ['clothes', 'food'] },
      // 2nd quarter: gold under a claim of clothes.
      { type: 'load', cards: [card(CHLOE, GOLD_6), card(CHLOE, CLOTHES_3)] },
      { type: 'declare', kinds: ['clothes', 'clothes'] },
    ],
  ],
  steps,
};
