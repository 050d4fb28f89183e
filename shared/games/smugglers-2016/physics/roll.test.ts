import RAPIER from '@dimforge/rapier3d-compat';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RollInput } from './contract.js';
import { DEFAULT_PROFILE, massForDiameterG } from './profile.js';
import { buildRollWorld, initPhysics, simulateRoll, simulateRollSync, stepUntilOutcome } from './roll.js';
import { trackPieces } from './track.js';

const NORMAL_PUSH = { strength: 0.6 };
const holes = DEFAULT_PROFILE.holesMm.map((d, hole) => ({ d, hole }));

function sphereFor(hole: number, fraction: number, roundness: number, shapeSeed = 1): RollInput['sphere'] {
  return { massG: massForDiameterG((DEFAULT_PROFILE.holesMm[hole] as number) * fraction), roundness, shapeSeed };
}

beforeAll(async () => {
  await initPhysics();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a roll through the fence', () => {
  it.each(holes)('hole $hole ($d mm): a round sphere of 85 % passes, one of 110 % sticks', ({ hole }) => {
    expect(simulateRollSync({ sphere: sphereFor(hole, 0.85, 1), hole, push: NORMAL_PUSH }).outcome).toBe('passed');
    expect(simulateRollSync({ sphere: sphereFor(hole, 1.1, 1), hole, push: NORMAL_PUSH }).outcome).toBe('stuck');
  });

  it('near the threshold (98 % of the hole), the less round, the less often a sphere passes', () => {
    const passRate = (roundness: number): number => {
      let passed = 0;
      let rolls = 0;
      for (const hole of [0, 2, 5]) {
        for (let seed = 0; seed < 10; seed++) {
          const push = { strength: 0.5 + 0.04 * seed };
          if (simulateRollSync({ sphere: sphereFor(hole, 0.98, roundness, 1000 + seed), hole, push }).outcome === 'passed') passed++;
          rolls++;
        }
      }
      return passed / rolls;
    };
    const [round, fair, poor] = [passRate(1), passRate(0.7), passRate(0.3)];
    expect(round).toBeGreaterThanOrEqual(0.9);
    expect(fair).toBeLessThanOrEqual(round);
    expect(poor).toBeLessThan(fair);
    expect(poor).toBeLessThan(0.7);
  });

  it('a bumpy sphere near the threshold passes or sticks depending on how it arrives', () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      outcomes.add(simulateRollSync({ sphere: sphereFor(3, 0.98, 0.3, 77), hole: 3, push: { strength: 0.45 + 0.05 * i } }).outcome);
    }
    expect(outcomes).toEqual(new Set(['passed', 'stuck']));
  });

  it('a too weak push stops short of the fence', () => {
    for (const strength of [0, 0.1, 0.2]) {
      expect(simulateRollSync({ sphere: sphereFor(1, 0.8, 1), hole: 1, push: { strength } }).outcome).toBe('short');
    }
  });

  it('the same inputs give the same result twice, frames included', async () => {
    const input: RollInput = { sphere: sphereFor(4, 0.99, 0.5, 4242), hole: 4, push: { strength: 0.73 } };
    const first = await simulateRoll(input);
    const second = await simulateRoll(input);
    expect(second).toEqual(first);
    expect(first.frames).toBeGreaterThan(10);
  });

  it('stepping the replay world frame by frame agrees with the headless roll', () => {
    const input: RollInput = { sphere: sphereFor(6, 0.97, 0.4, 9), hole: 6, push: { strength: 0.8 } };
    const expected = simulateRollSync(input);
    const replay = buildRollWorld(RAPIER, input);
    try {
      const positions: number[] = [];
      while (!replay.stepFrame()) positions.push(replay.body.translation().z);
      expect({ outcome: replay.outcome, frames: replay.outcomeFrame }).toEqual(expected);
      expect(positions.length).toBe(expected.frames - 1);
      // It keeps stepping after the outcome, for the replay to show the sphere rolling on.
      const z = replay.body.translation().z;
      replay.stepFrame();
      expect(replay.frames).toBe(expected.frames + 1);
      expect(replay.body.translation().z).not.toBe(z);
      expect(stepUntilOutcome(replay)).toEqual(expected);
    } finally {
      replay.free();
    }
  });

  it('property: a result depends on the inputs only (not on earlier rolls, random numbers or clocks)', () => {
    const input = fc.record({
      sphere: fc.record({
        massG: fc.double({ min: 3, max: DEFAULT_PROFILE.puttyPerPlayerG, noNaN: true }),
        roundness: fc.double({ min: 0, max: 1, noNaN: true }),
        shapeSeed: fc.nat({ max: 0xffffffff }),
      }),
      hole: fc.integer({ min: 0, max: 6 }),
      push: fc.record({ strength: fc.double({ min: 0.3, max: 1, noNaN: true }) }),
    });
    fc.assert(
      fc.property(input, input, (a, other) => {
        const first = simulateRollSync(a);
        simulateRollSync(other); // an unrelated roll in between
        vi.spyOn(Math, 'random').mockImplementation(() => {
          throw new Error('Math.random');
        });
        vi.spyOn(Date, 'now').mockImplementation(() => {
          throw new Error('Date.now');
        });
        // (performance.now is not stubbed: Rapier reads it for its step timers, which the simulation never uses.)
        try {
          expect(simulateRollSync(a)).toEqual(first);
        } finally {
          vi.restoreAllMocks();
        }
      }),
      { numRuns: 12, seed: 2016 },
    );
  });

  it('builds the fence with a round hole for each lane and the whole track for drawing', () => {
    const lane = trackPieces(DEFAULT_PROFILE, 3);
    expect(lane.filter((p) => p.role === 'rail')).toHaveLength(2);
    expect(lane.filter((p) => p.kind === 'convex').length).toBeGreaterThan(DEFAULT_PROFILE.track.holeSides - 4);
    const all = trackPieces(DEFAULT_PROFILE);
    expect(all.filter((p) => p.role === 'rail')).toHaveLength(8);
    expect(all.filter((p) => p.kind === 'convex').length).toBeGreaterThan(7 * (DEFAULT_PROFILE.track.holeSides - 4));
  });
});
