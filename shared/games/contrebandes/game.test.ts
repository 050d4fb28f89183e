/**
 * A whole 3-player game, every move scripted, with the scores worked out by
 * hand in the comments and asserted night by night.
 *
 * Seats: A = 0, B = 1, C = 2; the first officer is A (setup option), so the
 * nights are opened by A, B, C in that order. Card ids are seat * 11 + index:
 *
 *   index  0   1   2    3   4   5    6   7   8   9   10
 *   card   C2  C3  C3'  F2  F3  F3'  W4  W6  G4  G6  cheese
 *   A      0   1   2    3   4   5    6   7   8   9   10
 *   B      11  12  13   14  15  16   17  18  19  20  21
 *   C      22  23  24   25  26  27   28  29  30  31  32
 *
 * (C = clothes, F = food: legal; W = wine, G = gold: illegal.)
 */
import { describe, it, expect } from 'vitest';
import type { Kind } from './cards.js';
import type { ContrebandesMove, ContrebandesState } from './types.js';
import { cardPlaces, game, newGame, play, playAll } from './testkit.js';

const A = 0;
const B = 1;
const C = 2;

const load = (cards: number[]): ContrebandesMove => ({ type: 'load', cards });
const declare = (kinds: Kind[], message?: string): ContrebandesMove =>
  message === undefined ? { type: 'declare', kinds } : { type: 'declare', kinds, message };
const inspect = (target: number): ContrebandesMove => ({ type: 'inspect', target });
const stop: ContrebandesMove = { type: 'stop' };
const designate = (officer: number): ContrebandesMove => ({ type: 'designate', officer });
const takeBonus = (card: number): ContrebandesMove => ({ type: 'takeBonus', card });

const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

function expectConserved(state: ContrebandesState): void {
  const cards = cardPlaces(state).map((entry) => entry.card);
  expect(sorted(cards)).toEqual(Array.from({ length: 33 }, (_, i) => i));
}

describe('a scripted 3-player game, checked by hand', () => {
  it('scores every night as worked out in the comments', () => {
    let state = newGame(3, A);
    expect(state.officer).toBe(A);
    let step;

    // ================================================================ NIGHT 0 (opened by A)
    // ---- Quarter 1, officer A.
    // A loads W6 G6 (7, 9); B loads C2 C3 C3' (11, 12, 13); C loads F2 W4 (25, 28).
    // Declarations from A's left: B (clothes x3, true), then C (food x2, a lie).
    // A inspects C: a wine among the goods, so A takes W4 (28) and F2 (25) goes to the Caisse. A stops.
    // Cashing: A cashes his mule and the wine he took: 7, 9, 28. B cashes 11, 12, 13. C has nothing left.
    step = playAll(state, [
      [A, load([7, 9])],
      [B, load([11, 12, 13])],
      [C, load([25, 28])],
      [B, declare(['clothes', 'clothes', 'clothes'])],
      [C, declare(['food', 'food'], 'Just bread, officer.')],
      [A, inspect(C)],
    ]);
    state = step.state;
    expect(state.officerTaken).toEqual([28]);
    expect(state.caisse).toEqual([25]);
    expect(state.phase).toBe('inspecting');
    state = playAll(state, [[A, stop]]).state;
    expect(state.cashed).toEqual([[7, 9, 28], [11, 12, 13], []]);
    expect(state.phase).toBe('designating');
    state = play(state, A, designate(B)).state;
    expectConserved(state);

    // ---- Quarter 2, officer B.
    // A loads W4 G4 (6, 8); B loads W6 cheese (18, 21); C loads G6 cheese (31, 32).
    // Declarations from B's left: C, then A.
    // B inspects C: a cheese. B takes the cheese (32); C keeps G6 (31). B stops (A is not inspected).
    // Cashing: A 6, 8; B his mule 18, 21 and the cheese 32; C 31.
    state = playAll(state, [
      [A, load([6, 8])],
      [B, load([18, 21])],
      [C, load([31, 32])],
      [C, declare(['food', 'food'])],
      [A, declare(['clothes', 'clothes'])],
      [B, inspect(C)],
      [B, stop],
    ]).state;
    expect(state.cashed).toEqual([[7, 9, 28, 6, 8], [11, 12, 13, 18, 21, 32], [31]]);
    state = play(state, B, designate(C)).state;

    // ---- Quarter 3, officer C.
    // A loads C2 cheese (0, 10); B loads F2 F3 (14, 15); C loads C2 C3 (22, 23).
    // Declarations from C's left: A, then B.
    // C inspects B: only legal goods. C is wrong and hands all his goods (his mule 22, 23) to B; the
    // inspection ends. Cashing: A 0, 10; B 14, 15, 22, 23; C nothing.
    state = playAll(state, [
      [A, load([0, 10])],
      [B, load([14, 15])],
      [C, load([22, 23])],
      [A, declare(['clothes', 'food'])],
      [B, declare(['food', 'food'])],
      [C, inspect(B)],
    ]).state;
    expect(state.phase).toBe('designating');
    expect(state.cashed).toEqual([[7, 9, 28, 6, 8, 0, 10], [11, 12, 13, 18, 21, 32, 14, 15, 22, 23], [31]]);
    // C's own goods went to B unseen: nobody but B (and C) learns them.
    expect(state.revealed).not.toContain(22);
    expect(state.revealed).not.toContain(23);
    state = play(state, C, designate(A)).state;

    // ---- Quarter 4, officer A.
    // Hands now: A 1 2 3 4 5; B 16 17 19 20; C 24 26 27 29 30.
    // A loads F2 F3 F3' (3, 4, 5); B loads W4 G4 G6 (17, 19, 20); C loads F3 F3' (26, 27).
    // Declarations from A's left: B (clothes x3, a lie), then C (food x2, true).
    // A inspects C: only legal goods, so A hands his mule (3, 4, 5) to C. Inspection over.
    // Cashing: B 17, 19, 20; C 26, 27, 3, 4, 5. No designation after the 4th quarter.
    expect(state.hands).toEqual([[1, 2, 3, 4, 5], [16, 17, 19, 20], [24, 26, 27, 29, 30]]);
    step = playAll(state, [
      [A, load([3, 4, 5])],
      [B, load([17, 19, 20])],
      [C, load([26, 27])],
      [B, declare(['clothes', 'clothes', 'clothes'])],
      [C, declare(['food', 'food'])],
      [A, inspect(C)],
    ]);
    state = step.state;
    // End of night 0. Last officer A, so the bonus order is B, C, A.
    //
    // A cashed: W6(7) G6(9) W4(28) W4(6) G4(8) C2(0) cheese(10).
    //   One cheese cancels the highest card; W6 and G6 tie at 6. Wine counts W6 W4 W4 = 3, gold G6 G4 = 2:
    //   cancelling W6 leaves 2 wine (no bonus), cancelling G6 leaves 3 wine (1 bonus card). G6 goes.
    //   Points: 6 + 4 + 4 + 4 + 2 = 20. Bonus owed: 1 (wine 3).
    // B cashed: C2 C3 C3' (11 12 13), W6 (18), cheese (21), cheese (32), F2 F3 (14 15), C2 C3 (22 23),
    //   W4 G4 G6 (17 19 20). Two cheeses cancel the two 6s, W6 (18) and G6 (20).
    //   Points: 2+3+3 + 2+3 + 2+3 + 4+4 = 26. Clothes 11 12 13 22 23 = 5: 2 bonus cards. Food 2, wine 1, gold 1.
    // C cashed: G6 (31), F3 F3' (26 27), F2 F3 F3' (3 4 5). No cheese.
    //   Points: 6 + 3+3 + 2+3+3 = 20. Food 5: 2 bonus cards.
    // The Caisse holds only F2 (25). B, first in order and owed 2, takes it (automatically: he gets all
    // that is left): B = 26 + 2 = 28. The Caisse is empty; C (owed 2) and A (owed 1) get nothing.
    // Night 0: A 20, B 28, C 20.
    const night0 = step.events.find((event) => event.type === 'night-scored');
    if (night0?.type !== 'night-scored') throw new Error('night 0 was not scored');
    const s0 = night0.scoring;
    expect(s0.lastOfficer).toBe(A);
    expect(s0.bonusOrder).toEqual([B, C, A]);
    expect(s0.caisse).toEqual([25]);
    expect(s0.seats[A]?.cancelled).toEqual([9]);
    expect(s0.seats[A]?.goodsPoints).toBe(20);
    expect(s0.seats[A]?.counts).toEqual({ clothes: 1, food: 0, wine: 3, gold: 1 });
    expect(s0.seats[A]?.bonusOwed).toBe(1);
    expect(s0.seats[B]?.cheeses).toBe(2);
    expect(sorted(s0.seats[B]?.cancelled ?? [])).toEqual([18, 20]);
    expect(s0.seats[B]?.goodsPoints).toBe(26);
    expect(s0.seats[B]?.bonusOwed).toBe(2);
    expect(s0.seats[C]?.goodsPoints).toBe(20);
    expect(s0.seats[C]?.bonusOwed).toBe(2);
    expect(step.events.filter((event) => event.type === 'bonus-taken')).toEqual([{ type: 'bonus-taken', seat: B, card: 25 }]);
    expect(state.nightTotals).toEqual([[20, 28, 20]]);
    expect(state.scoring?.seats.map((seat) => seat.bonusCards)).toEqual([[], [25], []]);

    // ================================================================ NIGHT 1 (opened by B)
    expect(state.night).toBe(1);
    expect(state.officer).toBe(B);
    expect(state.phase).toBe('loading');
    expect(state.caisse).toEqual([]);
    // ---- Quarter 1, officer B.
    // A loads C2 cheese (0, 10); B loads W6 G6 (18, 20); C loads W4 cheese (28, 32).
    // B inspects C: cheese, B takes 32, C keeps W4 (28). B inspects A: cheese, B takes 10, A keeps C2 (0).
    // Every other player had a mule, was inspected and had a cheese: all of B's goods (his mule 18, 20
    // and the cheeses 32, 10) go to the Caisse. Cashing: A 0; C 28.
    step = playAll(state, [
      [A, load([0, 10])],
      [B, load([18, 20])],
      [C, load([28, 32])],
      [C, declare(['food', 'food'])],
      [A, declare(['clothes', 'clothes'])],
      [B, inspect(C)],
      [B, inspect(A)],
    ]);
    state = step.state;
    expect(step.events).toContainEqual({ type: 'all-cheese', officer: B, toCaisse: [18, 20, 32, 10] });
    expect(state.caisse).toEqual([18, 20, 32, 10]);
    expect(state.cashed).toEqual([[0], [], [28]]);
    state = play(state, B, designate(A)).state;

    // ---- Quarter 2, officer A.
    // A loads W4 W6 G4 G6 (6 7 8 9); B loads C2 C3 C3' (11 12 13); C loads F2 G6 (25, 31).
    // A inspects C: caught, A takes G6 (31), F2 (25) goes to the Caisse. A inspects B: only legal goods,
    // so A hands over all his goods (his mule 6 7 8 9 and the G6 he just took, 31) to B. Over.
    // Cashing: B 11 12 13 6 7 8 9 31.
    state = playAll(state, [
      [A, load([6, 7, 8, 9])],
      [B, load([11, 12, 13])],
      [C, load([25, 31])],
      [B, declare(['clothes', 'clothes', 'clothes'])],
      [C, declare(['food', 'food'])],
      [A, inspect(C)],
      [A, inspect(B)],
    ]).state;
    expect(state.caisse).toEqual([18, 20, 32, 10, 25]);
    expect(state.cashed).toEqual([[0], [11, 12, 13, 6, 7, 8, 9, 31], [28]]);
    state = play(state, A, designate(C)).state;

    // ---- Quarter 3, officer C.
    // A loads his whole hand, C3 C3' F2 F3 F3' (1..5), leaving nothing for quarter 4.
    // B loads F2 F3 (14, 15); C loads W6 G4 (29, 30).
    // C inspects A: only legal goods, C hands his mule (29, 30) to A. Cashing: A 1..5 29 30; B 14 15.
    state = playAll(state, [
      [A, load([1, 2, 3, 4, 5])],
      [B, load([14, 15])],
      [C, load([29, 30])],
      [A, declare(['clothes', 'clothes', 'food', 'food', 'food'])],
      [B, declare(['food', 'food'])],
      [C, inspect(A)],
      [C, designate(B)],
    ]).state;

    // ---- Quarter 4, officer B.
    // A has no card left: he cannot load, and will score nothing this night.
    // B loads F3' W4 (16, 17); C loads C2 C3 C3' (22 23 24). Only C declares.
    // B inspects C: only legal goods, B hands 16, 17 to C. Cashing: C 22 23 24 16 17.
    expect(state.couldNotLoad).toEqual([true, false, false]);
    expect(game.activeSeats(state)).toEqual([B, C]);
    step = playAll(state, [
      [B, load([16, 17])],
      [C, load([22, 23, 24])],
      [C, declare(['clothes', 'clothes', 'clothes'])],
      [B, inspect(C)],
    ]);
    state = step.state;
    // End of night 1. Last officer B: bonus order C, A, B.
    // A: could not load in quarter 4, scores 0 and takes no bonus. (His pile, C2 C3 C3' F2 F3 F3' W6 G4,
    //   would otherwise have made 26 points and 2 bonus cards for 3 clothes and 3 food.)
    // B cashed: C2 C3 C3' (11 12 13), W4 W6 G4 G6 (6 7 8 9), G6 (31), F2 F3 (14 15). No cheese.
    //   Points: 2+3+3 + 4+6+4+6 + 6 + 2+3 = 39. Clothes 3: 1 bonus; gold 8 9 31 = 3: 1 bonus. Owed 2.
    // C cashed: W4 (28), C2 C3 C3' (22 23 24), F3' W4 (16 17). Points: 4 + 2+3+3 + 3+4 = 19.
    //   Clothes 3: owed 1.
    // The Caisse: W6 (18), G6 (20), cheese (32), cheese (10), F2 (25): values differ, so players choose.
    //   C takes G6 (20): 19 + 6 = 25.
    //   B takes W6 (18), then F2 (25): 39 + 6 + 2 = 47. The two cheeses stay in the Caisse.
    // Night 1: A 0, B 47, C 25.
    const night1 = step.events.find((event) => event.type === 'night-scored');
    if (night1?.type !== 'night-scored') throw new Error('night 1 was not scored');
    expect(night1.scoring.bonusOrder).toEqual([C, A, B]);
    expect(night1.scoring.seats.map((seat) => [seat.goodsPoints, seat.bonusOwed])).toEqual([
      [0, 0],
      [39, 2],
      [19, 1],
    ]);
    expect(night1.scoring.seats[A]?.couldNotLoad).toBe(true);
    expect(state.phase).toBe('bonus');
    expect(game.activeSeats(state)).toEqual([C]);
    expect(state.bonusQueue).toEqual([
      { seat: C, owed: 1 },
      { seat: B, owed: 2 },
    ]);
    // One move per face: W6, G6, cheese (the lower-numbered of the two), F2.
    expect(game.legalMoves(state, C)).toEqual([takeBonus(10), takeBonus(18), takeBonus(20), takeBonus(25)]);
    expect(game.applyMove(state, B, takeBonus(18)).ok).toBe(false); // not B's turn yet
    state = play(state, C, takeBonus(20)).state;
    expect(game.activeSeats(state)).toEqual([B]);
    state = play(state, B, takeBonus(18)).state;
    expect(game.activeSeats(state)).toEqual([B]); // B takes both his cards before anybody else
    step = play(state, B, takeBonus(25));
    state = step.state;
    expect(state.nightTotals).toEqual([
      [20, 28, 20],
      [0, 47, 25],
    ]);

    // ================================================================ NIGHT 2 (opened by C)
    expect(state.night).toBe(2);
    expect(state.officer).toBe(C);
    // ---- Quarter 1, officer C.
    // A loads C2 C3 C3' F2 F3 F3' (0..5); B loads his whole hand (11..21); C loads C2 G6 (22, 31).
    // C inspects A: only legal goods, so C hands 22, 31 to A. Cashing: A 0..5 22 31; B 11..21.
    state = playAll(state, [
      [A, load([0, 1, 2, 3, 4, 5])],
      [B, load([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])],
      [C, load([22, 31])],
      [A, declare(['clothes', 'clothes', 'clothes', 'food', 'food', 'food'])],
      [B, declare(['clothes', 'clothes', 'clothes', 'food', 'food', 'food', 'wine', 'wine', 'gold', 'gold', 'cheese'], 'Everything, honestly.')],
      [C, inspect(A)],
      [C, designate(A)],
    ]).state;

    // ---- Quarter 2, officer A. B has no card: he cannot load (scores 0 tonight).
    // A loads W4 W6 G4 G6 (6 7 8 9), keeping only his cheese; C loads C3 C3' (23, 24).
    // Only C declares; A inspects C: only legal goods, A hands 6 7 8 9 to C. Cashing: C 23 24 6 7 8 9.
    expect(state.couldNotLoad).toEqual([false, true, false]);
    state = playAll(state, [
      [A, load([6, 7, 8, 9])],
      [C, load([23, 24])],
      [C, declare(['clothes', 'clothes'])],
      [A, inspect(C)],
      [A, designate(C)],
    ]).state;

    // ---- Quarter 3, officer C. A holds one card: he cannot load either. Only the officer loads:
    // C loads F2 F3 F3' (25 26 27); nobody declares or is inspected, and C cashes his mule at once.
    expect(state.couldNotLoad).toEqual([true, true, false]);
    expect(game.activeSeats(state)).toEqual([C]);
    step = play(state, C, load([25, 26, 27]));
    state = step.state;
    expect(state.phase).toBe('designating');
    expect(step.events.map((event) => event.type)).toEqual(['loaded', 'mules-shown', 'cashed']);
    expect(state.cashed[C]).toEqual([23, 24, 6, 7, 8, 9, 25, 26, 27]);
    state = play(state, C, designate(A)).state;

    // ---- Quarter 4, officer A, who has no mule (one card in hand) but still inspects.
    // C loads W4 W6 G4 cheese (28 29 30 32) and declares food x4. A inspects C: cheese, A takes it,
    // C keeps 28 29 30. C was the only other player with a mule and had a cheese: all of A's goods
    // (just that cheese) go to the Caisse. Cashing: C 28 29 30.
    step = playAll(state, [
      [C, load([28, 29, 30, 32])],
      [C, declare(['food', 'food', 'food', 'food'], 'Fresh cheese? Never.')],
      [A, inspect(C)],
    ]);
    state = step.state;
    // End of night 2. Last officer A: bonus order B, C, A.
    // A and B could not load: 0 each.
    // C cashed: C3 C3' (23 24), W4 W6 G4 G6 (6 7 8 9), F2 F3 F3' (25 26 27), W4 W6 G4 (28 29 30).
    //   Points: 3+3 + 4+6+4+6 + 2+3+3 + 4+6+4 = 48. Wine 6 7 28 29 = 4: 1; gold 8 9 30 = 3: 1;
    //   food 3: 1; clothes 2: 0. Owed 3.
    // The Caisse holds one cheese (32); C takes it automatically, worth 0. C: 48.
    // Night 2: A 0, B 0, C 48.
    expect(step.events).toContainEqual({ type: 'all-cheese', officer: A, toCaisse: [32] });
    const night2 = step.events.find((event) => event.type === 'night-scored');
    if (night2?.type !== 'night-scored') throw new Error('night 2 was not scored');
    expect(night2.scoring.seats.map((seat) => [seat.goodsPoints, seat.bonusOwed])).toEqual([
      [0, 0],
      [0, 0],
      [48, 3],
    ]);
    expect(step.events).toContainEqual({ type: 'bonus-taken', seat: C, card: 32 });

    // ================================================================ GAME OVER
    // A 20 + 0 + 0 = 20; B 28 + 47 + 0 = 75; C 20 + 25 + 48 = 93. C wins.
    expect(state.phase).toBe('over');
    expect(state.nightTotals).toEqual([
      [20, 28, 20],
      [0, 47, 25],
      [0, 0, 48],
    ]);
    expect(game.result(state)).toEqual({ scores: [20, 75, 93], winners: [C], ranks: [3, 2, 1] });
    expect(step.events.at(-1)).toEqual({ type: 'game-over', result: { scores: [20, 75, 93], winners: [C], ranks: [3, 2, 1] } });
    expect(game.activeSeats(state)).toEqual([]);
  });
});
