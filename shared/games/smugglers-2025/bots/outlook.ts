/**
 * What a seat's position is worth: the goods in front of him, the cards in
 * his hand and the rounds he has left, as an estimate of his final score.
 *
 * Each round a seat places at most one card (two under Double Smuggling), so
 * a hand is worth the best few of its cards, not all of them: the estimate
 * chooses the part of the hand he will place (at most one card per round
 * left) and fills the other rounds with cards still to come, each worth a
 * `slot` of points. Cards to come can also finish a set: a seat with three
 * spice in front counts on some chance of the fourth in the rounds he does not
 * fill from his hand (the chance of meeting a kind depends on how many are
 * unseen). An illegal good he means to place later is worth its 10 points
 * times the chance it survives its reveal; coins in hand score at the end.
 *
 * The estimate is comparative: the bots choose the move whose position is
 * worth most, so only differences between positions matter.
 */
import { KINDS, type Kind } from '../goods.js';
import { SET_INDEX, SET_KINDS, UNIQUE_AT, otherPoints, setPointsAt } from './points.js';
import type { Counts } from './tally.js';

export interface OutlookTraits {
  /** What a round filled by a card still to come is worth. */
  slot: number;
  /** How many cards a seat sees per card he draws (the deck's top and the market's choice). */
  sight: number;
  /** The chance that an illegal good placed in a later round survives its reveal, by kind. */
  laterKeep: Readonly<Partial<Record<Kind, number>>>;
}

/** The levels' traits: a slot about what an average card placed adds, the rest tuned by playing normal bots against each other. */
export const DEFAULT_TRAITS: OutlookTraits = {
  slot: 5,
  sight: 1.5,
  laterKeep: { crossbow: 0.6, greatSword: 0.6, snakeVenom: 0.55, ratPoison: 0.55, stolenJewelry: 0.45, ivory: 0.6 },
};

const COIN_POINTS: readonly number[] = KINDS.map((kind) => (kind === 'goldCoins' ? 10 : kind === 'silverCoins' ? 5 : 0));
const COIN_AT: readonly boolean[] = KINDS.map((kind) => kind === 'goldCoins' || kind === 'silverCoins');
const MAX_ROUNDS = 20;
const KIND_TOTAL = KINDS.length;
const SETS: readonly number[] = SET_INDEX;
const SET_COUNT = SETS.length;
const MAX_SET = 24;

/** The chances and values one decision works with: the unseen cards' shares, and tables built on them as needed. */
export class Outlook {
  /** Per set kind: the chance a card still to come is of that kind. */
  private readonly chance: number[];
  /** The loss, per illegal kind, of placing it later rather than now for sure: 10 × (1 − keep). */
  private readonly laterLoss: number[];
  /** cont[set][count * (MAX_ROUNDS + 1) + free]: a set kind's expected points given `count` now and `free` rounds to fill. */
  private readonly cont: Float64Array[];

  constructor(
    /** The share of each kind among the unseen cards. */
    readonly shares: readonly number[],
    readonly traits: OutlookTraits = DEFAULT_TRAITS,
  ) {
    this.chance = SETS.map((index) => 1 - Math.pow(1 - (shares[index] as number), traits.sight));
    this.laterLoss = KINDS.map((kind) => 10 * (1 - (traits.laterKeep[kind] ?? 1)));
    this.cont = SET_KINDS.map(() => new Float64Array((MAX_SET + 1) * (MAX_ROUNDS + 1)).fill(NaN));
  }

  // The search's scratch: the held kinds (coins aside) and their counts, the front with a choice of them placed.
  private readonly kinds: number[] = new Array<number>(KIND_TOTAL).fill(0);
  private readonly counts: number[] = new Array<number>(KIND_TOTAL).fill(0);
  private readonly placed: Counts = new Array<number>(KIND_TOTAL).fill(0);
  private held = 0;
  private rounds = 0;

  /**
   * A set kind's points, `count` of it placed, with `free` rounds left to fill
   * from cards to come: each such card is of the kind with the chance above,
   * and the seat places as many as pay better than a slot each.
   */
  setOutlook(set: number, count: number, free: number): number {
    const n = Math.min(count, MAX_SET);
    const f = Math.min(Math.max(free, 0), MAX_ROUNDS);
    const table = this.cont[set] as Float64Array;
    const at = n * (MAX_ROUNDS + 1) + f;
    const known = table[at] as number;
    if (!Number.isNaN(known)) return known;
    const q = this.chance[set] as number;
    const slot = this.traits.slot;
    // best[j]: the most he makes of j more cards of the kind (placing none is allowed).
    let best = setPointsAt(set, n);
    let expected = 0;
    let probability = Math.pow(1 - q, f);
    for (let j = 0; j <= f; j++) {
      if (j > 0) {
        best = Math.max(best, setPointsAt(set, n + j) - j * slot);
        probability *= ((f - j + 1) / j) * (q / (1 - q || 1));
      }
      expected += probability * best;
    }
    if (q >= 1) expected = Math.max(...Array.from({ length: f + 1 }, (_, j) => setPointsAt(set, n + j) - j * slot));
    table[at] = expected;
    return expected;
  }

  /**
   * The worth of a position: `front` in front of him, `hand` in his hand and
   * `rounds` placements left (after the one being decided). The best part of
   * the hand to place is searched over every sub-multiset (a hand holds five
   * cards at most). Scratch arrays, not fresh ones: the hard bot asks this
   * tens of thousands of times a decision.
   */
  worth(front: Counts, hand: Counts, rounds: number): number {
    let coins = 0;
    let held = 0;
    const kinds = this.kinds;
    const counts = this.counts;
    const placed = this.placed;
    for (let index = 0; index < KIND_TOTAL; index++) {
      placed[index] = front[index] as number;
      const count = hand[index] as number;
      if (count === 0) continue;
      if (COIN_AT[index]) coins += count * (COIN_POINTS[index] as number);
      else {
        kinds[held] = index;
        counts[held] = count;
        held++;
      }
    }
    this.held = held;
    this.rounds = rounds;
    return this.search(0, 0, 0) + coins;
  }

  /** The best worth placing some of the held kinds from `at` on, `used` rounds spent and `loss` risked so far. */
  private search(at: number, used: number, loss: number): number {
    if (at === this.held) return this.placedWorth(this.placed, Math.max(0, this.rounds - used)) - loss;
    const index = this.kinds[at] as number;
    const most = Math.min(this.counts[at] as number, this.rounds - used);
    const placed = this.placed;
    const had = placed[index] as number;
    const perCard = this.laterLoss[index] as number;
    let best = -Infinity;
    for (let take = 0; take <= most; take++) {
      placed[index] = had + take;
      // A unique good beyond the first is worth nothing, and risks nothing.
      const risky = UNIQUE_AT[index] ? (take > 0 && had === 0 ? 1 : 0) : take;
      const value = this.search(at + 1, used + take, loss + risky * perCard);
      if (value > best) best = value;
    }
    placed[index] = had;
    return best;
  }

  /** A front's points with the set kinds' outlooks over `free` rounds, and a slot for each round not spent on them. */
  private placedWorth(placed: Counts, free: number): number {
    let points = otherPoints(placed) + free * this.traits.slot;
    for (let set = 0; set < SET_COUNT; set++) points += this.setOutlook(set, placed[SETS[set] as number] as number, free);
    return points;
  }
}
