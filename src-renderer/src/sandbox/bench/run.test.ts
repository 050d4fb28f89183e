import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RollInput } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, massForDiameterG } from '../../../../shared/games/smugglers-2016/physics/profile';
import { simulateRollSync } from '../../../../shared/games/smugglers-2016/physics/roll';
import { FRAME_S } from '../../../../shared/sim/frame';
import { initPhysics } from '../../../../shared/sim/rapier';
import { AFTER_FRAMES, benchRun, runBenchRoll } from './run';
import { DEFAULT_INPUTS, rollInputs } from './sizing';

beforeAll(async () => {
  await initPhysics();
});

function input(hole: number, diameterMm: number, roundness: number, shapeSeed: number, strength: number): RollInput {
  return { sphere: { massG: massForDiameterG(diameterMm), roundness, shapeSeed }, hole, push: { strength } };
}

const CASES: RollInput[] = [
  input(2, 15, 1, 1, 0.6), // clearly smaller than the smallest hole: passes
  input(5, 45, 1, 2, 0.8), // larger than the largest hole: sticks
  input(1, 30, 0.9, 3, 0.1), // a nudge: stops short
  input(3, 31.4, 0.3, 77, 0.55), // near the threshold, bumpy
  input(6, 28.5, 0.5, 4242, 0.73),
];

describe('a bench roll', () => {
  it.each(CASES.map((c, i) => ({ c, i })))('case $i ends as simulateRollSync says, frames included', ({ c }) => {
    expect(runBenchRoll(RAPIER, [c])).toEqual([simulateRollSync(c)]);
  });

  it('a stuck ball rolls on AFTER_FRAMES frames after its outcome', () => {
    const c = CASES[1] as RollInput;
    const run = benchRun(RAPIER, [c]);
    try {
      run.runToEnd();
      expect(run.frames).toBe(simulateRollSync(c).frames + AFTER_FRAMES);
    } finally {
      run.free();
    }
  });

  it('covers passed, stuck and short', () => {
    expect(new Set(CASES.slice(0, 3).map((c) => simulateRollSync(c).outcome))).toEqual(new Set(['passed', 'stuck', 'short']));
  });

  it('all seven lanes side by side, stepped together, each end as their own headless roll', () => {
    const inputs = rollInputs({ ...DEFAULT_INPUTS, hole: 'all', massG: massForDiameterG(29), roundness: 0.6, shapeSeed: 9, push: 0.7 });
    expect(inputs.map((i) => i.hole)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const results = runBenchRoll(RAPIER, inputs);
    expect(results).toEqual(inputs.map((i) => simulateRollSync(i)));
    // 29 mm: too big for the 20, 23 and 26 mm holes, small enough for 32, 35 and 38.
    expect(results[2]?.outcome).toBe('stuck');
    expect(results[5]?.outcome).toBe('passed');
  });

  it('slow motion and a stuttering clock change nothing but the pace', () => {
    const c = CASES[3] as RollInput;
    const expected = simulateRollSync(c);
    expect(runBenchRoll(RAPIER, [c], DEFAULT_PROFILE, { speed: 0.25, frameS: FRAME_S })).toEqual([expected]);
    expect(runBenchRoll(RAPIER, [c], DEFAULT_PROFILE, { speed: 1, frameS: 0.037 })).toEqual([expected]);
  });

  it('pauses (speed 0), steps one frame at a time, and stops after the balls rolled on', () => {
    const c = CASES[0] as RollInput;
    const run = benchRun(RAPIER, [c]);
    try {
      expect(run.advance(1, 0)).toBe(0);
      expect(run.frames).toBe(0);
      expect(run.stepFrame()).toBe(true);
      expect(run.frames).toBe(1);
      expect(run.advance(FRAME_S * 0.5, 1)).toBe(0);
      expect(run.advance(FRAME_S * 0.5, 1)).toBe(1);
      expect(run.advance(FRAME_S * 4, 1)).toBe(4);
      run.runToEnd();
      const expected = simulateRollSync(c);
      expect(run.results()).toEqual([expected]);
      expect(run.finished).toBe(true);
      // A ball that went through rests at the end of the run-out, within AFTER_FRAMES of its outcome.
      expect(run.frames).toBeGreaterThan(expected.frames);
      expect(run.frames).toBeLessThanOrEqual(expected.frames + AFTER_FRAMES);
      const z = run.sims[0]?.body.translation().z ?? 0;
      expect(z).toBeLessThan(-0.26);
      expect(run.sims[0]?.body.translation().y).toBeGreaterThan(0);
      expect(run.stepFrame()).toBe(false);
    } finally {
      run.free();
    }
  });
});
