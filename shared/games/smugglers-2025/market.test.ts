/**
 * The goods deck and the market: drawing the top card, the discard pile
 * shuffled into a new deck when the deck is empty, running out of goods, the
 * market refilled to 3 different kinds with doubles burned, the stop when no
 * card left could fill it, and Market Sweep. The state a Draft starts from is
 * never changed.
 */
import { describe, expect, it } from 'vitest';
import { Draft } from './draft.js';
import type { Kind } from './goods.js';
import { drawCard, refillMarket, sweepMarket } from './market.js';
import { game, kinds, table } from './testkit.js';
import type { S25State } from './types.js';

const HANDS: Kind[][] = [['spice'], ['silk']];

/** A draft of a two-seat table with this market, deck (in draw order) and discard pile (top last). */
function draftOf(market: Kind[], deck: Kind[], discard: Kind[] = []): { state: S25State; draft: Draft; before: string } {
  const state = table({ seats: 2, hands: HANDS, market, deck, discard });
  return { state, draft: new Draft(state), before: JSON.stringify(state) };
}

describe('drawing a card', () => {
  it('takes the top card off the deck', () => {
    const { state, draft, before } = draftOf(['spice', 'silk', 'tea'], ['ring', 'fruits']);
    expect(kinds([drawCard(draft) as number])).toEqual(['ring']);
    expect(kinds(draft.next.deck)).toEqual(['fruits']);
    expect(draft.events).toEqual([]);
    expect(draft.outOfGoods).toBe(false);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('shuffles the discard pile into a new deck when the deck is empty', () => {
    const discard: Kind[] = ['ring', 'fruits', 'ivory', 'crossbow', 'tea'];
    const { state, draft, before } = draftOf(['spice', 'silk', 'tea'], [], discard);
    const card = drawCard(draft) as number;
    expect(draft.events).toEqual([{ type: 'reshuffled', cards: 5 }]);
    expect([...kinds([card, ...draft.next.deck])].sort()).toEqual([...discard].sort());
    expect(draft.next.discard).toEqual([]);
    expect(draft.next.rng).not.toEqual(state.rng);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('finds no card when the deck and the discard pile are both empty: out of goods', () => {
    const { draft } = draftOf(['spice', 'silk', 'tea'], []);
    expect(drawCard(draft)).toBeNull();
    expect(draft.outOfGoods).toBe(true);
    expect(draft.events).toEqual([]);
  });
});

interface RefillCase {
  name: string;
  market: Kind[];
  deck: Kind[];
  discard?: Kind[];
  /** The market after, its deck and discard pile (kinds; the deck in draw order), the event's added and burned kinds. */
  after: Kind[];
  deckAfter: Kind[];
  discardAfter: Kind[];
  added: Kind[];
  burned: Kind[];
  ok?: boolean;
}

const REFILLS: RefillCase[] = [
  { name: 'one card short: the top card', market: ['spice', 'silk'], deck: ['tea', 'ring'], after: ['spice', 'silk', 'tea'], deckAfter: ['ring'], discardAfter: [], added: ['tea'], burned: [] },
  {
    name: 'doubles are burned onto the discard pile until a new kind comes',
    market: ['spice'],
    deck: ['spice', 'silk', 'silk', 'spice', 'tea', 'ring'],
    after: ['spice', 'silk', 'tea'],
    deckAfter: ['ring'],
    discardAfter: ['spice', 'silk', 'spice'],
    added: ['silk', 'tea'],
    burned: ['spice', 'silk', 'spice'],
  },
  { name: 'an empty market takes three different kinds', market: [], deck: ['ivory', 'ivory', 'ring', 'fruits', 'tea'], after: ['ivory', 'ring', 'fruits'], deckAfter: ['tea'], discardAfter: ['ivory'], added: ['ivory', 'ring', 'fruits'], burned: ['ivory'] },
  {
    name: 'every card left is a double: the market stays short and nothing is drawn',
    market: ['spice', 'silk'],
    deck: ['spice', 'silk', 'spice'],
    discard: ['silk'],
    after: ['spice', 'silk'],
    deckAfter: ['spice', 'silk', 'spice'],
    discardAfter: ['silk'],
    added: [],
    burned: [],
  },
  {
    name: 'the last new kind deep in the deck: every double above it burned',
    market: ['spice', 'silk'],
    deck: ['spice', 'silk', 'spice', 'tea'],
    after: ['spice', 'silk', 'tea'],
    deckAfter: [],
    discardAfter: ['spice', 'silk', 'spice'],
    added: ['tea'],
    burned: ['spice', 'silk', 'spice'],
  },
  { name: 'a full market draws nothing', market: ['spice', 'silk', 'tea'], deck: ['ring'], after: ['spice', 'silk', 'tea'], deckAfter: ['ring'], discardAfter: [], added: [], burned: [] },
  { name: 'deck and discard pile both empty: out of goods', market: ['spice', 'silk'], deck: [], after: ['spice', 'silk'], deckAfter: [], discardAfter: [], added: [], burned: [], ok: false },
];

describe('refilling the market', () => {
  it.each(REFILLS)('$name', ({ market, deck, discard, after, deckAfter, discardAfter, added, burned, ok }) => {
    const { state, draft, before } = draftOf(market, deck, discard);
    expect(refillMarket(draft)).toBe(ok ?? true);
    expect(draft.outOfGoods).toBe(!(ok ?? true));
    expect(kinds(draft.next.market)).toEqual(after);
    expect(kinds(draft.next.deck).reverse()).toEqual(deckAfter);
    expect(kinds(draft.next.discard)).toEqual(discardAfter);
    expect(draft.events).toEqual(added.length + burned.length > 0 ? [{ type: 'marketRefilled', added, burned }] : []);
    // The state keeps what the event tells: the burned cards under the pile's top were seen too.
    expect(kinds(draft.next.burned)).toEqual(burned);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('lists the burned goods in every view until the next refill, so two burns with the same top card look different', () => {
    const burnedUnder = (first: Kind) => {
      const { draft } = draftOf(['spice', 'silk'], [first, 'spice', 'tea', 'ring']);
      refillMarket(draft);
      return draft.next;
    };
    const [silkUnder, spiceUnder] = [burnedUnder('silk'), burnedUnder('spice')];
    for (const viewer of [0, 1, 'spectator'] as const) {
      const [one, other] = [game.viewFor(silkUnder, viewer), game.viewFor(spiceUnder, viewer)];
      expect([one.discardTop, one.discardCount]).toEqual([other.discardTop, other.discardCount]);
      expect(one.burned).toEqual(['silk', 'spice']);
      expect(other.burned).toEqual(['spice', 'spice']);
    }
    const later = new Draft({ ...silkUnder, market: silkUnder.market.slice(1) });
    refillMarket(later);
    expect(later.events).toEqual([{ type: 'marketRefilled', added: ['ring'], burned: [] }]);
    expect(later.next.burned).toEqual([]);
  });

  it('reshuffles the discard pile when the deck runs dry halfway, the burned cards with it', () => {
    const { draft } = draftOf(['spice'], ['spice', 'silk'], ['tea', 'tea']);
    expect(refillMarket(draft)).toBe(true);
    expect(kinds(draft.next.market)).toEqual(['spice', 'silk', 'tea']);
    // The burned spice went onto the pile before it was shuffled: 3 cards in the new deck, one tea drawn from it.
    expect(draft.events[0]).toEqual({ type: 'reshuffled', cards: 3 });
    expect(draft.events[1]).toEqual({ type: 'marketRefilled', added: ['silk', 'tea'], burned: expect.any(Array) });
    const all = [...kinds(draft.next.deck), ...kinds(draft.next.discard)].sort();
    expect(all).toEqual(['spice', 'tea']);
  });

  it('runs out halfway: what it drew stays, the game is out of goods', () => {
    const { draft } = draftOf([], ['ring']);
    expect(refillMarket(draft)).toBe(false);
    expect(kinds(draft.next.market)).toEqual(['ring']);
    expect(draft.events).toEqual([{ type: 'marketRefilled', added: ['ring'], burned: [] }]);
  });
});

describe('Market Sweep', () => {
  it('discards the market and refills it from the deck', () => {
    const { state, draft, before } = draftOf(['spice', 'silk', 'tea'], ['silk', 'ring', 'ring', 'ivory', 'fruits'], ['crossbow']);
    expect(sweepMarket(draft)).toBe(true);
    expect(draft.events).toEqual([
      { type: 'marketSwept', kinds: ['spice', 'silk', 'tea'] },
      { type: 'marketRefilled', added: ['silk', 'ring', 'ivory'], burned: ['ring'] },
    ]);
    expect(kinds(draft.next.market)).toEqual(['silk', 'ring', 'ivory']);
    expect(kinds(draft.next.discard)).toEqual(['crossbow', 'spice', 'silk', 'tea', 'ring']);
    expect(kinds(draft.next.deck)).toEqual(['fruits']);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('with the deck empty, the swept cards come back through the reshuffle', () => {
    const { draft } = draftOf(['spice', 'silk', 'tea'], []);
    expect(sweepMarket(draft)).toBe(true);
    expect(draft.events.map((event) => event.type)).toEqual(['marketSwept', 'reshuffled', 'marketRefilled']);
    expect([...kinds(draft.next.market)].sort()).toEqual(['silk', 'spice', 'tea']);
  });
});
