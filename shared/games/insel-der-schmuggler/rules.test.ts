/**
 * The rules of Insel der Schmuggler, decision by decision: the setup (rocks,
 * harbours, the 2-player anchor rock), the roll (delivery and take first, the
 * beam's turn and catch, the keeper, black's direction), the throws, the
 * sailing with its pushes, swaps and loads, delivery at the right harbour
 * only, the take after it, and the win at 7 the moment it is banked.
 */
import { setUp } from '../../engine/set-up.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract.js';
import { parseMove } from '../../engine/parse-move.js';
import { Rng } from '../../engine/rng.js';
import { ANCHOR_FIELD, HARBOUR_IDS, ISLAND_IDS, islandSector } from './board.js';
import { TILES, type TileId, tileFace } from './goods.js';
import { harbourCutOff, rockFields } from './moves.js';
import { bankedTotal } from './rules.js';
import { game, harbour, layout, newGame, options, play, playAll, refusal, sea, tile, withDice } from './testkit.js';
import {
  type InselEvent,
  type InselMove,
  type InselState,
  LIGHTHOUSE_FACES,
  type LighthouseFace,
  SMUGGLER_FACES,
  type SmugglerFace,
  inselMoveSchema,
} from './types.js';

const types = (events: InselEvent[]) => events.map((event) => event.type);

/** The seat's roll with chosen dice. */
function roll(state: InselState, seat: Seat, smuggler: SmugglerFace, lighthouse: LighthouseFace) {
  return play(withDice(state, smuggler, lighthouse), seat, { type: 'roll' });
}

/** A refusal's key (without the namespace) and parameters; the state is left as it was. */
function refused(state: InselState, seat: Seat, move: unknown): { key: string; params?: unknown } {
  const before = JSON.stringify(state);
  const rejection = refusal(state, seat, move);
  expect(JSON.stringify(state)).toBe(before);
  const key = rejection.key.replace('insel-der-schmuggler:refusal.', '');
  return rejection.params ? { key, params: rejection.params } : { key };
}

describe('the shape of a move', () => {
  it('is checked by the compiled schema exactly as by zod’s plain parser: the same moves, the same refusals', () => {
    const value = fc.oneof(fc.integer({ min: -2, max: 70 }), fc.constantFrom(-0, 0.5, Number.NaN, Infinity, '3', null, undefined, 'clockwise', 'sail'), fc.anything());
    const key = fc.constantFrom('type', 'field', 'island', 'direction', 'to', 'at', 'from', 'extra');
    const type = fc.constantFrom('placeRock', 'chooseHarbour', 'roll', 'turnBeam', 'throw', 'sail', 'load', 'push', 'swap', 'nope');
    const moveLike = fc.tuple(type, fc.dictionary(key, value, { maxKeys: 3 }), fc.boolean()).map(([kind, fields, typed]) => (typed ? { type: kind, ...fields } : fields));
    const wellFormed = fc.oneof(
      fc.record({ type: fc.constant('sail'), to: fc.integer({ min: 0, max: 64 }) }),
      fc.record({ type: fc.constant('push'), at: fc.integer({ min: 0, max: 64 }), to: fc.integer({ min: 0, max: 64 }) }),
      fc.record({ type: fc.constant('turnBeam'), direction: fc.constantFrom('clockwise', 'counterclockwise') }),
      fc.constant({ type: 'roll' }),
    );
    fc.assert(
      fc.property(fc.oneof(moveLike, wellFormed, fc.anything()), (move) => {
        const compiled = parseMove(game.moveSchema, move);
        const plain = parseMove(inselMoveSchema, move);
        expect(compiled).toEqual(plain);
        // A parsed move is a new object with the shape's keys in the shape's order, as zod makes it.
        if (compiled.ok && plain.ok) {
          expect(compiled.move).not.toBe(move);
          expect(Object.keys(compiled.move)).toEqual(Object.keys(plain.move));
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('setup', () => {
  it('puts the anchor rock in the strait for 2 players only', () => {
    expect(newGame(2).rocks).toEqual([ANCHOR_FIELD]);
    expect(newGame(3).rocks).toEqual([]);
    expect(newGame(4).rocks).toEqual([]);
  });

  it('stacks each island its own four tiles, face down, known to nobody; the beam points at an island', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const state = newGame(3, {}, seed);
      state.islands.forEach((stack, island) => {
        expect(stack).toHaveLength(4);
        expect(stack.map((id) => tileFace(id).origin)).toEqual([island, island, island, island]);
      });
      expect(state.knownBy.every((seats) => seats.length === 0)).toBe(true);
      expect(ISLAND_IDS.map(islandSector)).toContain(state.beam);
      seen.add(state.beam);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it.each([
    { name: 'no rocks, harbours chosen', change: {}, phase: 'harbours', turn: 2 },
    { name: 'rocks in turn come first', change: { rocks: 2 }, phase: 'rocks', turn: 2 },
    { name: 'random rocks, harbours chosen', change: { rocks: 3, rockPlacement: 'random' }, phase: 'harbours', turn: 2 },
    { name: 'harbours drawn: the first turn at once', change: { startHarbours: 'random' }, phase: 'roll', turn: 2 },
  ] as const)('$name', ({ change, phase, turn }) => {
    const state = newGame(4, { firstPlayer: 2, ...change });
    expect([state.phase, state.turn, game.activeSeats(state)]).toEqual([phase, turn, [turn]]);
    if (phase === 'roll') {
      expect(state.turnNumber).toBe(1);
      expect(state.boats.every((boat) => boat.at !== null && HARBOUR_IDS.includes(boat.at))).toBe(true);
    } else expect(state.turnNumber).toBe(0);
  });

  it('places random rocks on free sea fields that cut no harbour off', () => {
    for (let seed = 0; seed < 100; seed++) {
      const state = newGame(2 + (seed % 3), { rocks: 3, rockPlacement: 'random' }, seed);
      const placed = state.seats === 2 ? state.rocks.slice(1) : state.rocks;
      expect(placed).toHaveLength(3);
      expect(new Set(state.rocks).size).toBe(state.rocks.length);
      expect(harbourCutOff(state.rocks)).toBeNull();
      if (state.seats === 2) expect(state.rocks[0]).toBe(ANCHOR_FIELD);
    }
  });

  it('draws the first player when none is set', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, seed) => setUp(game, seed, 3, { rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null }).firstPlayer));
    expect([...firsts].sort()).toEqual([0, 1, 2]);
  });

  it('refuses seat counts and options the game does not support', () => {
    const players = { ok: false, problem: { key: 'shell:refusal.playerCount', params: { title: 'Insel der Schmuggler', min: 2, max: 4 } } };
    for (const seats of [1, 5]) expect(game.setup(1, seats, options())).toEqual(players);
    expect(game.setup(1, 2, options({ firstPlayer: 3 }))).toEqual({ ok: false, problem: { key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: 4, seats: 2 } } });
    expect(game.setup(1, 3, options({ rocks: 4 }))).toEqual({ ok: false, problem: { key: 'shell:refusal.badOption', params: { option: 'rocks' } } });
    expect(() => newGame(3, { rocks: 4 })).toThrow(/badOption/);
  });

  it('adds at most 2 rocks to a new 2-player game: the anchor rock is one of the box\'s 3 (RULINGS 7)', () => {
    const problem = (seats: number, rocks: number) => game.newGameProblem?.(seats, options({ rocks })) ?? null;
    expect(problem(2, 3)).toEqual({ key: 'insel-der-schmuggler:refusal.rocksWithTwo', params: { max: 2 } });
    for (const rocks of [0, 1, 2]) expect(problem(2, rocks)).toBeNull();
    for (const seats of [3, 4]) expect(problem(seats, 3)).toBeNull();
  });

  it('still sets up a game saved before that reading, 3 rocks with 2 players, as it was made', () => {
    // Saves replay from setup: four rocks in the bay, the anchor rock first.
    const state = newGame(2, { rocks: 3, rockPlacement: 'random' }, 5);
    expect(state.rocks).toHaveLength(4);
    expect(state.rocks[0]).toBe(ANCHOR_FIELD);
    expect(newGame(2, { rocks: 3 }).rocksToPlace).toBe(3);
  });
});

describe('rocks in turn', () => {
  it('go one each from the first player, on free sea fields only, never cutting a harbour off (the island named)', () => {
    let state = newGame(3, { rocks: 2, firstPlayer: 1 });
    expect(game.legalMoves(state, 1)).toEqual(rockFields([]).map((field) => ({ type: 'placeRock', field })));
    expect(refused(state, 0, { type: 'placeRock', field: 5 })).toEqual({ key: 'turnOf', params: { context: 'rocks', seatNumber: 2 } });
    expect(refused(state, 1, { type: 'placeRock', field: harbour(0) })).toEqual({ key: 'rockOnSea' });
    expect(refused(state, 1, { type: 'placeRock', field: 10 })).toEqual({ key: 'rockOnSea' });
    expect(refused(state, 1, { type: 'placeRock', field: sea(2, 8) })).toEqual({ key: 'rockCutsOff', params: { island: 'parrot' } });
    expect(refused(state, 1, { type: 'chooseHarbour', island: 0 })).toEqual({ key: 'wrongPhase', params: { context: 'harbours' } });
    const first = play(state, 1, { type: 'placeRock', field: 5 });
    expect(first.events).toEqual([{ type: 'rock-placed', seat: 1, field: 5 }]);
    state = first.state;
    expect([state.turn, state.rocksToPlace]).toEqual([2, 1]);
    expect(refused(state, 2, { type: 'placeRock', field: 5 })).toEqual({ key: 'rockThere' });
    state = play(state, 2, { type: 'placeRock', field: 6 }).state;
    expect([state.phase, state.turn, state.rocks]).toEqual(['harbours', 1, [5, 6]]);
  });

  it('never go on the anchor rock in a 2-player game', () => {
    const state = newGame(2, { rocks: 1 });
    expect(refused(state, 0, { type: 'placeRock', field: ANCHOR_FIELD })).toEqual({ key: 'rockThere' });
    expect(game.legalMoves(state, 0).some((move) => move.type === 'placeRock' && move.field === ANCHOR_FIELD)).toBe(false);
  });

  it('are followed by drawn harbours and the first turn when the harbours are drawn', () => {
    const state = newGame(2, { rocks: 1, startHarbours: 'random', firstPlayer: 1 });
    const { state: after, events } = play(state, 1, { type: 'placeRock', field: 5 });
    expect(types(events)).toEqual(['rock-placed', 'harbour-chosen', 'harbour-chosen', 'turn-began']);
    expect([after.phase, after.turn, after.turnNumber]).toEqual(['roll', 1, 1]);
  });
});

describe('harbours', () => {
  it('are chosen in turn from the first player; boats may share one; then the first player rolls', () => {
    const state = newGame(3, { firstPlayer: 1 });
    expect(game.legalMoves(state, 1)).toEqual(ISLAND_IDS.map((island) => ({ type: 'chooseHarbour', island })));
    const { state: after, events } = playAll(state, [
      [1, { type: 'chooseHarbour', island: 0 }],
      [2, { type: 'chooseHarbour', island: 0 }],
      [0, { type: 'chooseHarbour', island: 3 }],
    ]);
    expect(after.boats.map((boat) => boat.at)).toEqual([harbour(3), harbour(0), harbour(0)]);
    expect(events.at(-1)).toEqual({ type: 'turn-began', seat: 1, turnNumber: 1 });
    expect([after.phase, after.turn]).toEqual(['roll', 1]);
    expect(refused(after, 1, { type: 'sail', to: sea(2, 0) })).toEqual({ key: 'wrongPhase', params: { context: 'sail' } });
  });
});

describe('the roll', () => {
  const atHarbours = (change: Partial<Parameters<typeof layout>[0]> = {}) =>
    layout({ seats: 2, boats: [{ at: harbour(0) }, { at: harbour(2) }], phase: 'roll', beam: 10, ...change });

  it('first lets an empty boat in a harbour take the top tile, which its owner alone knows', () => {
    const state = atHarbours();
    const top = state.islands[0]?.at(-1) as TileId;
    const { state: after, events } = roll(state, 0, 3, 'keeper');
    expect(events).toEqual([
      { type: 'tile-taken', seat: 0, island: 0, left: 3 },
      { type: 'rolled', seat: 0, dice: { smuggler: 3, lighthouse: 'keeper' } },
      { type: 'keeper-sleeps', beam: 10 },
    ]);
    expect(after.boats[0]).toEqual({ at: harbour(0), cargo: top, loads: 1 });
    expect(after.knownBy[top]).toEqual([0]);
    expect([after.phase, after.dice]).toEqual(['sail', { smuggler: 3, lighthouse: 'keeper' }]);
  });

  it('draws the dice from the state’s own generator, whatever was rolled before, and saves where it stopped', () => {
    const states = [1, 2, 3].map((seed) => ({ ...atHarbours(), rng: Rng.fromSeed(seed).save() }));
    const first = states.map((state) => play(state, 0, { type: 'roll' }).state);
    // The same states rolled again, in another order: the same dice and generators.
    for (const index of [2, 0, 1]) {
      const again = play(states[index] as InselState, 0, { type: 'roll' }).state;
      expect([again.dice, again.rng]).toEqual([first[index]?.dice, first[index]?.rng]);
    }
    // Two draws from the state's generator: the smuggler die, then the lighthouse die.
    const rng = new Rng((states[0] as InselState).rng);
    const dice = { smuggler: SMUGGLER_FACES[rng.int(SMUGGLER_FACES.length)], lighthouse: LIGHTHOUSE_FACES[rng.int(LIGHTHOUSE_FACES.length)] };
    expect([first[0]?.dice, first[0]?.rng]).toEqual([dice, rng.save()]);
  });

  it('takes nothing from an island without goods, nor onto a loaded boat', () => {
    expect(types(roll(atHarbours({ islands: [[], [4], [8], [12], [16]] }), 0, 1, 'keeper').events)).toEqual(['rolled', 'keeper-sleeps']);
    expect(types(roll(atHarbours({ boats: [{ at: harbour(0), cargo: tile(1, 3) }, { at: harbour(2) }] }), 0, 1, 'keeper').events)).toEqual(['rolled', 'keeper-sleeps']);
  });

  it('delivers first when a swap left the boat in its goods\u2019 harbour, then takes from that island', () => {
    const state = atHarbours({ boats: [{ at: harbour(2), cargo: tile(0, 2) }, { at: harbour(1) }] });
    const { state: after, events } = roll(state, 0, 1, 'keeper');
    expect(types(events)).toEqual(['delivered', 'tile-taken', 'rolled', 'keeper-sleeps']);
    expect(events[0]).toEqual({ type: 'delivered', seat: 0, island: 2, tile: { origin: 0, destination: 2, value: 2 }, total: 2 });
    expect(after.banked[0]).toEqual([tile(0, 2)]);
    expect(after.knownBy[tile(0, 2)]).toEqual([0, 1]);
  });

  it.each([
    { face: 'red2', to: 12, direction: 'clockwise', steps: 2 },
    { face: 'red3', to: 13, direction: 'clockwise', steps: 3 },
    { face: 'green2', to: 8, direction: 'counterclockwise', steps: 2 },
    { face: 'green3', to: 7, direction: 'counterclockwise', steps: 3 },
  ] as const)('turns the beam on $face: $steps steps $direction', ({ face, to, direction, steps }) => {
    const { state, events } = roll(atHarbours({ boats: [{ at: harbour(0), cargo: tile(1, 3) }, { at: harbour(2) }] }), 0, 2, face);
    expect(events.at(-1)).toEqual({ type: 'beam-turned', from: 10, to, direction, steps });
    expect([state.beam, state.phase]).toEqual([to, 'sail']);
  });

  it('lets the roller choose the direction on black', () => {
    const { state } = roll(atHarbours({ boats: [{ at: harbour(0), cargo: tile(1, 3) }, { at: harbour(2) }] }), 0, 2, 'black2');
    expect([state.phase, game.activeSeats(state)]).toEqual(['beam', [0]]);
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'turnBeam', direction: 'clockwise' },
      { type: 'turnBeam', direction: 'counterclockwise' },
    ]);
    expect(refused(state, 0, { type: 'sail', to: harbour(0) })).toEqual({ key: 'wrongPhase', params: { context: 'sail' } });
    expect(play(state, 0, { type: 'turnBeam', direction: 'counterclockwise' }).state.beam).toBe(8);
    expect(play(state, 0, { type: 'turnBeam', direction: 'clockwise' }).events).toEqual([{ type: 'beam-turned', from: 10, to: 12, direction: 'clockwise', steps: 2 }]);
  });

  it('catches, where the beam stops, every boat there with goods, in seat order from the roller; not those it swept over, nor empty ones, nor harbours', () => {
    const state = layout({
      seats: 4,
      phase: 'roll',
      turn: 2,
      beam: 0,
      boats: [
        { at: sea(1, 3), cargo: tile(1, 0) },
        { at: sea(2, 1), cargo: tile(1, 2) },
        { at: sea(0, 3) },
        { at: sea(2, 3), cargo: tile(3, 4) },
      ],
    });
    const { state: after, events } = roll(state, 2, 2, 'red3');
    expect(events.at(-1)).toEqual({ type: 'caught', seats: [3, 0], beam: 3 });
    expect([after.phase, after.toThrow, game.activeSeats(after)]).toEqual(['throw', [3, 0], [2]]);
    // The keeper sleeps: nobody is caught, even in the beam.
    const asleep = roll({ ...state, beam: 3 }, 2, 2, 'keeper').state;
    expect([asleep.phase, asleep.toThrow]).toEqual(['sail', []]);
  });
});

describe('throwing caught goods', () => {
  const caught = () =>
    layout({
      seats: 4,
      phase: 'throw',
      turn: 2,
      beam: 3,
      dice: { smuggler: 2, lighthouse: 'red3' },
      toThrow: [3, 0],
      boats: [
        { at: sea(1, 3), cargo: tile(1, 0) },
        { at: sea(2, 1), cargo: tile(1, 2) },
        { at: sea(0, 3) },
        { at: sea(2, 3), cargo: tile(3, 4) },
      ],
    });

  it('goes boat by boat onto a sea field next to it, in the beam or onto a boat too; then the roller sails', () => {
    let state = caught();
    expect(game.legalMoves(state, 2)).toEqual([sea(1, 3), sea(2, 2), sea(2, 4)].map((field) => ({ type: 'throw', field })));
    expect(refused(state, 2, { type: 'throw', field: sea(0, 3) })).toEqual({ key: 'throwNextToBoat', params: { seatNumber: 4 } });
    expect(refused(state, 3, { type: 'throw', field: sea(1, 3) })).toEqual({ key: 'turnOf', params: { context: 'throw', seatNumber: 3 } });
    const first = play(state, 2, { type: 'throw', field: sea(1, 3) });
    expect(first.events).toEqual([{ type: 'thrown', by: 2, boat: 3, field: sea(1, 3) }]);
    state = first.state;
    expect([state.phase, state.toThrow, state.boats[3]?.cargo, state.knownBy[tile(3, 4)]]).toEqual(['throw', [0], null, []]);
    state = play(state, 2, { type: 'throw', field: sea(0, 3) }).state;
    expect(state.overboard).toEqual([
      { field: sea(0, 3), tiles: [tile(1, 0)] },
      { field: sea(1, 3), tiles: [tile(3, 4)] },
    ]);
    expect([state.phase, state.turn, state.knownBy[tile(1, 0)]]).toEqual(['sail', 2, []]);
  });

  it('onto the boat\u2019s own field when no sea field next to it is free of rocks', () => {
    const state = layout({
      seats: 3,
      phase: 'throw',
      turn: 0,
      beam: 9,
      rocks: [sea(2, 8), sea(1, 9)],
      toThrow: [1],
      dice: { smuggler: 1, lighthouse: 'red2' },
      boats: [{ at: sea(0, 0) }, { at: sea(2, 9), cargo: tile(0, 1) }, { at: harbour(0) }],
    });
    expect(game.legalMoves(state, 0)).toEqual([{ type: 'throw', field: sea(2, 9) }]);
    expect(refused(state, 0, { type: 'throw', field: sea(2, 8) })).toEqual({ key: 'throwOntoBoat', params: { seatNumber: 2 } });
    expect(play(state, 0, { type: 'throw', field: sea(2, 9) }).state.overboard).toEqual([{ field: sea(2, 9), tiles: [tile(0, 1)] }]);
  });
});

describe('sailing', () => {
  /** Seat 0 (to move) and seat 1, the beam on sector 15 unless said. */
  const sailing = (boats: Parameters<typeof layout>[0]['boats'], change: Partial<Parameters<typeof layout>[0]> = {}) =>
    layout({ seats: 2, boats, beam: 15, dice: { smuggler: 2, lighthouse: 'keeper' }, ...change });

  it('moves up to the pips and ends the turn', () => {
    const state = sailing([{ at: sea(1, 5) }, { at: harbour(0) }]);
    expect(refused(state, 0, { type: 'sail', to: sea(1, 8) })).toEqual({ key: 'outOfReach', params: { pips: 2 } });
    const { state: after, events } = play(state, 0, { type: 'sail', to: sea(1, 7) });
    expect(events).toEqual([
      { type: 'sailed', seat: 0, path: [sea(1, 5), sea(1, 6), sea(1, 7)] },
      { type: 'turn-began', seat: 1, turnNumber: 2 },
    ]);
    expect([after.phase, after.turn, after.dice, after.boats[0]?.at]).toEqual(['roll', 1, null, sea(1, 7)]);
    expect(play(state, 0, { type: 'sail', to: sea(1, 5) }).events[0]).toEqual({ type: 'sailed', seat: 0, path: [sea(1, 5)] });
  });

  interface Refused {
    name: string;
    move: InselMove;
    key: string;
    params?: Record<string, number | string>;
    beam?: number;
    rocks?: number[];
  }
  it.each<Refused>([
    { name: 'into the beam', move: { type: 'sail', to: sea(1, 6) }, beam: 6, key: 'inBeam' },
    { name: 'across the beam', move: { type: 'sail', to: sea(1, 7) }, beam: 6, key: 'outOfReach', params: { pips: 2 } },
    { name: 'onto a rock', move: { type: 'sail', to: sea(1, 6) }, rocks: [sea(1, 6)], key: 'rockThere' },
    { name: 'onto a boat', move: { type: 'sail', to: sea(1, 4) }, key: 'boatThere' },
    { name: 'onto a reef', move: { type: 'sail', to: 22 }, key: 'noField' },
    { name: 'loading where there are no goods', move: { type: 'load', at: sea(1, 6) }, key: 'noGoods' },
    { name: 'pushing nobody', move: { type: 'push', at: sea(1, 6), to: sea(1, 7) }, key: 'noBoat' },
    { name: 'pushing back onto its own start', move: { type: 'push', at: sea(1, 4), to: sea(1, 5) }, key: 'pushIsSwap' },
    { name: 'pushing onto a far field', move: { type: 'push', at: sea(1, 4), to: sea(1, 8) }, key: 'pushOntoFreeSea' },
    { name: 'swapping from afar', move: { type: 'swap', from: sea(1, 8), at: sea(1, 4) }, key: 'swapFromNextTo' },
    { name: 'a throw while sailing', move: { type: 'throw', field: sea(1, 6) }, key: 'wrongPhase', params: { context: 'throw' } },
    { name: 'a roll while sailing', move: { type: 'roll' }, key: 'wrongPhase', params: { context: 'roll' } },
    { name: 'a rock while sailing', move: { type: 'placeRock', field: sea(1, 6) }, key: 'wrongPhase', params: { context: 'rocks' } },
    { name: 'the beam while sailing', move: { type: 'turnBeam', direction: 'clockwise' }, key: 'wrongPhase', params: { context: 'beam' } },
  ])('refuses $name ($key)', ({ move, key, params, beam, rocks }) => {
    const state = sailing([{ at: sea(1, 5) }, { at: sea(1, 4), cargo: tile(2, 3) }], { beam: beam ?? 15, rocks: rocks ?? [ANCHOR_FIELD] });
    expect(refused(state, 0, move)).toEqual(params ? { key, params } : { key });
  });

  it('refuses a push in a harbour, which holds any number of boats', () => {
    const state = sailing([{ at: sea(2, 4) }, { at: harbour(1), cargo: tile(2, 3) }]);
    expect(refused(state, 0, { type: 'push', at: harbour(1), to: sea(2, 4) })).toEqual({ key: 'inHarbour' });
    expect(play(state, 0, { type: 'sail', to: harbour(1) }).state.boats.map((boat) => boat.at)).toEqual([harbour(1), harbour(1)]);
  });

  it('delivers only at the harbour of the goods\u2019 destination', () => {
    const carrying = sailing([{ at: sea(2, 5), cargo: tile(0, 2) }, { at: harbour(0) }]);
    const wrong = play(carrying, 0, { type: 'sail', to: harbour(1) });
    expect(types(wrong.events)).toEqual(['sailed', 'turn-began']);
    expect(wrong.state.boats[0]).toEqual({ at: harbour(1), cargo: tile(0, 2), loads: 1 });
    const right = play(sailing([{ at: sea(2, 7), cargo: tile(0, 2) }, { at: harbour(0) }]), 0, { type: 'sail', to: harbour(2) });
    expect(types(right.events)).toEqual(['sailed', 'delivered', 'tile-taken', 'turn-began']);
    const taken = right.state.boats[0]?.cargo as TileId;
    expect([tileFace(taken).origin, right.state.knownBy[taken], right.state.banked[0]]).toEqual([2, [0], [tile(0, 2)]]);
  });

  it('takes nothing after a delivery at an island without goods', () => {
    const state = sailing([{ at: sea(2, 7), cargo: tile(0, 2) }, { at: harbour(0) }], { islands: [[0, 3], [], [], [], []] });
    const { state: after, events } = play(state, 0, { type: 'sail', to: harbour(2) });
    expect(types(events)).toEqual(['sailed', 'delivered', 'turn-began']);
    expect(after.boats[0]?.cargo).toBeNull();
  });

  it('wins at 7 the moment it is banked: the game is over at once', () => {
    const banked = [[tile(1, 4), tile(1, 3)], []];
    expect(bankedTotal(banked[0] as TileId[])).toBe(5);
    const state = sailing([{ at: sea(2, 7), cargo: tile(0, 2) }, { at: harbour(0) }], { banked });
    const { state: after, events } = play(state, 0, { type: 'sail', to: harbour(2) });
    const result = { scores: [7, 0], winners: [0], ranks: [1, 2] };
    expect(events.slice(1)).toEqual([
      { type: 'delivered', seat: 0, island: 2, tile: { origin: 0, destination: 2, value: 2 }, total: 7 },
      { type: 'game-over', result },
    ]);
    expect([after.phase, after.winner, game.result(after), game.activeSeats(after)]).toEqual(['over', 0, result, []]);
    expect(refusal(after, 1, { type: 'roll' }).code).toBe('game-over');
  });
});

describe('pushing and swapping', () => {
  it('pushes a loaded boat into the beam: caught, the roller throws its goods, and that ends the turn', () => {
    const state = layout({ seats: 2, beam: 3, dice: { smuggler: 2, lighthouse: 'red3' }, boats: [{ at: sea(1, 5) }, { at: sea(1, 4), cargo: tile(2, 3) }] });
    const pushed = play(state, 0, { type: 'push', at: sea(1, 4), to: sea(1, 3) });
    expect(pushed.events).toEqual([
      { type: 'pushed', seat: 0, path: [sea(1, 5), sea(1, 4)], boat: 1, to: sea(1, 3) },
      { type: 'caught', seats: [1], beam: 3 },
    ]);
    expect([pushed.state.phase, pushed.state.toThrow, pushed.state.moved, pushed.state.boats.map((boat) => boat.at)]).toEqual(['throw', [1], true, [sea(1, 4), sea(1, 3)]]);
    // Next to the pushed boat, onto the pusher too.
    expect(game.legalMoves(pushed.state, 0)).toEqual([sea(0, 3), sea(1, 4), sea(2, 3)].map((field) => ({ type: 'throw', field })));
    const thrown = play(pushed.state, 0, { type: 'throw', field: sea(1, 4) });
    expect(types(thrown.events)).toEqual(['thrown', 'turn-began']);
    expect([thrown.state.phase, thrown.state.turn, thrown.state.boats[1]?.cargo]).toEqual(['roll', 1, null]);
  });

  it('ends the turn at once when nobody is caught: out of the beam, or an empty boat in it', () => {
    const loaded = layout({ seats: 2, beam: 3, dice: { smuggler: 2, lighthouse: 'red3' }, boats: [{ at: sea(1, 5) }, { at: sea(1, 4), cargo: tile(2, 3) }] });
    expect(types(play(loaded, 0, { type: 'push', at: sea(1, 4), to: sea(0, 4) }).events)).toEqual(['pushed', 'turn-began']);
    const empty = layout({ seats: 2, beam: 3, dice: { smuggler: 2, lighthouse: 'red3' }, boats: [{ at: sea(1, 5) }, { at: sea(1, 4) }] });
    expect(types(play(empty, 0, { type: 'push', at: sea(1, 4), to: sea(1, 3) }).events)).toEqual(['pushed', 'turn-began']);
  });

  it('swaps a loaded boat into the beam from a lit field: caught too', () => {
    const state = layout({ seats: 3, beam: 5, dice: { smuggler: 1, lighthouse: 'keeper' }, boats: [{ at: sea(1, 5) }, { at: sea(1, 4), cargo: tile(2, 3) }, { at: harbour(0) }] });
    const { state: after, events } = play(state, 0, { type: 'swap', from: sea(1, 5), at: sea(1, 4) });
    expect(events).toEqual([
      { type: 'swapped', seat: 0, path: [sea(1, 5), sea(1, 4)], boat: 1 },
      { type: 'caught', seats: [1], beam: 5 },
    ]);
    expect([after.phase, after.boats.map((boat) => boat.at)]).toEqual(['throw', [sea(1, 4), sea(1, 5), harbour(0)]]);
  });

  it('swaps from a harbour: the other boat lands in it, and delivers there at its next roll', () => {
    const state = layout({ seats: 2, beam: 15, dice: { smuggler: 1, lighthouse: 'keeper' }, boats: [{ at: harbour(1), cargo: tile(1, 2) }, { at: sea(2, 4), cargo: tile(0, 1) }] });
    const swapped = play(state, 0, { type: 'swap', from: harbour(1), at: sea(2, 4) });
    expect(swapped.state.boats.map((boat) => boat.at)).toEqual([sea(2, 4), harbour(1)]);
    expect(types(swapped.events)).toEqual(['swapped', 'turn-began']);
    const { events } = roll(swapped.state, 1, 1, 'keeper');
    expect(types(events)).toEqual(['delivered', 'tile-taken', 'rolled', 'keeper-sleeps']);
    expect(events[0]).toMatchObject({ seat: 1, island: 1, total: 1 });
  });
});

describe('loading goods from the sea', () => {
  const withGoods = (cargo: TileId | null, stack: TileId[], smuggler: SmugglerFace = 2) =>
    layout({ seats: 2, beam: 15, dice: { smuggler, lighthouse: 'keeper' }, boats: [{ at: sea(1, 5), cargo }, { at: harbour(0) }], overboard: [{ field: sea(1, 6), tiles: stack }] });

  it('an empty boat takes the top tile and looks at it', () => {
    const { state, events } = play(withGoods(null, [tile(3, 4), tile(2, 0)]), 0, { type: 'load', at: sea(1, 6) });
    expect(events[0]).toEqual({ type: 'loaded', seat: 0, path: [sea(1, 5), sea(1, 6)], swapped: false });
    expect([state.boats[0], state.overboard, state.knownBy[tile(2, 0)]]).toEqual([{ at: sea(1, 6), cargo: tile(2, 0), loads: 1 }, [{ field: sea(1, 6), tiles: [tile(3, 4)] }], [0]]);
    // The last tile of a stack leaves the field empty.
    expect(play(withGoods(null, [tile(2, 0)]), 0, { type: 'load', at: sea(1, 6) }).state.overboard).toEqual([]);
  });

  it('a loaded boat swaps: it takes the top tile and leaves its own on top, unseen from then on', () => {
    const { state, events } = play(withGoods(tile(1, 3), [tile(3, 4), tile(2, 0)]), 0, { type: 'load', at: sea(1, 6) });
    expect(events[0]).toMatchObject({ type: 'loaded', swapped: true });
    expect(state.overboard).toEqual([{ field: sea(1, 6), tiles: [tile(3, 4), tile(1, 3)] }]);
    expect([state.boats[0]?.cargo, state.knownBy[tile(2, 0)], state.knownBy[tile(1, 3)]]).toEqual([tile(2, 0), [0], []]);
  });

  it('loads the goods on its own field only after sailing out and back', () => {
    const own = (smuggler: SmugglerFace) =>
      layout({ seats: 2, beam: 15, dice: { smuggler, lighthouse: 'keeper' }, boats: [{ at: sea(1, 5) }, { at: harbour(0) }], overboard: [{ field: sea(1, 5), tiles: [tile(4, 0)] }] });
    expect(refused(own(1), 0, { type: 'load', at: sea(1, 5) })).toEqual({ key: 'loadNeedsStep' });
    expect(play(own(2), 0, { type: 'load', at: sea(1, 5) }).events[0]).toEqual({ type: 'loaded', seat: 0, path: [sea(1, 5), sea(1, 4), sea(1, 5)], swapped: false });
  });
});

describe('views', () => {
  const table = () =>
    layout({
      seats: 3,
      beam: 15,
      boats: [{ at: sea(1, 5), cargo: tile(1, 3) }, { at: harbour(0) }, { at: sea(2, 9), cargo: tile(4, 0) }],
      overboard: [{ field: sea(1, 6), tiles: [tile(2, 0), tile(3, 4)] }],
      banked: [[tile(0, 1)], [], []],
    });

  it('show a seat the face of its own cargo only, and every stack as a count', () => {
    const state = table();
    const mine = game.viewFor(state, 0);
    expect(mine.boats.map((boat) => boat.cargo)).toEqual([{ known: true, tile: TILES[tile(1, 3)] }, null, { known: false }]);
    expect(game.viewFor(state, 2).boats.map((boat) => boat.cargo)).toEqual([{ known: false }, null, { known: true, tile: TILES[tile(4, 0)] }]);
    expect(game.viewFor(state, 'spectator').boats.map((boat) => boat.cargo)).toEqual([{ known: false }, null, { known: false }]);
    expect(mine.overboard).toEqual([{ field: sea(1, 6), count: 2 }]);
    expect(mine.islands).toEqual(state.islands.map((stack) => stack.length));
    expect(mine.banked).toEqual([{ tiles: [{ origin: 0, destination: 1, value: 1 }], total: 1 }, { tiles: [], total: 0 }, { tiles: [], total: 0 }]);
  });

  it('name no tile a viewer has not looked at, anywhere', () => {
    const state = table();
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const text = JSON.stringify({ ...game.viewFor(state, viewer), banked: null });
      const faces = (text.match(/"origin"/g) ?? []).length;
      expect(faces).toBe(viewer === 0 || viewer === 2 ? 1 : 0);
    }
  });

  it('say how often each boat took goods aboard, so that a swap with the sea shows', () => {
    const state = layout({ seats: 2, beam: 15, dice: { smuggler: 2, lighthouse: 'keeper' }, boats: [{ at: sea(1, 5), cargo: tile(1, 3) }, { at: harbour(0) }], overboard: [{ field: sea(1, 6), tiles: [tile(2, 0)] }] });
    const sailed = play(state, 0, { type: 'sail', to: sea(1, 6) } satisfies InselMove).state;
    const swapped = play(state, 0, { type: 'load', at: sea(1, 6) }).state;
    expect(game.viewFor(sailed, 'spectator').boats[0]?.loads).toBe(1);
    expect(game.viewFor(swapped, 'spectator').boats[0]?.loads).toBe(2);
  });

  it('show everybody whether the roller has moved: after his push into the beam, the throws end his turn', () => {
    const state = layout({ seats: 2, beam: 3, dice: { smuggler: 2, lighthouse: 'red3' }, boats: [{ at: sea(1, 5) }, { at: sea(1, 4), cargo: tile(2, 3) }] });
    expect(game.viewFor(state, 0).moved).toBe(false);
    const pushed = play(state, 0, { type: 'push', at: sea(1, 4), to: sea(1, 3) }).state;
    for (const viewer of [0, 1, 'spectator'] as const) expect([game.viewFor(pushed, viewer).phase, game.viewFor(pushed, viewer).moved]).toEqual(['throw', true]);
    // The beam's own catch: the throws lead to the sailing, and the view says the boat has not moved.
    const rolled = withDice(layout({ seats: 2, beam: 0, phase: 'roll', boats: [{ at: sea(1, 8) }, { at: sea(1, 3), cargo: tile(2, 3) }] }), 1, 'red3');
    const caught = play(rolled, 0, { type: 'roll' }).state;
    expect([caught.phase, game.viewFor(caught, 1).moved]).toEqual(['throw', false]);
    const thrown = play(pushed, 0, { type: 'throw', field: sea(1, 4) }).state;
    expect([thrown.phase, game.viewFor(thrown, 1).moved]).toEqual(['roll', false]);
  });
});
