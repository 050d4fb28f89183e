import { describe, expect, it } from 'vitest';
import { canvasSpot, tipAfterKey } from './sceneTips';

describe('where a tip’s point shows on the canvas', () => {
  it('puts the middle of the view in the middle, y downwards as the page has it', () => {
    expect(canvasSpot({ x: 0, y: 0, z: 0.5 }, 800, 600)).toEqual({ x: 400, y: 300 });
    expect(canvasSpot({ x: -1, y: 1, z: 0.5 }, 800, 600)).toEqual({ x: 0, y: 0 });
    expect(canvasSpot({ x: 0.5, y: -0.5, z: 0.5 }, 800, 600)).toEqual({ x: 600, y: 450 });
  });

  it('has no spot for a point off the canvas or behind the camera', () => {
    expect(canvasSpot({ x: 1.2, y: 0, z: 0.5 }, 800, 600)).toBeNull();
    expect(canvasSpot({ x: 0, y: -1.01, z: 0.5 }, 800, 600)).toBeNull();
    expect(canvasSpot({ x: 0, y: 0, z: 1.3 }, 800, 600)).toBeNull();
  });
});

describe('the keys from tip to tip', () => {
  it('go forward with right and down, back with left and up, round both ends', () => {
    expect(tipAfterKey(2, 5, 'ArrowRight')).toBe(3);
    expect(tipAfterKey(2, 5, 'ArrowDown')).toBe(3);
    expect(tipAfterKey(2, 5, 'ArrowLeft')).toBe(1);
    expect(tipAfterKey(4, 5, 'ArrowRight')).toBe(0);
    expect(tipAfterKey(0, 5, 'ArrowUp')).toBe(4);
  });

  it('go to the first with Home and the last with End, and leave other keys alone', () => {
    expect(tipAfterKey(3, 5, 'Home')).toBe(0);
    expect(tipAfterKey(1, 5, 'End')).toBe(4);
    expect(tipAfterKey(1, 5, 'Enter')).toBeNull();
    expect(tipAfterKey(0, 0, 'ArrowRight')).toBeNull();
  });
});
