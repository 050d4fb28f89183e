/**
 * The physical configuration of Smugglers (2016): one table, used by the
 * engine (ranking, the scale), the bots (how much putty a hole needs), the
 * headless rolls, the 3D table and the sandbox alike. docs/physics.md gives
 * every number and the reason for it.
 *
 * Units are in the field names: Mm millimetres, G grams, Mps metres per
 * second, PerS 1/second. Inside the simulation everything is in metres,
 * kilograms and seconds.
 */
import { z } from 'zod';
import { cbrt } from '../../../sim/det-math.js';

export interface PhysicsProfile {
  /** The 7 hole diameters in fence order (left to right seen from the front), mm. */
  holesMm: number[];
  /** Putty in each player's bag, g. */
  puttyPerPlayerG: number;
  /** Density of the putty, g/cm³. */
  puttyDensityGPerCm3: number;
  /** Two masses closer than this are a tie on the scale, g (RULINGS 7). */
  scaleSensitivityG: number;
  track: {
    /** Clear width of one lane between its rails, mm. */
    laneWidthMm: number;
    /** Width of the rails between lanes (and of the fence posts between holes), mm. */
    railWidthMm: number;
    /** Height of the rails above the lane floor, mm. */
    railHeightMm: number;
    /** From the start position (the sphere's centre) to the fence's front face, mm. */
    startToFenceMm: number;
    /** Floor beyond the fence, mm. */
    runOutMm: number;
    /** Rise of the lane per unit of run towards the fence (0: flat; 0.02: 2 % downhill). */
    slope: number;
    /** Thickness of the fence (the hole's depth), mm. */
    fenceThicknessMm: number;
    /** Height of the fence above the lane floor, mm. */
    fenceHeightMm: number;
    /** The hole is a regular polygon with this many sides whose inscribed circle is the hole. */
    holeSides: number;
  };
  material: {
    /** Coulomb friction, putty on the track (Rapier combines by averaging; both sides use it). */
    friction: number;
    /** Bounce, 0..1 (the rulebook: a sphere "can dart away like a bouncy ball"). */
    restitution: number;
    /**
     * Rolling resistance: a force of this times the sphere's weight against its motion (a putty
     * ball flattens a little where it touches and brakes at a steady rate, about 0.1 m/s² at 0.015).
     */
    rollingResistance: number;
    /** Linear damping of the sphere, 1/s (air and the rest). */
    linearDampingPerS: number;
    /** Angular damping of the sphere, 1/s. */
    angularDampingPerS: number;
  };
  push: {
    /** Speed of a push of strength 0, m/s. */
    minSpeedMps: number;
    /** Speed of a push of strength 1, m/s (linear in between). */
    maxSpeedMps: number;
  };
  shape: {
    /** Subdivisions of the icosahedron (1: 42 vertices, 2: 162). */
    detail: number;
    /** The sphere is a hull dilated by a ball; the ball's radius as a fraction of the sphere's radius. */
    borderFraction: number;
    /** The largest bump (outwards or inwards) at roundness 0, as a fraction of the radius. */
    maxBump: number;
  };
  sim: {
    /** Standard gravity, m/s². */
    gravityMps2: number;
    /** World steps per 1/60 s frame (each of 1/(60·substeps) s). */
    substeps: number;
    /** A roll that has no outcome after this many frames ends there. */
    maxFrames: number;
    /** Below this speed (of the centre, and of the surface from spin), m/s, the sphere counts as still. */
    restSpeedMps: number;
    /** Still for this many consecutive frames: at rest. */
    restFrames: number;
    /** The sphere has reached the fence once its shape comes this close to it, mm (a touch). */
    touchMm: number;
  };
}

/** The default profile. Why each number: docs/physics.md. */
export const DEFAULT_PROFILE: PhysicsProfile = {
  holesMm: [26, 35, 20, 32, 23, 38, 29],
  puttyPerPlayerG: 40,
  puttyDensityGPerCm3: 1.15,
  scaleSensitivityG: 0.5,
  track: {
    laneWidthMm: 50,
    railWidthMm: 4,
    railHeightMm: 8,
    startToFenceMm: 240,
    runOutMm: 80,
    slope: 0,
    fenceThicknessMm: 6,
    fenceHeightMm: 60,
    holeSides: 32,
  },
  material: {
    friction: 0.8,
    restitution: 0.3,
    rollingResistance: 0.015,
    linearDampingPerS: 0.1,
    angularDampingPerS: 0.1,
  },
  push: {
    minSpeedMps: 0.05,
    maxSpeedMps: 0.6,
  },
  shape: {
    detail: 2,
    borderFraction: 0.6,
    maxBump: 0.12,
  },
  sim: {
    gravityMps2: 9.81,
    substeps: 2,
    maxFrames: 600,
    restSpeedMps: 0.004,
    restFrames: 10,
    touchMm: 0.3,
  },
};

const positive = z.number().positive();
const fraction = z.number().min(0).max(1);

/** A profile as the sandbox edits and saves it. */
export const physicsProfileSchema = z
  .object({
    holesMm: z.array(z.number().min(5).max(80)).length(7),
    puttyPerPlayerG: positive.max(1000),
    puttyDensityGPerCm3: z.number().min(0.3).max(5),
    scaleSensitivityG: z.number().min(0).max(10),
    track: z.object({
      laneWidthMm: z.number().min(10).max(200),
      railWidthMm: z.number().min(1).max(50),
      railHeightMm: z.number().min(1).max(100),
      startToFenceMm: z.number().min(50).max(2000),
      runOutMm: z.number().min(20).max(500),
      slope: z.number().min(-0.2).max(0.2),
      fenceThicknessMm: z.number().min(1).max(50),
      fenceHeightMm: z.number().min(10).max(300),
      holeSides: z.number().int().min(8).max(64),
    }),
    material: z.object({
      friction: z.number().min(0).max(2),
      restitution: fraction,
      rollingResistance: z.number().min(0).max(0.5),
      linearDampingPerS: z.number().min(0).max(20),
      angularDampingPerS: z.number().min(0).max(20),
    }),
    push: z.object({
      minSpeedMps: z.number().min(0).max(5),
      maxSpeedMps: z.number().min(0.01).max(5),
    }),
    shape: z.object({
      detail: z.number().int().min(0).max(3),
      borderFraction: z.number().min(0).max(0.9),
      maxBump: z.number().min(0).max(0.3),
    }),
    sim: z.object({
      gravityMps2: positive.max(100),
      substeps: z.number().int().min(1).max(16),
      maxFrames: z.number().int().min(60).max(6000),
      restSpeedMps: positive.max(0.1),
      restFrames: z.number().int().min(1).max(120),
      touchMm: z.number().min(0).max(5),
    }),
  })
  .refine((p) => p.push.maxSpeedMps >= p.push.minSpeedMps, { message: 'push.maxSpeedMps must be at least minSpeedMps', path: ['push'] })
  .refine((p) => p.shape.borderFraction + p.shape.maxBump < 0.95, { message: 'borderFraction + maxBump must stay below 0.95', path: ['shape'] })
  .refine((p) => Math.max(...p.holesMm) + 2 <= p.track.laneWidthMm, { message: 'every hole must fit its lane', path: ['holesMm'] })
  .refine((p) => Math.max(...p.holesMm) + 5 <= p.track.fenceHeightMm, { message: 'the fence must stand above the largest hole', path: ['track'] });

/** Volume of putty, cm³, of a mass in grams. */
function volumeCm3(massG: number, profile: PhysicsProfile): number {
  return massG / profile.puttyDensityGPerCm3;
}

/** Diameter in mm of a perfect sphere of this much putty. */
export function sphereDiameterMm(massG: number, profile: PhysicsProfile = DEFAULT_PROFILE): number {
  if (!(massG > 0)) return 0;
  // V = π d³ / 6, with V in mm³.
  return cbrt((6 * volumeCm3(massG, profile) * 1000) / Math.PI);
}

/** Putty in grams for a perfect sphere of this diameter (mm). */
export function massForDiameterG(diameterMm: number, profile: PhysicsProfile = DEFAULT_PROFILE): number {
  if (!(diameterMm > 0)) return 0;
  const volumeMm3 = (Math.PI * diameterMm * diameterMm * diameterMm) / 6;
  return (volumeMm3 / 1000) * profile.puttyDensityGPerCm3;
}

/** Speed in m/s of a push of this strength (clamped to 0..1). */
export function pushSpeedMps(strength: number, profile: PhysicsProfile = DEFAULT_PROFILE): number {
  const s = Number.isFinite(strength) ? Math.min(1, Math.max(0, strength)) : 0;
  return profile.push.minSpeedMps + s * (profile.push.maxSpeedMps - profile.push.minSpeedMps);
}
