/**
 * A bench roll: one shared/games/smugglers-2016/physics roll world per lane (buildRollWorld, the
 * same worlds the host and the game's replay use), stepped together one fixed
 * 1/60 s frame at a time (stepFrame), never by the wall clock. The clock here
 * only decides how many frames to step for the time shown (slow motion,
 * pause, one frame at a time); the outcome of every lane is the one
 * simulateRollSync gives for the same input.
 *
 * No React and no three: the scene drives it, the tests run it in Node.
 */
import type { RollInput, RollOutcome, RollResult } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import { FRAME_S, type RapierApi, type RollWorld, buildRollWorld } from '../../../../shared/games/smugglers-2016/physics/roll';
import { trackGeometry } from '../../../../shared/games/smugglers-2016/physics/track';

/** Frames stepped after a lane's outcome, so its ball rolls on (or settles) before the bench stops. */
export const AFTER_FRAMES = 90;
/** At most this many frames in one displayed frame (a slow machine falls behind instead of jumping). */
export const MAX_CATCH_UP = 4;

export interface BenchLane {
  readonly input: RollInput;
  readonly world: RollWorld;
}

function laneDone(lane: BenchLane, frames: number, endZ: number): boolean {
  const world = lane.world;
  if (world.outcome === null) return false;
  if (frames >= world.outcomeFrame + AFTER_FRAMES) return true;
  // A ball that went through stops at the end of the run-out instead of falling off the track.
  return world.outcome === 'passed' && world.body.translation().z - world.shape.radius <= endZ;
}

export class BenchRun {
  readonly lanes: readonly BenchLane[];
  /** Frames stepped so far (the same in every lane). */
  frames = 0;
  private clock = 0;
  private freed = false;
  private readonly maxFrames: number;
  /** z of the end of the floor behind the fence, m. */
  private readonly endZ: number;

  constructor(R: RapierApi, inputs: readonly RollInput[], profile: PhysicsProfile = DEFAULT_PROFILE) {
    const lanes: BenchLane[] = [];
    try {
      for (const input of inputs) lanes.push({ input, world: buildRollWorld(R, input, profile) });
    } catch (error) {
      for (const lane of lanes) lane.world.free();
      throw error;
    }
    this.lanes = lanes;
    this.maxFrames = profile.sim.maxFrames;
    this.endZ = trackGeometry(profile).fenceBackZ - profile.track.runOutMm / 1000;
  }

  /** Every lane's outcome so far (null: still rolling), in lane order. */
  outcomes(): (RollOutcome | null)[] {
    return this.lanes.map((lane) => lane.world.outcome);
  }

  /** Whether every lane knows its outcome and has rolled on AFTER_FRAMES frames since, or to the end of the track (or the frame cap came). */
  get finished(): boolean {
    if (this.freed) return true;
    if (this.frames >= this.maxFrames + AFTER_FRAMES) return true;
    return this.lanes.every((lane) => laneDone(lane, this.frames, this.endZ));
  }

  /** Steps every lane one 1/60 s frame (nothing once finished). Returns whether a frame was stepped. */
  stepFrame(): boolean {
    if (this.finished) return false;
    // A lane that has rolled on long enough rests where it is (a passed ball would fall off the track's end).
    for (const lane of this.lanes) if (!laneDone(lane, this.frames, this.endZ)) lane.world.stepFrame();
    this.frames++;
    return true;
  }

  /**
   * Advances by `seconds` of shown time at `speed` (1: real time, 0.25: a
   * quarter): as many whole frames as that time holds, at most MAX_CATCH_UP.
   * Returns the frames stepped.
   */
  advance(seconds: number, speed: number): number {
    if (this.finished || !(speed > 0) || !(seconds > 0)) return 0;
    this.clock += Math.min(seconds * speed, MAX_CATCH_UP * FRAME_S);
    let stepped = 0;
    while (this.clock >= FRAME_S) {
      this.clock -= FRAME_S;
      if (!this.stepFrame()) {
        this.clock = 0;
        break;
      }
      stepped++;
    }
    return stepped;
  }

  /** Steps to the end at once (reduced motion: straight to where the balls end). */
  runToEnd(): void {
    while (this.stepFrame()) {
      /* step */
    }
  }

  /** Each lane's result, once every lane knows its outcome (null before). */
  results(): RollResult[] | null {
    const out: RollResult[] = [];
    for (const lane of this.lanes) {
      if (lane.world.outcome === null) return null;
      out.push({ outcome: lane.world.outcome, frames: lane.world.outcomeFrame });
    }
    return out;
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    for (const lane of this.lanes) lane.world.free();
  }
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
  const run = new BenchRun(R, inputs, profile);
  try {
    let results = run.results();
    while (results === null && !run.finished) {
      run.advance(pace.frameS, pace.speed);
      results = run.results();
    }
    if (results === null) throw new Error('runBenchRoll: a lane ended without an outcome');
    return results;
  } finally {
    run.free();
  }
}
