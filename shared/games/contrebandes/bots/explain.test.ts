import { describe, expect, it } from 'vitest';
import { setUp } from '../../../engine/set-up.js';
import { isCheese, isIllegal, playerSet } from '../cards.js';
import { contrebandesGame } from '../game.js';
import { explainContrebandesMove } from './explain.js';

describe('the reason for a load', () => {
  const view = contrebandesGame.viewFor(setUp(contrebandesGame, 3, 3, contrebandesGame.defaultOptions(3)), 0);
  const hand = playerSet(0);
  const legal = hand.filter((card) => !isIllegal(card) && !isCheese(card)).slice(0, 2);
  const illegal = hand.filter(isIllegal).slice(0, 1);
  const cheese = hand.filter(isCheese).slice(0, 1);

  // [the load, the reason's key]
  it.each([
    ['legal goods only', legal, 'contrebandes:hint.loadLegal'],
    ['legal goods and the cheese', [...legal, ...cheese], 'contrebandes:hint.loadLegalWithCheese'],
    ['some illegal goods', [...legal, ...illegal], 'contrebandes:hint.load'],
    ['illegal goods and the cheese', [...illegal, ...legal.slice(0, 1), ...cheese], 'contrebandes:hint.loadWithCheese'],
  ] as const)('of %s says so', (_what, cards, key) => {
    const reason = explainContrebandesMove(view, { type: 'load', cards: [...cards] }, 0);
    expect(reason.key).toBe(key);
    expect(reason.params?.cards).toBe(cards.length);
  });
});
