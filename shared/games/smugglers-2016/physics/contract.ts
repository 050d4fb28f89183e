/**
 * What the physical model of Smugglers (2016) offers the engine, the bots, the
 * 3D table and the sandbox: the types only. The implementation (a Rapier
 * simulation at a fixed 1/60 s step) is in this folder's other files and is
 * exported from shared/games/smugglers-2016/physics/index.ts.
 */

/** A sculpted sphere, as data: the same data always gives the same shape. */
export interface SphereSpec {
  /** Putty in the sphere, in grams; its size follows from the profile's density. */
  massG: number;
  /** 1 is a perfect sphere; lower values give larger bumps (0 is the worst a player can do). */
  roundness: number;
  /** Seeds the bumps of an imperfect sphere (an unsigned 32-bit integer). */
  shapeSeed: number;
}

/** The player's push at the start of a lane. */
export interface RollPush {
  /** 0 (a nudge) to 1 (as hard as a player pushes); the speed it gives is in the profile. */
  strength: number;
}

/**
 * passed: the sphere went through the fence plane; stuck: it came to rest
 * against the fence; short: it stopped before reaching the fence (not an
 * attempt: push again).
 */
export type RollOutcome = 'passed' | 'stuck' | 'short';

export interface RollInput {
  sphere: SphereSpec;
  /** 0..6, the lane and its hole, in fence order from the left as seen from the front. */
  hole: number;
  push: RollPush;
}

export interface RollResult {
  outcome: RollOutcome;
  /** Simulation steps of 1/60 s until the outcome was known. */
  frames: number;
}
