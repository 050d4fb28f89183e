/**
 * The bay's camera: one shot, the whole bay seen from the south over the
 * water at a slant, framed for the canvas's shape (further back in a narrow
 * window), and the limits within which the player may turn and zoom it.
 * Pure: the tests check every shape of window keeps the bay in view.
 */
import { type Framed, type Vec3, frame } from '../../../kit3d/framing';
import type { OrbitLimits } from '../../../kit3d/orbit-limits';
import { ISLAND_IDS, islandSector, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { ISLAND_CENTRE_RADIUS, LANTERN, SHORE_RADIUS, scenePoint } from './layout';

export const BAY_FOV = 45;
/** How steeply the shot looks down: degrees below the horizon. */
export const BAY_TILT = 52;

/** The top of an island's name over the water (Land.tsx's anchor, 0.14, and half its height, with a little room). */
const ISLAND_NAME_TOP = 0.22;

/** What the shot must show: the bay's rim with its islands and their names, and the lighthouse's top. */
export function bayPoints(): Vec3[] {
  const points: Vec3[] = [];
  for (let i = 0; i < 16; i++) {
    const [x, z] = scenePoint(SHORE_RADIUS - 0.03, (i / 16) * Math.PI * 2);
    points.push([x, 0, z]);
  }
  points.push([0, LANTERN.y + LANTERN.height + 0.04, 0]);
  // The islands' names float over them (Land.tsx): in a wide window, where the height decides, the far ones reach highest.
  for (const island of ISLAND_IDS) {
    const [x, z] = scenePoint(ISLAND_CENTRE_RADIUS + 0.02, sectorAngle(islandSector(island)));
    points.push([x, ISLAND_NAME_TOP, z]);
  }
  return points;
}

export function bayShot(aspect: number): Framed {
  const tilt = (BAY_TILT * Math.PI) / 180;
  return frame(bayPoints(), [0, -Math.sin(tilt), -Math.cos(tilt)], BAY_FOV, aspect, 0.02);
}

/** Close enough to read a crate, far enough to see the whole bay from a narrow window; never under the water, never flat along it. */
export const BAY_LIMITS: OrbitLimits = {
  minDistance: 0.3,
  maxDistance: 5,
  minPolar: 0.02,
  maxPolar: (74 / 180) * Math.PI,
  targetMin: [-1.1, 0, -1.1],
  targetMax: [1.1, 0.4, 1.1],
};
