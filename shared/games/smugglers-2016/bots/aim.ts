/**
 * The bots' feel for the physics: how much bigger than its mass says a bumpy
 * sphere behaves at the fence, and how hard to push a sphere so that it
 * reaches the fence without bouncing off it. Rules of thumb fitted by hand to
 * shared/games/smugglers-2016/physics (see the calibration test in bots.test.ts), from the profile
 * only: the bots never run the simulation.
 */
import type { TablePhysics } from '../physical.js';

/** The share of its diameter that a sphere of this roundness should keep free of the hole for its bumps. */
export function roundnessAllowance(roundness: number): number {
  return 0.12 * (1 - Math.min(1, Math.max(0, roundness)));
}

/** A push that reaches the fence gently: a little harder for a tight fit, which rubs the rim. */
export function idealStrength(massG: number, hole: number, physics: TablePhysics): number {
  const fit = physics.diameterMm(massG) / physics.holeDiameterMm(hole);
  return Math.min(1, Math.max(0.2, 0.45 + 0.1 * Math.max(0, fit - 0.8)));
}
