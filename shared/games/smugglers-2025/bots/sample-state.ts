/**
 * A full state behind a seat's view (the information-set search's sampler,
 * engine/search/sampler.ts): what the view shows is laid out as it is, each
 * card by its kind, and what it hides is dealt at random from the cards it
 * does not show.
 *
 * - Face up and placed: the market, every front, the discard pile's top, the
 *   seat's own hand and pick, and the cards each seat was seen taking from the
 *   market (in his hand, or in his pick when he picked their kind: the game
 *   plays a seen card of a kind first, play.ts cardOfKind).
 * - On the discard pile under its top, as the bots count it (tally.ts): the
 *   latest refill's burned goods and the revealed cards that were discarded,
 *   when the pile is tall enough to hold them (a reshuffle since puts them in
 *   the deck instead); the rest of the pile is dealt from the unseen cards.
 * - Dealt from the unseen cards: the others' hands (as many as each holds),
 *   their picks (kinds at random from what they hold, a seen card of a kind
 *   first), the deck, the rest of the pile.
 * - The customs deck: the customs cards but this round's, shuffled, as many
 *   as are left (the view does not say which went before).
 * - The state's generator (the reshuffles to come): four words from `rng`.
 *
 * It reads the view alone, so it cannot know more than the seat.
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { type Customs, LONG_CUSTOMS, STANDARD_CUSTOMS } from '../customs.js';
import { type Card, KIND_OF, type Kind, STANDARD_DECK_SIZE, VARIANT_DECK_SIZE, kindOf } from '../goods.js';
import { cardOfKind } from '../play.js';
import { smuggleCount } from '../rules.js';
import type { S25State, S25View } from '../types.js';

/** The cards of each kind not yet laid out, taken one by one. */
class Stock {
  private readonly byKind = new Map<Kind, Card[]>();

  constructor(size: number) {
    for (let card = 0; card < size; card++) {
      const kind = KIND_OF[card] as Kind;
      const cards = this.byKind.get(kind);
      if (cards) cards.push(card);
      else this.byKind.set(kind, [card]);
    }
  }

  /** A card of `kind` (a view that shows more of a kind than the game has is broken: -1 keeps the bot going, and the conformance check finds it). */
  take(kind: Kind): Card {
    return this.byKind.get(kind)?.pop() ?? -1;
  }

  /** Every card not taken. */
  rest(): Card[] {
    return [...this.byKind.values()].flat();
  }
}

/** A state that `viewFor(state, seat)` shows as `view`, the hidden cards dealt with `rng`. */
export function sampleState(view: S25View, seat: Seat, rng: Rng): S25State {
  const stock = new Stock(view.options.coins ? VARIANT_DECK_SIZE : STANDARD_DECK_SIZE);
  const smuggling = view.phase === 'smuggle';
  const market = view.market.map((kind) => stock.take(kind));
  const front = view.front.map((kinds) => kinds.map((kind) => stock.take(kind)));
  const takenFromMarket = view.takenFromMarket.map((kinds) => kinds.map((kind) => stock.take(kind)));

  // The seat's own cards: a seen card of a kind goes into the pick first, as the game plays it.
  const ownTaken = (takenFromMarket[seat] ?? []).slice();
  const fromOwn = (kind: Kind): Card => {
    const seen = ownTaken.findIndex((card) => kindOf(card) === kind);
    return seen >= 0 ? (ownTaken.splice(seen, 1)[0] as Card) : stock.take(kind);
  };
  const ownPick = smuggling && view.ownPick !== null ? view.ownPick.map(fromOwn) : null;
  const ownHand = (view.hand ?? []).map(fromOwn);

  // The pile: its top, and under it what everybody saw go there since the last reshuffle, as far as it holds them.
  // Laid out after the cards in sight: after a reshuffle a burned or discarded card may be in anybody's hand.
  const top = view.discardTop === null ? null : stock.take(view.discardTop);
  const burnedOnPile = view.burned.map((kind) => stock.take(kind));
  const discarded = view.revealed.filter((card) => card.reason !== null || !('seat' in card.player)).map((card) => stock.take(card.kind));
  const under = [...discarded, ...burnedOnPile].filter((card) => card >= 0);
  // The record of what burned names its cards by kind only: one of every copy in sight serves where none is left.
  const burned = burnedOnPile.map((card, index) => (card >= 0 ? card : KIND_OF.indexOf(view.burned[index] as Kind)));
  let pileKnown: Card[] = top === null ? [] : [top];
  let toDeck: Card[] = [];
  if (under.length + pileKnown.length <= view.discardCount) pileKnown = [...under, ...pileKnown];
  else toDeck = under;

  const pool = rng.shuffle([...stock.rest(), ...toDeck]);
  const hands: Card[][] = [];
  const picks: (Card[] | null)[] = [];
  for (let other = 0; other < view.seats; other++) {
    if (other === seat) {
      hands.push(ownHand);
      picks.push(ownPick);
      continue;
    }
    const count = view.handCounts[other] ?? 0;
    const picked = smuggling && view.picked[other] === true;
    const pickSize = picked ? smuggleCount(view.customs, count + 1) : 0;
    const taken = takenFromMarket[other] ?? [];
    const held = [...taken, ...pool.splice(0, Math.max(0, count + pickSize - taken.length))];
    if (!picked) {
      hands.push(held);
      picks.push(null);
      continue;
    }
    const hand = rng.shuffle(held);
    const pick: Card[] = [];
    for (let n = 0; n < pickSize && hand.length > 0; n++) {
      const kind = kindOf(hand[rng.int(hand.length)] as Card);
      pick.push(hand.splice(cardOfKind(hand, kind, taken), 1)[0] as Card);
    }
    hands.push(hand);
    picks.push(pick);
  }
  const deck = pool.splice(0, view.deckCount);
  const discard = [...pool.splice(0, Math.max(0, view.discardCount - pileKnown.length)), ...pileKnown];

  const customsDeck: Customs[] = [...STANDARD_CUSTOMS, ...(view.options.longGame ? LONG_CUSTOMS : [])];
  if (view.customs !== null && customsDeck.includes(view.customs)) customsDeck.splice(customsDeck.indexOf(view.customs), 1);

  return {
    game: 'smugglers-2025',
    seats: view.seats,
    options: { ...view.options },
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
    phase: view.phase,
    round: view.round,
    rounds: view.rounds,
    sack: view.sack,
    customsDeck: rng.shuffle(customsDeck).slice(0, view.customsLeft),
    customs: view.customs,
    deck,
    discard,
    market,
    hands,
    front,
    picks: smuggling ? picks : view.picked.map(() => null),
    revealed: view.revealed.map((card) => ({ ...card, player: { ...card.player } })),
    drawing: view.drawing === null ? null : { ...view.drawing },
    takenFromMarket,
    burned,
  };
}
