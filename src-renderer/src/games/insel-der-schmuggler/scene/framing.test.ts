import { describe, expect, it } from 'vitest';
import { allInView } from '../../../kit3d/framing';
import { withinLimits } from '../../../kit3d/orbit-limits';
import { BAY_FOV, BAY_LIMITS, bayPoints, bayShot } from './framing';

describe("the bay's shot", () => {
  it.each([0.6, 1, 1.5, 2.2])('shows the whole bay in a window of aspect %f, within the limits', (aspect) => {
    const shot = bayShot(aspect);
    expect(allInView(bayPoints(), shot.from, shot.at, BAY_FOV, aspect)).toBe(true);
    expect(withinLimits(shot.from, shot.at, BAY_LIMITS)).toBe(true);
    // Looking down over the bay from the south.
    expect(shot.from[2]).toBeGreaterThan(0);
    expect(shot.from[1]).toBeGreaterThan(0.8);
  });
});
