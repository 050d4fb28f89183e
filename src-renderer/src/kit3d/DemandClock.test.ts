import { describe, expect, it } from 'vitest';
import { FRAME_S } from '../../../shared/sim/frame';
import { resumingClock } from './DemandClock';

/** A clock whose deltas are given in turn. */
function fakeClock(deltas: number[]) {
  return { getDelta: () => deltas.shift() ?? 0 };
}

describe('the clock of a canvas drawn on demand', () => {
  it('counts the first frame after a pause as one frame, and frames drawn back to back at their real length', () => {
    const clock = fakeClock([0.4, 0.35, 0.3, 42, 0.5]);
    const control = resumingClock(clock);
    // The very first frame: one frame at most.
    expect(clock.getDelta()).toBe(FRAME_S);
    // A slow machine's frames, back to back: real time.
    expect(clock.getDelta()).toBe(0.35);
    expect(clock.getDelta()).toBe(0.3);
    // Nothing moved for 42 s: the next frame starts from where things stood.
    control.pause();
    expect(clock.getDelta()).toBe(FRAME_S);
    expect(clock.getDelta()).toBe(0.5);
  });

  it('leaves short deltas alone and puts the clock back when restored', () => {
    const clock = fakeClock([0.001, 7]);
    const original = clock.getDelta;
    const control = resumingClock(clock);
    expect(clock.getDelta()).toBe(0.001);
    control.restore();
    expect(clock.getDelta).toBe(original);
    expect(clock.getDelta()).toBe(7);
  });
});
