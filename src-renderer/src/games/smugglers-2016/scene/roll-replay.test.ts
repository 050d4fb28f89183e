import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RollInput } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile, massForDiameterG, physicsProfileSchema } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { simulateRollSync } from '../../../../../shared/games/smugglers-2016/physics/roll';
import { initPhysics } from '../../../../../shared/sim/rapier';
import { AFTER_FRAMES } from '../../../kit3d/replay-player';
import { RollReplay } from './roll-replay';

beforeAll(async () => {
  await initPhysics();
});

/** A long, slow lane: 2 m to the fence, little braking, and a frame cap of 50 s. */
const LONG_TRACK: PhysicsProfile = physicsProfileSchema.parse({
  ...DEFAULT_PROFILE,
  track: { ...DEFAULT_PROFILE.track, startToFenceMm: 2000 },
  material: { ...DEFAULT_PROFILE.material, rollingResistance: 0.0005, linearDampingPerS: 0.02, angularDampingPerS: 0.02 },
  sim: { ...DEFAULT_PROFILE.sim, maxFrames: 3000 },
});

function input(hole: number, diameterMm: number, strength: number, profile: PhysicsProfile): RollInput {
  return { sphere: { massG: massForDiameterG(diameterMm, profile), roundness: 1, shapeSeed: 7 }, hole, push: { strength } };
}

describe("the table's roll replay", () => {
  it("takes the frame cap from the table's profile: a long lane replays past 600 frames to the host's outcome", () => {
    const c = input(5, 30, 0.2, LONG_TRACK);
    const host = simulateRollSync(c, LONG_TRACK);
    expect(host.outcome).toBe('passed');
    // Far beyond the Standard cap (600 frames and the 90 after them).
    expect(host.frames).toBeGreaterThan(DEFAULT_PROFILE.sim.maxFrames + AFTER_FRAMES);

    for (const animated of [false, true]) {
      const replay = new RollReplay(RAPIER, [c], LONG_TRACK);
      try {
        if (animated) {
          // Drawn frames of 1/60 s, as on a 60 Hz screen.
          while (!replay.finished) replay.advance(1 / 60);
        } else {
          replay.runToEnd(); // reduced motion
        }
        expect(replay.results()).toEqual([host]);
        expect(replay.frames).toBe(host.frames + AFTER_FRAMES);
      } finally {
        replay.free();
      }
    }
  });

  it('replays a Standard roll as the host rolled it, frames included', () => {
    const c = input(3, 31.4, 0.55, DEFAULT_PROFILE);
    const replay = new RollReplay(RAPIER, [c], DEFAULT_PROFILE);
    try {
      replay.runToEnd();
      expect(replay.results()).toEqual([simulateRollSync(c)]);
    } finally {
      replay.free();
    }
  });
});
