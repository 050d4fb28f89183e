import { describe, expect, it } from 'vitest';
import { harbourId, seaFieldId as sea } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent, InselView } from '../../../../../shared/games/insel-der-schmuggler/types';
import { type BayModel, applyEvent, boatsOn, modelOfView, pileCount, swapEnds } from './model';

const base: BayModel = {
  beam: 3,
  rocks: [sea(1, 10)],
  boats: [
    { seat: 0, at: sea(2, 1), loaded: true },
    { seat: 1, at: sea(2, 2), loaded: false },
    { seat: 2, at: null, loaded: false },
  ],
  overboard: [{ field: sea(0, 4), count: 2 }],
  islands: [4, 4, 4, 4, 4],
};

describe("the bay's model", () => {
  it('is the view reduced to what the bay draws', () => {
    const view = {
      beam: 7,
      rocks: [sea(1, 10)],
      boats: [
        { seat: 0, at: harbourId(1), cargo: { known: false } },
        { seat: 1, at: sea(0, 0), cargo: null },
      ],
      overboard: [
        { field: sea(0, 3), count: 0 },
        { field: sea(0, 4), count: 3 },
      ],
      islands: [4, 3, 4, 4, 2],
    } as unknown as InselView;
    expect(modelOfView(view)).toEqual({
      beam: 7,
      rocks: [sea(1, 10)],
      boats: [
        { seat: 0, at: harbourId(1), loaded: true },
        { seat: 1, at: sea(0, 0), loaded: false },
      ],
      overboard: [{ field: sea(0, 4), count: 3 }],
      islands: [4, 3, 4, 4, 2],
    });
  });

  const cases: [string, InselEvent, (m: BayModel) => void][] = [
    ['a rock placed', { type: 'rock-placed', seat: 0, field: sea(2, 5) }, (m) => expect(m.rocks).toEqual([sea(1, 10), sea(2, 5)])],
    ['a harbour chosen', { type: 'harbour-chosen', seat: 2, island: 3 }, (m) => expect(m.boats[2]?.at).toBe(harbourId(3))],
    [
      'a tile taken',
      { type: 'tile-taken', seat: 1, island: 2, left: 3 },
      (m) => {
        expect(m.islands).toEqual([4, 4, 3, 4, 4]);
        expect(m.boats[1]?.loaded).toBe(true);
      },
    ],
    ['the beam turned', { type: 'beam-turned', from: 3, to: 1, direction: 'counterclockwise', steps: 2 }, (m) => expect(m.beam).toBe(1)],
    [
      'goods thrown',
      { type: 'thrown', by: 1, boat: 0, field: sea(0, 4) },
      (m) => {
        expect(m.boats[0]?.loaded).toBe(false);
        expect(pileCount(m, sea(0, 4))).toBe(3);
      },
    ],
    ['a sail', { type: 'sailed', seat: 1, path: [sea(2, 2), sea(2, 3), sea(1, 3)] }, (m) => expect(m.boats[1]?.at).toBe(sea(1, 3))],
    [
      'a load by an empty boat',
      { type: 'loaded', seat: 1, path: [sea(2, 2), sea(1, 2), sea(0, 2), sea(0, 3), sea(0, 4)], swapped: false },
      (m) => {
        expect(m.boats[1]).toEqual({ seat: 1, at: sea(0, 4), loaded: true });
        expect(pileCount(m, sea(0, 4))).toBe(1);
      },
    ],
    [
      'a load that swaps goods',
      { type: 'loaded', seat: 0, path: [sea(2, 1), sea(1, 1), sea(0, 1), sea(0, 2), sea(0, 3), sea(0, 4)], swapped: true },
      (m) => expect(pileCount(m, sea(0, 4))).toBe(2),
    ],
    [
      'a push',
      { type: 'pushed', seat: 0, path: [sea(2, 1), sea(2, 2)], boat: 1, to: sea(1, 2) },
      (m) => expect(m.boats.map((b) => b.at)).toEqual([sea(2, 2), sea(1, 2), null]),
    ],
    [
      'a swap',
      { type: 'swapped', seat: 0, path: [sea(2, 1), sea(2, 2)], boat: 1 },
      (m) => expect(m.boats.map((b) => b.at)).toEqual([sea(2, 2), sea(2, 1), null]),
    ],
    [
      'a delivery',
      { type: 'delivered', seat: 0, island: 1, tile: { origin: 0, destination: 1, value: 1 }, total: 1 },
      (m) => expect(m.boats[0]?.loaded).toBe(false),
    ],
  ];

  it.each(cases)('follows %s', (_, event, check) => {
    check(applyEvent(base, event));
  });

  it('leaves the model alone for events it does not draw', () => {
    expect(applyEvent(base, { type: 'rolled', seat: 0, dice: { smuggler: 3, lighthouse: 'red2' } })).toBe(base);
    expect(applyEvent(base, { type: 'turn-began', seat: 0, turnNumber: 2 })).toBe(base);
  });

  it('reads a swap path either way: ending on the other boat, or on the field beside it', () => {
    expect(swapEnds([sea(2, 1), sea(2, 2), sea(2, 3)], sea(2, 3))).toEqual({ mover: sea(2, 3), other: sea(2, 2) });
    expect(swapEnds([sea(2, 1), sea(2, 2)], sea(2, 3))).toEqual({ mover: sea(2, 3), other: sea(2, 2) });
    expect(swapEnds([], sea(2, 3))).toBeNull();
  });

  it('lists the boats on a field by seat', () => {
    const m: BayModel = { ...base, boats: [{ seat: 3, at: harbourId(0), loaded: false }, { seat: 1, at: harbourId(0), loaded: false }] };
    expect(boatsOn(m, harbourId(0))).toEqual([1, 3]);
  });
});
