/**
 * The cards a seat cannot see, read from its view alone: exactly the deck,
 * the other hands (and picks) and the discard pile below its top card, kind
 * by kind; and
 * after a reveal, the discarded and robots' cards count as seen while they lie
 * on the pile.
 */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../../engine/set-up.js';
import { s25Game } from '../game.js';
import { type Card, kindOf } from '../goods.js';
import { table } from '../testkit.js';
import type { S25State } from '../types.js';
import { countKinds, total, unseenCounts } from './tally.js';

function hidden(state: S25State, seat: number): number[] {
  const others = (_: unknown, other: number): boolean => other !== seat;
  const cards: Card[] = [...state.deck, ...state.discard.slice(0, -1), ...state.hands.filter(others).flat(), ...state.picks.filter(others).flatMap((pick) => pick ?? [])];
  return countKinds(cards.map(kindOf));
}

describe('unseenCounts', () => {
  it('is the deck, the other hands and the discard pile under its top', () => {
    const state = table({
      seats: 3,
      hands: [['spice', 'ivory', 'tea', 'silk', 'ring'], ['fruits', 'fruits'], ['crossbow']],
      front: [['silk'], ['pinkGem', 'ivory'], []],
      discard: ['tea', 'ratPoison', 'snakeVenom'],
      market: ['spice', 'blueGem', 'bagOfGems'],
    });
    for (const seat of [0, 1, 2]) expect(unseenCounts(s25Game.viewFor(state, seat))).toEqual(hidden(state, seat));
  });

  it("counts the robots' revealed cards as seen while they lie on the pile", () => {
    const laid = table({ seats: 1, robots: 2, hands: [['silk', 'tea', 'spice', 'fruits', 'ring']], draws: ['crossbow', 'greatSword'] });
    const applied = s25Game.applyMove(laid, 0, { type: 'smuggle', kinds: ['silk'] });
    if (!applied.ok) throw new Error('refused');
    const state = applied.state;
    expect(state.phase).toBe('draw');
    // The pile: the crossbow under the great sword (its top); both are known.
    const known = hidden(state, 0).map((count, kind) => count - (countKinds(['crossbow'])[kind] as number));
    expect(unseenCounts(s25Game.viewFor(state, 0))).toEqual(known);
  });

  it('never counts more unseen than is hidden, nor fewer than that less the pile, through a whole game', () => {
    let state = setUp(s25Game, 5, 3, s25Game.defaultOptions(3));
    for (let moves = 0; s25Game.result(state) === null && moves < 400; moves++) {
      const seat = s25Game.activeSeats(state)[0] as number;
      const view = s25Game.viewFor(state, seat);
      const unseen = unseenCounts(view);
      // Never more than what is truly hidden, and never fewer than that less the pile.
      const truly = hidden(state, seat);
      unseen.forEach((count, kind) => expect(count).toBeLessThanOrEqual(truly[kind] as number));
      expect(total(unseen)).toBeGreaterThanOrEqual(total(truly) - state.discard.length);
      const applied = s25Game.applyMove(state, seat, s25Game.legalMoves(state, seat)[0] as never);
      if (!applied.ok) throw new Error('refused');
      state = applied.state;
    }
  });
});
