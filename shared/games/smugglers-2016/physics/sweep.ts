/**
 * The batch study of the physics sandbox, as pure functions: a plan
 * (sweep-plan.ts) expands into trials in a fixed order, each trial is rolled
 * (pushed again while it stops short), and the outcomes summarize into rows
 * (one per hole, roundness level and sphere size), the largest diameter that
 * passes each hole with 95 % certainty, and a CSV. docs/physics.md, "Sweeps".
 *
 * Every trial's shape seed and pushes come from a generator seeded by the
 * plan's seed and the trial's own coordinates (hole, diameter, roundness,
 * trial number), never from a shared stream: any subset of the trials, in any
 * order or split into any chunks, gives the same results.
 */
import { deriveSeed, Rng } from '../../../engine/rng.js';
import type { RollInput, RollOutcome, RollResult, SphereSpec } from './contract.js';
import { DEFAULT_PROFILE, massForDiameterG, type PhysicsProfile } from './profile.js';
import type { SweepLimit, SweepPlan, SweepResult, SweepRow, SweepSizes } from './sweep-plan.js';

/** Push strengths of a trial are drawn uniformly from this range: with the default profile every one reaches the fence (pushes below about 0.37 stop short). */
export const SWEEP_PUSH_MIN = 0.5;
export const SWEEP_PUSH_MAX = 1;
/** A trial whose push stops short is pushed again with its next strength, at most this many pushes in all. */
export const SWEEP_MAX_PUSHES = 5;
/** The pass rate a size must keep to count as passing "with 95 % certainty". */
export const SWEEP_CERTAINTY = 0.95;

/** Diameters are kept to this many decimals (µm), so that 0.1 + 0.2 steps never drift. */
const SIZE_DECIMALS = 6;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** How many sizes a range holds (inclusive of both ends, tolerant of rounding). */
export function sweepSizeCount(sizes: SweepSizes): number {
  if (!(sizes.stepMm > 0) || sizes.toMm < sizes.fromMm) return 0;
  return Math.floor((sizes.toMm - sizes.fromMm) / sizes.stepMm + 1e-9) + 1;
}

/** The diameters of a sweep, mm: from, from + step, … up to and including `to` when it falls on a step. */
export function sweepSizesMm(sizes: SweepSizes): number[] {
  const count = sweepSizeCount(sizes);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(roundTo(sizes.fromMm + i * sizes.stepMm, SIZE_DECIMALS));
  return out;
}

/** From 6 mm below the smallest hole to 4 mm above the largest, every 0.5 mm (whole millimetres at the ends). */
export function defaultSweepSizes(profile: PhysicsProfile = DEFAULT_PROFILE): SweepSizes {
  const smallest = Math.min(...profile.holesMm);
  const largest = Math.max(...profile.holesMm);
  return { fromMm: Math.max(1, Math.floor(smallest - 6)), toMm: Math.min(100, Math.ceil(largest + 4)), stepMm: 0.5 };
}

/** The number of trials (first pushes) of a plan. */
export function sweepTrialCount(plan: Pick<SweepPlan, 'holes' | 'sizes' | 'roundness' | 'trials'>): number {
  return plan.holes.length * sweepSizeCount(plan.sizes) * plan.roundness.length * plan.trials;
}

/** One trial of a sweep: a sphere of one size and roundness, pushed down one lane. */
export interface SweepTrial {
  /** Its place in the plan's order (sweepTrials), 0-based. */
  index: number;
  /** 0..6 in fence order. */
  hole: number;
  sphereDiameterMm: number;
  sphere: SphereSpec;
  /** The strengths of its pushes, in order: the first, then one for each time it stops short. */
  pushes: number[];
}

/** What became of a trial: the outcome of its last push ('short' only if every push stopped short), and the rolls it took. */
export interface SweepTrialOutcome {
  outcome: RollOutcome;
  rolls: number;
}

/**
 * The trial's generator: seeded by the plan's seed, the hole, the diameter (in
 * µm), the roundness (in thousandths) and the trial number. Keyed by values
 * rather than by positions, so that two plans that share a size (or two
 * profiles compared with one seed) give that size the same spheres and pushes.
 */
function trialRng(seed: number, hole: number, diameterMm: number, roundness: number, trial: number): Rng {
  return Rng.fromSeed(deriveSeed(seed, hole, Math.round(diameterMm * 1000), Math.round(roundness * 1000), trial));
}

function makeTrial(plan: SweepPlan, index: number, hole: number, diameterMm: number, roundness: number, trial: number): SweepTrial {
  const rng = trialRng(plan.seed, hole, diameterMm, roundness, trial);
  const shapeSeed = rng.nextUint32();
  const pushes: number[] = [];
  for (let i = 0; i < SWEEP_MAX_PUSHES; i++) pushes.push(SWEEP_PUSH_MIN + (SWEEP_PUSH_MAX - SWEEP_PUSH_MIN) * rng.next());
  return {
    index,
    hole,
    sphereDiameterMm: diameterMm,
    sphere: { massG: massForDiameterG(diameterMm, plan.profile), roundness, shapeSeed },
    pushes,
  };
}

/**
 * The plan's trials in its fixed order: by hole (the plan's order), then
 * roundness level, then size (ascending), then trial number. `range` picks
 * [start, end) of that order without expanding the rest.
 */
export function sweepTrials(plan: SweepPlan, range?: { start: number; end: number }): SweepTrial[] {
  const sizes = sweepSizesMm(plan.sizes);
  const perRoundness = sizes.length * plan.trials;
  const perHole = plan.roundness.length * perRoundness;
  const total = plan.holes.length * perHole;
  const start = Math.max(0, Math.floor(range?.start ?? 0));
  const end = Math.min(total, Math.floor(range?.end ?? total));
  const out: SweepTrial[] = [];
  for (let index = start; index < end; index++) {
    const h = Math.floor(index / perHole);
    const r = Math.floor((index % perHole) / perRoundness);
    const s = Math.floor((index % perRoundness) / plan.trials);
    const t = index % plan.trials;
    out.push(makeTrial(plan, index, plan.holes[h] as number, sizes[s] as number, plan.roundness[r] as number, t));
  }
  return out;
}

/** The roll input of a trial's n-th push. */
export function trialRollInput(trial: SweepTrial, push: number): RollInput {
  return { sphere: trial.sphere, hole: trial.hole, push: { strength: trial.pushes[push] as number } };
}

/**
 * Rolls one trial: pushes it, and pushes it again with its next strength each
 * time it stops short (a short is not an attempt), up to SWEEP_MAX_PUSHES.
 * `roll` is simulateRollSync from roll.ts (passed in, so that this file, which
 * the UI may import for its CSV, does not pull Rapier in).
 */
export function runSweepTrial(
  trial: SweepTrial,
  profile: PhysicsProfile,
  roll: (input: RollInput, profile: PhysicsProfile) => RollResult,
): SweepTrialOutcome {
  let outcome: RollOutcome = 'short';
  let rolls = 0;
  for (let push = 0; push < trial.pushes.length; push++) {
    outcome = roll(trialRollInput(trial, push), profile).outcome;
    rolls++;
    if (outcome !== 'short') break;
  }
  return { outcome, rolls };
}

/**
 * The largest diameter that passes with 95 % certainty, from a pass-rate curve
 * (points in any order; sorted here by diameter): walking up the sizes, the
 * diameter where the curve, linearly interpolated between neighbouring sizes,
 * first falls below 0.95. Null when the smallest size already passes less
 * often than that; the largest size when the curve never falls below it.
 * Rounded to 0.001 mm.
 */
export function largestAtCertainty(points: readonly { diameterMm: number; passRate: number }[], certainty = SWEEP_CERTAINTY): number | null {
  const sorted = [...points].sort((a, b) => a.diameterMm - b.diameterMm);
  const first = sorted[0];
  if (!first || first.passRate < certainty) return null;
  for (let i = 1; i < sorted.length; i++) {
    const below = sorted[i - 1] as { diameterMm: number; passRate: number };
    const point = sorted[i] as { diameterMm: number; passRate: number };
    if (point.passRate < certainty) {
      const fraction = (below.passRate - certainty) / (below.passRate - point.passRate);
      return roundTo(below.diameterMm + fraction * (point.diameterMm - below.diameterMm), 3);
    }
  }
  return (sorted[sorted.length - 1] as { diameterMm: number }).diameterMm;
}

/**
 * Summarizes a sweep: `outcomes[i]` is the outcome of sweepTrials(plan)[i]
 * (every trial of the plan, in its order). Rows come in the trials' order
 * (hole, roundness, size); a trial that stopped short at every push counts as
 * a trial that did not pass. Limits: one per hole and roundness level.
 */
export function summarizeSweep(plan: SweepPlan, outcomes: readonly SweepTrialOutcome[], elapsedMs = 0): SweepResult {
  const sizes = sweepSizesMm(plan.sizes);
  const total = sweepTrialCount(plan);
  if (outcomes.length !== total) throw new Error(`summarizeSweep: ${outcomes.length} outcomes for a plan of ${total} trials`);
  const rows: SweepRow[] = [];
  const limits: SweepLimit[] = [];
  let rolls = 0;
  let index = 0;
  for (const hole of plan.holes) {
    const holeDiameterMm = plan.profile.holesMm[hole] as number;
    for (const roundness of plan.roundness) {
      const curve: { diameterMm: number; passRate: number }[] = [];
      for (const sphereDiameterMm of sizes) {
        let passed = 0;
        for (let t = 0; t < plan.trials; t++) {
          const outcome = outcomes[index++] as SweepTrialOutcome;
          rolls += outcome.rolls;
          if (outcome.outcome === 'passed') passed++;
        }
        const passRate = passed / plan.trials;
        rows.push({ hole: hole + 1, holeDiameterMm, sphereDiameterMm, roundness, trials: plan.trials, passed, passRate });
        curve.push({ diameterMm: sphereDiameterMm, passRate });
      }
      limits.push({ hole: hole + 1, holeDiameterMm, roundness, largest95Mm: largestAtCertainty(curve) });
    }
  }
  return { plan, rows, limits, rolls, elapsedMs };
}

/** The CSV's columns, in order. */
export const SWEEP_CSV_COLUMNS = ['hole', 'holeDiameterMm', 'sphereDiameterMm', 'roundness', 'trials', 'passed', 'passRate'] as const;

/** A number with at most `decimals` decimals and no trailing zeros ("26", "25.5", "0.9667"). */
export function formatCsvNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** The results as CSV: a header line, then one line per row; lines end in \n. */
export function sweepCsv(result: Pick<SweepResult, 'rows'>): string {
  const lines: string[] = [SWEEP_CSV_COLUMNS.join(',')];
  for (const row of result.rows) {
    lines.push(
      [
        String(row.hole),
        formatCsvNumber(row.holeDiameterMm, 3),
        formatCsvNumber(row.sphereDiameterMm, 3),
        formatCsvNumber(row.roundness, 3),
        String(row.trials),
        String(row.passed),
        formatCsvNumber(row.passRate, 4),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
