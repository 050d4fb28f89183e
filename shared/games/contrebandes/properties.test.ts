/**
 * Invariants of the rules over random playouts (fast-check picks the seed,
 * the table size and the first officer; every move is game.randomMove from a
 * seeded Rng). What every game must do (replay from the seed, plain JSON,
 * untouched inputs, refusals instead of throws, accepted legal moves, secrets
 * kept) is checked by the engine's conformance suite (shared/games/conformance.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import fc from 'fast-check';
import type { Seat } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { CARDS_PER_PLAYER, type Card, faceKey } from './cards.js';
import type { ContrebandesMove, ContrebandesState } from './types.js';
import { cardPlaces, game, randomPlayout } from './testkit.js';

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  seats: fc.integer({ min: 3, max: 5 }),
  firstOfficer: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
});

interface Played {
  states: ContrebandesState[];
  moves: { seat: Seat; move: ContrebandesMove }[];
}

/** A random game: every state, and the moves between them. */
function playRandom(seed: number, seats: number, firstOfficer: number | null): Played {
  const states: ContrebandesState[] = [setUp(game, seed, seats, { firstOfficer: firstOfficer === null ? null : firstOfficer % seats })];
  const moves: Played['moves'] = [];
  randomPlayout(
    seed,
    seats,
    ({ seat, move, after }) => {
      moves.push({ seat, move });
      states.push(after);
    },
    firstOfficer === null ? null : firstOfficer % seats,
  );
  return { states, moves };
}

describe('random playouts', () => {
  it('end after one night per player, and conserve the cards: each of the 11 x N cards is in exactly one place, always', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, firstOfficer }) => {
        const all = Array.from({ length: CARDS_PER_PLAYER * seats }, (_, card) => card);
        const { states } = playRandom(seed, seats, firstOfficer);
        const end = states.at(-1) as ContrebandesState;
        expect(end.phase).toBe('over');
        expect(end.nightTotals).toHaveLength(seats);
        expect(game.result(end)?.scores).toHaveLength(seats);
        for (const state of states) {
          const places = cardPlaces(state);
          const cards = places.map((entry) => entry.card).sort((a, b) => a - b);
          expect(cards).toEqual(all);
          // Hands only ever hold their owner's cards.
          state.hands.forEach((hand, seat) => expect(hand.every((card) => Math.floor(card / CARDS_PER_PLAYER) === seat)).toBe(true));
          // The Caisse is face up: everything in it has been shown.
          for (const card of state.caisse) if (state.phase !== 'over') expect(state.revealed).toContain(card);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuse moves against the rules of each phase, with a message key, and change nothing', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, firstOfficer }) => {
        const { states } = playRandom(seed, seats, firstOfficer);
        const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
        for (const state of states) {
          const before = JSON.stringify(state);
          const refused = (seat: Seat, move: unknown): void => {
            const result = game.applyMove(state, seat, move as ContrebandesMove);
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.rejection.key).toMatch(/^(contrebandes|shell):refusal\.\w+$/);
          };
          const seat = (game.activeSeats(state)[0] ?? 0) as Seat;
          if (state.phase === 'loading') {
            const hand = state.hands[seat] as Card[];
            const foreign = (seat + 1) % seats;
            const notMine = state.hands[foreign]?.[0] ?? ((seat + 1) % seats) * CARDS_PER_PLAYER;
            refused(seat, { type: 'load', cards: [hand[0], notMine] });
            refused(seat, { type: 'load', cards: [hand[0], hand[0]] });
            refused(seat, { type: 'load', cards: [hand[0], hand[1], hand[1]] });
            refused(seat, { type: 'load', cards: hand.slice(0, 1) });
            refused(seat, { type: 'load', cards: [hand[0], CARDS_PER_PLAYER * seats + rng.int(10)] });
          }
          if (state.phase === 'declaring') {
            const size = (state.mules[seat] as Card[]).length;
            refused(seat, { type: 'declare', kinds: new Array(size + 1).fill('food') });
            refused(seat, { type: 'declare', kinds: new Array(size).fill('tobacco') });
          }
          if (state.phase === 'bonus') {
            // A card that is not in the Caisse (seat 0's cashed pile may be empty, so search).
            const outside = Array.from({ length: CARDS_PER_PLAYER * seats }, (_, card) => card).find((card) => !state.caisse.includes(card)) as Card;
            refused(seat, { type: 'takeBonus', card: outside });
          }
          if (state.phase === 'designating') refused(seat, { type: 'designate', officer: seat });
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('legal and random moves', () => {
  /** The same move up to interchangeable cards (same kind and value). */
  const normalise = (move: ContrebandesMove): string => {
    if (move.type === 'load') return `load:${move.cards.map(faceKey).sort((a, b) => a - b).join(',')}`;
    if (move.type === 'takeBonus') return `takeBonus:${faceKey(move.card)}`;
    if (move.type === 'declare') return `declare:${move.kinds.slice().sort().join(',')}`;
    return JSON.stringify(move);
  };

  it('list interchangeable moves once, and draw random moves among them', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 1000 }), ({ seed, seats, firstOfficer }, salt) => {
        const { states } = playRandom(seed, seats, firstOfficer);
        const rng = Rng.fromSeed(seed + salt);
        // Check a handful of states in full (loading lists over a thousand moves).
        const picked = [0, 1, 2, 3, 4, 5].map(() => states[rng.int(states.length)] as ContrebandesState);
        for (const state of picked) {
          for (const seat of game.activeSeats(state)) {
            const legal = game.legalMoves(state, seat);
            const keys = new Set(legal.map(normalise));
            expect(keys.size).toBe(legal.length); // each listed once
            for (let draw = 0; draw < 20; draw++) {
              const move = game.randomMove(state, seat, rng) as ContrebandesMove;
              expect(keys.has(normalise(move))).toBe(true);
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('random moves can reach every kind of legal move', () => {
    // Over many games, random play meets every phase and inspection outcome.
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      for (const state of playRandom(seed, 3 + (seed % 3), null).states) {
        seen.add(state.phase);
        for (const inspection of state.inspections) seen.add(inspection.outcome);
        if (state.couldNotLoad.some(Boolean)) seen.add('could-not-load');
      }
    }
    expect([...seen].sort()).toEqual(['all-legal', 'bonus', 'cheese', 'could-not-load', 'declaring', 'designating', 'illegal', 'inspecting', 'loading', 'over']);
  });
});
