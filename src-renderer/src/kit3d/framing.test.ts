import { describe, expect, it } from 'vitest';
import { type Vec3, allInView, frame, project } from './framing';

describe('framing a shot', () => {
  it('projects the point looked at to the middle of the picture', () => {
    const p = project([0, 0, -1], [0, 1, 1], [0, 0, -1], 45, 1.5);
    expect(p.x).toBeCloseTo(0, 9);
    expect(p.y).toBeCloseTo(0, 9);
    expect(p.depth).toBeCloseTo(Math.hypot(1, 2), 9);
  });

  it('puts a point at the edge of the field of view on the edge of the picture', () => {
    // 45° vertical: a point 1 m ahead and tan(22.5°) m up sits on the top edge.
    const p = project([0, Math.tan(Math.PI / 8), -1], [0, 0, 0], [0, 0, -1], 45, 1);
    expect(p.y).toBeCloseTo(1, 9);
  });

  const box: Vec3[] = [
    [-0.4, 0, 0.2],
    [0.4, 0, 0.2],
    [-0.4, 0, -0.5],
    [0.4, 0, -0.5],
    [0, 0.1, -0.3],
  ];

  for (const aspect of [1.6, 1.15, 0.8]) {
    it(`shows every point, and no more room than needed, at aspect ${aspect}`, () => {
      const shot = frame(box, [0, -0.6, -0.6], 45, aspect, 0.05);
      expect(allInView(box, shot.from, shot.at, 45, aspect, 0.05)).toBe(true);
      // A tenth closer and something leaves the picture: the fit is tight.
      const closer: Vec3 = [
        shot.at[0] + (shot.from[0] - shot.at[0]) * 0.9,
        shot.at[1] + (shot.from[1] - shot.at[1]) * 0.9,
        shot.at[2] + (shot.from[2] - shot.at[2]) * 0.9,
      ];
      expect(allInView(box, closer, shot.at, 45, aspect, 0.05)).toBe(false);
    });
  }

  it('stands further back in a narrow canvas than in a wide one', () => {
    const wide = frame(box, [0, -0.6, -0.6], 45, 1.6);
    const narrow = frame(box, [0, -0.6, -0.6], 45, 1.0);
    const dist = (s: typeof wide) => Math.hypot(s.from[0] - s.at[0], s.from[1] - s.at[1], s.from[2] - s.at[2]);
    expect(dist(narrow)).toBeGreaterThan(dist(wide));
  });
});
