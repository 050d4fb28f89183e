/**
 * The next state of a move, written copy-on-write: it shares every array
 * with the state it came from until the move writes to one, and then writes
 * to a copy of that one only. Random playouts make a state at every move,
 * and most moves change one hand and a pile or two.
 */
import type { Seat } from '../../engine/contract.js';
import type { Customs } from './customs.js';
import type { Card } from './goods.js';
import type { S25Event, S25State } from './types.js';

export class Draft {
  readonly next: S25State;
  readonly events: S25Event[] = [];
  /** A card was needed and the deck and the discard pile were both empty: the game ends at once. */
  outOfGoods = false;

  constructor(readonly before: S25State) {
    this.next = shallowCopy(before);
  }

  // One method per array, not one taking the field's name: a property read by a name in a variable is
  // several times slower in V8, and these run at every move of every playout.

  /** The goods deck of the next state (the top last), copied before its first write. */
  deck(): Card[] {
    if (this.next.deck === this.before.deck) this.next.deck = this.before.deck.slice();
    return this.next.deck;
  }

  discard(): Card[] {
    if (this.next.discard === this.before.discard) this.next.discard = this.before.discard.slice();
    return this.next.discard;
  }

  market(): Card[] {
    if (this.next.market === this.before.market) this.next.market = this.before.market.slice();
    return this.next.market;
  }

  customsDeck(): Customs[] {
    if (this.next.customsDeck === this.before.customsDeck) this.next.customsDeck = this.before.customsDeck.slice();
    return this.next.customsDeck;
  }

  picks(): (Card[] | null)[] {
    if (this.next.picks === this.before.picks) this.next.picks = this.before.picks.slice();
    return this.next.picks;
  }

  /** One seat's hand in the next state, copied (with the list of hands) before its first write. */
  hand(seat: Seat): Card[] {
    if (this.next.hands === this.before.hands) this.next.hands = this.before.hands.slice();
    return ownCopy(this.next.hands, this.before.hands, seat);
  }

  /** The goods in front of one seat in the next state, copied before their first write. */
  front(seat: Seat): Card[] {
    if (this.next.front === this.before.front) this.next.front = this.before.front.slice();
    return ownCopy(this.next.front, this.before.front, seat);
  }

  /** The cards one seat took from the market in sight of all, copied before their first write. */
  takenFromMarket(seat: Seat): Card[] {
    if (this.next.takenFromMarket === this.before.takenFromMarket) this.next.takenFromMarket = this.before.takenFromMarket.slice();
    return ownCopy(this.next.takenFromMarket, this.before.takenFromMarket, seat);
  }
}

/** A seat's array in `next` (an array of the draft's own), copied if it is still the one of `before`. */
function ownCopy(next: Card[][], before: readonly Card[][], seat: Seat): Card[] {
  const own = next[seat] as Card[];
  if (own !== before[seat]) return own;
  const copy = own.slice();
  next[seat] = copy;
  return copy;
}

/**
 * A literal of every field: V8 builds it several times faster than a spread,
 * and a random playout makes one at every move.
 */
function shallowCopy(state: S25State): S25State {
  return {
    game: state.game,
    seats: state.seats,
    options: state.options,
    rng: state.rng,
    phase: state.phase,
    round: state.round,
    rounds: state.rounds,
    sack: state.sack,
    customsDeck: state.customsDeck,
    customs: state.customs,
    deck: state.deck,
    discard: state.discard,
    market: state.market,
    hands: state.hands,
    front: state.front,
    picks: state.picks,
    revealed: state.revealed,
    drawing: state.drawing,
    takenFromMarket: state.takenFromMarket,
    burned: state.burned,
  };
}
