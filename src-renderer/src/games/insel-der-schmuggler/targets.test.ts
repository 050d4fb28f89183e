import { describe, expect, it } from 'vitest';
import type { FieldId } from '../../../../shared/games/insel-der-schmuggler/board';
import type { InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import type { BayTarget } from './scene/contract';
import { type CursorKey, type Step, IDLE, nextCursor, pickBoat, pickField, stepBack, targetsFor } from './targets';
import { boatView, viewOf } from './testkit';

// The fields these tests use: Palm Island's harbour (60) opens onto the outer field of sector 0 (40), whose
// neighbours are 59 and 41 in the outer ring and 20 in the middle ring; 41's are 40, 42 and 21.
const HARBOUR_PALM = 60;

/** Targets as { field: kind }, easy to compare whatever their order. */
const lit = (targets: readonly BayTarget[]) => Object.fromEntries(targets.map((target) => [target.field, target.kind]));

const boatsAt = (mine: FieldId, other: FieldId) => [
  boatView(0, mine),
  boatView(1, other),
];

describe('targetsFor: what lights up', () => {
  const boat: Step = { kind: 'boat' };
  it.each<[string, Partial<InselView>, Step, Record<number, string>]>([
    ['nothing before the boat is picked', {}, IDLE, {}],
    ['two steps out of the harbour (staying put is a button, not a field)', {}, boat, { 20: 'sail', 40: 'sail', 41: 'sail', 59: 'sail' }],
    ['never into the beam (sector 1 lit)', { beam: 1 }, boat, { 20: 'sail', 40: 'sail', 59: 'sail' }],
    ['goods in the sea: a load (and a plain stop, asked later)', { overboard: [{ field: 41, count: 2 }] }, boat, { 20: 'sail', 40: 'sail', 41: 'load', 59: 'sail' }],
    ['a boat within reach: its field, to push or swap', { boats: boatsAt(HARBOUR_PALM, 41) }, boat, { 20: 'sail', 40: 'sail', 41: 'push', 59: 'sail' }],
    ['a boat one step too far: not lit', { boats: boatsAt(HARBOUR_PALM, 41), dice: { smuggler: 1, lighthouse: 'red2' } }, boat, { 40: 'sail' }],
    ['a boat in the beam cannot be pushed', { boats: boatsAt(HARBOUR_PALM, 41), beam: 1 }, boat, { 20: 'sail', 40: 'sail', 59: 'sail' }],
    // A push onto the field the mover comes from would be that swap: the engine lists it once, as the swap.
    ['where the boat is pushed to, or swapped from', { boats: boatsAt(HARBOUR_PALM, 41) }, { kind: 'boatAt', at: 41 }, { 21: 'push', 40: 'swap', 42: 'push' }],
    ['the boat blocking the harbour: push it away, or swap from the harbour', { boats: boatsAt(HARBOUR_PALM, 40) }, { kind: 'boatAt', at: 40 }, { 20: 'push', 41: 'push', 59: 'push', 60: 'swap' }],
    ['a choice on one field lights nothing', {}, { kind: 'choose', field: 41, moves: [], back: boat }, {}],
    ['the harbours at setup', { phase: 'harbours', dice: null }, IDLE, { 60: 'harbour', 61: 'harbour', 62: 'harbour', 63: 'harbour', 64: 'harbour' }],
    ['the fields round a caught boat', { phase: 'throw', toThrow: [1], boats: boatsAt(HARBOUR_PALM, 25) }, IDLE, { 5: 'throw', 24: 'throw', 26: 'throw', 45: 'throw' }],
    ['no throw onto a rock', { phase: 'throw', toThrow: [1], boats: boatsAt(HARBOUR_PALM, 25), rocks: [26] }, IDLE, { 5: 'throw', 24: 'throw', 45: 'throw' }],
    ['nothing to pick when rolling', { phase: 'roll', dice: null }, IDLE, {}],
    ['nothing for a seat whose turn it is not', { turn: 1, activeSeats: [1] }, boat, {}],
  ])('%s', (_name, over, step, expected) => {
    expect(lit(targetsFor(viewOf(over), 0, step))).toEqual(expected);
  });

  it('offers no rock on another rock, nor one that cuts a harbour off', () => {
    const targets = targetsFor(viewOf({ phase: 'rocks', rocks: [30], rocksToPlace: 2, boats: [boatView(0, null), boatView(1, null)] }), 0, IDLE);
    const fields = targets.map((target) => target.field);
    expect(targets.every((target) => target.kind === 'rock')).toBe(true);
    expect(fields).toContain(41);
    // 30: the anchor rock; 40: the only way into Palm Island's harbour.
    expect(fields).not.toContain(30);
    expect(fields).not.toContain(40);
  });

  it('offers nothing to a spectator', () => {
    expect(targetsFor(viewOf(), null, { kind: 'boat' })).toEqual([]);
  });
});

describe('pickField: what a pick does', () => {
  const boat: Step = { kind: 'boat' };
  it.each<[string, Partial<InselView>, Step, FieldId, ReturnType<typeof pickField>]>([
    ['a free field: sail there', {}, boat, 41, { kind: 'move', move: { type: 'sail', to: 41 } }],
    ['a field that is not lit: nothing', {}, boat, 42, { kind: 'none' }],
    [
      'goods: load them (offered first, so the focus never throws them away) or just stop?',
      { overboard: [{ field: 41, count: 1 }] },
      boat,
      41,
      { kind: 'step', step: { kind: 'choose', field: 41, moves: [{ type: 'load', at: 41 }, { type: 'sail', to: 41 }], back: boat } },
    ],
    ['a boat: pick where it goes next', { boats: boatsAt(HARBOUR_PALM, 41) }, boat, 41, { kind: 'step', step: { kind: 'boatAt', at: 41 } }],
    ['push it onto a free field', { boats: boatsAt(HARBOUR_PALM, 41) }, { kind: 'boatAt', at: 41 }, 42, { kind: 'move', move: { type: 'push', at: 41, to: 42 } }],
    ['the field you come from: swap', { boats: boatsAt(HARBOUR_PALM, 41) }, { kind: 'boatAt', at: 41 }, 40, { kind: 'move', move: { type: 'swap', from: 40, at: 41 } }],
    ['swap from the harbour', { boats: boatsAt(HARBOUR_PALM, 40) }, { kind: 'boatAt', at: 40 }, 60, { kind: 'move', move: { type: 'swap', from: 60, at: 40 } }],
    ['a harbour at setup', { phase: 'harbours', dice: null }, IDLE, 63, { kind: 'move', move: { type: 'chooseHarbour', island: 3 } }],
    ['a throw', { phase: 'throw', toThrow: [1], boats: boatsAt(HARBOUR_PALM, 25) }, IDLE, 24, { kind: 'move', move: { type: 'throw', field: 24 } }],
    ['a rock', { phase: 'rocks', rocksToPlace: 1, dice: null }, IDLE, 41, { kind: 'move', move: { type: 'placeRock', field: 41 } }],
  ])('%s', (_name, over, step, field, expected) => {
    expect(pickField(viewOf(over), 0, step, field)).toEqual(expected);
  });

  it('refuses picks from a seat whose turn it is not', () => {
    expect(pickField(viewOf(), 1, { kind: 'boat' }, 41)).toEqual({ kind: 'none' });
  });
});

describe('pickBoat: clicking a boat', () => {
  const view = viewOf({ boats: boatsAt(HARBOUR_PALM, 41) });
  it.each<[string, InselView, Step, number, ReturnType<typeof pickBoat>]>([
    ['your own boat picks it', view, IDLE, 0, { kind: 'step', step: { kind: 'boat' } }],
    ['your own boat again drops it', view, { kind: 'boat' }, 0, { kind: 'step', step: IDLE }],
    ['a boat within reach: as if your boat was picked first', view, IDLE, 1, { kind: 'step', step: { kind: 'boatAt', at: 41 } }],
    ['a boat on a lit field picks that field', view, { kind: 'boat' }, 1, { kind: 'step', step: { kind: 'boatAt', at: 41 } }],
    ['your own boat on a lit field: swap from there', viewOf({ boats: boatsAt(HARBOUR_PALM, 40) }), { kind: 'boatAt', at: 40 }, 0, { kind: 'move', move: { type: 'swap', from: 60, at: 40 } }],
    ['a boat whose field is a throw target', viewOf({ phase: 'throw', toThrow: [1], boats: boatsAt(24, 25) }), IDLE, 0, { kind: 'move', move: { type: 'throw', field: 24 } }],
    ['a boat out of reach: nothing', viewOf({ boats: boatsAt(HARBOUR_PALM, 44) }), IDLE, 1, { kind: 'none' }],
  ])('%s', (_name, v, step, seat, expected) => {
    expect(pickBoat(v, 0, step, seat)).toEqual(expected);
  });
});

describe('stepBack: Escape', () => {
  const boat: Step = { kind: 'boat' };
  const boatAt: Step = { kind: 'boatAt', at: 41 };
  it.each<[Step, Step]>([
    [IDLE, IDLE],
    [boat, IDLE],
    [boatAt, boat],
    [{ kind: 'choose', field: 40, moves: [], back: boatAt }, boatAt],
  ])('from %j to %j', (from, to) => {
    expect(stepBack(from)).toEqual(to);
  });
});

describe('nextCursor: arrow keys round the bay', () => {
  // Round Palm Island's harbour: middle ring sector 0 (20), outer ring sectors 0, 1 and 19 (40, 41, 59).
  const targets: BayTarget[] = [20, 40, 41, 59].map((field) => ({ field, kind: 'sail' }));
  it.each<[FieldId | null, CursorKey, FieldId | null, string]>([
    [null, 'ArrowRight', 20, 'from nowhere: the first target'],
    [HARBOUR_PALM, 'ArrowRight', 41, 'clockwise from the boat: the next sector'],
    [HARBOUR_PALM, 'ArrowLeft', 59, 'counter-clockwise from the boat'],
    [HARBOUR_PALM, 'ArrowDown', 40, 'inward from the harbour: the nearest ring, same sector first'],
    [40, 'ArrowDown', 20, 'inward again'],
    [20, 'ArrowUp', 40, 'outward: the same sector first'],
    [40, 'ArrowUp', 40, 'nothing further out: the cursor stays'],
    [41, 'ArrowRight', 59, 'clockwise goes on round the bay'],
    [59, 'ArrowRight', 40, 'round past north: the same ring first'],
  ])('from %s, %s: %s (%s)', (from, key, expected) => {
    expect(nextCursor(targets, from, key)).toBe(expected);
  });

  it('has nowhere to go without targets', () => {
    expect(nextCursor([], 40, 'ArrowLeft')).toBeNull();
  });
});
