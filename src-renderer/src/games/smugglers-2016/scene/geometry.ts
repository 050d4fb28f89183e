/**
 * Geometry of the 3D table built from the physics module's own data and the
 * game's physical profile, so that what is drawn is what the host simulated:
 * the track's pieces (trackPieces), the lanes (trackGeometry) and the balls
 * (sphereRenderMesh).
 */
import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { createContext, useContext } from 'react';
import { sphereUvs } from '../../../kit3d/sphere-uvs';
import type { SphereSpec } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { nominalRadiusM, sphereRenderMesh, sphereShape } from '../../../../../shared/games/smugglers-2016/physics/sphere-shape';
import { type StaticPiece, type TrackGeometry, trackGeometry, trackPieces } from '../../../../../shared/games/smugglers-2016/physics/track';

export type Cuboid = Extract<StaticPiece, { kind: 'cuboid' }>;

/**
 * Everything drawn from one physical profile: the track's measures, its
 * pieces, and the balls (each game carries its profile in its options; the
 * 3D table takes this from TableGeometryContext, so it draws the table the
 * host simulates).
 */
export interface TableGeometry {
  profile: PhysicsProfile;
  track: TrackGeometry;
  /** The whole track with every hole, split into what repeats (boxes: instanced) and the fence (one merged mesh). */
  parts(): { floors: Cuboid[]; rails: Cuboid[]; fenceBoxes: Cuboid[]; fence: BufferGeometry };
  /** A ball's surface as a three geometry (cached by its spec), centred where the physics body is. */
  ball(spec: SphereSpec): BufferGeometry;
  /** The radius a perfect ball of this spec would have, m (to set a ball on a stool). */
  ballRadius(spec: SphereSpec | null): number;
}

function makeTableGeometry(profile: PhysicsProfile): TableGeometry {
  const ballCache = new Map<string, BufferGeometry>();
  return {
    profile,
    track: trackGeometry(profile),
    parts: () => trackParts(profile),
    ball(spec) {
      const key = `${spec.massG}:${spec.roundness}:${spec.shapeSeed}`;
      const cached = ballCache.get(key);
      if (cached) return cached;
      const mesh = sphereRenderMesh(sphereShape(spec, profile));
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(mesh.positions, 3));
      geometry.setAttribute('uv', new BufferAttribute(sphereUvs(mesh.positions), 2));
      geometry.setIndex(new BufferAttribute(mesh.indices, 1));
      geometry.computeVertexNormals();
      ballCache.set(key, geometry);
      if (ballCache.size > 24) {
        const oldest = ballCache.keys().next().value as string;
        ballCache.get(oldest)?.dispose();
        ballCache.delete(oldest);
      }
      return geometry;
    },
    ballRadius: (spec) => (spec === null ? 0.016 : nominalRadiusM(spec.massG, profile)),
  };
}

/** The Standard table. */
export const STANDARD_GEOMETRY = makeTableGeometry(DEFAULT_PROFILE);
const STANDARD_KEY = JSON.stringify(DEFAULT_PROFILE);
/** Other profiles' tables, by their JSON (a few: a window shows one game at a time). */
const others = new Map<string, TableGeometry>();

export function tableGeometry(profile: PhysicsProfile = DEFAULT_PROFILE): TableGeometry {
  if (profile === DEFAULT_PROFILE) return STANDARD_GEOMETRY;
  const key = JSON.stringify(profile);
  if (key === STANDARD_KEY) return STANDARD_GEOMETRY;
  let found = others.get(key);
  if (found === undefined) {
    found = makeTableGeometry(profile);
    others.set(key, found);
    if (others.size > 4) others.delete(others.keys().next().value as string);
  }
  return found;
}

export const TableGeometryContext = createContext<TableGeometry>(STANDARD_GEOMETRY);

/** The geometry of the table being drawn. */
export function useTableGeometry(): TableGeometry {
  return useContext(TableGeometryContext);
}

function trackParts(profile: PhysicsProfile): ReturnType<TableGeometry['parts']> {
  const pieces = trackPieces(profile);
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
  merged.setAttribute('uv', new BufferAttribute(fenceUvs(merged), 2));
  return { floors, rails, fenceBoxes, fence: merged };
}

/**
 * Texture coordinates for the fence: its face seen from the front (x along,
 * y up; the hole's sides take the face's grain), one texture tile per 10 cm.
 */
function fenceUvs(geometry: BufferGeometry): Float32Array {
  const position = geometry.getAttribute('position');
  const out = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i++) {
    out[i * 2] = position.getX(i) / 0.1;
    out[i * 2 + 1] = (position.getY(i) + position.getZ(i)) / 0.1;
  }
  return out;
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
