import { describe, expect, it } from 'vitest';
import type { RollInput, RollOutcome, RollResult } from './contract.js';
import { DEFAULT_PROFILE, massForDiameterG, sphereDiameterMm } from './profile.js';
import { initPhysics, simulateRollSync } from './roll.js';
import {
  defaultSweepSizes,
  formatCsvNumber,
  largestAtCertainty,
  runSweepTrial,
  summarizeSweep,
  SWEEP_MAX_PUSHES,
  SWEEP_PUSH_MAX,
  SWEEP_PUSH_MIN,
  sweepCsv,
  sweepSizesMm,
  sweepTrialCount,
  sweepTrials,
  type SweepTrialOutcome,
} from './sweep.js';
import { MAX_SWEEP_ROLLS, type SweepPlan, sweepPlanSchema } from './sweep-plan.js';

function plan(overrides: Partial<SweepPlan> = {}): SweepPlan {
  return {
    holes: [2, 0],
    sizes: { fromMm: 18, toMm: 22, stepMm: 1 },
    roundness: [1, 0.5],
    trials: 3,
    seed: 42,
    profileName: 'Standard',
    profile: DEFAULT_PROFILE,
    ...overrides,
  };
}

/** A stand-in for the physics: passes when the sphere is smaller than the hole less a margin set by its shape seed and push. */
function fakeRoll(input: RollInput): RollResult {
  const diameter = sphereDiameterMm(input.sphere.massG);
  const hole = DEFAULT_PROFILE.holesMm[input.hole] as number;
  const margin = (input.sphere.shapeSeed % 1000) / 500 + (1 - input.sphere.roundness) * 2 - input.push.strength;
  return { outcome: diameter < hole - margin ? 'passed' : 'stuck', frames: 1 };
}

describe('sweep sizes', () => {
  it('lists the diameters inclusively, without rounding drift', () => {
    expect(sweepSizesMm({ fromMm: 20, toMm: 22, stepMm: 0.5 })).toEqual([20, 20.5, 21, 21.5, 22]);
    expect(sweepSizesMm({ fromMm: 1, toMm: 1.3, stepMm: 0.1 })).toEqual([1, 1.1, 1.2, 1.3]);
    expect(sweepSizesMm({ fromMm: 10.1, toMm: 10.7, stepMm: 0.2 })).toEqual([10.1, 10.3, 10.5, 10.7]);
    expect(sweepSizesMm({ fromMm: 20, toMm: 21.2, stepMm: 0.5 })).toEqual([20, 20.5, 21]);
    expect(sweepSizesMm({ fromMm: 25, toMm: 25, stepMm: 1 })).toEqual([25]);
  });

  it('by default runs from well below the smallest hole to well above the largest', () => {
    const sizes = defaultSweepSizes(DEFAULT_PROFILE);
    expect(sizes).toEqual({ fromMm: 14, toMm: 42, stepMm: 0.5 });
    const list = sweepSizesMm(sizes);
    expect(list).toHaveLength(57);
    expect(list[0]).toBeLessThan(Math.min(...DEFAULT_PROFILE.holesMm) - 5);
    expect(list.at(-1)).toBeGreaterThan(Math.max(...DEFAULT_PROFILE.holesMm) + 3);
  });
});

describe('sweep trials', () => {
  it('expand a plan in its fixed order: hole, roundness, size, trial', () => {
    const p = plan();
    const trials = sweepTrials(p);
    expect(trials).toHaveLength(sweepTrialCount(p));
    expect(trials).toHaveLength(2 * 2 * 5 * 3);
    expect(trials.map((trial) => trial.index)).toEqual(trials.map((_, i) => i));
    expect(trials.slice(0, 3).map((trial) => [trial.hole, trial.sphere.roundness, trial.sphereDiameterMm])).toEqual([
      [2, 1, 18],
      [2, 1, 18],
      [2, 1, 18],
    ]);
    expect(trials[3]?.sphereDiameterMm).toBe(19);
    expect(trials[15]?.sphere.roundness).toBe(0.5);
    expect(trials[30]?.hole).toBe(0);
    for (const trial of trials) {
      expect(trial.sphere.massG).toBe(massForDiameterG(trial.sphereDiameterMm, p.profile));
      expect(trial.pushes).toHaveLength(SWEEP_MAX_PUSHES);
      for (const push of trial.pushes) {
        expect(push).toBeGreaterThanOrEqual(SWEEP_PUSH_MIN);
        expect(push).toBeLessThan(SWEEP_PUSH_MAX);
      }
    }
    expect(new Set(trials.map((trial) => trial.sphere.shapeSeed)).size).toBe(trials.length);
  });

  it('are the same for a seed, whatever range is expanded, and differ for another seed', () => {
    const p = plan();
    const all = sweepTrials(p);
    expect(sweepTrials(p)).toEqual(all);
    const pieces = [sweepTrials(p, { start: 40, end: 60 }), sweepTrials(p, { start: 0, end: 7 }), sweepTrials(p, { start: 7, end: 40 })];
    expect([...pieces[1]!, ...pieces[2]!, ...pieces[0]!]).toEqual(all);
    const other = sweepTrials({ ...p, seed: 43 });
    expect(other.map((trial) => trial.sphere.shapeSeed)).not.toEqual(all.map((trial) => trial.sphere.shapeSeed));
  });

  it('give a size the same spheres and pushes in two plans that share it', () => {
    const wide = sweepTrials(plan({ sizes: { fromMm: 15, toMm: 25, stepMm: 1 }, holes: [0], roundness: [0.5] }));
    const narrow = sweepTrials(plan({ sizes: { fromMm: 20, toMm: 21, stepMm: 1 }, holes: [0], roundness: [0.5] }));
    const pick = (list: typeof wide) => list.filter((trial) => trial.sphereDiameterMm === 20).map(({ sphere, pushes }) => ({ sphere, pushes }));
    expect(pick(narrow)).toEqual(pick(wide));
  });

  it('push again while a push stops short, counting every roll', () => {
    const trial = sweepTrials(plan())[0]!;
    const script = (outcomes: RollOutcome[]) => {
      let n = 0;
      const seen: number[] = [];
      const roll = (input: RollInput): RollResult => {
        seen.push(input.push.strength);
        return { outcome: outcomes[Math.min(n++, outcomes.length - 1)] as RollOutcome, frames: 1 };
      };
      return { result: runSweepTrial(trial, DEFAULT_PROFILE, roll), seen };
    };
    expect(script(['passed']).result).toEqual({ outcome: 'passed', rolls: 1 });
    const twice = script(['short', 'short', 'stuck']);
    expect(twice.result).toEqual({ outcome: 'stuck', rolls: 3 });
    expect(twice.seen).toEqual(trial.pushes.slice(0, 3));
    expect(script(['short']).result).toEqual({ outcome: 'short', rolls: SWEEP_MAX_PUSHES });
  });
});

describe('the 95 % limit', () => {
  it('is where the interpolated pass-rate curve first falls below 0.95', () => {
    const curve = [
      { diameterMm: 20, passRate: 1 },
      { diameterMm: 21, passRate: 1 },
      { diameterMm: 22, passRate: 0.9 },
      { diameterMm: 23, passRate: 0 },
    ];
    expect(largestAtCertainty(curve)).toBe(21.5);
    expect(largestAtCertainty([...curve].reverse())).toBe(21.5);
    // 0.98 at 24, 0.8 at 24.5: (0.98 − 0.95) / (0.98 − 0.8) = 1/6 of the way.
    expect(
      largestAtCertainty([
        { diameterMm: 23.5, passRate: 1 },
        { diameterMm: 24, passRate: 0.98 },
        { diameterMm: 24.5, passRate: 0.8 },
      ]),
    ).toBe(24.083);
  });

  it('takes the first crossing, a size exactly at 0.95 still passes, and the edges give null or the largest size', () => {
    expect(
      largestAtCertainty([
        { diameterMm: 10, passRate: 1 },
        { diameterMm: 11, passRate: 0.5 },
        { diameterMm: 12, passRate: 1 },
      ]),
    ).toBe(10.1);
    expect(
      largestAtCertainty([
        { diameterMm: 10, passRate: 0.95 },
        { diameterMm: 11, passRate: 0.95 },
        { diameterMm: 12, passRate: 0.45 },
      ]),
    ).toBe(11);
    expect(largestAtCertainty([{ diameterMm: 10, passRate: 0.9 }, { diameterMm: 11, passRate: 1 }])).toBeNull();
    expect(largestAtCertainty([{ diameterMm: 10, passRate: 1 }, { diameterMm: 11, passRate: 0.96 }])).toBe(11);
    expect(largestAtCertainty([])).toBeNull();
  });
});

describe('summarizing a sweep', () => {
  it('counts passes per hole, roundness and size and finds each curve\'s limit from known outcomes', () => {
    const p = plan({ holes: [2], roundness: [1], sizes: { fromMm: 18, toMm: 21, stepMm: 1 }, trials: 4 });
    // 18: 4/4, 19: 4/4, 20: 3/4, 21: 0/4 (one of them short at every push).
    const o = (outcome: RollOutcome, rolls = 1): SweepTrialOutcome => ({ outcome, rolls });
    const outcomes = [
      ...[o('passed'), o('passed'), o('passed'), o('passed', 2)],
      ...[o('passed'), o('passed'), o('passed'), o('passed')],
      ...[o('passed'), o('stuck'), o('passed'), o('passed')],
      ...[o('stuck'), o('stuck'), o('short', 5), o('stuck')],
    ];
    const result = summarizeSweep(p, outcomes, 1234);
    expect(result.rows.map((row) => [row.sphereDiameterMm, row.passed, row.passRate])).toEqual([
      [18, 4, 1],
      [19, 4, 1],
      [20, 3, 0.75],
      [21, 0, 0],
    ]);
    expect(result.rows[0]).toEqual({ hole: 3, holeDiameterMm: 20, sphereDiameterMm: 18, roundness: 1, trials: 4, passed: 4, passRate: 1 });
    // From 1 at 19 mm to 0.75 at 20 mm, 0.95 is crossed a fifth of the way.
    expect(result.limits).toEqual([{ hole: 3, holeDiameterMm: 20, roundness: 1, largest95Mm: 19.2 }]);
    expect(result.rolls).toBe(16 + 1 + 4);
    expect(result.elapsedMs).toBe(1234);
    expect(() => summarizeSweep(p, outcomes.slice(1))).toThrow(/15 outcomes/);
  });

  it('gives identical results for a seed however the trials are chunked and ordered', () => {
    const p = plan({ trials: 5 });
    const trials = sweepTrials(p);
    const straight = trials.map((trial) => runSweepTrial(trial, p.profile, fakeRoll));
    const chunked: SweepTrialOutcome[] = new Array(trials.length);
    for (const [start, end] of [
      [90, 100],
      [33, 90],
      [0, 33],
    ] as const) {
      for (const trial of sweepTrials(p, { start, end }).reverse()) chunked[trial.index] = runSweepTrial(trial, p.profile, fakeRoll);
    }
    expect(summarizeSweep(p, chunked)).toEqual(summarizeSweep(p, straight));
    expect(summarizeSweep(p, straight).rows.some((row) => row.passRate > 0 && row.passRate < 1)).toBe(true);
  });

  it('with real rolls, the same plan twice gives the same rows', async () => {
    await initPhysics();
    const p = plan({ holes: [2], roundness: [0.6], sizes: { fromMm: 16, toMm: 24, stepMm: 4 }, trials: 2 });
    const run = (order: 'forward' | 'backward') => {
      const trials = sweepTrials(p);
      const outcomes: SweepTrialOutcome[] = new Array(trials.length);
      for (const trial of order === 'forward' ? trials : [...trials].reverse()) outcomes[trial.index] = runSweepTrial(trial, p.profile, simulateRollSync);
      return summarizeSweep(p, outcomes);
    };
    const first = run('forward');
    expect(run('backward')).toEqual(first);
    // 16 mm balls pass the 20 mm hole, 24 mm ones stick.
    expect(first.rows.map((row) => row.passRate)).toEqual([1, expect.any(Number), 0]);
  });
});

describe('the CSV', () => {
  it('has the header and one line per row, numbers written stably', () => {
    const p = plan({ holes: [6], roundness: [0.85], sizes: { fromMm: 28.5, toMm: 29.5, stepMm: 0.5 }, trials: 3 });
    const o = (outcome: RollOutcome): SweepTrialOutcome => ({ outcome, rolls: 1 });
    const result = summarizeSweep(p, [o('passed'), o('passed'), o('passed'), o('passed'), o('stuck'), o('passed'), o('stuck'), o('stuck'), o('stuck')]);
    expect(sweepCsv(result)).toBe(
      [
        'hole,holeDiameterMm,sphereDiameterMm,roundness,trials,passed,passRate',
        '7,29,28.5,0.85,3,3,1',
        '7,29,29,0.85,3,2,0.6667',
        '7,29,29.5,0.85,3,0,0',
        '',
      ].join('\n'),
    );
  });

  it('formats numbers without trailing zeros or negative zero', () => {
    expect(formatCsvNumber(26, 3)).toBe('26');
    expect(formatCsvNumber(25.5, 3)).toBe('25.5');
    expect(formatCsvNumber(0.1 + 0.2, 3)).toBe('0.3');
    expect(formatCsvNumber(2 / 3, 4)).toBe('0.6667');
    expect(formatCsvNumber(-0.00001, 3)).toBe('0');
  });
});

describe('the plan schema', () => {
  it('accepts a plan and refuses one that asks for too many trials or a hole twice', () => {
    expect(sweepPlanSchema.safeParse(plan()).success).toBe(true);
    const huge = sweepPlanSchema.safeParse(plan({ holes: [0, 1, 2, 3, 4, 5, 6], sizes: { fromMm: 1, toMm: 100, stepMm: 0.05 }, trials: 100 }));
    expect(huge.success).toBe(false);
    expect(JSON.stringify(huge.error?.issues)).toContain(String(MAX_SWEEP_ROLLS));
    expect(sweepPlanSchema.safeParse(plan({ holes: [1, 1] })).success).toBe(false);
  });
});
