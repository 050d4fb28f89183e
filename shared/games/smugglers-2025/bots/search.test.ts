/**
 * The searching bot (search.ts), an experiment not yet on any level: at the
 * smuggling decisions of a seeded game it gives one of the legal moves, the
 * same one from the same view and seed, from a frozen view; its evaluation
 * ranks the seats by their outlooks. No strength and no timing here.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { randomPlayout } from '../../../engine/conformance/playout.js';
import { Rng } from '../../../engine/rng.js';
import { s25Game } from '../game.js';
import { leadChances, searchBot } from './search.js';

describe('the searching bot', () => {
  it('gives a legal smuggling move, the same from the same view and seed', () => {
    const played = randomPlayout(s25Game, { seed: 7, seats: 3 });
    const decisions = played.states.filter((state) => state.phase === 'smuggle' && s25Game.activeSeats(state).length > 0).slice(0, 3);
    expect(decisions.length).toBeGreaterThan(0);
    decisions.forEach((state, index) => {
      const seat = s25Game.activeSeats(state)[0] as Seat;
      const view = deepFreeze(s25Game.viewFor(state, seat));
      const legalMoves = deepFreeze(s25Game.legalMoves(state, seat));
      const ask = () => searchBot.chooseMove({ view, seat, legalMoves, rng: Rng.fromSeed(index) });
      const move = ask();
      expect(legalMoves).toContainEqual(move);
      expect(ask()).toEqual(move);
    });
  });

  it('reads a lead in outlook as a better chance of leading, even seats as even chances', () => {
    const [ahead, behind, last] = leadChances([30, 24, 10]) as [number, number, number];
    expect(ahead).toBeGreaterThan(0.5);
    expect(behind).toBeLessThan(0.5);
    expect(last).toBeLessThan(behind);
    expect(leadChances([12, 12])).toEqual([0.5, 0.5]);
  });
});
