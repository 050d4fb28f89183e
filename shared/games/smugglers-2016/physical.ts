/**
 * The few physical facts the rules and the bots need, taken from the one
 * configuration table in shared/physics (so the game, the bots, the 3D table
 * and the sandbox agree): the hole sizes, the putty a player owns, the scale's
 * sensitivity, and the size of a sphere of a given mass.
 */
import { DEFAULT_PROFILE, sphereDiameterMm } from '../../physics/index.js';

export const PROFILE = DEFAULT_PROFILE;

/** Slots on the smuggling aid, lanes on the track and holes in the fence. */
export const SLOTS = 7;
/** The boss starts behind the middle slot. */
export const BOSS_START = 3;

/** Putty each player owns: the heaviest sphere he can make. */
export const MAX_MASS_G: number = PROFILE.puttyPerPlayerG;

/**
 * The lightest sphere that still wraps a piece of contraband: a tenth of the
 * player's putty (about a 2 cm ball), so that every sphere hides its piece.
 */
export const MIN_MASS_G: number = Math.round(MAX_MASS_G * 0.1 * 10) / 10;

/** Masses closer than this are a tie on the scale (settled by a die roll-off). */
export const SCALE_SENSITIVITY_G: number = PROFILE.scaleSensitivityG;

export function holeDiameterMm(hole: number): number {
  return PROFILE.holesMm[hole] as number;
}

export function diameterMm(massG: number): number {
  return sphereDiameterMm(massG, PROFILE);
}

/** The mass of a (perfectly round) sphere of the given diameter, clamped to the putty a player owns. */
export function massForDiameterMm(diameter: number): number {
  let low = 0;
  let high = MAX_MASS_G;
  if (diameterMm(high) <= diameter) return high;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (diameterMm(mid) < diameter) low = mid;
    else high = mid;
  }
  return low;
}
