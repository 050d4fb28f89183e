/**
 * The shapes a land's parts are made from are made once and shared: a part copies what it reads, moved and
 * painted, and leaves the shape as it was for the next.
 */
import { BufferGeometry, ConeGeometry, CylinderGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { part, placed, shape } from './shapes';

describe('shared shapes', () => {
  it('are made once a key, and a part leaves them as they were', () => {
    let made = 0;
    const make = () => {
      made++;
      return new CylinderGeometry(0.05, 0.07, 0.3, 5, 1, true);
    };
    const trunk = shape('a test trunk', make);
    expect(shape('a test trunk', make)).toBe(trunk);
    expect(made).toBe(1);
    const before = Array.from(trunk.getAttribute('position').array);
    const moved = part(trunk, [0.2, 0.1, 0.05], placed(1, 2, 3, [0, 1, 0], 0.5));
    part(trunk, [0.3, 0.3, 0.3], placed(-1, 0, 0), { flat: true });
    expect(Array.from(trunk.getAttribute('position').array)).toEqual(before);
    expect(moved).not.toBe(trunk);
    expect(moved.index).toBeNull();
    // Non-indexed: a vertex per corner of each triangle.
    expect(moved.getAttribute('position').count).toBe(trunk.index?.count);
  });

  it('at size 1, scaled by the placement, give the part a primitive of that size gives', () => {
    const size = 0.07;
    const at = (s: number | readonly [number, number, number]) => placed(0.4, 0.1, -0.3, [0, 1.3, 0], s);
    const shared = part(shape('a test cone', () => new ConeGeometry(0.3, 0.6, 7, 1, true)), [0.2, 0.4, 0.1], at(size), { flat: true });
    const own = part(new ConeGeometry(0.3 * size, 0.6 * size, 7, 1, true), [0.2, 0.4, 0.1], at(1), { flat: true });
    for (const name of ['position', 'normal', 'color'] as const) {
      const a = shared.getAttribute(name).array;
      const b = own.getAttribute(name).array;
      expect(a.length).toBe(b.length);
      for (let i = 0; i < a.length; i++) expect(a[i] as number).toBeCloseTo(b[i] as number, 5);
    }
    expect(shared).toBeInstanceOf(BufferGeometry);
  });
});
