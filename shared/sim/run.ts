/**
 * The one fixed-step runner: steps a simulation one FRAME_S frame at a time
 * until a predicate holds or a frame limit is reached. The host's roll, the
 * renderer's replays and the sandbox's bench all step through it, so they make
 * the same calls in the same order. It never reads a clock: how many frames
 * a replay shows per drawn frame is its player's business (the renderer's
 * kit), not the simulation's.
 */

/** A simulation that advances one fixed frame per stepFrame() and counts its frames. */
export interface FrameStepper {
  /** Frames stepped so far. */
  readonly frames: number;
  /** Advances one frame. */
  stepFrame(): unknown;
}

/**
 * Steps `sim` until `done()` holds (checked before every frame) or it has
 * stepped `maxFrames` frames in all. Returns whether `done()` held.
 */
export function stepUntil(sim: FrameStepper, done: () => boolean, maxFrames: number): boolean {
  for (;;) {
    if (done()) return true;
    if (sim.frames >= maxFrames) return false;
    sim.stepFrame();
  }
}
