import { describe, expect, it } from 'vitest';
import { ARROW_ROOM, arrowAt, SMALL_ARROW_ROOM, sameBoxes } from './placement';

const viewport = { width: 1000, height: 700 };

describe('the tutorial’s arrow', () => {
  it('points down at the target from above it', () => {
    expect(arrowAt({ left: 100, top: 500, width: 600, height: 150 }, viewport)).toEqual({ x: 400, y: 500, points: 'down' });
  });

  it('points up from below a target at the window’s top, and stays inside the window', () => {
    expect(arrowAt({ left: 990, top: ARROW_ROOM - 10, width: 40, height: 20 }, viewport)).toEqual({ x: 988, y: ARROW_ROOM + 10, points: 'up' });
  });

  it('keeps off the coach’s words: up from inside the bottom of a tall target whose top meets them', () => {
    // A 3D table's stage right under the band: above it, the arrow would lie on the words' last line.
    const stage = { left: 10, top: 180, width: 960, height: 500 };
    const words = { left: 20, top: 100, width: 780, height: 70 };
    expect(arrowAt(stage, viewport, [words])).toEqual({ x: 490, y: 680 - ARROW_ROOM, points: 'up' });
    // Words that end higher, or beside the arrow, leave it above the stage.
    expect(arrowAt(stage, viewport, [{ ...words, height: 40 }])).toEqual({ x: 490, y: 180, points: 'down' });
    expect(arrowAt(stage, viewport, [{ ...words, width: 400 }])).toEqual({ x: 490, y: 180, points: 'down' });
    // A panel (not tall) keeps its arrow above it, as before.
    expect(arrowAt({ left: 800, top: 180, width: 200, height: 150 }, viewport, [{ left: 700, top: 100, width: 300, height: 70 }])).toEqual({ x: 900, y: 180, points: 'down' });
    // A stage taller than the window: the arrow stays inside the window.
    expect(arrowAt({ ...stage, height: 900 }, viewport, [words])).toEqual({ x: 490, y: 700 - ARROW_ROOM, points: 'up' });
  });

  it('points at a target right under the coach’s band with a small arrow in the gap, never over the band', () => {
    const band = 150;
    expect(arrowAt({ left: 100, top: 160, width: 600, height: 400 }, viewport, [], band)).toEqual({ x: 400, y: band + SMALL_ARROW_ROOM, points: 'down', small: true });
    expect(arrowAt({ left: 100, top: 170, width: 600, height: 400 }, viewport, [], band)).toEqual({ x: 400, y: 170, points: 'down', small: true });
    // With room between the band and the target, the arrow above it as ever.
    expect(arrowAt({ left: 100, top: 500, width: 600, height: 150 }, viewport, [], band)).toEqual({ x: 400, y: 500, points: 'down' });
    // A target too short to hold it: below it, pointing up.
    expect(arrowAt({ left: 100, top: 140, width: 600, height: 20 }, viewport, [], band)).toEqual({ x: 400, y: 160, points: 'up' });
  });

  it('is not there where the target is not on screen', () => {
    expect(arrowAt(null, viewport)).toBeNull();
    expect(arrowAt({ left: 0, top: 0, width: 0, height: 0 }, viewport)).toBeNull();
  });

  it('follows a target that moved, and only then', () => {
    const box = { left: 1, top: 2, width: 3, height: 4 };
    expect(sameBoxes([box], [{ ...box, left: 1.2 }])).toBe(true);
    expect(sameBoxes([box], [{ ...box, top: 20 }])).toBe(false);
    expect(sameBoxes([box], [])).toBe(false);
  });
});
