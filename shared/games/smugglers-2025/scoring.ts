/**
 * The end's scoring (the rulebook's Goods Cards Index with RULINGS 2–4 and 8):
 * what each seat's goods in front of him are worth, what his coins still in
 * hand add, and who wins. Spice, silk and tea score by set, and a set beyond
 * the largest listed size starts a new one; gems score by colour plus a bonus
 * per trio of one of each colour; a ring scores 3 and doubles one gem card's
 * own points, each ring on a different gem, placed as well as they can be;
 * coins score only in hand; every illegal good scores 10. Ties go to the most
 * illegal goods in front, then the win is shared.
 */
import type { GameResult, Seat } from '../../engine/contract.js';
import { COINS, ILLEGAL, KINDS, type Kind, kindOf } from './goods.js';
import type { S25State, ScoreBreakdown } from './types.js';

/**
 * What a set of each size scores, for the goods that score by set: the last
 * entry is the full set (4 spice, 3 silk, 4 tea); more cards start a new set.
 */
const SET_SCORES: Partial<Record<Kind, readonly number[]>> = {
  spice: [0, 0, 0, 10, 26],
  silk: [0, 1, 5, 20],
  tea: [0, 2, 0, 0, 30],
  fruits: [0, 0, 12],
};

/** A gem card's own points: what a ring on it doubles. */
const GEM_POINTS: Partial<Record<Kind, number>> = { pinkGem: 3, blueGem: 4, purpleGem: 5 };
/** The gems, the most points first: where the rings go. */
const GEMS_BEST_FIRST: readonly Kind[] = ['purpleGem', 'blueGem', 'pinkGem'];

const GEM_TRIO_BONUS = 10;
const BAG_OF_GEMS_POINTS = 10;
const RING_POINTS = 3;
const ILLEGAL_POINTS = 10;
/** Coins score in hand only (RULINGS 2); in front they are worth nothing. */
const COIN_POINTS_IN_HAND: Partial<Record<Kind, number>> = { goldCoins: 10, silverCoins: 5 };

/** How many cards of each kind. */
type Counts = Record<Kind, number>;

function countKinds(kinds: readonly Kind[]): Counts {
  // Every key written at once, in one literal: V8 makes it a fast object, and a view scores every front after every move.
  const counts: Counts = {
    spice: 0,
    silk: 0,
    tea: 0,
    fruits: 0,
    pinkGem: 0,
    blueGem: 0,
    purpleGem: 0,
    bagOfGems: 0,
    ring: 0,
    goldCoins: 0,
    silverCoins: 0,
    crossbow: 0,
    greatSword: 0,
    snakeVenom: 0,
    ratPoison: 0,
    stolenJewelry: 0,
    ivory: 0,
  };
  for (const kind of kinds) counts[kind]++;
  return counts;
}

/** The points of `count` cards of a kind scored by sets whose sizes score `scores` (index: the set's size). */
function setPoints(scores: readonly number[], count: number): number {
  const full = scores.length - 1;
  return Math.floor(count / full) * (scores[full] as number) + (scores[count % full] as number);
}

/** Complete trios of one gem of each colour. */
function gemTrios(counts: Counts): number {
  return Math.min(counts.pinkGem, counts.blueGem, counts.purpleGem);
}

/**
 * The rings' doubling: each ring on a different gem card, the best cards
 * first (purple before blue before pink), so the choice is the best one. A
 * ring beyond the gem cards doubles nothing and scores just its 3.
 */
function ringDoubling(rings: number, counts: Counts): number {
  let left = rings;
  let points = 0;
  for (const gem of GEMS_BEST_FIRST) {
    const used = Math.min(left, counts[gem]);
    points += used * (GEM_POINTS[gem] as number);
    left -= used;
  }
  return points;
}

/** What `count` cards of `kind` in front score, the rings' doubling included. */
function kindPoints(kind: Kind, count: number, counts: Counts): number {
  const sets = SET_SCORES[kind];
  if (sets) return setPoints(sets, count);
  switch (kind) {
    case 'pinkGem':
    case 'blueGem':
    case 'purpleGem':
      return count * (GEM_POINTS[kind] as number);
    case 'bagOfGems':
      return count * BAG_OF_GEMS_POINTS;
    case 'ring':
      return count * RING_POINTS + ringDoubling(count, counts);
    default:
      return COINS.has(kind) ? 0 : count * ILLEGAL_POINTS;
  }
}

/** The score of one seat: `front` the goods in front of him, `hand` what he still holds (only its coins count). */
export function scoreSeat(front: readonly Kind[], hand: readonly Kind[]): ScoreBreakdown {
  const counts = countKinds(front);
  const byKind: ScoreBreakdown['byKind'] = {};
  const trios = gemTrios(counts);
  let total = 0;
  // In KINDS order, the trio bonus right after the gems, so a breakdown lists alike for every seat.
  for (const kind of KINDS) {
    const count = counts[kind];
    if (count > 0) total += byKind[kind] = kindPoints(kind, count, counts);
    if (kind === 'purpleGem' && trios > 0) total += byKind.gemTrios = trios * GEM_TRIO_BONUS;
  }
  const coinsInHand = hand.reduce((sum, kind) => sum + (COIN_POINTS_IN_HAND[kind] ?? 0), 0);
  const illegalCount = front.filter((kind) => ILLEGAL.has(kind)).length;
  return { byKind, coinsInHand, illegalCount, total: total + coinsInHand };
}

/** What the goods in front of a seat score now (his coins in hand are nobody else's business until the end). */
export function frontScore(front: readonly Kind[]): number {
  const counts = countKinds(front);
  let total = gemTrios(counts) * GEM_TRIO_BONUS;
  for (const kind of KINDS) if (counts[kind] > 0) total += kindPoints(kind, counts[kind], counts);
  return total;
}

/** Every seat's score, broken down: its front and its hand at the end. */
export function breakdowns(state: S25State): ScoreBreakdown[] {
  return state.front.map((front, seat) => scoreSeat(front.map(kindOf), (state.hands[seat] ?? []).map(kindOf)));
}

/**
 * The result: the best (score, illegal goods in front) wins, equal pairs share
 * the win; ranks follow the same pairs (1 = first, equal pairs share a rank).
 */
export function gameResult(state: S25State): GameResult {
  const scores = breakdowns(state);
  const better = (a: ScoreBreakdown, b: ScoreBreakdown): boolean =>
    a.total > b.total || (a.total === b.total && a.illegalCount > b.illegalCount);
  const ranks = scores.map((own) => 1 + scores.filter((other) => better(other, own)).length);
  const winners: Seat[] = [];
  ranks.forEach((rank, seat) => rank === 1 && winners.push(seat));
  return { scores: scores.map((score) => score.total), winners, ranks };
}
