/**
 * A sweep of the physics sandbox, as data: which holes, which sphere sizes,
 * which roundness levels, how many trials per size, the seed that draws every
 * trial's shape seed and push, and the physical profile. The same plan always
 * gives the same results (docs/physics.md, "Sweeps"). The pure functions that
 * expand a plan into trials and summarize its results are in sweep.ts.
 */
import { z } from 'zod';
import { type PhysicsProfile, physicsProfileSchema } from './profile.js';

/** The most rolls one sweep may ask for (the batch study's and the CLI's limit). */
export const MAX_SWEEP_ROLLS = 200_000;

export const sweepSizesSchema = z
  .object({
    fromMm: z.number().min(1).max(100),
    toMm: z.number().min(1).max(100),
    stepMm: z.number().min(0.05).max(50),
  })
  .strict()
  .refine((sizes) => sizes.toMm >= sizes.fromMm, { message: 'The sizes must run from the smaller to the larger.' });
export type SweepSizes = z.infer<typeof sweepSizesSchema>;

export const sweepPlanSchema = z
  .object({
    /** Holes by index in fence order, 0..6; at least one, each once. */
    holes: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    sizes: sweepSizesSchema,
    /** Roundness levels, 0..1: one curve per hole and level. */
    roundness: z.array(z.number().min(0).max(1)).min(1).max(5),
    /** Trials per hole, size and roundness level, each with its own shape seed and push. */
    trials: z.number().int().min(1).max(1000),
    seed: z.number().int().min(0).max(0xffffffff),
    /** The name the profile goes by ('Standard' for the default one). */
    profileName: z.string().trim().min(1).max(40),
    profile: physicsProfileSchema,
  })
  .strict()
  .refine((plan) => new Set(plan.holes).size === plan.holes.length, { message: 'Each hole at most once.' })
  .refine((plan) => plannedTrials(plan) <= MAX_SWEEP_ROLLS, {
    message: `A sweep may plan at most ${MAX_SWEEP_ROLLS} trials (holes × sizes × roundness levels × trials).`,
  });

/** Trials a plan asks for: holes × sizes × roundness levels × trials (the same count as sweep.ts's sweepTrialCount). */
function plannedTrials(plan: { holes: unknown[]; sizes: SweepSizes; roundness: unknown[]; trials: number }): number {
  const sizes = Math.floor((plan.sizes.toMm - plan.sizes.fromMm) / plan.sizes.stepMm + 1e-9) + 1;
  return plan.holes.length * sizes * plan.roundness.length * plan.trials;
}

export interface SweepPlan {
  holes: number[];
  sizes: SweepSizes;
  roundness: number[];
  trials: number;
  seed: number;
  profileName: string;
  profile: PhysicsProfile;
}

/** One line of the results (and of the CSV): one hole, one size, one roundness level. */
export interface SweepRow {
  /** 1..7, as players count the holes (the CSV's `hole`). */
  hole: number;
  holeDiameterMm: number;
  sphereDiameterMm: number;
  roundness: number;
  trials: number;
  passed: number;
  passRate: number;
}

/** The largest sphere that passes one hole with 95 % certainty, at one roundness level. */
export interface SweepLimit {
  hole: number;
  holeDiameterMm: number;
  roundness: number;
  /** Null when no size of the sweep passed that often. */
  largest95Mm: number | null;
}

export interface SweepResult {
  plan: SweepPlan;
  rows: SweepRow[];
  limits: SweepLimit[];
  /** Rolls simulated in all (a push that stopped short is pushed again, and counts). */
  rolls: number;
  elapsedMs: number;
}
