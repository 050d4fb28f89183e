/**
 * Where the CPU draws WebGL (no GPU), a frame's cost grows with its pixels:
 * while something moves on a slow machine the canvas draws at a lower
 * resolution, and the still picture it comes to rest on is drawn again at
 * full resolution. A machine that keeps up (frames under SLOW_FRAME_S) never
 * loses a pixel. Like drei's AdaptiveDpr, on react-three-fiber's setDpr.
 */
import { addAfterEffect, useFrame, useStore } from '@react-three/fiber';
import { useEffect, useRef } from 'react';

/** A frame drawn right after another that took longer than this (seconds) is slow: under 22 fps. */
export const SLOW_FRAME_S = 0.045;
/** Slow frames in a row before the resolution drops (one slow frame may be a hiccup). */
export const SLOW_FRAMES = 2;
/** The share of the full device-pixel ratio drawn while moving on a slow machine: 0.6² ≈ a third of the pixels. */
export const MOVING_SCALE = 0.6;

export interface ResolutionState {
  slowFrames: number;
  lowered: boolean;
}

/** After a drawn frame of `deltaS` seconds: whether to draw lower from now on. */
export function afterFrame(state: ResolutionState, deltaS: number): ResolutionState {
  const slowFrames = deltaS > SLOW_FRAME_S ? state.slowFrames + 1 : 0;
  return { slowFrames, lowered: state.lowered || slowFrames >= SLOW_FRAMES };
}

export function AdaptiveResolution() {
  const store = useStore();
  const resolution = useRef<ResolutionState>({ slowFrames: 0, lowered: false });
  const restore = useRef(false);
  useFrame((state, delta) => {
    if (restore.current) {
      // Before this frame is drawn: resizing the canvas clears it, and this frame fills it again at once (no blank flash).
      restore.current = false;
      resolution.current = { slowFrames: 0, lowered: false };
      state.setDpr(state.viewport.initialDpr);
      return;
    }
    const next = afterFrame(resolution.current, delta);
    resolution.current = next;
    // (Again when the canvas's own props have put the full ratio back meanwhile.)
    const low = state.viewport.initialDpr * MOVING_SCALE;
    if (next.lowered && state.viewport.dpr !== low) state.setDpr(low);
  });
  useEffect(
    () =>
      // After a turn of the loop with no frame asked for, the canvas has come to rest: one more frame, at full resolution.
      addAfterEffect(() => {
        const state = store.getState();
        if (state.internal.frames !== 0 || !resolution.current.lowered || restore.current) return;
        restore.current = true;
        // Asked for once this turn of the loop has ended: a frame asked for from inside it would be dropped.
        queueMicrotask(() => store.getState().invalidate());
      }),
    [store],
  );
  return null;
}
