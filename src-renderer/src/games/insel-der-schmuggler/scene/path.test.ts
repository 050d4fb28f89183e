import { describe, expect, it } from 'vitest';
import type { XZ } from './layout';
import { SAILING, type Stride, courseThrough, ease, pointAlong, strideDistance, strideTime } from './path';

describe("a boat's course", () => {
  const paths: [string, XZ[]][] = [
    ['straight', [[0, 0], [0.1, 0], [0.2, 0]]],
    ['round a corner', [[0, 0], [0.1, 0], [0.1, 0.15]]],
    ['doubling back', [[0, 0], [0.1, 0], [0, 0], [0, -0.16]]],
    ['with a repeated point', [[0, 0], [0, 0], [0.1, 0.05]]],
  ];

  it.each(paths)('%s: starts and ends on the path, never jumps, and is no shorter than the straight line', (_, points) => {
    const course = courseThrough(points);
    const first = points[0] as XZ;
    const last = points[points.length - 1] as XZ;
    expect(course.points[0]).toEqual(first);
    expect(course.points[course.points.length - 1]).toEqual(last);
    expect(course.length).toBeGreaterThanOrEqual(Math.hypot(last[0] - first[0], last[1] - first[1]) - 1e-12);
    // Walked in small steps, the boat moves no further than each step.
    const ds = course.length / 300;
    let prev = pointAlong(course, 0);
    for (let k = 1; k <= 300; k++) {
      const p = pointAlong(course, k * ds);
      expect(Math.hypot(p.x - prev.x, p.z - prev.z)).toBeLessThanOrEqual(ds + 1e-9);
      prev = p;
    }
    const end = pointAlong(course, course.length + 1);
    expect([end.x, end.z]).toEqual([last[0], last[1]]);
    const mid = pointAlong(course, course.length / 2);
    expect(Math.hypot(mid.dx, mid.dz)).toBeCloseTo(1, 9);
  });

  it('of one point stays put', () => {
    const course = courseThrough([[0.3, 0.2]]);
    expect(course.length).toBe(0);
    expect(pointAlong(course, 1)).toEqual({ x: 0.3, z: 0.2, dx: 0, dz: 0 });
  });

  const strides: Stride[] = [SAILING, { speed: 0.5, accel: 10, brake: 3 }];
  it.each(strides)('is walked from rest to rest: 0 at the start, the whole length at its time, never backward (%o)', (stride) => {
    for (const length of [0.01, 0.1, 0.5, 1.2]) {
      const total = strideTime(length, stride);
      expect(strideDistance(length, 0, stride)).toBe(0);
      expect(strideDistance(length, total, stride)).toBe(length);
      expect(strideDistance(length, total * 0.999, stride)).toBeCloseTo(length, 3);
      let last = 0;
      for (let t = 0; t <= total; t += total / 200) {
        const d = strideDistance(length, t, stride);
        expect(d).toBeGreaterThanOrEqual(last - 1e-12);
        // Never faster than the cruising speed.
        expect(d - last).toBeLessThanOrEqual(stride.speed * (total / 200) + 1e-9);
        last = d;
      }
    }
    expect(strideTime(0, stride)).toBe(0);
  });

  it('eases from 0 to 1', () => {
    expect(ease(-1)).toBe(0);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(2)).toBe(1);
  });
});
