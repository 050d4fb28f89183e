/**
 * The few physical facts the rules and the bots need, taken from the table's
 * physical profile (shared/games/smugglers-2016/physics: the Standard one, or one the players chose
 * in the sandbox and that the game's options carry), so the game, the bots,
 * the 3D table and the sandbox agree: the hole sizes, the putty a player owns,
 * the scale's sensitivity, and the size of a sphere of a given mass.
 */
import { DEFAULT_PROFILE, type PhysicsProfile, sphereDiameterMm } from './physics/index.js';
import { minBallG } from './putty.js';
import type { SmugglersOptions } from './types.js';

/** Slots on the smuggling aid, lanes on the track and holes in the fence. */
export const SLOTS = 7;
/** The boss starts behind the middle slot. */
export const BOSS_START = 3;

export interface TablePhysics {
  profile: PhysicsProfile;
  /** Putty each player owns: the heaviest sphere he can make. */
  maxMassG: number;
  /**
   * The lightest sphere that still wraps a piece of contraband: a tenth of the
   * player's putty (about a 2 cm ball), so that every sphere hides its piece.
   */
  minMassG: number;
  /** Masses closer than this are a tie on the scale (settled by a die roll-off). */
  scaleSensitivityG: number;
  holeDiameterMm(hole: number): number;
  diameterMm(massG: number): number;
  /** The mass of a (perfectly round) sphere of the given diameter, clamped to the putty a player owns. */
  massForDiameterMm(diameter: number): number;
}

export function physicsOf(profile: PhysicsProfile): TablePhysics {
  const maxMassG = profile.puttyPerPlayerG;
  const diameterMm = (massG: number): number => sphereDiameterMm(massG, profile);
  return {
    profile,
    maxMassG,
    minMassG: minBallG(maxMassG),
    scaleSensitivityG: profile.scaleSensitivityG,
    holeDiameterMm: (hole) => profile.holesMm[hole] as number,
    diameterMm,
    massForDiameterMm(diameter) {
      let low = 0;
      let high = maxMassG;
      if (diameterMm(high) <= diameter) return high;
      for (let i = 0; i < 40; i++) {
        const mid = (low + high) / 2;
        if (diameterMm(mid) < diameter) low = mid;
        else high = mid;
      }
      return low;
    },
  };
}

/** The Standard table (the default profile). */
export const STANDARD = physicsOf(DEFAULT_PROFILE);

/** The physics of a game: its options' profile, or the Standard one. */
export function tablePhysics(options: SmugglersOptions): TablePhysics {
  return options.physics ? physicsOf(options.physics.profile) : STANDARD;
}

/** The Standard table's putty limits, for tests and defaults. */
export const MAX_MASS_G: number = STANDARD.maxMassG;
export const MIN_MASS_G: number = STANDARD.minMassG;
export const SCALE_SENSITIVITY_G: number = STANDARD.scaleSensitivityG;
