import { describe, expect, it } from 'vitest';
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
