/**
 * Rendered on demand (SceneCanvas's frameloop "demand"), a canvas draws
 * nothing while nothing moves, and react-three-fiber's clock runs on: the
 * first frame after such a pause would be handed the whole pause as its
 * delta, so a camera would jump to its pose and a replay would start seconds
 * in. <DemandClock> counts that first frame as one frame (1/60 s): whatever
 * moves next starts from where it stood. Frames drawn back to back keep their
 * real delta (a slow machine's long frames are real time, and replays are
 * keyed to it).
 */
import { addAfterEffect, useStore } from '@react-three/fiber';
import { useEffect } from 'react';
import { FRAME_S } from '../../../shared/sim/frame';

export interface DeltaClock {
  getDelta(): number;
}

/**
 * Wraps a clock's getDelta: the first delta after `pause()` (and the very
 * first one) is at most one frame. `restore()` puts the clock back.
 */
export function resumingClock(clock: DeltaClock): { pause(): void; restore(): void } {
  const original = clock.getDelta;
  let resuming = true;
  clock.getDelta = function getDelta(this: DeltaClock) {
    const delta = original.call(this);
    if (!resuming) return delta;
    resuming = false;
    return Math.min(delta, FRAME_S);
  };
  return {
    pause: () => {
      resuming = true;
    },
    restore: () => {
      clock.getDelta = original;
    },
  };
}

export function DemandClock() {
  const store = useStore();
  useEffect(() => {
    const clock = resumingClock(store.getState().clock);
    // After every turn of the render loop: a canvas with no frame asked for goes idle now.
    const remove = addAfterEffect(() => {
      const state = store.getState();
      if (state.frameloop === 'demand' && state.internal.frames === 0) clock.pause();
    });
    return () => {
      remove();
      clock.restore();
    };
  }, [store]);
  return null;
}
