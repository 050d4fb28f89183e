import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { GOODS, cardKind, cardValue, isCheese } from './cards.js';
import { bonusForCount, bonusOrder, cancelledByCheese, scoreCashedPile } from './scoring.js';
import { C2, C3, C3b, CHEESE, F2, F3, F3b, G4, G6, W4, W6, c } from './testkit.js';

const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

describe('bonus per kind', () => {
  it('gives nothing below 3, one card for 3 or 4, two cards for 5 or more', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(bonusForCount)).toEqual([0, 0, 0, 1, 1, 2, 2, 2]);
  });

  it('adds up over the four goods, whatever the values', () => {
    // Clothes 2, 3, 3 of seat 0 and 2, 3 of seat 1: 5 clothes (2 cards). Wine 4, 6, 4: 3 wine (1 card).
    // Food 2: nothing. Gold 6, 6: nothing.
    const pile = [c(0, C2), c(0, C3), c(0, C3b), c(1, C2), c(1, C3), c(0, W4), c(0, W6), c(2, W4), c(0, F2), c(0, G6), c(1, G6)];
    const score = scoreCashedPile(0, pile, false);
    expect(score.counts).toEqual({ clothes: 5, food: 1, wine: 3, gold: 2 });
    expect(score.bonusOwed).toBe(3);
    expect(score.goodsPoints).toBe(2 + 3 + 3 + 2 + 3 + 4 + 6 + 4 + 2 + 6 + 6);
    expect(score.total).toBe(score.goodsPoints);
    expect(score.bonusCards).toEqual([]);
  });
});

describe('cheeses cancel the highest cards', () => {
  it('cancels nothing without a cheese', () => {
    expect(cancelledByCheese([c(0, W6), c(0, C2)])).toEqual([]);
  });

  it('one cheese cancels the single highest card', () => {
    const pile = [c(0, CHEESE), c(0, C2), c(0, W4), c(1, F3)];
    expect(cancelledByCheese(pile)).toEqual([c(0, W4)]);
    const score = scoreCashedPile(0, pile, false);
    expect(score.cheeses).toBe(1);
    expect(score.goodsPoints).toBe(2 + 3);
  });

  it('two cheeses cancel the two highest, the second one after the first', () => {
    // 6, 4, 4, 3: the cheeses cancel the 6 and one 4.
    const pile = [c(0, CHEESE), c(1, CHEESE), c(0, G6), c(0, W4), c(1, W4), c(0, F3)];
    const cancelled = cancelledByCheese(pile);
    expect(cancelled).toHaveLength(2);
    expect(cancelled[0]).toBe(c(0, G6));
    expect(cardValue(cancelled[1] as number)).toBe(4);
    expect(scoreCashedPile(0, pile, false).goodsPoints).toBe(4 + 3);
  });

  it('cancels every good when there are at least as many cheeses, and scores 0', () => {
    const pile = [c(0, CHEESE), c(1, CHEESE), c(2, CHEESE), c(0, W6), c(0, C2)];
    expect(sorted(cancelledByCheese(pile))).toEqual(sorted([c(0, W6), c(0, C2)]));
    expect(scoreCashedPile(0, pile, false)).toMatchObject({ goodsPoints: 0, bonusOwed: 0, total: 0 });
    expect(scoreCashedPile(0, [c(0, CHEESE)], false)).toMatchObject({ goodsPoints: 0, cancelled: [], total: 0 });
  });

  it('cancelled cards do not count for the bonus', () => {
    // Gold 6, 6, 4 would earn a bonus card; the cheese cancels a gold 6 and leaves 2 gold.
    const pile = [c(0, CHEESE), c(0, G6), c(1, G6), c(0, G4), c(0, C2)];
    const score = scoreCashedPile(0, pile, false);
    expect(score.counts.gold).toBe(2);
    expect(score.bonusOwed).toBe(0);
    expect(score.goodsPoints).toBe(6 + 4 + 2);
  });

  it('between tied cards, cancels the one that keeps the most bonus cards', () => {
    // W6 and G6 tie for highest. Wine W6 W4 W4 (3), gold G6 G4 (2). Cancelling the W6 would leave
    // 2 wine and no bonus; cancelling the G6 keeps 3 wine and one bonus card.
    const pile = [c(0, CHEESE), c(0, W6), c(0, G6), c(0, W4), c(1, W4), c(0, G4)];
    expect(cancelledByCheese(pile)).toEqual([c(0, G6)]);
    expect(scoreCashedPile(0, pile, false).bonusOwed).toBe(1);
    // The same the other way round: with 3 gold and 2 wine, the W6 goes.
    const other = [c(0, CHEESE), c(0, W6), c(0, G6), c(0, G4), c(1, G4), c(0, W4)];
    expect(cancelledByCheese(other)).toEqual([c(0, W6)]);
  });

  it('breaks ties among 3s by kind too (clothes against food)', () => {
    // Two cheeses; the highest cards are five 3s: C3 C3' (clothes) and F3 F3' F3 (food). Clothes in all:
    // C3 C3' C2 C2 = 4; food: F3 F3' F3 F2 = 4.
    //   cancel two clothes 3s: clothes 2 (0 cards) + food 4 (1) = 1 bonus card;
    //   cancel two food 3s:    clothes 4 (1)       + food 2 (0) = 1;
    //   cancel one of each:    clothes 3 (1)       + food 3 (1) = 2. The app does this.
    const pile = [c(0, CHEESE), c(1, CHEESE), c(0, C3), c(0, C3b), c(0, F3), c(0, F3b), c(1, F3), c(0, C2), c(1, C2), c(0, F2)];
    const cancelled = cancelledByCheese(pile);
    expect(cancelled.map(cardKind).sort()).toEqual(['clothes', 'food']);
    expect(cancelled.every((card) => cardValue(card) === 3)).toBe(true);
    expect(scoreCashedPile(0, pile, false).bonusOwed).toBe(2);
  });

  it('between choices that keep as many bonus cards, cancels clothes before food and wine before gold', () => {
    expect(cancelledByCheese([c(0, CHEESE), c(1, F3), c(0, C3)])).toEqual([c(0, C3)]);
    expect(cancelledByCheese([c(0, CHEESE), c(0, G6), c(2, W6)])).toEqual([c(2, W6)]);
    expect(cancelledByCheese([c(0, CHEESE), c(2, C3), c(0, C3b)])).toEqual([c(0, C3b)]); // lower number first
  });

  it('always cancels exactly the highest values, and the tie-break never loses a bonus card', () => {
    const anyCard = fc.integer({ min: 0, max: 54 });
    fc.assert(
      fc.property(fc.uniqueArray(anyCard, { maxLength: 20 }), (pile) => {
        const cheeses = pile.filter(isCheese).length;
        const goods = pile.filter((card) => !isCheese(card));
        const cancelled = cancelledByCheese(pile);
        expect(cancelled).toHaveLength(Math.min(cheeses, goods.length));
        expect(new Set(cancelled).size).toBe(cancelled.length);
        // The multiset of cancelled values is the top of the values.
        const topValues = goods.map(cardValue).sort((a, b) => b - a).slice(0, cancelled.length);
        expect(cancelled.map(cardValue).sort((a, b) => b - a)).toEqual(topValues);
        // No other choice of equally high cards would keep more bonus cards: brute force on small piles.
        const score = scoreCashedPile(0, pile, false);
        if (cancelled.length > 0 && goods.length <= 12) {
          const boundary = Math.min(...cancelled.map(cardValue));
          const forced = goods.filter((card) => cardValue(card) > boundary);
          const tied = goods.filter((card) => cardValue(card) === boundary);
          const need = cancelled.length - forced.length;
          let best = 0;
          const walk = (from: number, chosen: number[]): void => {
            if (chosen.length === need) {
              const kept = goods.filter((card) => !forced.includes(card) && !chosen.includes(card));
              let owed = 0;
              for (const good of GOODS) owed += bonusForCount(kept.filter((card) => cardKind(card) === good).length);
              best = Math.max(best, owed);
              return;
            }
            for (let i = from; i < tied.length; i++) walk(i + 1, [...chosen, tied[i] as number]);
          };
          walk(0, []);
          expect(score.bonusOwed).toBe(best);
        }
        const counting = goods.filter((card) => !cancelled.includes(card));
        expect(score.goodsPoints).toBe(counting.reduce((sum, card) => sum + cardValue(card), 0));
      }),
      { numRuns: 400 },
    );
  });
});

describe('a player who could not load', () => {
  it('scores nothing and is owed no bonus, whatever he cashed', () => {
    const pile = [c(0, W6), c(0, G6), c(0, C2), c(0, C3), c(0, C3b), c(1, C2), c(1, C3)];
    const score = scoreCashedPile(0, pile, true);
    expect(score).toMatchObject({ couldNotLoad: true, goodsPoints: 0, bonusOwed: 0, total: 0, cancelled: [] });
    expect(score.counts).toEqual({ clothes: 0, food: 0, wine: 0, gold: 0 });
    // The pile is still listed, highest first, for the end-of-night table.
    expect(score.cashed).toHaveLength(pile.length);
    expect(score.cashed[0]).toBe(c(0, W6));
  });
});

describe('bonus order', () => {
  it('starts at the left of the last officer and ends with him', () => {
    expect(bonusOrder(0, 3)).toEqual([1, 2, 0]);
    expect(bonusOrder(2, 3)).toEqual([0, 1, 2]);
    expect(bonusOrder(3, 5)).toEqual([4, 0, 1, 2, 3]);
  });
});

describe('the piles are listed highest first', () => {
  it('sorts cashed cards by value, then kind', () => {
    const score = scoreCashedPile(1, [c(1, F2), c(1, W6), c(1, CHEESE), c(2, G6), c(1, F3)], false);
    expect(score.cashed).toEqual([c(1, W6), c(2, G6), c(1, F3), c(1, F2), c(1, CHEESE)]);
    expect(score.seat).toBe(1);
  });
});
