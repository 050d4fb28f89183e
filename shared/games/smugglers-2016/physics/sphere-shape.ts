/**
 * The shape of a sculpted sphere, from its data (mass, roundness, seed).
 *
 * An imperfect sphere is the convex hull of a perturbed icosphere, dilated by
 * a ball (a "round convex hull", Rapier's ColliderDesc.roundConvexHull), and
 * scaled so that its volume is exactly the volume of its putty. The less
 * round, the larger its bumps. The dilation keeps the surface smooth: a bare
 * polyhedron rolls from face to face and loses speed at every edge, so it would
 * brake like no putty ball does; a hull dilated by half the radius rolls like a
 * ball and keeps its bumps.
 *
 * Only +, -, *, / and Math.sqrt are used (see shared/sim/det-math.ts), so the shape is the
 * same bit for bit in Node and in any browser.
 */
import { Rng } from '../../../engine/rng.js';
import type { SphereSpec } from './contract.js';
import { angleOf, cbrt } from '../../../sim/det-math.js';
import { DEFAULT_PROFILE, type PhysicsProfile } from './profile.js';

type Vec3 = [number, number, number];

export interface SphereShape {
  /** Vertices of the core hull, metres, x y z after each other, centred on the hull's centre of volume. */
  points: Float32Array;
  /** Triangles of the core hull (counter-clockwise seen from outside), 3 indices into points each. */
  indices: Uint32Array;
  /** The ball the core is dilated by, metres (Rapier's borderRadius). */
  borderRadius: number;
  /** Radius of the perfect sphere of the same putty, metres. */
  radius: number;
  /** Largest distance from the centre to the surface, metres. */
  boundingRadius: number;
  /** Volume of the dilated hull, m³ (equal to the putty's volume). */
  volume: number;
}

// --- icospheres ------------------------------------------------------------------------------

interface Icosphere {
  vertices: Vec3[];
  faces: Vec3[];
}

const icosphereCache = new Map<number, Icosphere>();

function normalize(p: Vec3): Vec3 {
  const n = Math.sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
  return [p[0] / n, p[1] / n, p[2] / n];
}

/** The unit icosphere with this many subdivisions (12, 42, 162, 642 vertices). */
export function icosphere(detail: number): Icosphere {
  const cached = icosphereCache.get(detail);
  if (cached) return cached;
  const t = (1 + Math.sqrt(5)) / 2;
  const vertices: Vec3[] = (
    [
      [-1, t, 0], [1, t, 0], [-1, -t, 0], [1, -t, 0],
      [0, -1, t], [0, 1, t], [0, -1, -t], [0, 1, -t],
      [t, 0, -1], [t, 0, 1], [-t, 0, -1], [-t, 0, 1],
    ] as Vec3[]
  ).map(normalize);
  let faces: Vec3[] = [
    [0, 11, 5], [0, 5, 1], [0, 1, 7], [0, 7, 10], [0, 10, 11],
    [1, 5, 9], [5, 11, 4], [11, 10, 2], [10, 7, 6], [7, 1, 8],
    [3, 9, 4], [3, 4, 2], [3, 2, 6], [3, 6, 8], [3, 8, 9],
    [4, 9, 5], [2, 4, 11], [6, 2, 10], [8, 6, 7], [9, 8, 1],
  ];
  for (let level = 0; level < detail; level++) {
    const midpoints = new Map<number, number>();
    const mid = (a: number, b: number): number => {
      const key = a < b ? a * 65536 + b : b * 65536 + a;
      const known = midpoints.get(key);
      if (known !== undefined) return known;
      const pa = vertices[a] as Vec3;
      const pb = vertices[b] as Vec3;
      vertices.push(normalize([pa[0] + pb[0], pa[1] + pb[1], pa[2] + pb[2]]));
      midpoints.set(key, vertices.length - 1);
      return vertices.length - 1;
    };
    const next: Vec3[] = [];
    for (const [a, b, c] of faces) {
      const ab = mid(a, b);
      const bc = mid(b, c);
      const ca = mid(c, a);
      next.push([a, ab, ca], [b, bc, ab], [c, ca, bc], [ab, bc, ca]);
    }
    faces = next;
  }
  const result = { vertices, faces };
  icosphereCache.set(detail, result);
  return result;
}

// --- convex hull (incremental, O(n²): fine for a few hundred points) -------------------------

function sub(p: Vec3, q: Vec3): Vec3 {
  return [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
}
function cross(p: Vec3, q: Vec3): Vec3 {
  return [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
}
function dot(p: Vec3, q: Vec3): number {
  return p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
}
function length(p: Vec3): number {
  return Math.sqrt(dot(p, p));
}

/** Triangles of the convex hull of points (indices into points), outward. Points must span 3D. */
export function convexHull(points: Vec3[]): Vec3[] {
  const count = points.length;
  if (count < 4) throw new Error('convexHull: needs at least 4 points');
  const px = new Float64Array(count);
  const py = new Float64Array(count);
  const pz = new Float64Array(count);
  let scale = 0;
  points.forEach((p, i) => {
    px[i] = p[0];
    py[i] = p[1];
    pz[i] = p[2];
    scale = Math.max(scale, Math.abs(p[0]), Math.abs(p[1]), Math.abs(p[2]));
  });
  const eps = scale * 1e-9;
  // Faces as parallel arrays: corners, unit normal, offset, alive.
  const fa: number[] = [];
  const fb: number[] = [];
  const fc: number[] = [];
  const fnx: number[] = [];
  const fny: number[] = [];
  const fnz: number[] = [];
  const fd: number[] = [];
  const alive: boolean[] = [];
  const addFace = (a: number, b: number, c: number): void => {
    const ux = px[b]! - px[a]!;
    const uy = py[b]! - py[a]!;
    const uz = pz[b]! - pz[a]!;
    const vx = px[c]! - px[a]!;
    const vy = py[c]! - py[a]!;
    const vz = pz[c]! - pz[a]!;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const len = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (len > 0) {
      nx /= len;
      ny /= len;
      nz /= len;
    }
    fa.push(a);
    fb.push(b);
    fc.push(c);
    fnx.push(nx);
    fny.push(ny);
    fnz.push(nz);
    fd.push(nx * px[a]! + ny * py[a]! + nz * pz[a]!);
    alive.push(true);
  };
  // A first tetrahedron: point 0, the farthest from it, the farthest from their line, the farthest from their plane.
  const p0 = points[0] as Vec3;
  let i1 = 0;
  let best = -1;
  points.forEach((p, i) => {
    const dist = length(sub(p, p0));
    if (dist > best) [best, i1] = [dist, i];
  });
  const axis = sub(points[i1] as Vec3, p0);
  let i2 = 0;
  best = -1;
  points.forEach((p, i) => {
    const dist = length(cross(axis, sub(p, p0)));
    if (dist > best) [best, i2] = [dist, i];
  });
  const normal = cross(axis, sub(points[i2] as Vec3, p0));
  let i3 = 0;
  best = -1;
  points.forEach((p, i) => {
    const dist = Math.abs(dot(normal, sub(p, p0)));
    if (dist > best) [best, i3] = [dist, i];
  });
  if (best <= eps * length(normal)) throw new Error('convexHull: the points are flat');
  const cx = (px[0]! + px[i1]! + px[i2]! + px[i3]!) / 4;
  const cy = (py[0]! + py[i1]! + py[i2]! + py[i3]!) / 4;
  const cz = (pz[0]! + pz[i1]! + pz[i2]! + pz[i3]!) / 4;
  for (const [a, b, c] of [
    [0, i1, i2],
    [0, i2, i3],
    [0, i3, i1],
    [i1, i3, i2],
  ] as Vec3[]) {
    addFace(a, b, c);
    const f = fa.length - 1;
    if (fnx[f]! * cx + fny[f]! * cy + fnz[f]! * cz - fd[f]! > 0) {
      // Facing inwards: flip it.
      fb[f] = c;
      fc[f] = b;
      fnx[f] = -fnx[f]!;
      fny[f] = -fny[f]!;
      fnz[f] = -fnz[f]!;
      fd[f] = -fd[f]!;
    }
  }
  const edgeStamp = new Int32Array(count * count);
  const live = [0, 1, 2, 3]; // the faces still on the hull
  const visible: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 0 || i === i1 || i === i2 || i === i3) continue;
    const x = px[i]!;
    const y = py[i]!;
    const z = pz[i]!;
    visible.length = 0;
    for (const f of live) {
      if (fnx[f]! * x + fny[f]! * y + fnz[f]! * z - fd[f]! > eps) visible.push(f);
    }
    if (visible.length === 0) continue;
    const firstNew = fa.length;
    const stamp = i + 1;
    for (const f of visible) {
      edgeStamp[fa[f]! * count + fb[f]!] = stamp;
      edgeStamp[fb[f]! * count + fc[f]!] = stamp;
      edgeStamp[fc[f]! * count + fa[f]!] = stamp;
    }
    for (const f of visible) {
      alive[f] = false;
      const a = fa[f]!;
      const b = fb[f]!;
      const c = fc[f]!;
      if (edgeStamp[b * count + a] !== stamp) addFace(a, b, i);
      if (edgeStamp[c * count + b] !== stamp) addFace(b, c, i);
      if (edgeStamp[a * count + c] !== stamp) addFace(c, a, i);
    }
    let kept = 0;
    for (const f of live) if (alive[f]) live[kept++] = f;
    live.length = kept;
    for (let f = firstNew; f < fa.length; f++) live.push(f);
  }
  const out: Vec3[] = [];
  for (let f = 0; f < fa.length; f++) if (alive[f]) out.push([fa[f]!, fb[f]!, fc[f]!]);
  return out;
}

// --- volumes ---------------------------------------------------------------------------------

function pointAt(points: ArrayLike<number>, i: number): Vec3 {
  return [points[3 * i] as number, points[3 * i + 1] as number, points[3 * i + 2] as number];
}

/** Volume and centre of volume of a closed outward triangle mesh. */
function meshVolume(points: ArrayLike<number>, indices: ArrayLike<number>): { volume: number; centre: Vec3 } {
  let volume = 0;
  const centre: Vec3 = [0, 0, 0];
  for (let f = 0; f < indices.length; f += 3) {
    const a = pointAt(points, indices[f] as number);
    const b = pointAt(points, indices[f + 1] as number);
    const c = pointAt(points, indices[f + 2] as number);
    const v = dot(a, cross(b, c)) / 6;
    volume += v;
    for (let k = 0; k < 3; k++) centre[k] = (centre[k] as number) + (v * (a[k]! + b[k]! + c[k]!)) / 4;
  }
  return { volume, centre: volume > 0 ? [centre[0] / volume, centre[1] / volume, centre[2] / volume] : [0, 0, 0] };
}

/**
 * Volume of a convex hull dilated by a ball of radius border (Steiner's formula):
 * V + S·b + M·b² + 4/3·π·b³, with S the hull's area and M = ½ Σ over edges of
 * the edge's length times the angle between its two faces' normals.
 */
export function roundedHullVolume(points: ArrayLike<number>, indices: ArrayLike<number>, border: number): number {
  const { volume } = meshVolume(points, indices);
  const faces = indices.length / 3;
  const vertexCount = points.length / 3;
  const normals = new Float64Array(faces * 3);
  // Directed edge (a → b), keyed a·count + b, to the face it belongs to.
  const faceOfEdge = new Map<number, number>();
  let area = 0;
  for (let f = 0; f < faces; f++) {
    const ia = indices[3 * f] as number;
    const ib = indices[3 * f + 1] as number;
    const ic = indices[3 * f + 2] as number;
    const a = pointAt(points, ia);
    const n = cross(sub(pointAt(points, ib), a), sub(pointAt(points, ic), a));
    const len = length(n);
    area += len / 2;
    if (len > 0) for (let k = 0; k < 3; k++) normals[3 * f + k] = (n[k] as number) / len;
    faceOfEdge.set(ia * vertexCount + ib, f);
    faceOfEdge.set(ib * vertexCount + ic, f);
    faceOfEdge.set(ic * vertexCount + ia, f);
  }
  let meanWidthTerm = 0;
  for (let f = 0; f < faces; f++) {
    for (let k = 0; k < 3; k++) {
      const ia = indices[3 * f + k] as number;
      const ib = indices[3 * f + ((k + 1) % 3)] as number;
      if (ia > ib) continue; // each edge once
      const other = faceOfEdge.get(ib * vertexCount + ia);
      if (other === undefined) continue;
      let plus = 0;
      let minus = 0;
      for (let j = 0; j < 3; j++) {
        const n1 = normals[3 * f + j] as number;
        const n2 = normals[3 * other + j] as number;
        plus += (n1 + n2) * (n1 + n2);
        minus += (n1 - n2) * (n1 - n2);
      }
      const angle = 2 * angleOf(Math.sqrt(plus), Math.sqrt(minus));
      meanWidthTerm += (length(sub(pointAt(points, ib), pointAt(points, ia))) * angle) / 2;
    }
  }
  return volume + area * border + meanWidthTerm * border * border + ((4 * Math.PI) / 3) * border * border * border;
}

// --- the sculpted sphere ---------------------------------------------------------------------

/** Bumps per sphere: broad lobes (a lopsided ball) plus a little roughness at every vertex. */
const LOBES = 6;
const LOBE_COS = 0.3;
const JITTER = 0.35;

/** Radius in metres of a perfect sphere of this much putty. */
export function nominalRadiusM(massG: number, profile: PhysicsProfile = DEFAULT_PROFILE): number {
  if (!(massG > 0)) return 0;
  const volumeM3 = massG / profile.puttyDensityGPerCm3 / 1e6;
  return cbrt((3 * volumeM3) / (4 * Math.PI));
}

/**
 * The shape of a sculpted sphere. The same spec and profile give the same
 * shape; the seed decides where the bumps are, the roundness how large they are.
 */
export function sphereShape(spec: SphereSpec, profile: PhysicsProfile = DEFAULT_PROFILE): SphereShape {
  const radius = nominalRadiusM(spec.massG, profile);
  if (!(radius > 0)) throw new Error('sphereShape: the sphere needs a positive mass');
  const roundness = Number.isFinite(spec.roundness) ? Math.min(1, Math.max(0, spec.roundness)) : 0;
  const { vertices } = icosphere(profile.shape.detail);
  const rng = Rng.fromSeed(spec.shapeSeed >>> 0);
  // The same draws whatever the roundness: a seed's bumps only grow as roundness falls.
  const lobes: { dir: Vec3; amplitude: number }[] = [];
  for (let k = 0; k < LOBES; k++) {
    let dir: Vec3 = [0, 0, 1];
    for (let tries = 0; tries < 64; tries++) {
      const p: Vec3 = [2 * rng.next() - 1, 2 * rng.next() - 1, 2 * rng.next() - 1];
      const n2 = dot(p, p);
      if (n2 > 1e-4 && n2 <= 1) {
        dir = normalize(p);
        break;
      }
    }
    lobes.push({ dir, amplitude: 2 * rng.next() - 1 });
  }
  const bump = profile.shape.maxBump * (1 - roundness);
  const core = 1 - profile.shape.borderFraction;
  const unitPoints: Vec3[] = vertices.map((u) => {
    let noise = JITTER * (2 * rng.next() - 1);
    for (const lobe of lobes) {
      const c = dot(u, lobe.dir);
      if (c > LOBE_COS) {
        const w = (c - LOBE_COS) / (1 - LOBE_COS);
        noise += lobe.amplitude * w * w;
      }
    }
    const r = core + bump * Math.min(1, Math.max(-1, noise));
    return [u[0] * r, u[1] * r, u[2] * r];
  });
  const faces = convexHull(unitPoints);
  // Keep only the hull's vertices, renumbered in the order they first appear.
  const renumber = new Map<number, number>();
  const hullPoints: Vec3[] = [];
  const indices = new Uint32Array(faces.length * 3);
  faces.forEach((face, f) => {
    face.forEach((v, k) => {
      let id = renumber.get(v);
      if (id === undefined) {
        id = hullPoints.length;
        renumber.set(v, id);
        hullPoints.push(unitPoints[v] as Vec3);
      }
      indices[3 * f + k] = id;
    });
  });
  // Centre on the hull's centre of volume, then scale so the dilated hull holds the putty's volume.
  const flat = hullPoints.flat();
  const { centre } = meshVolume(flat, indices);
  const centred = hullPoints.map((p) => sub(p, centre)).flat();
  const border = profile.shape.borderFraction;
  const unitVolume = roundedHullVolume(centred, indices, border);
  const s = radius * cbrt(((4 * Math.PI) / 3) / unitVolume);
  const points = new Float32Array(centred.length);
  for (let i = 0; i < centred.length; i++) points[i] = (centred[i] as number) * s;
  const borderRadius = border * s;
  let farthest = 0;
  for (let i = 0; i < points.length; i += 3) farthest = Math.max(farthest, length(pointAt(points, i / 3)));
  return {
    points,
    indices,
    borderRadius,
    radius,
    boundingRadius: farthest + borderRadius,
    volume: unitVolume * s * s * s,
  };
}

/**
 * A triangle mesh of the sphere's surface for drawing (three.js): each vertex
 * of a fine icosphere is moved to the point of the shape whose outward normal
 * it is. Positions in metres, around the same centre as the collider.
 */
export function sphereRenderMesh(shape: SphereShape, detail = 3): { positions: Float32Array; indices: Uint32Array } {
  const { vertices, faces } = icosphere(detail);
  const positions = new Float32Array(vertices.length * 3);
  const count = shape.points.length / 3;
  vertices.forEach((u, i) => {
    let bestDot = -Infinity;
    let bestIndex = 0;
    for (let j = 0; j < count; j++) {
      const d = dot(u, pointAt(shape.points, j));
      if (d > bestDot) [bestDot, bestIndex] = [d, j];
    }
    const p = pointAt(shape.points, bestIndex);
    for (let k = 0; k < 3; k++) positions[3 * i + k] = p[k]! + shape.borderRadius * u[k]!;
  });
  return { positions, indices: Uint32Array.from(faces.flat()) };
}
