/**
 * A bench roll: the game's roll replay (scene/roll-replay.ts: one
 * buildRollWorld world per lane, the same worlds the host and the game's
 * table use) on the kit's one replay player, every lane stepped together one
 * fixed 1/60 s frame at a time, never by the wall clock. The clock only
 * decides how many frames to step for the time shown (slow motion, pause, one
 * frame at a time); the outcome of every lane is the one simulateRollSync
 * gives for the same input. A ball that went through rests at the end of the
 * run-out instead of falling off the track.
 *
 * No React and no three: the scene drives it, the tests run it in Node.
 */
import type { RollInput, RollResult } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import { FRAME_S } from '../../../../shared/sim/frame';
import type { RapierApi } from '../../../../shared/sim/rapier';
import { RollReplay } from '../../games/smugglers-2016/scene/roll-replay';

export { AFTER_FRAMES, MAX_CATCH_UP } from '../../kit3d/replay-player';

/** The bench's roll of these lanes (free it when done). */
export function benchRun(R: RapierApi, inputs: readonly RollInput[], profile: PhysicsProfile = DEFAULT_PROFILE): RollReplay {
  return new RollReplay(R, inputs, profile, { restAtTrackEnd: true });
}

/**
 * Runs a bench roll of these lanes to their outcomes, stepping as the bench
 * does (the shown clock at `speed`, `frameS` of shown time per displayed
 * frame), and returns each lane's result.
 */
export function runBenchRoll(
  R: RapierApi,
  inputs: readonly RollInput[],
  profile: PhysicsProfile = DEFAULT_PROFILE,
  pace: { speed: number; frameS: number } = { speed: 1, frameS: FRAME_S },
): RollResult[] {
  const run = benchRun(R, inputs, profile);
  try {
    let results = run.results();
    while (results === null && !run.finished) {
      run.advance(pace.frameS, pace.speed);
      results = run.results();
    }
    // eslint-disable-next-line i18next/no-literal-string -- an internal invariant, for developers
    if (results === null) throw new Error('runBenchRoll: a lane ended without an outcome');
    return results;
  } finally {
    run.free();
  }
}
