import { describe, expect, it } from 'vitest';
import { TABLE_LIMITS, clampTarget, withinLimits } from './orbit-limits';

describe('how far a player may move the table’s camera', () => {
  it('never lets the camera below the tabletop, nor look up from under it', () => {
    // The steepest the camera may go from the vertical leaves it at least 10° above the table's plane.
    expect(TABLE_LIMITS.maxPolar).toBeLessThanOrEqual((80 / 180) * Math.PI);
    expect(withinLimits([0, -0.05, 0.5], [0, 0, 0], TABLE_LIMITS)).toBe(false);
    expect(withinLimits([0, 0.02, 0.5], [0, 0, 0], TABLE_LIMITS)).toBe(false);
    expect(withinLimits([0, 0.4, 0.4], [0, 0, 0], TABLE_LIMITS)).toBe(true);
  });

  it('keeps the camera between close enough to read a hole and far enough for the table', () => {
    expect(withinLimits([0, 0.05, 0.05], [0, 0, 0], TABLE_LIMITS)).toBe(false);
    expect(withinLimits([0, 1.5, 1.5], [0, 0, 0], TABLE_LIMITS)).toBe(false);
  });

  it('keeps the point looked at over the table', () => {
    expect(clampTarget([2, -1, 0.1], TABLE_LIMITS)).toEqual([0.6, 0, 0.1]);
    expect(clampTarget([0.1, 0.05, -0.2], TABLE_LIMITS)).toEqual([0.1, 0.05, -0.2]);
  });
});
