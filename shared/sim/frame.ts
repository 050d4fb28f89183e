/**
 * The game clock of every physical simulation: a fixed frame of 1/60 s,
 * never the wall clock. A world steps `substeps` times per frame, each of
 * FRAME_S / substeps (the same expression on the host and in a replay, so the
 * same timestep bit for bit).
 */

/** One frame of the game's clock, s. */
export const FRAME_S = 1 / 60;

/** World steps per frame: a whole number, at least 1. */
export function substepsPerFrame(substeps: number): number {
  return Math.max(1, Math.round(substeps));
}

/** The world's timestep, s, for `substeps` world steps per frame. */
export function substepTimestep(substeps: number): number {
  return FRAME_S / substepsPerFrame(substeps);
}
