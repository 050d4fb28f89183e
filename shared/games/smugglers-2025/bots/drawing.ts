/**
 * The drawing step: whether to discard a card first, and then, card by card,
 * a market card or the deck's top.
 *
 * The normal and hard bots value each way of refilling the hand by the
 * outlook: a market card by the position with it in hand, the deck by the
 * mean over the unseen cards. A refill of several cards is planned greedily:
 * market cards while one beats the deck, then the deck. A card is discarded
 * when refilling without it is worth more than keeping it (a card the
 * outlook does not mean to place costs nothing to lose, so junk goes).
 *
 * The easy bot looks only at points in front: it takes a market card that
 * would add more than any card in its hand, else the deck, and now and then
 * discards the card that adds least.
 */
import type { Rng } from '../../../engine/rng.js';
import { KINDS, type Kind } from '../goods.js';
import { HAND_SIZE } from '../rules.js';
import type { S25Move } from '../types.js';
import type { Position } from './position.js';
import { pointsAdded } from './smuggling.js';
import { type Counts, kindsOf, total, withKinds } from './tally.js';

type Discard = Extract<S25Move, { type: 'discard' }>;
type TakeMarket = Extract<S25Move, { type: 'takeMarket' }>;

/** The normal bot's discard must gain at least this much over keeping the card (the outlook's noise is not a reason). */
export const DISCARD_MARGIN = 0.25;
/**
 * The hard bot's: it discards unless that loses a point of the outlook or more. The outlook values the extra
 * card drawn by its points alone, not by the choice it brings (another look at the market and the deck), and
 * a hand that turns over finds its sets sooner. Measured against the normal bot (2 players, 1,200 games, seats
 * rotated, seeds 7001–7002): the hard bot's share 54.1 % at 0.25, 58.9 % at −0.5, 59.0 % at −1, 58 % at −2
 * and −4, 30.7 % at +1; at 3 players (600 games) 51.5 % → 54.5 % at −1.
 */
export const HARD_DISCARD_MARGIN = -1;
/** How often the easy bot discards its least useful card. */
const EASY_DISCARD = 0.3;

/** The worth of a hand, with the expected gain of one card from the deck. */
class Refill {
  private readonly worths = new Map<string, number>();

  constructor(private readonly position: Position) {}

  worth(hand: Counts): number {
    const key = hand.join(',');
    let worth = this.worths.get(key);
    if (worth === undefined) {
      worth = this.position.outlook.worth(this.position.front, hand, this.position.roundsAfter);
      this.worths.set(key, worth);
    }
    return worth;
  }

  /** The mean worth of the hand with the deck's top card added. */
  deckWorth(hand: Counts): number {
    let sum = 0;
    this.position.shares.forEach((share, index) => {
      if (share > 0) sum += share * this.worth(withKinds(hand, [KINDS[index] as Kind]));
    });
    return sum;
  }

  /**
   * The worth of drawing `count` cards into `hand`: greedily the market card
   * that gains most while it beats the deck's mean, then the deck. Returns the
   * worth and the first draw (null: the deck).
   */
  fill(hand: Counts, count: number, market: readonly Kind[]): { worth: number; first: Kind | null } {
    let held = hand;
    let left = market.slice();
    let first: Kind | null | undefined;
    for (let step = 0; step < count; step++) {
      const now = this.worth(held);
      const deckGain = this.deckWorth(held) - now;
      let best: Kind | null = null;
      let bestGain = deckGain;
      for (const kind of left) {
        const gain = this.worth(withKinds(held, [kind])) - now;
        if (gain > bestGain + 1e-9) {
          best = kind;
          bestGain = gain;
        }
      }
      if (first === undefined) first = best;
      if (best === null) return { worth: now + (count - step) * deckGain, first };
      held = withKinds(held, [best]);
      left = left.filter((kind) => kind !== best);
    }
    return { worth: this.worth(held), first: first ?? null };
  }
}

/** The normal and hard bots' drawing move; `discardMargin`: what a discard must gain over keeping the card. */
export function planDraw(position: Position, moves: readonly S25Move[], discardMargin = DISCARD_MARGIN): S25Move {
  const refill = new Refill(position);
  const market = moves.filter((move): move is TakeMarket => move.type === 'takeMarket').map((move) => move.kind);
  const hand = position.hand;
  const count = Math.max(1, HAND_SIZE - total(hand));
  const keep = refill.fill(hand, count, market);
  let discard: Discard | null = null;
  let gain = discardMargin;
  for (const move of moves) {
    if (move.type !== 'discard') continue;
    const without = refill.fill(withKinds(hand, [move.kind], -1), count + 1, market).worth - keep.worth;
    if (without > gain) {
      gain = without;
      discard = move;
    }
  }
  if (discard) return discard;
  const take = keep.first === null ? undefined : moves.find((move) => move.type === 'takeMarket' && move.kind === keep.first);
  return take ?? moves.find((move) => move.type === 'drawDeck') ?? (moves[0] as S25Move);
}

/** How much a card in hand is worth to the easy bot: what it would add in front, or a coin's points. */
function easyUse(front: Counts, kind: Kind): number {
  if (kind === 'goldCoins') return 10;
  if (kind === 'silverCoins') return 5;
  return pointsAdded(front, [kind]);
}

/** The easy bot's drawing move. */
export function easyDraw(position: Position, moves: readonly S25Move[], rng: Rng): S25Move {
  const { front } = position;
  const held = kindsOf(position.hand);
  const discards = moves.filter((move): move is Discard => move.type === 'discard');
  if (discards.length > 0 && rng.next() < EASY_DISCARD) {
    const least = Math.min(...discards.map((move) => easyUse(front, move.kind)));
    return rng.pick(discards.filter((move) => easyUse(front, move.kind) === least));
  }
  const bestHeld = held.length === 0 ? -Infinity : Math.max(...held.map((kind) => pointsAdded(front, [kind])));
  const market = moves.filter((move): move is TakeMarket => move.type === 'takeMarket');
  let best: TakeMarket | null = null;
  for (const move of market) {
    const added = easyUse(front, move.kind);
    if (added > bestHeld && (best === null || added > easyUse(front, best.kind))) best = move;
  }
  return best ?? moves.find((move) => move.type === 'drawDeck') ?? (moves[0] as S25Move);
}

