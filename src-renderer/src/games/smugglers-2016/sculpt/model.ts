/**
 * The sculpting hands as a pure model: no React, no three, no clock. The
 * station feeds it the player's gestures (a yank of some length and duration,
 * a pinch added or returned, a rolling stroke of some pressure) and draws what
 * it says; the move it builds is what the engine expects.
 *
 * - Putty is either in the lump (the bag) or in the ball; the two always add up
 *   to the player's putty.
 * - A yank pulls a portion off the lump into the ball. The farther the pull,
 *   the more it takes; a pull slower than YANK_MIN_SPEED (lengths per second)
 *   turns stringy and takes nothing (the rulebook: pull quickly).
 * - Rolling: each full stroke brings the ball's shaping a fraction of the way
 *   to perfect (diminishing returns); firm strokes shape faster. But firm
 *   pressure dents the putty: the last few strokes leave their mark, so the
 *   best ball comes from firm strokes first and easing off at the end.
 * - Adding or taking putty leaves a lump on the rolled ball (shaping falls).
 * - When the hourglass has run out (or when re-rounding) the mass is locked.
 * - The shape seed is a hash of every gesture made.
 */
import { hurriedBallG, minBallG } from '../../../../../shared/games/smugglers-2016/putty';
import type { Contraband, SmugglersMove } from '../../../../../shared/games/smugglers-2016/types';

export { minBallG };

export type SculptMove = Extract<SmugglersMove, { type: 'sculpt' }>;
export type ReroundMove = Extract<SmugglersMove, { type: 'reround' }>;

export interface SculptState {
  /** All the player's putty, g. */
  puttyG: number;
  /** Putty still in the lump (the bag), g. */
  lumpG: number;
  /** Putty in the ball, g. */
  ballG: number;
  /** How far rolling has shaped the ball, before the dents of the last strokes (0..1). */
  shaping: number;
  /** The ball's roundness now (0..1): the shaping less the dents of the last strokes. */
  roundness: number;
  /** Rolling strokes made. */
  strokes: number;
  /** Pressure of every stroke (0..1), oldest first. */
  pressureHistory: number[];
  /** A hash of the gestures made, a uint32. */
  shapeSeed: number;
  /** The hourglass has run out or the ball is being re-rounded: the mass cannot change. */
  massLocked: boolean;
}

export type YankOutcome =
  | { kind: 'taken'; grams: number }
  /** Too slow: the putty turned stringy and snapped back. */
  | { kind: 'stringy' }
  /** Too short a pull, the lump is empty, or the mass is locked. */
  | { kind: 'nothing' };

/** A pull shorter than this (of a full reach) is a touch, not a yank. */
export const YANK_MIN_DISTANCE = 0.04;
/** Slower than this (full reaches per second), the pull turns stringy and fails. */
export const YANK_MIN_SPEED = 0.8;
/** A full-reach yank takes this share of the player's putty. */
export const YANK_FULL_SHARE = 0.45;
/** A pinch is this share of the player's putty. */
export const PINCH_SHARE = 0.025;
/** Each stroke brings the shaping this far (at full pressure) towards perfect. */
export const STROKE_GAIN = 0.2;
/** The share of that gain a stroke with no pressure at all still makes. */
export const LIGHT_STROKE_EFFICACY = 0.4;
/** Full pressure on the last strokes takes off this share of the roundness. */
export const DENT_MAX = 0.3;
/** How much the last strokes count in the dents, the latest first. */
export const DENT_WEIGHTS = [0.5, 0.3, 0.2];
/** A freshly pulled lump of putty is this round. */
export const RAW_ROUNDNESS = 0.05;

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** Mixes a number into a 32-bit hash (FNV-1a over its quantized bits, then an avalanche). */
export function mixSeed(seed: number, ...values: number[]): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (const value of values) {
    const q = Number.isFinite(value) ? Math.round(value * 1000) | 0 : 0;
    for (let shift = 0; shift < 32; shift += 8) {
      h ^= (q >>> shift) & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The roundness the shaping and the pressure of the last strokes give. */
export function roundnessOf(shaping: number, pressureHistory: readonly number[]): number {
  if (pressureHistory.length === 0) return clamp01(shaping);
  let weighted = 0;
  let total = 0;
  DENT_WEIGHTS.forEach((weight, k) => {
    const pressure = pressureHistory[pressureHistory.length - 1 - k];
    if (pressure === undefined) return;
    weighted += weight * pressure * pressure;
    total += weight;
  });
  return clamp01(shaping * (1 - DENT_MAX * (weighted / total)));
}

export interface InitialBall {
  massG: number;
  roundness: number;
  shapeSeed: number;
}

/**
 * The hands at the start: in 'sculpt' mode everything in the lump (or the ball
 * given back to re-sculpt it); in 'reround' mode the tested ball, mass locked.
 */
export function initialState(puttyG: number, mode: 'sculpt' | 'reround' = 'sculpt', initial?: InitialBall): SculptState {
  const ballG = initial ? Math.min(puttyG, Math.max(0, initial.massG)) : 0;
  const shaping = initial ? clamp01(initial.roundness) : 0;
  return {
    puttyG,
    lumpG: puttyG - ballG,
    ballG,
    shaping,
    roundness: shaping,
    strokes: 0,
    pressureHistory: [],
    shapeSeed: mixSeed(initial ? initial.shapeSeed >>> 0 : 0x5eed, puttyG, ballG),
    massLocked: mode === 'reround',
  };
}

/** Whether the mass may change now: the hourglass still runs and the ball is not being re-rounded. */
export function canChangeMass(state: SculptState, timeLeftMs: number): boolean {
  return !state.massLocked && timeLeftMs > 0;
}

/**
 * The hourglass ran out: from now on only rolling. A player caught with too
 * little putty in his hands grabs the smallest ball in a hurry (a sphere must
 * wrap its contraband), so that he can always finish.
 */
export function lockMass(state: SculptState): SculptState {
  if (state.massLocked) return state;
  // The same rule as the host's, when it hears nothing from the hands (shared/games/smugglers-2016/putty.ts).
  const short = hurriedBallG(state.ballG, state.puttyG) - state.ballG;
  const topped = short > 0 ? moveIntoBall(state, short, [5]) : state;
  return { ...topped, massLocked: true };
}

/**
 * The host holds the ball to this putty (the sand ran out, and the host
 * counted otherwise: a report too late, a reload that lost the hands): the
 * hands take or give back the difference, and only rolling is left.
 */
export function lockMassAt(state: SculptState, massG: number): SculptState {
  const held = moveIntoBall(state, massG - state.ballG, [6]);
  return held.massLocked ? held : { ...held, massLocked: true };
}

/** Moves putty between the lump and the ball (positive: into the ball); the rolled shape suffers. */
function moveIntoBall(state: SculptState, grams: number, seedValues: number[]): SculptState {
  const ballG = Math.min(state.puttyG, Math.max(0, state.ballG + grams));
  const moved = ballG - state.ballG;
  if (moved === 0) return state;
  let shaping: number;
  if (state.ballG === 0) shaping = RAW_ROUNDNESS;
  else if (ballG === 0) shaping = 0;
  else shaping = Math.max(RAW_ROUNDNESS * 0.5, state.shaping * (1 - Math.min(1, (2.5 * Math.abs(moved)) / ballG)));
  shaping = Math.min(shaping, Math.max(state.shaping, RAW_ROUNDNESS));
  return {
    ...state,
    ballG,
    lumpG: state.puttyG - ballG,
    shaping,
    roundness: shaping,
    // A changed ball starts its rolling afresh: old strokes' dents are kneaded in.
    pressureHistory: [],
    shapeSeed: mixSeed(state.shapeSeed, ...seedValues, ballG),
  };
}

/** What a yank of this length (in full reaches, 0..1) and duration would do, without doing it. */
export function yankOutcome(state: SculptState, distance: number, durationMs: number, timeLeftMs = Infinity): YankOutcome {
  const reach = clamp01(distance);
  if (!canChangeMass(state, timeLeftMs) || state.lumpG <= 0 || reach < YANK_MIN_DISTANCE) return { kind: 'nothing' };
  const seconds = Math.max(durationMs, 1) / 1000;
  if (reach / seconds < YANK_MIN_SPEED) return { kind: 'stringy' };
  const grams = Math.min(state.lumpG, YANK_FULL_SHARE * state.puttyG * Math.pow(reach, 1.3));
  return grams > 0 ? { kind: 'taken', grams } : { kind: 'nothing' };
}

/** Yanks a portion off the lump into the ball. */
export function yank(
  state: SculptState,
  distance: number,
  durationMs: number,
  timeLeftMs = Infinity,
): { state: SculptState; outcome: YankOutcome } {
  const outcome = yankOutcome(state, distance, durationMs, timeLeftMs);
  if (outcome.kind !== 'taken') {
    // A failed pull still leaves a trace in the hands (and the seed).
    const seeded = outcome.kind === 'stringy' ? { ...state, shapeSeed: mixSeed(state.shapeSeed, 7, distance, durationMs) } : state;
    return { state: seeded, outcome };
  }
  return { state: moveIntoBall(state, outcome.grams, [1, distance, durationMs]), outcome };
}

/** Adds a pinch from the lump to the ball. */
export function addPinch(state: SculptState, timeLeftMs = Infinity): SculptState {
  if (!canChangeMass(state, timeLeftMs)) return state;
  return moveIntoBall(state, Math.min(state.lumpG, PINCH_SHARE * state.puttyG), [2]);
}

/** Returns a pinch from the ball to the lump. */
export function returnPinch(state: SculptState, timeLeftMs = Infinity): SculptState {
  if (!canChangeMass(state, timeLeftMs)) return state;
  return moveIntoBall(state, -Math.min(state.ballG, PINCH_SHARE * state.puttyG), [3]);
}

/** One full rolling stroke between the palms, at this pressure (0: barely touching, 1: pressing hard). */
export function stroke(state: SculptState, pressure: number): SculptState {
  if (state.ballG <= 0) return state;
  const p = clamp01(pressure);
  const efficacy = LIGHT_STROKE_EFFICACY + (1 - LIGHT_STROKE_EFFICACY) * p;
  const shaping = state.shaping + (1 - state.shaping) * STROKE_GAIN * efficacy;
  const pressureHistory = [...state.pressureHistory, p];
  return {
    ...state,
    shaping,
    roundness: roundnessOf(shaping, pressureHistory),
    strokes: state.strokes + 1,
    pressureHistory,
    shapeSeed: mixSeed(state.shapeSeed, 4, p, state.strokes),
  };
}

/** The putty in the ball as a move carries it (the sculpt move, and the report to the host when the mass locks). */
export function ballPuttyG(state: SculptState): number {
  return Math.min(state.puttyG, state.ballG);
}

/**
 * The host's hourglass as the station last heard it: the milliseconds left
 * when an update arrived, and when it arrived (performance.now()). Clocks of
 * different machines differ: only what is left travels, never a moment.
 */
export interface HourglassSync {
  remainingMs: number;
  atMs: number;
  /** Once the sand has run out, the putty (g) the host holds the ball to; null while it may change. */
  lockedG: number | null;
}

/**
 * The sand left at `nowMs`: counted down from the host's last word (`sync`),
 * or, with no host (`undefined`: the sandbox's training), from when the
 * station opened. Null while the station waits for the host's hourglass.
 */
export function sandLeftMs(sync: HourglassSync | null | undefined, openedAtMs: number, totalMs: number, nowMs: number): number | null {
  if (sync === null) return null;
  const endsAt = sync === undefined ? openedAtMs + totalMs : sync.atMs + sync.remainingMs;
  return Math.min(totalMs, Math.max(0, endsAt - nowMs));
}

/**
 * How long until the whole seconds of sand left change, ms: the station shows
 * nothing finer (the count, the locks at 0 s; the sand's level moves a pixel a
 * second or slower), so it wakes then, not ten times a second. On a machine
 * that draws in software every wake is a repaint (issue #27: the station cost
 * 10 % of a core while the player thought).
 */
export function msToNextSecond(leftMs: number): number {
  const into = leftMs % 1000;
  return into > 0 ? into : 1000;
}

/** Whether the ball is big enough to wrap the contraband. */
export function ballBigEnough(state: SculptState): boolean {
  return state.ballG >= minBallG(state.puttyG);
}

/** The sculpt move for this ball and contraband (null while the ball is too small). */
export function sculptMove(state: SculptState, contraband: Contraband): SculptMove | null {
  if (!ballBigEnough(state)) return null;
  return {
    type: 'sculpt',
    massG: ballPuttyG(state),
    roundness: clamp01(state.roundness),
    shapeSeed: state.shapeSeed >>> 0,
    contraband,
  };
}

/** The reround move: the new roundness and shape (the mass stays as it was). */
export function reroundMove(state: SculptState): ReroundMove {
  return { type: 'reround', roundness: clamp01(state.roundness), shapeSeed: state.shapeSeed >>> 0 };
}
