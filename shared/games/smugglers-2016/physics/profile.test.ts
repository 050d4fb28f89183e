import { describe, expect, it } from 'vitest';
import { cbrt, unitCircle, angleOf } from './det-math.js';
import { DEFAULT_PROFILE, massForDiameterG, physicsProfileSchema, pushSpeedMps, sphereDiameterMm } from './profile.js';

describe('the physics profile', () => {
  it('the default profile is a valid profile', () => {
    expect(physicsProfileSchema.parse(DEFAULT_PROFILE)).toEqual(DEFAULT_PROFILE);
  });

  it('refuses a profile whose holes do not fit their lanes', () => {
    const bad = { ...DEFAULT_PROFILE, holesMm: [20, 20, 20, 90, 20, 20, 20] };
    expect(physicsProfileSchema.safeParse(bad).success).toBe(false);
  });

  it('mass and diameter are inverse functions', () => {
    for (const d of [10, 20, 33.3, 40]) expect(sphereDiameterMm(massForDiameterG(d))).toBeCloseTo(d, 9);
  });

  it('all of a player\'s putty makes a ball a little larger than the largest hole, which needs most of it', () => {
    const largest = Math.max(...DEFAULT_PROFILE.holesMm);
    const smallest = Math.min(...DEFAULT_PROFILE.holesMm);
    const all = sphereDiameterMm(DEFAULT_PROFILE.puttyPerPlayerG);
    expect(all).toBeGreaterThan(largest);
    expect(all).toBeLessThan(largest * 1.15);
    expect(massForDiameterG(largest) / DEFAULT_PROFILE.puttyPerPlayerG).toBeGreaterThan(0.75);
    expect(massForDiameterG(smallest)).toBeGreaterThan(2);
  });

  it('push strength maps linearly onto the speed range and is clamped', () => {
    expect(pushSpeedMps(0)).toBe(DEFAULT_PROFILE.push.minSpeedMps);
    expect(pushSpeedMps(1)).toBe(DEFAULT_PROFILE.push.maxSpeedMps);
    expect(pushSpeedMps(7)).toBe(DEFAULT_PROFILE.push.maxSpeedMps);
    expect(pushSpeedMps(Number.NaN)).toBe(DEFAULT_PROFILE.push.minSpeedMps);
  });
});

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
