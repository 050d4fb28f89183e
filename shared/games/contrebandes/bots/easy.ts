/**
 * The easy bot: plays legal, plausible moves without much thought. It loads 2
 * or 3 cards (keeping enough for the rest of the night), tells the truth half
 * the time, inspects somebody at random and stops there.
 */
import type { Bot } from '../../../engine/contract.js';
import { type Card, type Kind, MIN_LOAD, QUARTERS_PER_NIGHT, cardKind, cardValue } from '../cards.js';
import type { ContrebandesMove, ContrebandesView } from '../types.js';

export const easyBot: Bot<ContrebandesView, ContrebandesMove> = {
  chooseMove({ view, legalMoves, rng }) {
    switch (view.phase) {
      case 'loading': {
        const hand = rng.shuffle(view.hand ?? []);
        const quartersLeft = QUARTERS_PER_NIGHT - 1 - view.quarter;
        const spare = hand.length - MIN_LOAD * quartersLeft;
        const size = Math.max(MIN_LOAD, Math.min(spare, MIN_LOAD + rng.int(2)));
        return { type: 'load', cards: hand.slice(0, Math.min(size, hand.length)) };
      }
      case 'declaring': {
        const mule = view.mule ?? [];
        const truthful = rng.next() < 0.5;
        const kinds: Kind[] = mule.map((card: Card) => (truthful ? cardKind(card) : rng.pick(['clothes', 'food'] as Kind[])));
        return { type: 'declare', kinds };
      }
      case 'inspecting': {
        const targets = legalMoves.filter((move) => move.type === 'inspect');
        if (view.inspections.length > 0 || targets.length === 0) return { type: 'stop' };
        return rng.pick(targets);
      }
      case 'designating': {
        const others = legalMoves.filter((move) => move.type === 'designate');
        return rng.pick(others);
      }
      case 'bonus': {
        const best = view.caisse.slice().sort((a, b) => cardValue(b) - cardValue(a))[0] as Card;
        return { type: 'takeBonus', card: best };
      }
      case 'over':
        break;
    }
    return rng.pick(legalMoves);
  },
};
