/**
 * Geometry of the 3D table built from the physics module's own data, so that
 * what is drawn is what the host simulated: the track's pieces
 * (trackPieces), the lanes (trackGeometry) and the balls (sphereRenderMesh).
 */
import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SphereSpec } from '../../../../../shared/physics/contract';
import { DEFAULT_PROFILE } from '../../../../../shared/physics/profile';
import { nominalRadiusM, sphereRenderMesh, sphereShape } from '../../../../../shared/physics/sphere-shape';
import { type StaticPiece, trackGeometry, trackPieces } from '../../../../../shared/physics/track';

export const PROFILE = DEFAULT_PROFILE;
export const TRACK = trackGeometry(PROFILE);

export type Cuboid = Extract<StaticPiece, { kind: 'cuboid' }>;

/** The whole track with every hole, split into what repeats (boxes: instanced) and the fence (one merged mesh). */
export function trackParts(): { floors: Cuboid[]; rails: Cuboid[]; fenceBoxes: Cuboid[]; fence: BufferGeometry } {
  const pieces = trackPieces(PROFILE);
  const floors: Cuboid[] = [];
  const rails: Cuboid[] = [];
  const fenceBoxes: Cuboid[] = [];
  const convex: BufferGeometry[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'cuboid') {
      if (piece.role === 'floor') floors.push(piece);
      else if (piece.role === 'rail') rails.push(piece);
      else fenceBoxes.push(piece);
    } else {
      const points: Vector3[] = [];
      for (let i = 0; i + 2 < piece.points.length; i += 3) {
        points.push(new Vector3(piece.points[i], piece.points[i + 1], piece.points[i + 2]));
      }
      convex.push(new ConvexGeometry(points));
    }
  }
  const merged = convex.length > 0 ? mergeGeometries(convex) : new BufferGeometry();
  for (const geometry of convex) geometry.dispose();
  merged.computeVertexNormals();
  return { floors, rails, fenceBoxes, fence: merged };
}

const ballCache = new Map<string, BufferGeometry>();

/** A ball's surface as a three geometry (cached by its spec), centred where the physics body is. */
export function ballGeometry(spec: SphereSpec): BufferGeometry {
  const key = `${spec.massG}:${spec.roundness}:${spec.shapeSeed}`;
  const cached = ballCache.get(key);
  if (cached) return cached;
  const mesh = sphereRenderMesh(sphereShape(spec, PROFILE));
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(mesh.positions, 3));
  geometry.setIndex(new BufferAttribute(mesh.indices, 1));
  geometry.computeVertexNormals();
  ballCache.set(key, geometry);
  if (ballCache.size > 24) {
    const oldest = ballCache.keys().next().value as string;
    ballCache.get(oldest)?.dispose();
    ballCache.delete(oldest);
  }
  return geometry;
}

/** The radius a perfect ball of this spec would have, m (to set a ball on a stool). */
export function ballRadius(spec: SphereSpec | null): number {
  return spec === null ? 0.016 : nominalRadiusM(spec.massG, PROFILE);
}

/** Pip positions on a die's top face for a value 1..6, in units of the face's half width. */
export function pips(value: number): [number, number][] {
  const c: [number, number] = [0, 0];
  const a = 0.5;
  const corners: Record<number, [number, number][]> = {
    1: [c],
    2: [
      [-a, -a],
      [a, a],
    ],
    3: [[-a, -a], c, [a, a]],
    4: [
      [-a, -a],
      [a, -a],
      [-a, a],
      [a, a],
    ],
    5: [[-a, -a], [a, -a], c, [-a, a], [a, a]],
    6: [
      [-a, -a],
      [a, -a],
      [-a, 0],
      [a, 0],
      [-a, a],
      [a, a],
    ],
  };
  return corners[value] ?? [c];
}
