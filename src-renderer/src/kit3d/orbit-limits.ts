/**
 * How far a player may move a table's camera: close enough to read a hole's
 * size, far enough to see the whole table, never under the tabletop, and
 * looking at a point above the table. Pure, so the limits can be checked.
 */
export interface OrbitLimits {
  /** Camera to the point looked at, m. */
  minDistance: number;
  maxDistance: number;
  /** Angle from straight down the vertical, radians: the upper one keeps the camera above the table. */
  minPolar: number;
  maxPolar: number;
  /** The box the point looked at stays in, m. */
  targetMin: [number, number, number];
  targetMax: [number, number, number];
}

/** A tabletop's limits: about a metre across, the camera at least 10° above its surface. */
export const TABLE_LIMITS: OrbitLimits = {
  minDistance: 0.12,
  maxDistance: 1.6,
  minPolar: 0.05,
  maxPolar: (80 / 180) * Math.PI,
  targetMin: [-0.6, 0, -0.6],
  targetMax: [0.6, 0.15, 0.35],
};

/** The point looked at, kept in the limits' box. */
export function clampTarget(target: readonly [number, number, number], limits: OrbitLimits): [number, number, number] {
  return [0, 1, 2].map((i) => Math.min(limits.targetMax[i] as number, Math.max(limits.targetMin[i] as number, target[i] as number))) as [
    number,
    number,
    number,
  ];
}

/** Whether a camera at `from` looking at `at` keeps within the limits (its height above the target too). */
export function withinLimits(from: readonly [number, number, number], at: readonly [number, number, number], limits: OrbitLimits): boolean {
  const dx = from[0] - at[0];
  const dy = from[1] - at[1];
  const dz = from[2] - at[2];
  const distance = Math.hypot(dx, dy, dz);
  const polar = Math.acos(Math.max(-1, Math.min(1, dy / distance)));
  const eps = 1e-6;
  return (
    distance >= limits.minDistance - eps &&
    distance <= limits.maxDistance + eps &&
    polar >= limits.minPolar - eps &&
    polar <= limits.maxPolar + eps &&
    from[1] > 0
  );
}

/**
 * How far a camera at `from` stands from the point `at` it looks at, in whole millimetres: what the orbit
 * camera writes on its canvas (data-camera-distance), where a test reads a pinch or the wheel.
 */
export function distanceMm(from: { x: number; y: number; z: number }, at: { x: number; y: number; z: number }): number {
  return Math.round(Math.hypot(from.x - at.x, from.y - at.y, from.z - at.z) * 1000);
}
