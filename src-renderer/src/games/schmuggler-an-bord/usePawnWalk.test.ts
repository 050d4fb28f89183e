import { describe, expect, it } from 'vitest';
import { OWN_PACE } from '../../kit2d/pace';
import { STEP_MS, walkTiming } from './usePawnWalk';

describe('how the pawn walks', () => {
  it('walks a field every step at ×1, and faster at the table speed', () => {
    expect(walkTiming(OWN_PACE, false)).toEqual({ still: false, stepMs: STEP_MS, glideMs: STEP_MS - 10 });
    expect(walkTiming({ speed: 4, skip: false }, false)).toEqual({ still: false, stepMs: STEP_MS / 4, glideMs: Math.round((STEP_MS - 10) / 4) });
  });

  it('stands where the game says at once when another’s roll is skipped, or motion is reduced', () => {
    expect(walkTiming({ speed: 4, skip: true }, false).still).toBe(true);
    expect(walkTiming(OWN_PACE, true).still).toBe(true);
  });
});
