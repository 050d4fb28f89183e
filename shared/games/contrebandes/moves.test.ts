import { describe, it, expect } from 'vitest';
import { Rng } from '../../engine/rng.js';
import { type Card, KINDS, faceKey, playerSet } from './cards.js';
import { distinctLoads, kindMultisets } from './moves.js';
import type { ContrebandesMove, ContrebandesState } from './types.js';
import { C2, C3, C3b, CHEESE, F3, F3b, W6, c, game, loadAll, newGame, play } from './testkit.js';

const faces = (cards: readonly Card[]): string => cards.map(faceKey).sort((a, b) => a - b).join(',');

describe('distinct loads', () => {
  it('lists every load of 2 or more cards once, counting the two C3s and the two F3s as one', () => {
    const loads = distinctLoads(playerSet(0));
    // 9 faces, two of them twice: 2^7 * 3^2 = 1152 multisets, less the empty one and the 9 single cards.
    expect(loads).toHaveLength(1152 - 1 - 9);
    expect(new Set(loads.map(faces)).size).toBe(loads.length);
    expect(loads.every((load) => load.length >= 2)).toBe(true);
    expect(loads).toContainEqual(playerSet(0)); // the whole hand
    // Of the two C3s, a load of one uses the lower-numbered card.
    expect(loads).toContainEqual([c(0, C2), c(0, C3)]);
    expect(loads).not.toContainEqual([c(0, C2), c(0, C3b)]);
  });

  it('is empty for a hand of fewer than 2 cards, and has one load for 2 cards', () => {
    expect(distinctLoads([])).toEqual([]);
    expect(distinctLoads([c(1, CHEESE)])).toEqual([]);
    expect(distinctLoads([c(1, F3), c(1, F3b)])).toEqual([[c(1, F3), c(1, F3b)]]);
    expect(distinctLoads([c(1, F3), c(1, W6)])).toEqual([[c(1, F3), c(1, W6)]]);
  });
});

describe('declarations', () => {
  it('list each multiset of kinds once, in the order of KINDS', () => {
    expect(kindMultisets(1)).toEqual(KINDS.map((kind) => [kind]));
    expect(kindMultisets(2)).toHaveLength(15); // C(6, 4)
    expect(kindMultisets(3)).toHaveLength(35); // C(7, 4)
    expect(kindMultisets(11)).toHaveLength(1365); // C(15, 4)
    for (const kinds of kindMultisets(4)) {
      const order = kinds.map((kind) => KINDS.indexOf(kind));
      expect(order).toEqual(order.slice().sort((a, b) => a - b));
    }
  });
});

describe('legal moves', () => {
  it('depend only on what the seat can see', () => {
    // Seat 0 declares: his moves depend on the size of his mule, not on what the others loaded.
    const a = loadAll(newGame(3, 2), { 0: [c(0, C2), c(0, C3)], 1: [c(1, W6), c(1, CHEESE)], 2: [22, 23] }).state;
    const b = loadAll(newGame(3, 2), { 0: [c(0, W6), c(0, CHEESE)], 1: playerSet(1), 2: [24, 25, 26] }).state;
    expect(game.legalMoves(a, 0)).toEqual(game.legalMoves(b, 0));
    expect(game.legalMoves(a, 0)).toHaveLength(15);
  });

  it('in loading: every distinct load of the seat\'s hand, each accepted', () => {
    const state = newGame(3, 0);
    const moves = game.legalMoves(state, 1);
    expect(moves).toHaveLength(1142);
    for (const move of moves) expect(game.applyMove(state, 1, move).ok).toBe(true);
  });

  it('in the inspection: the players not inspected yet, and stop once one was', () => {
    let state: ContrebandesState = loadAll(newGame(4, 1), { 0: [0, 1], 1: [11, 12], 2: [22, 23], 3: [33, 34] }).state;
    for (const seat of [2, 3, 0]) state = play(state, seat, { type: 'declare', kinds: ['clothes', 'clothes'] }).state;
    expect(game.legalMoves(state, 1)).toEqual([
      { type: 'inspect', target: 2 },
      { type: 'inspect', target: 3 },
      { type: 'inspect', target: 0 },
    ]);
    expect(game.legalMoves(state, 0)).toEqual([]);
  });

  it('random moves always suit applyMove, whatever the generator draws', () => {
    const state = newGame(5, 0);
    const rng = Rng.fromSeed(9);
    const sizes = new Set<number>();
    for (let draw = 0; draw < 500; draw++) {
      const move = game.randomMove(state, draw % 5, rng) as Extract<ContrebandesMove, { type: 'load' }>;
      expect(game.applyMove(state, draw % 5, move).ok).toBe(true);
      sizes.add(move.cards.length);
    }
    // Every size from 2 to the whole hand comes up.
    expect([...sizes].sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('none for a finished game', () => {
    const over: ContrebandesState = { ...newGame(3), phase: 'over' };
    expect(game.activeSeats(over)).toEqual([]);
    expect(game.legalMoves(over, 0)).toEqual([]);
    expect(game.randomMove(over, 0, Rng.fromSeed(1))).toBeNull();
  });
});
