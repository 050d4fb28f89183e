/**
 * The lighthouse beam's shape: the annular wedge of one sector, from the
 * lighthouse's island to the outer edge of the sea fields (harbours lie
 * beyond it: the beam never lights them). The same outline is drawn as the
 * lit water and carried as a Rapier sensor (a convex hull: the wedge is 18°
 * wide, so its hull adds only the sliver under the inner arc's chord, over
 * the lighthouse's island where no field lies). The sensor is built pointing
 * north (sector 0) on a kinematic body that the beam turns; a unit test
 * checks that for every direction it touches exactly the fields board.ts
 * calls "in the beam". Pure: no React, no three.
 */
import { SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { RapierApi, RapierBody, RapierCollider, RapierWorld } from '../../../../../shared/sim/rapier';
import { LIGHTHOUSE_ISLAND, SCALE, SEA_OUTER, dirOf, yawRotation } from './layout';

/** Half a sector's angle: the wedge spans the sector's centre line ± this. */
export const HALF_SECTOR = Math.PI / SECTORS;
/** Segments of the outer arc (the hull's outer edge follows the arc within 0.3 % of the radius). */
export const ARC_SEGMENTS = 6;
/** The sensor slab's half height about the water: boats and crates on the water are inside it. */
export const SENSOR_HALF_HEIGHT = 0.05;

/** The wedge's outline pointing north, on the water (x, z): the inner arc's ends, then the outer arc clockwise. */
export function wedgeOutline(inner = LIGHTHOUSE_ISLAND, outer = SEA_OUTER * SCALE, segments = ARC_SEGMENTS): [number, number][] {
  const points: [number, number][] = [];
  const [ix0, iz0] = dirOf(-HALF_SECTOR);
  points.push([ix0 * inner, iz0 * inner]);
  for (let i = 0; i <= segments; i++) {
    const [dx, dz] = dirOf(-HALF_SECTOR + (2 * HALF_SECTOR * i) / segments);
    // The arc's chords cut inside the circle: push the vertices out so the hull covers the whole arc.
    const r = outer / Math.cos(HALF_SECTOR / segments);
    points.push([dx * r, dz * r]);
  }
  const [ix1, iz1] = dirOf(HALF_SECTOR);
  points.push([ix1 * inner, iz1 * inner]);
  return points;
}

/** The sensor's hull points: the outline at the slab's top and bottom. */
export function wedgeHullPoints(halfHeight = SENSOR_HALF_HEIGHT): Float32Array {
  const outline = wedgeOutline();
  const out = new Float32Array(outline.length * 6);
  outline.forEach(([x, z], i) => {
    out.set([x, -halfHeight, z, x, halfHeight, z], i * 6);
  });
  return out;
}

export interface BeamSensor {
  body: RapierBody;
  collider: RapierCollider;
}

/** The beam's sensor on a kinematic body at the lighthouse, pointing along `angle`. */
export function createBeamSensor(R: RapierApi, world: RapierWorld, angle: number): BeamSensor {
  const body = world.createRigidBody(R.RigidBodyDesc.kinematicPositionBased().setTranslation(0, 0, 0).setRotation(yawRotation(angle)));
  const desc = R.ColliderDesc.convexHull(wedgeHullPoints());
  // eslint-disable-next-line i18next/no-literal-string -- a developer's error
  if (desc === null) throw new Error('the beam wedge has no hull');
  desc.setSensor(true);
  const collider = world.createCollider(desc, body);
  return { body, collider };
}

/** Turns the sensor to `angle` now (for the queries of this frame, without a step). */
export function turnBeamSensor(world: RapierWorld, sensor: BeamSensor, angle: number): void {
  sensor.body.setRotation(yawRotation(angle), false);
  world.propagateModifiedBodyPositionsToColliders();
}

/** A probe of this radius stands for a thing on a field (boats and piles keep well inside their fields). */
export const PROBE_RADIUS = 0.01;

/** Whether the sensor touches a small probe at (x, z) on the water. */
export function sensorTouches(R: RapierApi, sensor: BeamSensor, x: number, z: number, radius = PROBE_RADIUS): boolean {
  return sensor.collider.intersectsShape(new R.Ball(radius), { x, y: 0, z }, { x: 0, y: 0, z: 0, w: 1 });
}
