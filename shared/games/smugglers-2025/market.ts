/**
 * The goods deck and the market: drawing a card (the discard pile shuffled
 * into a new deck when the deck is empty), and refilling the market to 3
 * goods of different kinds, a drawn double burned onto the discard pile. Each
 * writes to a Draft; a card needed when the deck and the discard pile are both
 * empty sets draft.outOfGoods and stops, and the move ends the game.
 */
import { Rng } from '../../engine/rng.js';
import type { Draft } from './draft.js';
import { type Card, type Kind, kindOf } from './goods.js';
import { MARKET_SIZE } from './rules.js';

/**
 * The generator of the reshuffles, restored from the state at each one: a
 * playout reshuffles now and then, and a new generator each time would cost
 * more than the shuffle. It draws and saves at once, so one object serves all.
 */
const shuffler = Rng.fromSeed(0);

/** The deck's top card, taken off the deck; null (and draft.outOfGoods) when deck and discard pile are both empty. */
export function drawCard(draft: Draft): Card | null {
  if (draft.next.deck.length === 0) {
    if (draft.next.discard.length === 0) {
      draft.outOfGoods = true;
      return null;
    }
    reshuffle(draft);
  }
  return draft.deck().pop() as Card;
}

/** The discard pile, shuffled with the state's generator, becomes the new deck. */
function reshuffle(draft: Draft): void {
  const next = draft.next;
  const rng = shuffler.restore(next.rng);
  next.deck = rng.shuffle(next.discard);
  next.discard = [];
  next.rng = rng.save();
  draft.events.push({ type: 'reshuffled', cards: next.deck.length });
}

function inMarket(market: readonly Card[], kind: Kind): boolean {
  for (const card of market) if (kindOf(card) === kind) return true;
  return false;
}

/** Whether some card left in the deck or the discard pile is of a kind the market lacks. */
function newKindLeft(market: readonly Card[], deck: readonly Card[], discard: readonly Card[]): boolean {
  for (const card of deck) if (!inMarket(market, kindOf(card))) return true;
  for (const card of discard) if (!inMarket(market, kindOf(card))) return true;
  return false;
}

/**
 * Fills the market up to 3 goods of different kinds from the deck's top; a
 * card of a kind already there is burned (discarded) and another drawn. When
 * every card left is of a kind already in the market, the market stays short
 * (drawing on would never end); when none is left at all, the game runs out
 * of goods. Returns false when it ran out.
 */
export function refillMarket(draft: Draft): boolean {
  if (draft.next.market.length >= MARKET_SIZE) return true;
  const market = draft.market();
  const added: Kind[] = [];
  const burned: Kind[] = [];
  const burnedCards: Card[] = [];
  let ranOut = false;
  while (market.length < MARKET_SIZE) {
    const { deck, discard } = draft.next;
    const top = deck[deck.length - 1];
    // The full search only when the top card would not do: it is rare, and the deck is long.
    if ((top === undefined || inMarket(market, kindOf(top))) && deck.length + discard.length > 0 && !newKindLeft(market, deck, discard)) break;
    const card = drawCard(draft);
    if (card === null) {
      ranOut = true;
      break;
    }
    const kind = kindOf(card);
    if (inMarket(market, kind)) {
      draft.discard().push(card);
      burned.push(kind);
      burnedCards.push(card);
    } else {
      market.push(card);
      added.push(kind);
    }
  }
  if (added.length > 0 || burned.length > 0) draft.events.push({ type: 'marketRefilled', added, burned });
  // Everybody saw the burned goods turned, though the pile shows only its top: the view lists them, as the event does.
  if (burned.length > 0 || draft.next.burned.length > 0) draft.next.burned = burnedCards;
  return !ranOut;
}

/** Market Sweep: the market's goods go onto the discard pile, and it is refilled. Returns false when the goods ran out. */
export function sweepMarket(draft: Draft): boolean {
  const swept = draft.next.market;
  draft.events.push({ type: 'marketSwept', kinds: swept.map(kindOf) });
  draft.discard().push(...swept);
  draft.next.market = [];
  return refillMarket(draft);
}
