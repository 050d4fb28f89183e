/**
 * From the rules' path (field after field) to a boat's course on the water:
 * the fields' centres joined by straight runs with rounded corners (a boat
 * turns, it does not pivot on a point; a path that doubles back turns on the
 * spot), walked at a cruising speed that picks up at the start and eases off
 * at the end. Pure: the bay's director samples it one fixed frame at a time.
 */
import type { XZ } from './layout';

export interface Course {
  /** Points along the course, close enough to draw it with straight lines. */
  points: readonly XZ[];
  /** Distance along the course at each point (0 at the first). */
  at: readonly number[];
  length: number;
}

/** The share of each run, at its ends, that a corner's curve may use. */
const CORNER_SHARE = 0.42;
/** Points per curve. */
const CURVE_STEPS = 8;

/** The course through `waypoints` (repeated points are dropped; one point is a course of length 0). */
export function courseThrough(waypoints: readonly XZ[]): Course {
  const pts: XZ[] = [];
  for (const p of waypoints) {
    const last = pts[pts.length - 1];
    if (last === undefined || Math.hypot(p[0] - last[0], p[1] - last[1]) > 1e-9) pts.push(p);
  }
  const first = pts[0];
  if (first === undefined) return { points: [], at: [], length: 0 };
  const out: XZ[] = [first];
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i - 1] as XZ;
    const b = pts[i] as XZ;
    const c = pts[i + 1] as XZ;
    const inLen = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const outLen = Math.hypot(c[0] - b[0], c[1] - b[1]);
    const r = CORNER_SHARE * Math.min(inLen, outLen);
    const p0: XZ = [b[0] - ((b[0] - a[0]) / inLen) * r, b[1] - ((b[1] - a[1]) / inLen) * r];
    const p2: XZ = [b[0] + ((c[0] - b[0]) / outLen) * r, b[1] + ((c[1] - b[1]) / outLen) * r];
    // A quadratic curve from p0 to p2 with the corner as its control point.
    for (let k = 0; k <= CURVE_STEPS; k++) {
      const t = k / CURVE_STEPS;
      const u = 1 - t;
      out.push([u * u * p0[0] + 2 * u * t * b[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * b[1] + t * t * p2[1]]);
    }
  }
  if (pts.length > 1) out.push(pts[pts.length - 1] as XZ);
  const at: number[] = [0];
  for (let i = 1; i < out.length; i++) {
    const p = out[i] as XZ;
    const q = out[i - 1] as XZ;
    at.push((at[i - 1] as number) + Math.hypot(p[0] - q[0], p[1] - q[1]));
  }
  return { points: out, at, length: at[at.length - 1] as number };
}

/** The point `s` along the course (clamped to its ends) and the direction of travel there (a unit vector; [0, 0] on a course of no length). */
export function pointAlong(course: Course, s: number): { x: number; z: number; dx: number; dz: number } {
  const { points, at } = course;
  const first = points[0];
  if (first === undefined) return { x: 0, z: 0, dx: 0, dz: 0 };
  if (points.length === 1) return { x: first[0], z: first[1], dx: 0, dz: 0 };
  const d = Math.max(0, Math.min(course.length, s));
  // Binary search for the run holding d.
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((at[mid] as number) <= d) lo = mid;
    else hi = mid;
  }
  let i = lo;
  // Skip runs of no length (a curve that collapsed where a path doubles back).
  while (i < points.length - 2 && (at[i + 1] as number) - (at[i] as number) < 1e-12) i++;
  const a = points[i] as XZ;
  const b = points[i + 1] as XZ;
  const run = (at[i + 1] as number) - (at[i] as number);
  const t = run > 0 ? (d - (at[i] as number)) / run : 0;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return {
    x: a[0] + (b[0] - a[0]) * t,
    z: a[1] + (b[1] - a[1]) * t,
    dx: len > 0 ? (b[0] - a[0]) / len : 0,
    dz: len > 0 ? (b[1] - a[1]) / len : 0,
  };
}

/** How a boat covers a course: cruising speed (units/s), how fast it gets up to speed and how hard it stops (units/s²). */
export interface Stride {
  speed: number;
  accel: number;
  brake: number;
}

export const SAILING: Stride = { speed: 0.38, accel: 0.9, brake: 0.9 };

/** The top speed reached on a course of `length` (the cruising speed, or less on a short one). */
function peakSpeed(length: number, { speed, accel, brake }: Stride): number {
  // Speeding up and stopping take v²/2a + v²/2b: on a shorter course the boat turns back to braking before it cruises.
  return Math.min(speed, Math.sqrt((2 * length * accel * brake) / (accel + brake)));
}

/** Seconds to cover `length` from rest to rest. */
export function strideTime(length: number, stride: Stride): number {
  if (length <= 0) return 0;
  const v = peakSpeed(length, stride);
  const ramps = (v * v) / (2 * stride.accel) + (v * v) / (2 * stride.brake);
  return v / stride.accel + v / stride.brake + Math.max(0, length - ramps) / v;
}

/** Distance covered after `t` seconds on a course of `length` (speeds up, cruises, slows down, stops at the end). */
export function strideDistance(length: number, t: number, stride: Stride): number {
  if (t <= 0 || length <= 0) return 0;
  const total = strideTime(length, stride);
  if (t >= total) return length;
  const v = peakSpeed(length, stride);
  const up = v / stride.accel;
  if (t < up) return 0.5 * stride.accel * t * t;
  const left = total - t;
  if (left < v / stride.brake) return length - 0.5 * stride.brake * left * left;
  return 0.5 * stride.accel * up * up + v * (t - up);
}

/** A smooth 0..1 step: eases in and out. */
export function ease(t: number): number {
  const u = Math.max(0, Math.min(1, t));
  return u * u * (3 - 2 * u);
}
