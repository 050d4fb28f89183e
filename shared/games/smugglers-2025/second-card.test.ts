/**
 * The second-card check (second-card.ts): its twins differ only in what the
 * others may not know, and over seeded random games at every table size no
 * card leaving a hand tells anybody whether its holder had another of its kind.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { deriveSeed } from '../../engine/rng.js';
import { minRobots } from './rules.js';
import { secondCardLeaks, secondCardTwin } from './second-card.js';
import { game, kinds, table } from './testkit.js';
import type { S25State } from './types.js';

const PLAYOUTS = 300;

function others(state: S25State, seat: number): Viewer[] {
  const viewers: Viewer[] = ['spectator'];
  for (let other = 0; other < state.seats; other++) if (other !== seat) viewers.push(other);
  return viewers;
}

describe('a twin', () => {
  const layout = (second: 'tea' | 'fruits') =>
    table({ seats: 3, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['tea', second, 'silk'], ['spice'], ['ivory']], takenFromMarket: [['tea'], [], []] });

  it('holds a second tea where the table has none, and none where it has one; the others see no difference', () => {
    for (const [second, twinHas] of [['fruits', 2], ['tea', 1]] as const) {
      const state = layout(second);
      const twin = secondCardTwin(state, 0, 'tea') as S25State;
      expect(kinds(twin.hands[0] ?? []).filter((kind) => kind === 'tea')).toHaveLength(twinHas);
      expect(twin.takenFromMarket).toEqual(state.takenFromMarket);
      expect(twin.deck).toHaveLength(state.deck.length);
      // Only a card near the deck's bottom is swapped: the top cards, the next to be drawn, stay.
      expect(twin.deck.slice(-12)).toEqual(state.deck.slice(-12));
      for (const viewer of others(state, 0)) expect(game.viewFor(twin, viewer)).toEqual(game.viewFor(state, viewer));
      expect(game.viewFor(twin, 0)).not.toEqual(game.viewFor(state, 0));
    }
  });

  it('is not built for a kind he was not seen taking', () => {
    expect(secondCardTwin(layout('tea'), 0, 'silk')).toBeNull();
    expect(secondCardTwin(layout('tea'), 1, 'spice')).toBeNull();
  });
});

describe('seeded random games', () => {
  it(`${PLAYOUTS} games at every table size: a card leaving a hand never tells whether its holder had another of its kind`, () => {
    let compared = 0;
    for (let index = 0; index < PLAYOUTS; index++) {
      const seats = 1 + (index % 6);
      const options = { robots: minRobots(seats), longGame: index % 4 === 3, coins: index % 3 === 2, firstPlayer: null };
      const played = randomPlayout(game, { seed: deriveSeed(0xc0de, index), seats, options });
      const found = secondCardLeaks(played);
      compared += found.compared;
      expect(found.leaks, `seed ${played.seed}`).toEqual([]);
    }
    // The check compared thousands of moves: it proves something.
    expect(compared).toBeGreaterThan(PLAYOUTS);
  }, 120_000);

});
