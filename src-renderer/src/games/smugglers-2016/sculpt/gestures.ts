/**
 * Pointer gestures turned into the model's inputs, without React or the DOM:
 * a rolling tracker that counts full circles around the gesture's own centre
 * and tells each stroke's pressure (the pointer's own pressure when a pen or a
 * pressure-sensitive touch gives one, else the circle's size and speed as a
 * proxy), and the reach of a yank.
 */
import type { TFunction } from 'i18next';

interface Sample {
  x: number;
  y: number;
}

export interface RollTracker {
  /** Recent points, for the centre of the circles. */
  points: Sample[];
  lastAngle: number | null;
  /** Signed angle turned since the last full stroke, radians. */
  turned: number;
  /** This stroke so far: path length, radius sum and samples, start time, real pressures. */
  pathPx: number;
  radiusSum: number;
  radiusSamples: number;
  strokeStartMs: number;
  pressureSum: number;
  pressureSamples: number;
  last: Sample | null;
}

const CENTRE_POINTS = 48;
/** Points closer to the centre than this do not turn the angle (noise). */
const MIN_RADIUS_PX = 6;

export function startRoll(x: number, y: number, timeMs: number): RollTracker {
  return {
    points: [{ x, y }],
    lastAngle: null,
    turned: 0,
    pathPx: 0,
    radiusSum: 0,
    radiusSamples: 0,
    strokeStartMs: timeMs,
    pressureSum: 0,
    pressureSamples: 0,
    last: { x, y },
  };
}

/** Whether a pointer event's pressure is a real reading (mice report 0.5 while pressed, 0 otherwise). */
export function realPressure(pointerType: string, pressure: number): number | null {
  if (pointerType === 'mouse') return null;
  if (!(pressure > 0) || pressure === 0.5) return null;
  return Math.min(1, pressure);
}

/**
 * The pressure proxy for a stroke without a real reading: large and fast
 * circles press hard, small and slow ones gently. refPx is the size of the
 * ball's zone on screen.
 */
export function proxyPressure(meanRadiusPx: number, pathPx: number, durationMs: number, refPx: number): number {
  const ref = Math.max(refPx, 1);
  const radiusNorm = meanRadiusPx / ref;
  const speedNorm = pathPx / Math.max(durationMs / 1000, 0.05) / (4 * ref);
  const p = 0.6 * radiusNorm + 0.4 * speedNorm;
  return Math.min(1, Math.max(0, p));
}

function angleDelta(from: number, to: number): number {
  let d = to - from;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d;
}

/**
 * Adds a pointer sample; returns the tracker and, when a full circle has been
 * completed, that stroke's pressure (0..1).
 */
export function trackRoll(
  tracker: RollTracker,
  x: number,
  y: number,
  timeMs: number,
  pressure: number | null,
  refPx: number,
): { tracker: RollTracker; stroke: number | null } {
  const points = [...tracker.points, { x, y }].slice(-CENTRE_POINTS);
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x;
    cy += p.y;
  }
  cx /= points.length;
  cy /= points.length;
  const radius = Math.hypot(x - cx, y - cy);
  const step = tracker.last ? Math.hypot(x - tracker.last.x, y - tracker.last.y) : 0;
  let next: RollTracker = {
    ...tracker,
    points,
    pathPx: tracker.pathPx + step,
    last: { x, y },
    pressureSum: tracker.pressureSum + (pressure ?? 0),
    pressureSamples: tracker.pressureSamples + (pressure === null ? 0 : 1),
  };
  if (radius < MIN_RADIUS_PX || points.length < 6) return { tracker: { ...next, lastAngle: null }, stroke: null };
  const angle = Math.atan2(y - cy, x - cx);
  const turned = next.lastAngle === null ? next.turned : next.turned + angleDelta(next.lastAngle, angle);
  next = { ...next, lastAngle: angle, turned, radiusSum: next.radiusSum + radius, radiusSamples: next.radiusSamples + 1 };
  if (Math.abs(turned) < 2 * Math.PI) return { tracker: next, stroke: null };
  const strokePressure =
    next.pressureSamples > 0
      ? Math.min(1, next.pressureSum / next.pressureSamples)
      : proxyPressure(next.radiusSum / Math.max(1, next.radiusSamples), next.pathPx, timeMs - next.strokeStartMs, refPx);
  return {
    tracker: {
      ...next,
      turned: turned - Math.sign(turned) * 2 * Math.PI,
      pathPx: 0,
      radiusSum: 0,
      radiusSamples: 0,
      strokeStartMs: timeMs,
      pressureSum: 0,
      pressureSamples: 0,
    },
    stroke: strokePressure,
  };
}

/** How far a yank reached, in full reaches (0..1): reachPx is a full pull on screen. */
export function yankReach(dx: number, dy: number, reachPx: number): number {
  return Math.min(1, Math.hypot(dx, dy) / Math.max(reachPx, 1));
}

/** The keyboard yank: holding Y stretches the putty at this many milliseconds for a full reach. */
export const KEY_FULL_REACH_MS = 900;

/** A keyboard yank held this long reaches this far. */
export function keyYankReach(holdMs: number): number {
  return Math.min(1, Math.max(0, holdMs) / KEY_FULL_REACH_MS);
}

/** Pressure levels for keyboard strokes, keys 1 to 5. */
export const KEY_PRESSURES = [0.1, 0.3, 0.5, 0.7, 0.95] as const;
/** The pressure levels by name (keys of the catalogue's `sculpt.pressureLevel` words), one per key 1 to 5. */
export const PRESSURE_LEVELS = ['featherLight', 'gentle', 'medium', 'firm', 'hard'] as const;
export type PressureLevel = (typeof PRESSURE_LEVELS)[number];

/** The named level nearest to a pressure (0..1). */
export function pressureLevel(pressure: number): PressureLevel {
  let best = 0;
  KEY_PRESSURES.forEach((level, i) => {
    if (Math.abs(level - pressure) < Math.abs((KEY_PRESSURES[best] as number) - pressure)) best = i;
  });
  return PRESSURE_LEVELS[best] as PressureLevel;
}

/** A pressure in words: "feather-light", "gentle", "medium", "firm", "hard". */
export function pressureName(t: TFunction<'smugglers-2016'>, pressure: number): string {
  return t(`sculpt.pressureLevel.${pressureLevel(pressure)}`);
}
