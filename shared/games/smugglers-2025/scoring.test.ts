/**
 * The scoring, rule by rule, with the worked numbers of the rulebook's Goods
 * Cards Index and of RULINGS 2–4 and 8.
 */
import { describe, expect, it } from 'vitest';
import { rngStateFromSeed } from '../../engine/rng.js';
import { type Card, KIND_OF, type Kind } from './goods.js';
import { breakdowns, frontScore, gameResult, scoreSeat } from './scoring.js';
import type { S25State, ScoreBreakdown } from './types.js';

/** `count` cards of `kind`. */
function many(kind: Kind, count: number): Kind[] {
  return new Array<Kind>(count).fill(kind);
}

interface Case {
  rule: string;
  front: Kind[];
  hand?: Kind[];
  byKind: ScoreBreakdown['byKind'];
  coinsInHand?: number;
  illegalCount?: number;
  total: number;
}

const CASES: Case[] = [
  // Spice, by sets of 4: 1–2 → 0, 3 → 10, 4 → 26; a fifth starts a new set (RULINGS 4).
  { rule: '1 spice scores 0', front: many('spice', 1), byKind: { spice: 0 }, total: 0 },
  { rule: '2 spice score 0', front: many('spice', 2), byKind: { spice: 0 }, total: 0 },
  { rule: '3 spice score 10', front: many('spice', 3), byKind: { spice: 10 }, total: 10 },
  { rule: '4 spice score 26', front: many('spice', 4), byKind: { spice: 26 }, total: 26 },
  { rule: '5 spice score 26 + 0', front: many('spice', 5), byKind: { spice: 26 }, total: 26 },
  { rule: '7 spice score 26 + 10', front: many('spice', 7), byKind: { spice: 36 }, total: 36 },
  { rule: '8 spice score two sets of 26', front: many('spice', 8), byKind: { spice: 52 }, total: 52 },
  // Silk, by sets of 3: 1, 5, 20.
  { rule: '1 silk scores 1', front: many('silk', 1), byKind: { silk: 1 }, total: 1 },
  { rule: '2 silk score 5', front: many('silk', 2), byKind: { silk: 5 }, total: 5 },
  { rule: '3 silk score 20', front: many('silk', 3), byKind: { silk: 20 }, total: 20 },
  { rule: '4 silk score 20 + 1', front: many('silk', 4), byKind: { silk: 21 }, total: 21 },
  { rule: '6 silk score two sets of 20', front: many('silk', 6), byKind: { silk: 40 }, total: 40 },
  // Tea, by sets of 4: 2, 0, 0, 30.
  { rule: '1 tea scores 2', front: many('tea', 1), byKind: { tea: 2 }, total: 2 },
  { rule: '2 tea score 0', front: many('tea', 2), byKind: { tea: 0 }, total: 0 },
  { rule: '3 tea score 0', front: many('tea', 3), byKind: { tea: 0 }, total: 0 },
  { rule: '4 tea score 30', front: many('tea', 4), byKind: { tea: 30 }, total: 30 },
  { rule: '5 tea score 30 + 2', front: many('tea', 5), byKind: { tea: 32 }, total: 32 },
  // Fruits: 12 per pair, a single one nothing.
  { rule: '1 fruits scores 0', front: many('fruits', 1), byKind: { fruits: 0 }, total: 0 },
  { rule: '2 fruits score 12', front: many('fruits', 2), byKind: { fruits: 12 }, total: 12 },
  { rule: '3 fruits score 12', front: many('fruits', 3), byKind: { fruits: 12 }, total: 12 },
  { rule: '4 fruits score 24', front: many('fruits', 4), byKind: { fruits: 24 }, total: 24 },
  // Gems: pink 3, blue 4, purple 5 each, and 10 per trio of one of each colour.
  { rule: 'pink gems score 3 each', front: many('pinkGem', 2), byKind: { pinkGem: 6 }, total: 6 },
  { rule: 'blue gems score 4 each', front: many('blueGem', 2), byKind: { blueGem: 8 }, total: 8 },
  { rule: 'purple gems score 5 each', front: many('purpleGem', 3), byKind: { purpleGem: 15 }, total: 15 },
  {
    rule: 'a gem trio: 3 + 4 + 5 and a bonus of 10',
    front: ['pinkGem', 'blueGem', 'purpleGem'],
    byKind: { pinkGem: 3, blueGem: 4, purpleGem: 5, gemTrios: 10 },
    total: 22,
  },
  {
    rule: 'two trios: 2 × (3 + 4 + 5) and two bonuses',
    front: ['pinkGem', 'purpleGem', 'blueGem', 'pinkGem', 'blueGem', 'purpleGem'],
    byKind: { pinkGem: 6, blueGem: 8, purpleGem: 10, gemTrios: 20 },
    total: 44,
  },
  {
    rule: 'a trio and a spare gem: one bonus',
    front: ['pinkGem', 'pinkGem', 'blueGem', 'purpleGem'],
    byKind: { pinkGem: 6, blueGem: 4, purpleGem: 5, gemTrios: 10 },
    total: 25,
  },
  { rule: 'two colours only: no bonus', front: ['pinkGem', 'blueGem', 'blueGem'], byKind: { pinkGem: 3, blueGem: 8 }, total: 11 },
  // Bag of gems: 10, and it is no gem (no trio, no ring on it).
  { rule: 'a bag of gems scores 10', front: ['bagOfGems'], byKind: { bagOfGems: 10 }, total: 10 },
  {
    rule: 'a bag of gems completes no trio and takes no ring',
    front: ['bagOfGems', 'pinkGem', 'blueGem', 'ring'],
    byKind: { pinkGem: 3, blueGem: 4, bagOfGems: 10, ring: 3 + 4 },
    total: 24,
  },
  // Ring: 3, and doubles one gem card's own points (RULINGS 4), on the best gem.
  { rule: 'a ring on a purple gem: 3 + 5 more', front: ['ring', 'purpleGem'], byKind: { purpleGem: 5, ring: 8 }, total: 13 },
  {
    rule: 'a ring goes on the purple gem, not the pink one',
    front: ['pinkGem', 'ring', 'purpleGem', 'pinkGem'],
    byKind: { pinkGem: 6, purpleGem: 5, ring: 8 },
    total: 19,
  },
  { rule: 'a ring on a blue gem when no purple: 3 + 4', front: ['pinkGem', 'blueGem', 'ring'], byKind: { pinkGem: 3, blueGem: 4, ring: 7 }, total: 14 },
  { rule: 'a ring with no gem scores just 3', front: ['ring'], byKind: { ring: 3 }, total: 3 },
  {
    rule: 'a ring doubles the gem, not the trio bonus',
    front: ['pinkGem', 'blueGem', 'purpleGem', 'ring'],
    byKind: { pinkGem: 3, blueGem: 4, purpleGem: 5, gemTrios: 10, ring: 8 },
    total: 30,
  },
  {
    rule: 'two rings go on two different gems, the best two',
    front: ['ring', 'ring', 'purpleGem', 'purpleGem', 'pinkGem'],
    byKind: { pinkGem: 3, purpleGem: 10, ring: 6 + 5 + 5 },
    total: 29,
  },
  {
    rule: 'rings beyond the gem cards score just 3',
    front: ['ring', 'ring', 'ring', 'blueGem'],
    byKind: { blueGem: 4, ring: 9 + 4 },
    total: 17,
  },
  // Coins (RULINGS 2): gold 10 and silver 5 per card still in hand; in front nothing.
  {
    rule: 'coins in hand score: gold 10, silver 5',
    front: [],
    hand: ['goldCoins', 'silverCoins', 'silverCoins', 'spice', 'crossbow'],
    byKind: {},
    coinsInHand: 20,
    total: 20,
  },
  { rule: 'coins in front score nothing', front: ['goldCoins', 'silverCoins'], byKind: { goldCoins: 0, silverCoins: 0 }, total: 0 },
  {
    rule: 'coins in front nothing, in hand their points',
    front: ['goldCoins', 'silk'],
    hand: ['goldCoins', 'tea'],
    byKind: { silk: 1, goldCoins: 0 },
    coinsInHand: 10,
    total: 11,
  },
  // Illegal goods: 10 each in front; in hand nothing.
  {
    rule: 'illegal goods score 10 each and count for ties',
    front: ['crossbow', 'greatSword', 'snakeVenom', 'ratPoison', 'ratPoison', 'stolenJewelry', 'ivory'],
    hand: ['ivory'],
    byKind: { crossbow: 10, greatSword: 10, snakeVenom: 10, ratPoison: 20, stolenJewelry: 10, ivory: 10 },
    illegalCount: 7,
    total: 70,
  },
  { rule: 'nothing in front scores 0', front: [], byKind: {}, total: 0 },
  {
    rule: 'everything together adds up',
    front: ['spice', 'spice', 'spice', 'silk', 'tea', 'fruits', 'fruits', 'pinkGem', 'blueGem', 'purpleGem', 'ring', 'bagOfGems', 'crossbow', 'ivory'],
    hand: ['silverCoins'],
    byKind: { spice: 10, silk: 1, tea: 2, fruits: 12, pinkGem: 3, blueGem: 4, purpleGem: 5, gemTrios: 10, bagOfGems: 10, ring: 8, crossbow: 10, ivory: 10 },
    coinsInHand: 5,
    illegalCount: 2,
    total: 90,
  },
];

describe('scoreSeat', () => {
  it.each(CASES)('$rule', ({ front, hand = [], byKind, coinsInHand = 0, illegalCount = 0, total }) => {
    expect(scoreSeat(front, hand)).toEqual({ byKind, coinsInHand, illegalCount, total });
  });

  it('does not depend on the order the goods came in', () => {
    const front: Kind[] = ['ring', 'purpleGem', 'spice', 'pinkGem', 'spice', 'blueGem', 'crossbow', 'spice'];
    expect(scoreSeat(front.slice().reverse(), [])).toEqual(scoreSeat(front, []));
  });

  it('lists the breakdown in the order of the kinds, the trio bonus after the gems', () => {
    const { byKind } = scoreSeat(['ivory', 'ring', 'purpleGem', 'blueGem', 'pinkGem', 'spice'], []);
    expect(Object.keys(byKind)).toEqual(['spice', 'pinkGem', 'blueGem', 'purpleGem', 'gemTrios', 'ring', 'ivory']);
  });
});

describe('frontScore', () => {
  it.each(CASES)('is the total without the hand: $rule', ({ front, hand = [] }) => {
    expect(frontScore(front)).toBe(scoreSeat(front, hand).total - scoreSeat(front, hand).coinsInHand);
  });
});

/** Card numbers for kinds, each card used once. */
function cardsFor(kinds: readonly Kind[], used: Set<Card>): Card[] {
  return kinds.map((kind) => {
    const card = KIND_OF.findIndex((other, index) => other === kind && !used.has(index));
    if (card < 0) throw new Error(`no ${kind} left`);
    used.add(card);
    return card;
  });
}

/** A finished game with these fronts and hands. */
function finished(fronts: Kind[][], hands: Kind[][] = fronts.map(() => [])): S25State {
  const used = new Set<Card>();
  return {
    game: 'smugglers-2025',
    seats: fronts.length,
    options: { robots: 0, longGame: false, coins: true, firstPlayer: 0 },
    rng: rngStateFromSeed(1),
    phase: 'over',
    round: 12,
    rounds: 12,
    sack: 0,
    customsDeck: [],
    customs: 'openBorder',
    deck: [],
    discard: [],
    market: [],
    front: fronts.map((front) => cardsFor(front, used)),
    hands: hands.map((hand) => cardsFor(hand, used)),
    picks: fronts.map(() => null),
    revealed: [],
    drawing: null,
    takenFromMarket: fronts.map(() => []),
    burned: [],
  };
}

describe('gameResult', () => {
  it.each([
    {
      rule: 'the highest score wins',
      fronts: [many('silk', 3), many('spice', 4), many('tea', 1)],
      result: { scores: [20, 26, 2], winners: [1], ranks: [2, 1, 3] },
    },
    {
      rule: 'a tie goes to the most illegal goods in front',
      fronts: [['crossbow', 'crossbow'], many('silk', 3), ['ivory', 'silk', 'silk', 'fruits']],
      result: { scores: [20, 20, 15], winners: [0], ranks: [1, 2, 3] },
    },
    {
      rule: 'equal scores and equal illegal counts share the win',
      fronts: [['crossbow', 'silk', 'silk', 'silk'], ['ratPoison', 'silk', 'silk', 'silk'], many('tea', 4)],
      result: { scores: [30, 30, 30], winners: [0, 1], ranks: [1, 1, 3] },
    },
    {
      rule: 'equal pairs share a rank, and the rank after them is skipped',
      fronts: [['greatSword', 'fruits', 'fruits'], ['pinkGem'], ['snakeVenom', 'fruits', 'fruits'], []],
      result: { scores: [22, 3, 22, 0], winners: [0, 2], ranks: [1, 3, 1, 4] },
    },
    {
      rule: 'a lower score loses whatever its illegal goods',
      fronts: [['ivory', 'crossbow'], many('spice', 4)],
      result: { scores: [20, 26], winners: [1], ranks: [2, 1] },
    },
    {
      rule: 'coins in hand count toward the score',
      fronts: [many('silk', 2), many('silk', 3)],
      hands: [['goldCoins', 'silverCoins', 'silverCoins'], ['spice']],
      result: { scores: [25, 20], winners: [0], ranks: [1, 2] },
    },
    {
      rule: 'a solo game: the one seat wins',
      fronts: [['spice']],
      result: { scores: [0], winners: [0], ranks: [1] },
    },
  ])('$rule', ({ fronts, hands, result }) => {
    expect(gameResult(finished(fronts as Kind[][], hands as Kind[][] | undefined))).toEqual(result);
  });

  it('reads the kinds of the cards in front and in hand, seat by seat (breakdowns)', () => {
    const state = finished([['ring', 'purpleGem'], ['silverCoins']], [['goldCoins'], ['silverCoins']]);
    expect(breakdowns(state)).toEqual([
      { byKind: { purpleGem: 5, ring: 8 }, coinsInHand: 10, illegalCount: 0, total: 23 },
      { byKind: { silverCoins: 0 }, coinsInHand: 5, illegalCount: 0, total: 5 },
    ]);
  });
});
