import { describe, expect, it } from 'vitest';
import { angleOf, cbrt, unitCircle } from './det-math.js';

describe('engine-independent maths', () => {
  it('cbrt agrees with Math.cbrt', () => {
    for (const x of [1e-9, 0.001, 0.5, 1, 2, 7.99, 8, 27, 1234.5, 1e7]) expect(cbrt(x) / Math.cbrt(x)).toBeCloseTo(1, 14);
    expect(cbrt(0)).toBe(0);
    expect(cbrt(-1)).toBe(0);
  });

  it('unitCircle agrees with Math.sin and Math.cos, exactly on the axes', () => {
    for (const n of [8, 12, 24, 32, 40, 128]) {
      for (let k = -n; k < 2 * n; k++) {
        const [s, c] = unitCircle(k, n);
        expect(s).toBeCloseTo(Math.sin((2 * Math.PI * k) / n), 14);
        expect(c).toBeCloseTo(Math.cos((2 * Math.PI * k) / n), 14);
      }
    }
    expect(unitCircle(1, 4)).toEqual([1, 0]);
    expect(unitCircle(3, 4)).toEqual([-1, 0]);
    expect(unitCircle(2, 4)).toEqual([0, -1]);
  });

  it('angleOf agrees with Math.atan2 for y ≥ 0', () => {
    for (const [x, y] of [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0.001], [3, 0.2], [0.2, 3], [-5, 2]] as const) {
      expect(angleOf(x, y)).toBeCloseTo(Math.atan2(y, x), 14);
    }
  });
});
