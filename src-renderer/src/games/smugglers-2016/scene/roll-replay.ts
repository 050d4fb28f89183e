/**
 * Replays of Smugglers (2016) rolls: the worlds the host simulated
 * (buildRollWorld with the Rapier module the scene loaded), stepped by the
 * kit's one replay player until the profile's frame cap (profile.sim.maxFrames)
 * at the latest. The game's table replays one roll; the sandbox's bench rolls
 * one lane or all seven side by side. No React and no three: the tests run it
 * in Node.
 */
import type { RollInput, RollResult } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { type RollWorld, buildRollWorld } from '../../../../../shared/games/smugglers-2016/physics/roll';
import { trackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import type { RapierApi } from '../../../../../shared/sim/rapier';
import { ReplayPlayer } from '../../../kit3d/replay-player';

export interface RollReplayOptions {
  /** A ball that went through rests at the end of the run-out instead of falling off the track (the bench). */
  restAtTrackEnd?: boolean;
}

export class RollReplay extends ReplayPlayer<RollWorld> {
  readonly inputs: readonly RollInput[];

  constructor(R: RapierApi, inputs: readonly RollInput[], profile: PhysicsProfile = DEFAULT_PROFILE, options: RollReplayOptions = {}) {
    const worlds: RollWorld[] = [];
    try {
      for (const input of inputs) worlds.push(buildRollWorld(R, input, profile));
    } catch (error) {
      for (const world of worlds) world.free();
      throw error;
    }
    // z of the end of the floor behind the fence, m.
    const endZ = trackGeometry(profile).fenceBackZ - profile.track.runOutMm / 1000;
    super(worlds, {
      maxFrames: profile.sim.maxFrames,
      restsEarly: options.restAtTrackEnd ? (world) => world.outcome === 'passed' && world.body.translation().z - world.shape.radius <= endZ : undefined,
    });
    this.inputs = inputs;
  }

  /** Each roll's result, once every roll knows its outcome (null before). */
  results(): RollResult[] | null {
    const out: RollResult[] = [];
    for (const world of this.sims) {
      if (world.outcome === null) return null;
      out.push({ outcome: world.outcome, frames: world.outcomeFrame });
    }
    return out;
  }
}
