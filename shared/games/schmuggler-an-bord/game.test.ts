/**
 * Schmuggler an Bord as an engine: the setup for each table size, the draws,
 * the roll and the take, who may move in each phase and why the others may
 * not (with the refusal keys the catalogue words), the end by chips and by
 * cards with its scores and shared wins, and whole seeded random games.
 */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import type { Seat } from '../../engine/contract.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { Rng } from '../../engine/rng.js';
import { FIELD_COUNT, GOODS, type Good, fieldOf, goodOf } from './goods.js';
import { cardsToDraw, endCards, startChips } from './rules.js';
import { atEmptyField, game, newGame, options, play, playAll, refusal, rngRolling, table } from './testkit.js';
import type { Fact, Round, SabMove, SabState } from './types.js';

/** A refusal's key (its namespace cut short) and parameters; the state is left as it was. */
function refused(state: SabState, seat: Seat, move: unknown): { key: string; params?: unknown } {
  const before = JSON.stringify(state);
  const rejection = refusal(state, seat, move);
  expect(JSON.stringify(state)).toBe(before);
  const key = rejection.key.replace('schmuggler-an-bord:refusal.', '');
  return rejection.params ? { key, params: rejection.params } : { key };
}

/** The setup's draws, each seat taking the lowest slot that still holds a card. */
function drawAll(state: SabState): { state: SabState; events: Fact[]; order: Seat[] } {
  let current = state;
  const events: Fact[] = [];
  const order: Seat[] = [];
  while (current.phase === 'setup') {
    const seat = current.turn;
    order.push(seat);
    const step = play(current, seat, { type: 'draw', slot: current.spread.findIndex((good) => good !== null) });
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events, order };
}

const ROWS3: Good[][] = [
  ['gold', 'tea'],
  ['coffee', 'watches', 'rum'],
  ['silk', 'pepper', 'cognac'],
];

describe('setup', () => {
  it.each([3, 4, 5, 6])('%i seats: chips, a shuffled face-down spread of 30, empty rows and fields, the first player draws', (seats) => {
    const state = newGame(seats, { firstPlayer: seats - 1 });
    expect(state.chips).toEqual(new Array(seats).fill(startChips(seats)));
    expect([...state.spread].sort()).toEqual([...GOODS].sort());
    expect(state.spread).not.toEqual([...GOODS]);
    expect(state.rows).toEqual(new Array(seats).fill([]));
    expect(state.onField).toEqual(new Array(FIELD_COUNT).fill(false));
    expect([state.phase, state.turn, state.turnNumber, state.pawn, state.die, state.kitty, state.round, state.facts]).toEqual(['setup', seats - 1, 0, 0, null, 0, null, []]);
    expect(game.activeSeats(state)).toEqual([seats - 1]);
    expect(game.legalMoves(state, seats - 1)).toEqual(GOODS.map((_, slot) => ({ type: 'draw', slot })));
    expect(game.legalMoves(state, 0)).toEqual([]);
  });

  it.each([3, 4, 5, 6])('%i seats: each seat in turn draws its cards, told to all; the rest go onto their fields; the first player rolls', (seats) => {
    const first = 1;
    const start = newGame(seats, { firstPlayer: first }, 5);
    const { state, events, order } = drawAll(start);
    const draws = seats * cardsToDraw(seats);
    expect(order).toEqual(Array.from({ length: draws }, (_, i) => (first + i) % seats));
    const drawn = start.spread.slice(0, draws) as Good[];
    expect(events.slice(0, draws)).toEqual(drawn.map((good, slot) => ({ type: 'drew', seat: (first + slot) % seats, slot, good })));
    expect(state.rows).toEqual(Array.from({ length: seats }, (_, seat) => drawn.filter((_, i) => (first + i) % seats === seat)));
    const fields = (start.spread.slice(draws) as Good[]).map(fieldOf).sort((a, b) => a - b);
    expect(events.at(-1)).toEqual({ type: 'laidOut', fields });
    expect(state.onField).toEqual(GOODS.map((_, field) => fields.includes(field)));
    expect(state.spread).toEqual(new Array(FIELD_COUNT).fill(null));
    expect([state.phase, state.turn, state.turnNumber]).toEqual(['roll', first, 1]);
    expect(state.facts).toEqual(events);
  });

  it('draws the first player and the spread from the seed when none is set, the same for the same seed', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => setUp(game, seed, 4, { openHistory: false, firstPlayer: null }).firstPlayer));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    expect(setUp(game, 9, 5, game.defaultOptions(5))).toEqual(setUp(game, 9, 5, game.defaultOptions(5)));
    expect(setUp(game, 9, 5, game.defaultOptions(5)).spread).not.toEqual(setUp(game, 10, 5, game.defaultOptions(5)).spread);
  });

  it('has the defaults of the brief: no open history, the first player drawn', () => {
    expect(game.defaultOptions(4)).toEqual({ openHistory: false, firstPlayer: null });
    expect(setUp(game, 1, 3, { openHistory: true, firstPlayer: 2 }).options).toEqual({ openHistory: true, firstPlayer: 2 });
  });

  it('refuses seat counts and first players the table does not have', () => {
    const players = { ok: false, problem: { key: 'shell:refusal.playerCount', params: { title: 'Schmuggler an Bord', min: 3, max: 6 } } };
    for (const seats of [2, 7]) expect(game.setup(1, seats, options())).toEqual(players);
    expect(game.setup(1, 3, options({ firstPlayer: 3 }))).toEqual({ ok: false, problem: { key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: 4, seats: 3 } } });
    expect(() => newGame(3, { firstPlayer: 3 })).toThrow(/firstSeatPastTable/);
  });
});

describe('the roll', () => {
  const rolling = (pips: number, pawn: number, change: Partial<SabState> = {}) => ({ ...table({ seats: 3, rows: ROWS3, pawn, turnNumber: 4 }), rng: rngRolling(pips), ...change });

  it('moves the pawn clockwise; a card on the field goes to the end of the roller\u2019s row at once and the next seat rolls', () => {
    const state = rolling(3, fieldOf('furs') - 3);
    expect(state.onField[fieldOf('furs')]).toBe(true);
    const { state: after, events } = play(state, 0, { type: 'roll' });
    expect(events).toEqual([
      { type: 'rolled', seat: 0, turnNumber: 4, pips: 3, from: fieldOf('furs') - 3, to: fieldOf('furs') },
      { type: 'took', seat: 0, good: 'furs' },
    ]);
    expect([after.pawn, after.die, after.onField[fieldOf('furs')], after.rows[0]]).toEqual([fieldOf('furs'), 3, false, ['gold', 'tea', 'furs']]);
    expect([after.phase, after.turn, after.turnNumber, after.round]).toEqual(['roll', 1, 5, null]);
    expect(after.rng).not.toEqual(state.rng);
  });

  it('wraps from nylons to coffee', () => {
    const { state: after, events } = play(rolling(4, 28), 0, { type: 'roll' });
    expect(events[0]).toMatchObject({ from: 28, to: 2, pips: 4 });
    expect(after.pawn).toBe(2);
    // Gold lies in seat 0's row: its field is empty.
    expect(after.phase).toBe('suspect');
  });

  it('on an empty field starts a round about its good: the roller names a suspect', () => {
    const { state: after, events } = play(rolling(2, 0), 0, { type: 'roll' });
    expect(events).toEqual([{ type: 'rolled', seat: 0, turnNumber: 4, pips: 2, from: 0, to: fieldOf('gold') }]);
    expect(after.phase).toBe('suspect');
    expect(after.round).toEqual({ good: 'gold', roller: 0, chain: [], objections: null, searchers: [], turned: [], holder: null });
    expect(game.activeSeats(after)).toEqual([0]);
    expect(game.legalMoves(after, 0)).toEqual([0, 1, 2].map((seat) => ({ type: 'suspect', seat })));
  });

  it('draws every pip from the state\u2019s generator', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const state = rolling(1, 0, { rng: Rng.fromSeed(seed).save() });
      seen.add(play(state, 0, { type: 'roll' }).state.die as number);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('who may move, and why the others may not', () => {
  const gold = () => atEmptyField({ seats: 4, rows: [...ROWS3, ['furs', 'stamps']], good: 'gold', roller: 2 });

  it('the suspects: the last seat named names in turn', () => {
    let state = gold();
    expect(game.activeSeats(state)).toEqual([2]);
    expect(refused(state, 0, { type: 'suspect', seat: 1 })).toEqual({ key: 'turnOf', params: { context: 'suspect', seatNumber: 3 } });
    expect(refused(state, 2, { type: 'suspect', seat: 4 })).toEqual({ key: 'noSuchSeat', params: { count: 4 } });
    const step = play(state, 2, { type: 'suspect', seat: 0 });
    expect(step.events).toEqual([{ type: 'suspected', by: 2, suspect: 0, good: 'gold' }]);
    state = step.state;
    expect([state.phase, game.activeSeats(state), (state.round as Round).chain]).toEqual(['suspect', [0], [{ by: 2, suspect: 0 }]]);
    expect(refused(state, 2, { type: 'suspect', seat: 1 })).toEqual({ key: 'turnOf', params: { context: 'suspect', seatNumber: 1 } });
    expect(game.legalMoves(state, 2)).toEqual([]);
    // Naming the roller back ends the round: the roller searches at once.
    state = play(state, 0, { type: 'suspect', seat: 2 }).state;
    expect([state.phase, game.activeSeats(state), (state.round as Round).searchers]).toEqual(['search', [2], [2, 0]]);
  });

  it('the objections: every other seat decides once, in secret; the roller waits', () => {
    let state = play(gold(), 2, { type: 'suspect', seat: 2 }).state;
    expect([state.phase, game.activeSeats(state), (state.round as Round).objections]).toEqual(['objections', [0, 1, 3], [null, null, null, null]]);
    expect(game.legalMoves(state, 1)).toEqual([
      { type: 'object', object: true },
      { type: 'object', object: false },
    ]);
    expect(game.legalMoves(state, 2)).toEqual([]);
    expect(refused(state, 2, { type: 'object', object: true })).toEqual({ key: 'objectionsOpen' });
    expect(refused(state, 2, { type: 'roll' })).toEqual({ key: 'objectionsOpen' });
    expect(refused(state, 1, { type: 'suspect', seat: 0 })).toEqual({ key: 'wrongPhase', params: { context: 'suspect' } });
    const step = play(state, 1, { type: 'object', object: true });
    // Secret: no fact until all are in.
    expect(step.events).toEqual([]);
    state = step.state;
    expect(game.activeSeats(state)).toEqual([0, 3]);
    expect(refused(state, 1, { type: 'object', object: false })).toEqual({ key: 'alreadyDecided' });
    expect(game.legalMoves(state, 1)).toEqual([]);
    const all = playAll(state, [
      [3, { type: 'object', object: false }],
      [0, { type: 'object', object: true }],
    ]);
    expect(all.events).toEqual([{ type: 'objections', seat: 2, objectors: [0, 1] }]);
    expect([all.state.phase, game.activeSeats(all.state)]).toEqual(['search', [2]]);
  });

  it('the search: the searcher turns his unturned places, one at a time', () => {
    let state = playAll(gold(), [
      [2, { type: 'suspect', seat: 1 }],
      [1, { type: 'suspect', seat: 1 }],
    ]).state;
    expect([state.phase, game.activeSeats(state)]).toEqual(['search', [1]]);
    expect(game.legalMoves(state, 1)).toEqual([0, 1, 2].map((index) => ({ type: 'turnCard', index })));
    expect(refused(state, 2, { type: 'turnCard', index: 0 })).toEqual({ key: 'turnOf', params: { context: 'search', seatNumber: 2 } });
    expect(refused(state, 1, { type: 'turnCard', index: 3 })).toEqual({ key: 'noSuchPlace', params: { count: 3 } });
    expect(refused(state, 1, { type: 'object', object: true })).toEqual({ key: 'wrongPhase', params: { context: 'objections' } });
    const step = play(state, 1, { type: 'turnCard', index: 1 });
    expect(step.events).toEqual([{ type: 'turned', seat: 1, index: 1 }]);
    state = step.state;
    expect((state.round as Round).turned).toEqual([1]);
    expect(refused(state, 1, { type: 'turnCard', index: 1 })).toEqual({ key: 'alreadyTurned', params: { placeNumber: 2 } });
    expect(game.legalMoves(state, 1)).toEqual([0, 2].map((index) => ({ type: 'turnCard', index })));
  });

  it('the setup and the roll: the seat whose turn it is; a move of another phase is refused', () => {
    const setup = newGame(3, { firstPlayer: 0 });
    expect(refused(setup, 1, { type: 'draw', slot: 0 })).toEqual({ key: 'turnOf', params: { context: 'setup', seatNumber: 1 } });
    expect(refused(setup, 0, { type: 'roll' })).toEqual({ key: 'wrongPhase', params: { context: 'roll' } });
    expect(refused(setup, 0, { type: 'turnCard', index: 0 })).toEqual({ key: 'wrongPhase', params: { context: 'search' } });
    const drew = play(setup, 0, { type: 'draw', slot: 4 }).state;
    expect(refused(drew, 1, { type: 'draw', slot: 4 })).toEqual({ key: 'noSuchSlot', params: { count: 29 } });
    expect(game.legalMoves(drew, 1)).toHaveLength(29);

    const roll = table({ seats: 3, rows: ROWS3, turn: 2 });
    expect(game.legalMoves(roll, 2)).toEqual([{ type: 'roll' }]);
    expect(refused(roll, 0, { type: 'roll' })).toEqual({ key: 'turnOf', params: { context: 'roll', seatNumber: 3 } });
    expect(refused(roll, 2, { type: 'draw', slot: 0 })).toEqual({ key: 'wrongPhase', params: { context: 'setup' } });
    expect(refused(roll, 2, { type: 'suspect', seat: 0 })).toEqual({ key: 'wrongPhase', params: { context: 'suspect' } });
  });

  it('a finished game: nobody moves, every move is refused as over', () => {
    const over = table({ seats: 3, rows: ROWS3, phase: 'over' });
    expect(game.activeSeats(over)).toEqual([]);
    expect(game.legalMoves(over, 0)).toEqual([]);
    expect(game.randomMove(over, 0, Rng.fromSeed(1))).toBeNull();
    expect(refusal(over, 0, { type: 'roll' })).toEqual({ code: 'game-over', key: 'shell:refusal.gameOver' });
  });
});

describe('the end', () => {
  it.each([3, 4, 5, 6])('%i seats: a take that brings a seat to the end\u2019s card count ends the game', (seats) => {
    const limit = endCards(seats);
    const pool = GOODS.filter((good) => good !== 'furs');
    const rows = Array.from({ length: seats }, (_, seat) => (seat === 0 ? pool.slice(0, limit - 1) : [pool[limit + seat] as Good]));
    const state = { ...table({ seats, rows, pawn: fieldOf('furs') - 1 }), rng: rngRolling(1) };
    const { state: after, events } = play(state, 0, { type: 'roll' });
    expect(after.rows[0]).toHaveLength(limit);
    expect(after.phase).toBe('over');
    const chips = startChips(seats);
    const scores = [2 * limit + chips, ...new Array<number>(seats - 1).fill(2 + chips)];
    const result = { scores, winners: [0], ranks: [1, ...new Array<number>(seats - 1).fill(2)] };
    expect(events.at(-1)).toEqual({ type: 'gameOver', result });
    expect(game.result(after)).toEqual(result);
    expect(game.activeSeats(after)).toEqual([]);
  });

  it('one card short of the end, the game goes on', () => {
    const pool = GOODS.filter((good) => good !== 'furs');
    const rows = [pool.slice(0, 12), [pool[20] as Good], [pool[21] as Good]];
    const state = { ...table({ seats: 3, rows, pawn: fieldOf('furs') - 1 }), rng: rngRolling(1) };
    const { state: after } = play(state, 0, { type: 'roll' });
    expect([after.rows[0]?.length, after.phase, after.turn, game.result(after)]).toEqual([13, 'roll', 1, null]);
  });

  it('a seat paying its last chip ends the game: scores 2 a card and 1 a chip, equal scores share the win', () => {
    // Seat 0 says "myself" about the gold and lacks it; seat 1 objects; seat 0 pays his last chip.
    const state = atEmptyField({ seats: 3, rows: [['coffee', 'watches', 'tea'], ['gold', 'rum'], ['silk']], chips: [1, 8, 10], good: 'gold', roller: 0 });
    const { state: after, events } = playAll(state, [
      [0, { type: 'suspect', seat: 0 }],
      [1, { type: 'object', object: true }],
      [2, { type: 'object', object: false }],
      [0, { type: 'turnCard', index: 2 }],
      [0, { type: 'turnCard', index: 0 }],
      [0, { type: 'turnCard', index: 1 }],
    ]);
    const result = { scores: [6, 12, 12], winners: [1, 2], ranks: [3, 1, 1] };
    expect(events.slice(-3)).toEqual([
      { type: 'lacks', seat: 0, good: 'gold' },
      { type: 'paid', seat: 0, chips: 1, owed: 1 },
      { type: 'gameOver', result },
    ]);
    expect([after.phase, after.chips, after.kitty, after.round]).toEqual(['over', [0, 8, 10], 1, null]);
    expect(game.result(after)).toEqual(result);
    expect(refusal(after, 1, { type: 'roll' }).code).toBe('game-over');
  });

  it('checks the end after an unchallenged "myself" too (the turn ends)', () => {
    const state = atEmptyField({ seats: 3, rows: [['coffee'], ['gold'], ['silk']], chips: [0, 8, 10], good: 'gold', roller: 0 });
    const { state: after, events } = playAll(state, [
      [0, { type: 'suspect', seat: 0 }],
      [1, { type: 'object', object: false }],
      [2, { type: 'object', object: false }],
    ]);
    expect(events.map((fact) => fact.type)).toEqual(['suspected', 'objections', 'gameOver']);
    expect(after.phase).toBe('over');
  });
});

describe('whole games', () => {
  it.each([3, 4, 5, 6])('%i seats: seeded random games end, repeat exactly, never change a state they were given, and keep every card and chip', (seats) => {
    for (let seed = 1; seed <= 8; seed++) {
      const playout = randomPlayout(game, { seed, seats, freeze: true, maxMoves: 5000 });
      const last = playout.states.at(-1) as SabState;
      expect(last.phase).toBe('over');
      expect(game.result(last)).toEqual((last.facts.at(-1) as Extract<Fact, { type: 'gameOver' }>).result);
      const cards = last.rows.reduce((sum, row) => sum + row.length, 0) + last.onField.filter(Boolean).length;
      expect(cards).toBe(GOODS.length);
      expect(new Set([...last.rows.flat(), ...GOODS.filter((_, field) => last.onField[field])]).size).toBe(GOODS.length);
      expect(last.chips.reduce((sum, chips) => sum + chips, 0) + last.kitty).toBe(seats * startChips(seats));
      // Every move's events are what it added to the record.
      for (const step of playout.steps) expect(step.after.facts).toEqual([...step.before.facts, ...step.events]);
      const again = randomPlayout(game, { seed, seats, maxMoves: 5000 });
      expect(again.states.at(-1)).toEqual(last);
    }
  });

  it('offers only moves it accepts, and a random move is one of them', () => {
    const playout = randomPlayout(game, { seed: 3, seats: 4, maxMoves: 5000 });
    const rng = Rng.fromSeed(3);
    for (const state of playout.states.slice(0, -1)) {
      for (let seat = 0; seat < 4; seat++) {
        const moves = game.legalMoves(state, seat);
        expect(moves.length > 0).toBe(game.activeSeats(state).includes(seat));
        for (const move of moves) expect(game.applyMove(state, seat, move).ok).toBe(true);
        const random = game.randomMove(state, seat, rng);
        if (random === null) expect(moves).toEqual([]);
        else expect(moves).toContainEqual(random as SabMove);
      }
    }
  });

  it('lays the ring out as the goods say: a field takes back nothing once its card is gone', () => {
    const playout = randomPlayout(game, { seed: 11, seats: 3, maxMoves: 5000 });
    for (const step of playout.steps) {
      step.after.onField.forEach((lies, field) => {
        if (lies && step.before.phase !== 'setup') expect(step.before.onField[field]).toBe(true);
      });
      for (const fact of step.events) if (fact.type === 'took') expect(goodOf(step.after.pawn)).toBe(fact.good);
    }
  });
});
