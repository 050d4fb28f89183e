/**
 * The moves a seat may make: all of them (legalMoves), each kind of card
 * named once (two cards of one kind are the same move), or one drawn at
 * random without listing them (randomMove, for random playouts). Both read
 * only what the seat knows: his own hand, the market and the customs card.
 */
import type { Seat } from '../../engine/contract.js';
import type { Rng } from '../../engine/rng.js';
import { type Card, KINDS, type Kind, kindOf } from './goods.js';
import { isActive } from './play.js';
import { smuggleCount } from './rules.js';
import type { S25Move, S25State } from './types.js';

/** How many cards of each kind a hand holds, in the order of KINDS. */
function kindCounts(hand: readonly Card[]): [Kind, number][] {
  const counts = new Map<Kind, number>();
  for (const card of hand) counts.set(kindOf(card), (counts.get(kindOf(card)) ?? 0) + 1);
  const out: [Kind, number][] = [];
  for (const kind of KINDS) {
    const count = counts.get(kind);
    if (count !== undefined) out.push([kind, count]);
  }
  return out;
}

export function legalMoves(state: S25State, seat: Seat): S25Move[] {
  if (!isActive(state, seat)) return [];
  const hand = state.hands[seat] as Card[];
  const counts = kindCounts(hand);
  const moves: S25Move[] = [];
  if (state.phase === 'smuggle') {
    if (smuggleCount(state.customs, hand.length) === 1) {
      for (const [kind] of counts) moves.push({ type: 'smuggle', kinds: [kind] });
      return moves;
    }
    // Two cards, in no particular order: each pair of kinds once, a kind with itself when he holds two.
    counts.forEach(([kind, count], i) => {
      if (count >= 2) moves.push({ type: 'smuggle', kinds: [kind, kind] });
      for (const [other] of counts.slice(i + 1)) moves.push({ type: 'smuggle', kinds: [kind, other] });
    });
    return moves;
  }
  const drawing = state.drawing as NonNullable<S25State['drawing']>;
  if (!drawing.discarded && drawing.drawn === 0) for (const [kind] of counts) moves.push({ type: 'discard', kind });
  if (state.customs !== 'closedMarket') for (const card of state.market) moves.push({ type: 'takeMarket', kind: kindOf(card) });
  moves.push({ type: 'drawDeck' });
  return moves;
}

export function randomMove(state: S25State, seat: Seat, rng: Rng): S25Move | null {
  if (!isActive(state, seat)) return null;
  const hand = state.hands[seat] as Card[];
  if (state.phase === 'smuggle') {
    const first = rng.int(hand.length);
    if (smuggleCount(state.customs, hand.length) === 1) return { type: 'smuggle', kinds: [kindOf(hand[first] as Card)] };
    // Another card than the first: one of the others, counted past it.
    let second = rng.int(hand.length - 1);
    if (second >= first) second++;
    return { type: 'smuggle', kinds: [kindOf(hand[first] as Card), kindOf(hand[second] as Card)] };
  }
  const drawing = state.drawing as NonNullable<S25State['drawing']>;
  const canDiscard = !drawing.discarded && drawing.drawn === 0 && hand.length > 0;
  const market = state.customs === 'closedMarket' ? 0 : state.market.length;
  // One choice each: discarding (a card then drawn at random), each market card, the deck.
  const choice = rng.int((canDiscard ? 1 : 0) + market + 1);
  if (canDiscard && choice === 0) return { type: 'discard', kind: kindOf(hand[rng.int(hand.length)] as Card) };
  const index = canDiscard ? choice - 1 : choice;
  if (index < market) return { type: 'takeMarket', kind: kindOf(state.market[index] as Card) };
  return { type: 'drawDeck' };
}
