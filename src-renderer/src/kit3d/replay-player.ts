/**
 * The one replay player of the 3D tables: it steps deterministic simulations
 * (a game's worlds, built exactly as the host built them) one fixed 1/60 s
 * frame at a time, never by a frame's real duration. The clock here only
 * decides how many frames to step for the time shown (slow motion, pause, one
 * frame at a time); what each simulation does is the host's. The replay is
 * keyed to the time shown, not to the frames drawn: a slow machine draws
 * fewer frames but steps every physics frame the time holds, so a 1 s roll
 * ends about 1 s after it began at 60 or at 3 drawn frames per second.
 *
 * A replay ends when every simulation knows its outcome and has rolled on
 * `afterFrames` frames since (or rests early, when the game says so), or at
 * the profile's frame cap (`maxFrames`, from the game's profile) plus those
 * frames. No React and no three: the scenes drive it (useReplayPlayer), the
 * tests run it in Node.
 */
import { FRAME_S } from '../../../shared/sim/frame';
import { type FrameStepper, stepUntil } from '../../../shared/sim/run';

/** Frames stepped after an outcome by default, so that the thing rolls on (or settles) before the replay stops. */
export const AFTER_FRAMES = 90;
/**
 * At most this many frames in one drawn frame by default: 5 s of shown time.
 * Only a stalled tab (hidden, or stopped in a debugger) comes near it; past
 * it the replay jumps (the time over it is dropped) instead of stepping
 * minutes of physics in one frame. A slow machine never reaches it.
 */
export const MAX_CATCH_UP = 300;

/** A simulation a player steps (a Smugglers (2016) RollWorld is one). */
export interface ReplaySim<O = unknown> extends FrameStepper {
  /** The outcome, once known (it no longer changes). */
  readonly outcome: O | null;
  /** The frame at which the outcome became known. */
  readonly outcomeFrame: number;
  free(): void;
}

export interface ReplayOptions<S> {
  /**
   * The frame cap of the profile the simulations were built with (a game's
   * profile.sim.maxFrames): every simulation knows its outcome by then.
   */
  maxFrames: number;
  /** Frames to step after a simulation's outcome (default AFTER_FRAMES). */
  afterFrames?: number;
  /** At most this many frames per drawn frame (default MAX_CATCH_UP). */
  maxCatchUp?: number;
  /** Whether a simulation whose outcome is known may rest already (a ball at the end of the track). */
  restsEarly?(sim: S): boolean;
}

/** What a scene needs of a player to drive it (useReplayPlayer). */
export interface DrivenPlayer {
  readonly finished: boolean;
  advance(seconds: number, speed?: number): number;
  /** Steps to the end at once (reduced motion, or a player who skips the replay). */
  runToEnd(): void;
  free(): void;
}

export class ReplayPlayer<S extends ReplaySim> implements FrameStepper, DrivenPlayer {
  /** The simulations, stepped together (each stops once it is done). */
  readonly sims: readonly S[];
  /** Frames stepped so far (a simulation that was done early has stepped fewer). */
  frames = 0;
  readonly maxFrames: number;
  readonly afterFrames: number;
  private readonly maxCatchUp: number;
  private readonly restsEarly: ((sim: S) => boolean) | undefined;
  private clock = 0;
  private freed = false;

  /** Takes the simulations over: free() frees them. */
  constructor(sims: readonly S[], options: ReplayOptions<S>) {
    this.sims = sims;
    this.maxFrames = options.maxFrames;
    this.afterFrames = options.afterFrames ?? AFTER_FRAMES;
    this.maxCatchUp = options.maxCatchUp ?? MAX_CATCH_UP;
    this.restsEarly = options.restsEarly;
  }

  /** Whether this simulation is done: its outcome known and rolled on long enough (or resting early). */
  done(sim: S): boolean {
    if (sim.outcome === null) return false;
    if (this.frames >= sim.outcomeFrame + this.afterFrames) return true;
    return this.restsEarly?.(sim) ?? false;
  }

  /** Whether the replay has ended: every simulation done, or the frame cap (plus afterFrames) came, or freed. */
  get finished(): boolean {
    if (this.freed) return true;
    if (this.frames >= this.maxFrames + this.afterFrames) return true;
    return this.sims.every((sim) => this.done(sim));
  }

  /** Every simulation's outcome so far (null: not known yet), in order. */
  outcomes(): (S['outcome'] | null)[] {
    return this.sims.map((sim) => sim.outcome);
  }

  /** Steps every simulation not yet done one frame (nothing once finished). Returns whether a frame was stepped. */
  stepFrame(): boolean {
    if (this.finished) return false;
    for (const sim of this.sims) if (!this.done(sim)) sim.stepFrame();
    this.frames++;
    return true;
  }

  /**
   * Advances by `seconds` of shown time at `speed` (1: real time, 0.25: a
   * quarter): as many whole frames as that time holds, however few frames
   * are drawn (at most maxCatchUp at once, against a stalled tab). Returns
   * the frames stepped.
   */
  advance(seconds: number, speed = 1): number {
    if (this.finished || !(speed > 0) || !(seconds > 0)) return 0;
    this.clock += Math.min(seconds * speed, this.maxCatchUp * FRAME_S);
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

  /** Steps to the end at once (reduced motion: straight to where everything ends), with the kit's fixed-step runner. */
  runToEnd(): void {
    stepUntil(this, () => this.finished, this.maxFrames + this.afterFrames);
  }

  free(): void {
    if (this.freed) return;
    this.freed = true;
    for (const sim of this.sims) sim.free();
  }
}
