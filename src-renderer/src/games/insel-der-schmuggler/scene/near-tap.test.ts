import { describe, expect, it } from 'vitest';
import { SNAP_PX, nearestTarget } from './near-tap';

describe('a tap near a lit field', () => {
  const points = [
    { field: 40, at: { x: 100, y: 100 } },
    { field: 41, at: { x: 130, y: 100 } },
    { field: 20, at: null },
  ];

  it('picks the nearest lit field within reach', () => {
    expect(nearestTarget(points, { x: 108, y: 112 })).toBe(40);
    expect(nearestTarget(points, { x: 120, y: 95 })).toBe(41);
  });

  it('gives every lit field a hit area at least 44 px across', () => {
    expect(SNAP_PX * 2).toBeGreaterThanOrEqual(44);
    expect(nearestTarget(points, { x: 100, y: 100 + SNAP_PX })).toBe(40);
  });

  it('picks nothing farther than that, nor a field not drawn on screen', () => {
    expect(nearestTarget(points, { x: 100, y: 100 + SNAP_PX + 1 })).toBeNull();
    expect(nearestTarget([{ field: 20, at: null }], { x: 0, y: 0 })).toBeNull();
    expect(nearestTarget([], { x: 0, y: 0 })).toBeNull();
  });
});
