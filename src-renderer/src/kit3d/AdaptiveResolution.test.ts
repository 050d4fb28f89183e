import { describe, expect, it } from 'vitest';
import { type ResolutionState, SLOW_FRAMES, afterFrame } from './AdaptiveResolution';

const start: ResolutionState = { slowFrames: 0, lowered: false };
const run = (deltas: number[]): ResolutionState => deltas.reduce(afterFrame, start);

describe('afterFrame', () => {
  it.each([
    ['a machine that keeps up never lowers', [1 / 60, 1 / 60, 1 / 30, 1 / 60, 1 / 30], false],
    ['one slow frame is a hiccup', [1 / 60, 0.1, 1 / 60, 0.1, 1 / 60], false],
    ['slow frames in a row lower it', [1 / 60, 0.05, 0.066], true],
    ['once lowered it stays lowered while moving', [0.05, 0.066, 1 / 60, 1 / 60], true],
  ])('%s', (_name, deltas, lowered) => {
    expect(run(deltas).lowered).toBe(lowered);
  });

  it('needs SLOW_FRAMES slow frames', () => {
    expect(run(Array(SLOW_FRAMES - 1).fill(0.1)).lowered).toBe(false);
    expect(run(Array(SLOW_FRAMES).fill(0.1)).lowered).toBe(true);
  });
});
