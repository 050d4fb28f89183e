import { describe, it, expect } from 'vitest';
import type { RefusalMessage } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { type Card, playerSet } from './cards.js';
import { loadLeavesEnough, nightCount } from './rules.js';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesState } from './types.js';
import { C2, C3, C3b, CHEESE, F2, F3, F3b, G4, G6, W4, W6, c, game, loadAll, newGame, play, playAll, randomPlayout } from './testkit.js';

const load = (cards: Card[]): ContrebandesMove => ({ type: 'load', cards });
const inspect = (target: number): ContrebandesMove => ({ type: 'inspect', target });
const stop: ContrebandesMove = { type: 'stop' };
const designate = (officer: number): ContrebandesMove => ({ type: 'designate', officer });
const takeBonus = (card: Card): ContrebandesMove => ({ type: 'takeBonus', card });
const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

/** Every seat declares the truth about its mule, in turn. */
function declareAll(state: ContrebandesState): ContrebandesState {
  let current = state;
  while (current.phase === 'declaring') {
    const seat = current.toDeclare[0] as number;
    const kinds = (current.mules[seat] as Card[]).map((card) => (card % 11 === CHEESE ? 'cheese' : card % 11 < 3 ? 'clothes' : card % 11 < 6 ? 'food' : card % 11 < 8 ? 'wine' : 'gold'));
    current = play(current, seat, { type: 'declare', kinds }).state;
  }
  return current;
}

/** Loads (seat → cards) and has everybody declare: the officer is left to inspect. */
function toInspection(state: ContrebandesState, loads: Record<number, Card[]>): ContrebandesState {
  const loaded = loadAll(state, loads).state;
  expect(loaded.phase).toBe('declaring');
  const declared = declareAll(loaded);
  expect(declared.phase).toBe('inspecting');
  return declared;
}

/** The refusal's message: its key (the game's or the shell's catalogue) and parameters. */
function expectRejected(state: ContrebandesState, seat: number, move: unknown, code?: string): RefusalMessage {
  const before = JSON.stringify(state);
  const result = game.applyMove(state, seat, move as ContrebandesMove);
  expect(result.ok).toBe(false);
  if (result.ok) return { key: '' };
  if (code !== undefined) expect(result.rejection.code).toBe(code);
  expect(result.rejection.key).toMatch(/^(contrebandes|shell):refusal\.\w+$/);
  expect(JSON.stringify(state)).toBe(before);
  const { code: _code, ...message } = result.rejection;
  return message;
}

/**
 * A state in the 4th quarter, just before the officer stops inspecting: the
 * cashed piles and the Caisse are as given, the rest of each set in its
 * owner's hand. Stopping ends the night.
 */
function lastQuarterBeforeStop(
  seats: number,
  lastOfficer: number,
  cashed: Card[][],
  caisse: Card[],
  couldNotLoad: boolean[] = new Array<boolean>(seats).fill(false),
): ContrebandesState {
  const state = newGame(seats, 0);
  const placed = new Set([...cashed.flat(), ...caisse]);
  return {
    ...state,
    quarter: 3,
    officer: lastOfficer,
    phase: 'inspecting',
    hands: state.hands.map((_, seat) => playerSet(seat).filter((card) => !placed.has(card))),
    mules: cashed.map(() => []),
    loaded: cashed.map(() => true),
    hasMule: cashed.map(() => true),
    toDeclare: [],
    inspections: [{ seat: (lastOfficer + 1) % seats, outcome: 'illegal' }],
    cashed,
    caisse,
    revealed: caisse.slice(),
    couldNotLoad,
  };
}

function eventsOf<T extends ContrebandesEvent['type']>(events: ContrebandesEvent[], type: T): Extract<ContrebandesEvent, { type: T }>[] {
  return events.filter((event): event is Extract<ContrebandesEvent, { type: T }> => event.type === type);
}

// ------------------------------------------------------------------ setup

describe('setup', () => {
  it('plays with 3 to 5 players only', () => {
    for (const seats of [0, 1, 2, 6, 2.5]) {
      expect(game.setup(1, seats, { firstOfficer: 0 })).toEqual({ ok: false, problem: { key: 'shell:refusal.playerCount', params: { title: 'Contrebandes', min: 3, max: 5 } } });
      expect(() => newGame(seats)).toThrow(/playerCount/);
    }
    for (const seats of [3, 4, 5]) expect(newGame(seats).seats).toBe(seats);
  });

  it('deals every player his 11 cards, with an empty Caisse, and everybody loads first', () => {
    const state = newGame(4, 1);
    expect(state.hands).toEqual([0, 1, 2, 3].map(playerSet));
    expect(state.hands[2]).toHaveLength(11);
    expect(state).toMatchObject({ night: 0, quarter: 0, officer: 1, firstOfficer: 1, phase: 'loading', caisse: [], nightTotals: [] });
    expect(game.activeSeats(state)).toEqual([0, 1, 2, 3]);
  });

  it('takes the first officer from the options, which must name a seat', () => {
    expect(newGame(5, 4).officer).toBe(4);
    expect(() => newGame(3, 3)).toThrow();
    expect(() => newGame(3, -1)).toThrow();
    expect(() => newGame(3, 1.5)).toThrow();
  });

  it('draws the first officer from the seed when the options leave it open', () => {
    const officers = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const state = newGame(4, null, seed);
      expect(state.officer).toBe(Rng.fromSeed(seed).int(4));
      expect(newGame(4, null, seed).officer).toBe(state.officer); // same seed, same officer
      officers.add(state.officer);
    }
    expect([...officers].sort()).toEqual([0, 1, 2, 3]);
  });
});

// ------------------------------------------------------------------ loading

describe('loading', () => {
  it('needs at least 2 cards, all from the loader\'s own hand, each once', () => {
    const state = newGame(3);
    expect(expectRejected(state, 0, load([c(0, W6)]), 'illegal-move')).toEqual({ key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } });
    expectRejected(state, 0, load([c(0, W6), c(1, W6)]), 'illegal-move');
    expectRejected(state, 0, load([c(0, W6), c(0, W6)]), 'illegal-move');
    expectRejected(state, 0, load([c(0, W6), c(4, W6)]), 'illegal-move'); // a card of a 5-player table
    // No such card, no card at all: not a move of this game (moveSchema), as the host has always said.
    expectRejected(state, 0, load([c(0, W6), 99]), 'malformed-move');
    expectRejected(state, 0, load([]), 'malformed-move');
  });

  it('lets a player load his whole hand', () => {
    const { state } = play(newGame(3), 1, load(playerSet(1)));
    expect(state.hands[1]).toEqual([]);
    expect(state.mules[1]).toEqual(playerSet(1));
  });

  it('is simultaneous: every seat loads once, in any order, and the mules are shown when all have loaded', () => {
    let state = newGame(3, 0);
    let step = play(state, 2, load([c(2, C2), c(2, W6), c(2, CHEESE)]));
    state = step.state;
    expect(step.events).toEqual([{ type: 'loaded', seat: 2 }]);
    expect(game.activeSeats(state)).toEqual([0, 1]);
    expect(state.phase).toBe('loading');
    expectRejected(state, 2, load([c(2, C3), c(2, C3b)]), 'not-your-turn');
    state = play(state, 0, load([c(0, C2), c(0, F2)])).state;
    step = play(state, 1, load([c(1, G4), c(1, F3), c(1, F3b), c(1, W4)]));
    expect(step.events).toEqual([{ type: 'loaded', seat: 1 }, { type: 'mules-shown', counts: [2, 4, 3] }]);
    expect(step.state.phase).toBe('declaring');
    expect(step.state.hasMule).toEqual([true, true, true]);
  });

  it('a player with fewer than 2 cards cannot load: he is skipped, flagged, and not asked to declare', () => {
    // Quarter 1: seat 1 loads 10 of his cards, keeping only the cheese.
    let state = newGame(3, 0);
    state = toInspection(state, { 0: [c(0, C2), c(0, C3)], 1: playerSet(1).slice(0, 10), 2: [c(2, C2), c(2, C3)] });
    state = playAll(state, [
      [0, inspect(2)], // all legal: the inspection ends
      [0, designate(2)],
    ]).state;
    expect(state.quarter).toBe(1);
    expect(state.hands[1]).toEqual([c(1, CHEESE)]);
    expect(state.couldNotLoad).toEqual([false, true, false]);
    expect(state.loaded).toEqual([false, true, false]);
    expect(game.activeSeats(state)).toEqual([0, 2]);
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(game.randomMove(state, 1, Rng.fromSeed(1))).toBeNull();
    expectRejected(state, 1, load([c(1, CHEESE)]), 'not-your-turn');
    state = loadAll(state, { 0: [c(0, C3b), c(0, F2)], 2: [c(2, F2), c(2, F3)] }).state;
    // Officer 2: only seat 0 declares.
    expect(state.toDeclare).toEqual([0]);
    expect(state.hasMule).toEqual([true, false, true]);
    state = declareAll(state);
    expectRejected(state, 2, inspect(1), 'illegal-move');
  });

  it('flags a player who could not load in the quarter-began events', () => {
    let state = newGame(3, 0);
    state = toInspection(state, { 0: [c(0, C2), c(0, C3)], 1: playerSet(1).slice(0, 10), 2: [c(2, C2), c(2, C3)] });
    state = play(state, 0, inspect(2)).state;
    const { events } = play(state, 0, designate(2));
    expect(events).toContainEqual({ type: 'could-not-load', seat: 1, handCount: 1 });
  });

  it('tells whether a load leaves 2 cards for every later quarter', () => {
    expect(loadLeavesEnough(11, 5, 0)).toBe(true); // 6 left for 3 quarters
    expect(loadLeavesEnough(11, 6, 0)).toBe(false); // 5 left for 3 quarters
    expect(loadLeavesEnough(4, 2, 2)).toBe(true);
    expect(loadLeavesEnough(4, 3, 2)).toBe(false);
    expect(loadLeavesEnough(3, 3, 3)).toBe(true); // the last quarter: anything goes
  });
});

// ------------------------------------------------------------------ declarations

describe('declarations', () => {
  it('go clockwise from the officer\'s left, the officer excluded', () => {
    let state = newGame(5, 3);
    state = loadAll(state, { 0: [0, 1], 1: [11, 12], 2: [22, 23], 3: [33, 34], 4: [44, 45] }).state;
    expect(state.toDeclare).toEqual([4, 0, 1, 2]);
    const order: number[] = [];
    while (state.phase === 'declaring') {
      const [seat] = game.activeSeats(state) as [number];
      order.push(seat);
      for (const other of [0, 1, 2, 3, 4]) {
        if (other !== seat) expectRejected(state, other, { type: 'declare', kinds: ['clothes', 'clothes'] }, 'not-your-turn');
      }
      state = play(state, seat, { type: 'declare', kinds: ['clothes', 'clothes'] }).state;
    }
    expect(order).toEqual([4, 0, 1, 2]);
    expect(state.phase).toBe('inspecting');
    expect(state.declarations[3]).toBeNull();
  });

  it('name one kind per loaded card, any kind (a lie, a cheese), with an optional message', () => {
    let state = loadAll(newGame(3, 0), { 0: [0, 1], 1: [c(1, W6), c(1, G6), c(1, CHEESE)], 2: [22, 23] }).state;
    expectRejected(state, 1, { type: 'declare', kinds: ['clothes', 'clothes'] }, 'illegal-move');
    expectRejected(state, 1, { type: 'declare', kinds: ['clothes', 'clothes', 'clothes', 'clothes'] }, 'illegal-move');
    expectRejected(state, 1, { type: 'declare', kinds: ['clothes', 'clothes', 'silk'] }, 'malformed-move'); // no such kind (moveSchema)
    expectRejected(state, 1, { type: 'declare', kinds: ['clothes', 'clothes', 'clothes'], message: 'x'.repeat(141) }, 'malformed-move');
    expectRejected(state, 1, { type: 'declare', kinds: ['clothes', 'clothes', 'clothes'], message: 42 }, 'malformed-move');
    const step = play(state, 1, { type: 'declare', kinds: ['cheese', 'food', 'clothes'], message: '  Half for you, officer.  ' });
    state = step.state;
    // Kinds are kept in a fixed order (the order loaded says nothing); the message is trimmed.
    expect(state.declarations[1]).toEqual({ kinds: ['clothes', 'food', 'cheese'], message: 'Half for you, officer.' });
    expect(step.events).toEqual([{ type: 'declared', seat: 1, kinds: ['clothes', 'food', 'cheese'], message: 'Half for you, officer.' }]);
    state = play(state, 2, { type: 'declare', kinds: ['wine', 'gold'] }).state;
    expect(state.declarations[2]).toEqual({ kinds: ['wine', 'gold'], message: '' });
  });
});

// ------------------------------------------------------------------ inspection

describe('inspection', () => {
  // Officer 0 with 4 players. Seat 1 hides a cheese, seat 2 carries illegal goods, seat 3 only legal ones.
  const loads = {
    0: [c(0, W6), c(0, C2)],
    1: [c(1, CHEESE), c(1, G6), c(1, C3)],
    2: [c(2, W4), c(2, F3), c(2, F2)],
    3: [c(3, C2), c(3, F3)],
  };
  const start = (): ContrebandesState => toInspection(newGame(4, 0), loads);

  it('must inspect at least one player before stopping', () => {
    const state = start();
    expect(game.activeSeats(state)).toEqual([0]);
    expect(expectRejected(state, 0, stop, 'illegal-move')).toEqual({ key: 'contrebandes:refusal.inspectSomebody' });
    expect(game.legalMoves(state, 0)).toEqual([inspect(1), inspect(2), inspect(3)]);
    expectRejected(state, 1, inspect(2), 'not-your-turn');
  });

  it('refuses to inspect the officer himself, a missing seat, or a seat inspected already', () => {
    const state = start();
    expectRejected(state, 0, inspect(0), 'illegal-move');
    expectRejected(state, 0, inspect(4), 'illegal-move');
    const after = play(state, 0, inspect(2)).state;
    expectRejected(after, 0, inspect(2), 'illegal-move');
  });

  it('cheese: the officer takes the cheese, the player keeps his other goods, and the officer may go on', () => {
    const step = play(start(), 0, inspect(1));
    const state = step.state;
    expect(step.events).toEqual([{ type: 'inspected', officer: 0, seat: 1, cards: sorted(loads[1]), outcome: 'cheese' }]);
    expect(state.officerTaken).toEqual([c(1, CHEESE)]);
    expect(state.mules[1]).toEqual([c(1, C3), c(1, G6)]); // the gold stays: the smell drove the officer off
    expect(state.caisse).toEqual([]);
    expect(state.phase).toBe('inspecting');
    expect(game.legalMoves(state, 0)).toEqual([inspect(2), inspect(3), stop]);
    // Stopping now: everybody cashes what is in front of him, the officer his mule and the cheese.
    const stopped = play(state, 0, stop);
    expect(stopped.events.map((event) => event.type)).toEqual(['officer-stopped', 'cashed']);
    expect(stopped.state.cashed).toEqual([
      [c(0, C2), c(0, W6), c(1, CHEESE)],
      [c(1, C3), c(1, G6)],
      sorted(loads[2]),
      sorted(loads[3]),
    ]);
    expect(stopped.state.phase).toBe('designating');
  });

  it('illegal: the officer keeps the illegal goods, the legal ones go to the Caisse, and he may go on', () => {
    const state = play(start(), 0, inspect(2)).state;
    expect(state.officerTaken).toEqual([c(2, W4)]);
    expect(sorted(state.caisse)).toEqual(sorted([c(2, F3), c(2, F2)]));
    expect(state.mules[2]).toEqual([]);
    expect(state.inspections).toEqual([{ seat: 2, outcome: 'illegal' }]);
    expect(state.phase).toBe('inspecting');
    // Shown to everybody: the whole mule.
    expect(sorted(state.revealed)).toEqual(sorted(loads[2]));
  });

  it('all legal: the officer hands all his goods (his mule, cheeses and catches of this quarter) to the player, and the inspection ends', () => {
    let state = start();
    state = play(state, 0, inspect(1)).state; // takes the cheese
    state = play(state, 0, inspect(2)).state; // takes the wine, F3 F2 to the Caisse
    const step = play(state, 0, inspect(3));
    state = step.state;
    expect(step.events.map((event) => event.type)).toEqual(['inspected', 'cashed']);
    expect(eventsOf(step.events, 'inspected')[0]?.outcome).toBe('all-legal');
    expect(state.phase).toBe('designating');
    expect(sorted(state.cashed[3] as Card[])).toEqual(sorted([c(3, C2), c(3, F3), c(0, W6), c(0, C2), c(1, CHEESE), c(2, W4)]));
    expect(state.cashed[0]).toEqual([]);
    expect(state.cashed[1]).toEqual([c(1, C3), c(1, G6)]);
    expect(state.cashed[2]).toEqual([]);
    expect(sorted(state.caisse)).toEqual(sorted([c(2, F3), c(2, F2)]));
    // The officer's own mule was never shown: it is not public.
    expect(state.revealed).not.toContain(c(0, W6));
    expect(state.revealed).not.toContain(c(0, C2));
  });

  it('all legal ends the inspection even when others are left', () => {
    const state = play(start(), 0, inspect(3)).state;
    expect(state.phase).toBe('designating');
    expect(state.inspections).toEqual([{ seat: 3, outcome: 'all-legal' }]);
    expect(sorted(state.cashed[3] as Card[])).toEqual(sorted([c(3, C2), c(3, F3), c(0, W6), c(0, C2)]));
    expect(state.cashed[1]).toEqual(sorted(loads[1])); // uninspected mules are cashed whole
  });

  it('a mule with a cheese counts as cheese even if it carries illegal goods', () => {
    const state = play(start(), 0, inspect(1)).state;
    expect(state.inspections).toEqual([{ seat: 1, outcome: 'cheese' }]);
  });

  it('after the last player is inspected the quarter is cashed without a stop', () => {
    let state = toInspection(newGame(3, 0), { 0: [c(0, C2), c(0, C3)], 1: [c(1, W4), c(1, C2)], 2: [c(2, G6), c(2, F2)] });
    state = play(state, 0, inspect(1)).state;
    expect(state.phase).toBe('inspecting');
    const step = play(state, 0, inspect(2));
    expect(step.state.phase).toBe('designating');
    expect(eventsOf(step.events, 'all-cheese')).toEqual([]);
    expect(step.state.cashed[0]).toEqual([c(0, C2), c(0, C3), c(1, W4), c(2, G6)]);
    expect(sorted(step.state.caisse)).toEqual([c(1, C2), c(2, F2)]);
  });

  it('all cheese: when every other player with a mule was inspected and had a cheese, the officer loses all his goods to the Caisse', () => {
    let state = toInspection(newGame(3, 0), {
      0: [c(0, W6), c(0, G6)],
      1: [c(1, CHEESE), c(1, C2)],
      2: [c(2, CHEESE), c(2, W4)],
    });
    state = play(state, 0, inspect(2)).state;
    expect(state.officerTaken).toEqual([c(2, CHEESE)]);
    const step = play(state, 0, inspect(1));
    state = step.state;
    expect(eventsOf(step.events, 'all-cheese')).toEqual([{ type: 'all-cheese', officer: 0, toCaisse: [c(0, W6), c(0, G6), c(2, CHEESE), c(1, CHEESE)] }]);
    expect(sorted(state.caisse)).toEqual(sorted([c(0, W6), c(0, G6), c(2, CHEESE), c(1, CHEESE)]));
    expect(state.cashed).toEqual([[], [c(1, C2)], [c(2, W4)]]);
    // The officer's mule went to the Caisse face up: now everybody has seen it.
    expect(state.revealed).toContain(c(0, W6));
    expect(state.revealed).toContain(c(0, G6));
  });

  it('all cheese counts only the players who have a mule this quarter', () => {
    // Seat 2 empties his hand in quarter 1 and has no mule in quarter 2; seat 1's cheese is then enough.
    let state = toInspection(newGame(3, 0), { 0: [c(0, C2), c(0, C3)], 1: [c(1, C2), c(1, C3)], 2: playerSet(2).slice(0, 10) });
    state = playAll(state, [
      [0, inspect(1)],
      [0, designate(2)],
    ]).state;
    // Officer 2 has a single card and no mule; seat 1 hides his cheese, seat 0 loads legal goods.
    state = toInspection(state, { 0: [c(0, F2), c(0, F3)], 1: [c(1, CHEESE), c(1, W6)] });
    expect(state.hasMule).toEqual([true, true, false]);
    state = play(state, 2, inspect(1)).state;
    expect(state.phase).toBe('inspecting'); // seat 0 is still there
    state = play(state, 2, stop).state;
    expect(state.caisse).toEqual([]); // stopping early is no all-cheese
    // Officer 2 cashes the cheese after the 10 cards he cashed in quarter 1.
    expect(state.cashed[2]?.slice(10)).toEqual([c(1, CHEESE)]);
  });

  it('is no all-cheese when one of the inspected players was caught instead', () => {
    let state = toInspection(newGame(3, 0), {
      0: [c(0, W6), c(0, G6)],
      1: [c(1, CHEESE), c(1, C2)],
      2: [c(2, G4), c(2, W4)],
    });
    state = playAll(state, [
      [0, inspect(1)],
      [0, inspect(2)],
    ]).state;
    expect(state.phase).toBe('designating');
    expect(state.caisse).toEqual([]);
    expect(state.cashed[0]).toEqual([c(0, W6), c(0, G6), c(1, CHEESE), c(2, W4), c(2, G4)]);
  });

  it('an officer without a mule still inspects, and a wrongly accused player gets only what he took', () => {
    // Quarter 1, officer 0: seat 1 loads all but one card, so in quarter 2 he has no mule.
    let state = toInspection(newGame(3, 0), { 0: [c(0, C2), c(0, C3)], 1: playerSet(1).slice(0, 10), 2: [c(2, C2), c(2, C3)] });
    state = playAll(state, [
      [0, inspect(2)],
      [0, designate(1)],
    ]).state;
    expect(state.officer).toBe(1);
    expect(state.couldNotLoad[1]).toBe(true);
    state = toInspection(state, { 0: [c(0, W6), c(0, F2)], 2: [c(2, F2), c(2, F3)] });
    expect(state.toDeclare).toEqual([]);
    expect(game.activeSeats(state)).toEqual([1]);
    state = play(state, 1, inspect(0)).state; // caught: the officer takes the wine
    expect(state.officerTaken).toEqual([c(0, W6)]);
    const cashedBefore = (state.cashed[2] as Card[]).length; // quarter 1: his C2 C3 and officer 0's C2 C3
    expect(cashedBefore).toBe(4);
    state = play(state, 1, inspect(2)).state; // wrong: the wine goes to seat 2
    expect(sorted(state.cashed[2]?.slice(cashedBefore) ?? [])).toEqual(sorted([c(2, F2), c(2, F3), c(0, W6)]));
    expect(state.cashed[1]).toEqual(playerSet(1).slice(0, 10)); // only what he cashed in quarter 1
  });

  it('a quarter where only the officer loads skips declarations and inspection, and the officer cashes his mule', () => {
    // Quarter 1: seats 1 and 2 load 10 cards each; officer 0 loads 2.
    let state = toInspection(newGame(3, 0), { 0: [c(0, C2), c(0, C3)], 1: playerSet(1).slice(0, 10), 2: playerSet(2).slice(0, 10) });
    state = playAll(state, [
      [0, inspect(1)], // caught: seat 1 carries wine and gold
      [0, stop],
      [0, designate(1)],
    ]).state;
    // Quarter 2, officer 1: nobody else can load; seat 0 loads but he is not the officer.
    expect(game.activeSeats(state)).toEqual([0]);
    let step = play(state, 0, load([c(0, F2), c(0, F3)]));
    // Seat 0 has a mule: he declares and officer 1 (without a mule) inspects him.
    expect(step.state.phase).toBe('declaring');
    state = playAll(declareAll(step.state), [
      [1, inspect(0)],
      [1, designate(0)],
    ]).state;
    // Quarter 3, officer 0: he alone can load.
    expect(game.activeSeats(state)).toEqual([0]);
    step = play(state, 0, load([c(0, W4), c(0, W6)]));
    expect(step.events.map((event) => event.type)).toEqual(['loaded', 'mules-shown', 'cashed']);
    expect(step.state.phase).toBe('designating');
    expect(step.state.cashed[0]?.slice(-2)).toEqual([c(0, W4), c(0, W6)]);
    expect(step.state.inspections).toEqual([]);
  });

  it('a quarter where nobody can load goes straight to the designation, or ends the night', () => {
    // Quarter 1: everybody loads 10 cards; officer 0 inspects seat 1 (cheese) and stops.
    let state = toInspection(newGame(3, 0), { 0: playerSet(0).slice(1), 1: playerSet(1).slice(1), 2: playerSet(2).slice(1) });
    state = playAll(state, [
      [0, inspect(1)],
      [0, stop],
    ]).state;
    // Quarter 2 (designated by 0): nobody can load. The officer designates at once.
    let step = play(state, 0, designate(2));
    expect(step.events.map((event) => event.type)).toEqual([
      'designated',
      'quarter-began',
      'could-not-load',
      'could-not-load',
      'could-not-load',
      'mules-shown',
      'cashed',
    ]);
    expect(step.state).toMatchObject({ quarter: 1, officer: 2, phase: 'designating' });
    expect(game.activeSeats(step.state)).toEqual([2]);
    // Quarter 3, then quarter 4: the same; after the 4th the night is scored (everybody 0) and night 1 begins.
    step = play(step.state, 2, designate(1));
    expect(step.state).toMatchObject({ quarter: 2, officer: 1, phase: 'designating' });
    step = play(step.state, 1, designate(0));
    expect(eventsOf(step.events, 'night-scored')).toHaveLength(1);
    expect(step.state.nightTotals).toEqual([[0, 0, 0]]);
    expect(step.state).toMatchObject({ night: 1, quarter: 0, officer: 1, phase: 'loading' });
  });
});

// ------------------------------------------------------------------ cashing and designation

describe('designation', () => {
  const afterQuarter = (): ContrebandesState => {
    const state = toInspection(newGame(4, 2), { 0: [0, 1], 1: [11, 12], 2: [22, 23], 3: [33, 34] });
    return play(state, 2, inspect(3)).state;
  };

  it('names any other player as the next officer', () => {
    const state = afterQuarter();
    expect(state.phase).toBe('designating');
    expect(game.legalMoves(state, 2)).toEqual([designate(0), designate(1), designate(3)]);
    expectRejected(state, 2, designate(2), 'illegal-move');
    expectRejected(state, 2, designate(4), 'illegal-move');
    expectRejected(state, 0, designate(1), 'not-your-turn');
    const step = play(state, 2, designate(0));
    expect(step.state).toMatchObject({ officer: 0, quarter: 1, phase: 'loading' });
    expect(step.events.slice(0, 2)).toEqual([
      { type: 'designated', officer: 2, next: 0 },
      { type: 'quarter-began', night: 0, quarter: 1, officer: 0 },
    ]);
    // A new quarter starts clean; the cashed piles stay.
    expect(step.state.mules).toEqual([[], [], [], []]);
    expect(step.state.inspections).toEqual([]);
    expect(step.state.declarations).toEqual([null, null, null, null]);
    expect(step.state.cashed[0]).toEqual([0, 1]);
  });

  it('does not happen after the 4th quarter', () => {
    let state = newGame(3, 0);
    const events: ContrebandesEvent[] = [];
    for (let quarter = 0; quarter < 4; quarter++) {
      const officer = state.officer;
      const others = [0, 1, 2].filter((seat) => seat !== officer);
      const loads: Record<number, Card[]> = {};
      for (const seat of [0, 1, 2]) loads[seat] = (state.hands[seat] as Card[]).slice(0, 2);
      state = toInspection(state, loads);
      const step = play(state, officer, inspect(others[0] as number));
      state = step.state;
      if (state.phase === 'inspecting') state = play(state, officer, stop).state;
      if (quarter < 3) {
        expect(state.phase).toBe('designating');
        const designated = play(state, officer, designate(others[1] as number));
        events.push(...designated.events);
        state = designated.state;
      }
    }
    expect(eventsOf(events, 'designated')).toHaveLength(3);
    expect(state.phase === 'bonus' || state.night === 1).toBe(true);
    expect(game.legalMoves(state, state.officer).some((move) => move.type === 'designate')).toBe(false);
  });
});

describe('nights', () => {
  it('number as many as the players; each opens with the next seat clockwise from the first officer', () => {
    for (const seats of [3, 4, 5]) {
      for (const firstOfficer of [null, seats - 1]) {
        const opened: number[] = [];
        const quarters = new Map<number, number>();
        const end = randomPlayout(
          1000 + seats,
          seats,
          ({ events }) => {
            for (const event of events) {
              if (event.type === 'night-began') opened.push(event.officer);
              if (event.type === 'quarter-began') quarters.set(event.night, (quarters.get(event.night) ?? 0) + 1);
            }
          },
          firstOfficer,
        );
        const first = end.firstOfficer;
        if (firstOfficer !== null) expect(first).toBe(firstOfficer);
        // setup's own night-began is not an event of a move: night 0 is opened by the first officer.
        expect([first, ...opened]).toEqual(Array.from({ length: seats }, (_, night) => (first + night) % seats));
        expect(nightCount(end)).toBe(seats);
        expect(end.nightTotals).toHaveLength(seats);
        // Every night has 4 quarters (night 0's first quarter began in setup).
        expect([...quarters.entries()]).toEqual(Array.from({ length: seats }, (_, night) => [night, night === 0 ? 3 : 4]));
      }
    }
  });

  it('start again from full hands and an empty Caisse', () => {
    let state = newGame(3, 0);
    let night = 0;
    const rng = Rng.fromSeed(5);
    while (state.night === night && state.phase !== 'over') {
      const seat = game.activeSeats(state)[0] as number;
      state = play(state, seat, game.randomMove(state, seat, rng) as ContrebandesMove).state;
    }
    night = state.night;
    expect(night).toBe(1);
    if (state.phase === 'loading') {
      expect(state.hands).toEqual([0, 1, 2].map(playerSet));
      expect(state.caisse).toEqual([]);
      expect(state.cashed).toEqual([[], [], []]);
      expect(state.couldNotLoad).toEqual([false, false, false]);
      expect(state.revealed).toEqual([]);
      expect(state.officer).toBe(1);
    }
  });
});

// ------------------------------------------------------------------ end of night: bonus cards

describe('bonus cards', () => {
  it('are chosen from the Caisse in order from the left of the last officer, each player taking all he is owed first', () => {
    // Last officer 1: order 2, 0, 1. Seat 2 owes 1 (3 food), seat 0 owes 2 (5 clothes), seat 1 owes 1 (3 wine).
    const cashed = [
      [c(0, C2), c(0, C3), c(0, C3b), c(1, C2), c(1, C3)],
      [c(1, W4), c(1, W6), c(2, W6)],
      [c(2, F2), c(2, F3), c(2, F3b)],
    ];
    const caisse = [c(0, G6), c(0, F2), c(1, F3), c(2, G4), c(1, C3b)];
    const step = play(lastQuarterBeforeStop(3, 1, cashed, caisse), 1, stop);
    let state = step.state;
    const scoring = eventsOf(step.events, 'night-scored')[0]?.scoring;
    expect(scoring?.bonusOrder).toEqual([2, 0, 1]);
    expect(scoring?.seats.map((seat) => seat.bonusOwed)).toEqual([2, 1, 1]);
    expect(scoring?.caisse).toEqual(caisse);
    expect(state.phase).toBe('bonus');
    expect(state.bonusQueue).toEqual([
      { seat: 2, owed: 1 },
      { seat: 0, owed: 2 },
      { seat: 1, owed: 1 },
    ]);
    expect(game.activeSeats(state)).toEqual([2]);
    // Both 3s (F3 of seat 1, C3' of seat 1) are offered, as they differ in kind.
    expect(game.legalMoves(state, 2)).toEqual([takeBonus(c(0, F2)), takeBonus(c(0, G6)), takeBonus(c(1, C3b)), takeBonus(c(1, F3)), takeBonus(c(2, G4))]);
    expectRejected(state, 0, takeBonus(c(0, G6)), 'not-your-turn');
    expectRejected(state, 2, takeBonus(c(2, G6)), 'illegal-move'); // not in the Caisse
    state = play(state, 2, takeBonus(c(0, G6))).state;
    expect(game.activeSeats(state)).toEqual([0]);
    state = play(state, 0, takeBonus(c(2, G4))).state;
    expect(game.activeSeats(state)).toEqual([0]); // still seat 0: he is owed two
    // Left: F2 (2), F3 (3), C3' (3). Seat 0 takes F2; then seat 1, owed 1, faces F3 and C3', both worth 3:
    // the choice no longer matters and he gets one automatically (the lower-numbered card).
    const last = play(state, 0, takeBonus(c(0, F2)));
    state = last.state;
    expect(eventsOf(last.events, 'bonus-taken')).toEqual([
      { type: 'bonus-taken', seat: 0, card: c(0, F2) },
      { type: 'bonus-taken', seat: 1, card: c(1, C3b) },
    ]);
    // Totals: seat 0: 13 + 4 + 2 = 19; seat 1: 16 + 3 = 19; seat 2: 8 + 6 = 14.
    expect(state.nightTotals).toEqual([[19, 19, 14]]);
    expect(state.scoring?.seats.map((seat) => [seat.goodsPoints, seat.bonusCards, seat.total])).toEqual([
      [13, [c(2, G4), c(0, F2)], 19],
      [16, [c(1, C3b)], 19],
      [8, [c(0, G6)], 14],
    ]);
    expect(state.night).toBe(1);
  });

  it('join the taker\'s cashed pile while the bonus phase lasts', () => {
    const cashed = [[c(0, C2), c(0, C3), c(0, C3b)], [c(1, F2), c(1, F3), c(1, F3b)], []];
    const state = play(lastQuarterBeforeStop(3, 2, cashed, [c(2, W6), c(2, C2), c(2, F3)]), 2, stop).state;
    expect(state.bonusQueue).toEqual([
      { seat: 0, owed: 1 },
      { seat: 1, owed: 1 },
    ]);
    const after = play(state, 0, takeBonus(c(2, C2))).state;
    expect(after.phase).toBe('bonus');
    expect(after.cashed[0]).toEqual([c(0, C2), c(0, C3), c(0, C3b), c(2, C2)]);
    expect(after.caisse).toEqual([c(2, W6), c(2, F3)]);
  });

  it('are taken automatically when every card left has the same value', () => {
    const cashed = [[c(0, C2), c(0, C3), c(0, C3b)], [c(1, F2), c(1, F3), c(1, F3b)], []];
    const step = play(lastQuarterBeforeStop(3, 2, cashed, [c(2, F3), c(2, C3), c(2, C3b)]), 2, stop);
    expect(eventsOf(step.events, 'bonus-taken')).toEqual([
      { type: 'bonus-taken', seat: 0, card: c(2, C3) },
      { type: 'bonus-taken', seat: 1, card: c(2, C3b) },
    ]);
    expect(step.state.nightTotals).toEqual([[11, 11, 0]]);
    expect(step.state.night).toBe(1);
  });

  it('are taken automatically when the player is owed every card left', () => {
    // Seat 1 owes 2 (5 gold... from 5 gold cards) and the Caisse holds 2 cards: he takes both, highest first.
    const cashed = [[], [c(0, G4), c(0, G6), c(1, G4), c(1, G6), c(2, G4)], [c(2, C2), c(2, C3), c(2, C3b)]];
    const step = play(lastQuarterBeforeStop(3, 0, cashed, [c(0, F2), c(0, W6)]), 0, stop);
    expect(eventsOf(step.events, 'bonus-taken')).toEqual([
      { type: 'bonus-taken', seat: 1, card: c(0, W6) },
      { type: 'bonus-taken', seat: 1, card: c(0, F2) },
    ]);
    // Seat 2 was owed 1 but the Caisse ran out.
    expect(step.state.nightTotals).toEqual([[0, 24 + 8, 8]]);
  });

  it('run out with the Caisse; an empty Caisse means no bonus at all', () => {
    const cashed = [[c(0, C2), c(0, C3), c(0, C3b)], [c(1, F2), c(1, F3), c(1, F3b)], [c(2, W4), c(2, W6), c(1, W4)]];
    const step = play(lastQuarterBeforeStop(3, 2, cashed, []), 2, stop);
    expect(eventsOf(step.events, 'night-scored')[0]?.scoring.seats.map((seat) => seat.bonusOwed)).toEqual([1, 1, 1]);
    expect(eventsOf(step.events, 'bonus-taken')).toEqual([]);
    expect(step.state.nightTotals).toEqual([[8, 8, 14]]);
  });

  it('are not given to a player who could not load', () => {
    const cashed = [[c(0, C2), c(0, C3), c(0, C3b)], [c(1, F2), c(1, F3), c(1, F3b)], []];
    const step = play(lastQuarterBeforeStop(3, 2, cashed, [c(2, W6), c(2, G6)], [true, false, false]), 2, stop);
    // Seat 0 is skipped; seat 1 is owed 1 and both cards are worth 6: automatic.
    expect(eventsOf(step.events, 'bonus-taken')).toEqual([{ type: 'bonus-taken', seat: 1, card: c(2, W6) }]);
    expect(step.state.nightTotals).toEqual([[0, 14, 0]]);
  });

  it('cannot be taken outside the bonus phase', () => {
    expectRejected(newGame(3), 0, takeBonus(0), 'illegal-move');
  });
});

// ------------------------------------------------------------------ result

describe('result', () => {
  it('is null while the game runs and set once it is over', () => {
    let sawNull = 0;
    const end = randomPlayout(77, 4, ({ before }) => {
      expect(game.result(before)).toBeNull();
      sawNull++;
    });
    expect(sawNull).toBeGreaterThan(50);
    const result = game.result(end);
    expect(result).not.toBeNull();
    const sums = [0, 1, 2, 3].map((seat) => end.nightTotals.reduce((sum, night) => sum + (night[seat] as number), 0));
    expect(result?.scores).toEqual(sums);
    expect(game.activeSeats(end)).toEqual([]);
    expect(expectRejected(end, 0, load([0, 1]), 'game-over')).toEqual({ key: 'shell:refusal.gameOver' });
  });

  it('shares the win between equal totals, and ranks equal totals together', () => {
    const over: ContrebandesState = { ...newGame(4), phase: 'over', night: 4, nightTotals: [[10, 5, 7, 0], [3, 8, 6, 2]] };
    expect(game.result(over)).toEqual({ scores: [13, 13, 13, 2], winners: [0, 1, 2], ranks: [1, 1, 1, 4] });
    const two: ContrebandesState = { ...newGame(3), phase: 'over', night: 3, nightTotals: [[9, 9, 4]] };
    expect(game.result(two)).toEqual({ scores: [9, 9, 4], winners: [0, 1], ranks: [1, 1, 3] });
  });
});

// ------------------------------------------------------------------ bad moves

describe('bad moves', () => {
  it('are refused with a reason, never thrown, and change nothing', () => {
    const state = newGame(3, 0);
    const malformed: unknown[] = [
      null,
      undefined,
      42,
      'load',
      [],
      {},
      { type: 'fly' },
      { type: 'load' },
      { type: 'load', cards: 'all' },
      { type: 'load', cards: [0, 'x'] },
      { type: 'load', cards: [0, 1.5] },
      { type: 'load', cards: [0, -1] },
      { type: 'declare' },
      { type: 'declare', kinds: [1, 2] },
      { type: 'inspect' },
      { type: 'inspect', target: '1' },
      { type: 'designate', officer: null },
      { type: 'takeBonus' },
    ];
    for (const move of malformed) expectRejected(state, 0, move, 'malformed-move');
    expectRejected(state, 3, load([0, 1]), 'not-your-turn');
    expectRejected(state, -1, load([0, 1]), 'not-your-turn');
    expectRejected(state, 'host' as unknown as number, load([0, 1]));
    expectRejected(state, 0, { type: 'declare', kinds: ['food', 'food'] }, 'illegal-move');
    expectRejected(state, 0, stop, 'illegal-move');
    expectRejected(state, 0, inspect(1), 'illegal-move');
    expectRejected(state, 0, designate(1), 'illegal-move');
  });
});
