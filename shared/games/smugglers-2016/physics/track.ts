/**
 * The rolling track and the training fence as plain data: the static pieces
 * a roll's world is built from, and the same pieces for drawing the table.
 *
 * Frame (metres): y up, the lane floor at y = 0; the lanes run towards −z,
 * from the start position (the sphere's centre at z = 0) to the fence, whose
 * front face is at z = −startToFence. A player sits at +z looking towards −z,
 * so his left is −x: lane 0 is the leftmost, lane i's centre is at
 * x = (i − 3)·(laneWidth + railWidth). A slope tilts gravity, not the pieces
 * (the 3D table tilts its track group by the same slope).
 *
 * Each hole is a regular polygon (profile.track.holeSides) whose inscribed
 * circle is the hole, its lowest side flush with the floor: a perfect ball of
 * the hole's diameter just fits. The fence around the hole begins 1 mm above
 * the floor (FENCE_CLEARANCE). The fence around it is cut into convex
 * prisms, one per side of the polygon, so a ball meets a round rim.
 */
import { unitCircle } from '../../../sim/det-math.js';
import { DEFAULT_PROFILE, type PhysicsProfile } from './profile.js';

export type StaticPiece =
  | { kind: 'cuboid'; role: 'floor' | 'rail' | 'fence'; centre: [number, number, number]; halfExtents: [number, number, number] }
  /** A convex prism given by its corner points, metres, x y z after each other. */
  | { kind: 'convex'; role: 'fence'; points: number[] };

const MM = 0.001;
/**
 * The fence around a hole stands this far above the floor, m. Where the hole
 * meets the floor its rim and a ball rolling through are nearly tangent: a
 * ball sinking a hair into the floor would brush the rim there and a ball
 * resting in the hole's mouth would count as touching it.
 */
const FENCE_CLEARANCE = 0.001;
/** How far the floor and the rails reach behind the start position, m. */
const BEHIND_START = 0.06;

export interface TrackGeometry {
  /** Lane i's centre line, x in metres. */
  laneX: number[];
  /** Distance between lane centres, m. */
  pitch: number;
  /** z of the fence's front face (the side the spheres arrive at), m. */
  fenceFrontZ: number;
  /** z of the fence's back face; a sphere whose centre is beyond it has passed, m. */
  fenceBackZ: number;
  /** Left and right edge of the track, x in metres. */
  halfWidth: number;
}

export function trackGeometry(profile: PhysicsProfile = DEFAULT_PROFILE): TrackGeometry {
  const t = profile.track;
  const pitch = (t.laneWidthMm + t.railWidthMm) * MM;
  const count = profile.holesMm.length;
  const laneX = profile.holesMm.map((_, i) => (i - (count - 1) / 2) * pitch);
  const fenceFrontZ = -t.startToFenceMm * MM;
  return {
    laneX,
    pitch,
    fenceFrontZ,
    fenceBackZ: fenceFrontZ - t.fenceThicknessMm * MM,
    halfWidth: (count * pitch) / 2 + (t.railWidthMm * MM) / 2,
  };
}

type Point2 = [number, number];

/** Keeps the part of a convex polygon where a·x + b·y ≥ c (Sutherland–Hodgman, one plane). */
function clip(polygon: Point2[], a: number, b: number, c: number): Point2[] {
  const out: Point2[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i] as Point2;
    const q = polygon[(i + 1) % polygon.length] as Point2;
    const dp = a * p[0] + b * p[1] - c;
    const dq = a * q[0] + b * q[1] - c;
    if (dp >= 0) out.push(p);
    if ((dp >= 0) !== (dq >= 0)) {
      const t = dp / (dp - dq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

function area(polygon: Point2[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i] as Point2;
    const q = polygon[(i + 1) % polygon.length] as Point2;
    sum += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(sum) / 2;
}

/** The fence of one lane: convex prisms around its polygonal hole, between the lane's rail centres. */
function holePieces(hole: number, profile: PhysicsProfile, geometry: TrackGeometry): StaticPiece[] {
  const t = profile.track;
  const r = ((profile.holesMm[hole] as number) * MM) / 2;
  const cx = geometry.laneX[hole] as number;
  const cy = r;
  const n = t.holeSides;
  const panel: Point2[] = [
    [cx - geometry.pitch / 2, 0],
    [cx + geometry.pitch / 2, 0],
    [cx + geometry.pitch / 2, t.fenceHeightMm * MM],
    [cx - geometry.pitch / 2, t.fenceHeightMm * MM],
  ];
  const pieces: StaticPiece[] = [];
  for (let k = 0; k < n; k++) {
    // Side k's outward normal points at angle −π/2 + 2πk/n (side 0 lies on the floor);
    // its corners are at ± π/n from it.
    const [ns, nc] = unitCircle(4 * k - n, 4 * n);
    const [as, ac] = unitCircle(4 * k - n - 2, 4 * n);
    const [bs, bc] = unitCircle(4 * k - n + 2, 4 * n);
    let polygon = clip(panel, nc, ns, nc * cx + ns * cy + r); // beyond the side
    polygon = clip(polygon, -as, ac, -as * cx + ac * cy); // counter-clockwise of corner a
    polygon = clip(polygon, bs, -bc, bs * cx - bc * cy); // clockwise of corner b
    polygon = clip(polygon, 0, 1, FENCE_CLEARANCE); // above the floor
    if (polygon.length < 3 || area(polygon) < 1e-9) continue;
    const points: number[] = [];
    for (const z of [geometry.fenceFrontZ, geometry.fenceBackZ]) for (const [x, y] of polygon) points.push(x, y, z);
    pieces.push({ kind: 'convex', role: 'fence', points });
  }
  return pieces;
}

function cuboid(role: 'floor' | 'rail' | 'fence', x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): StaticPiece {
  return {
    kind: 'cuboid',
    role,
    centre: [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2],
    halfExtents: [Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2, Math.abs(z1 - z0) / 2],
  };
}

/**
 * The static pieces. With a hole: only what a sphere in that lane can touch
 * (the floor, the lane's two rails, its part of the fence with the hole, the
 * rest of the fence as two blocks): the roll's world. Without: the whole
 * track with all 7 holes, for drawing.
 */
export function trackPieces(profile: PhysicsProfile = DEFAULT_PROFILE, hole?: number): StaticPiece[] {
  const t = profile.track;
  const g = trackGeometry(profile);
  const endZ = g.fenceBackZ - t.runOutMm * MM;
  const pieces: StaticPiece[] = [cuboid('floor', -g.halfWidth, g.halfWidth, -0.01, 0, BEHIND_START, endZ)];
  const railHeight = t.railHeightMm * MM;
  const railHalf = (t.railWidthMm * MM) / 2;
  const fenceTop = t.fenceHeightMm * MM;
  const lanes = hole === undefined ? profile.holesMm.map((_, i) => i) : [hole];
  const railXs = new Set<number>();
  for (const lane of lanes) {
    const x = g.laneX[lane] as number;
    railXs.add(x - g.pitch / 2);
    railXs.add(x + g.pitch / 2);
  }
  for (const x of [...railXs].sort((a, b) => a - b)) {
    pieces.push(cuboid('rail', x - railHalf, x + railHalf, 0, railHeight, BEHIND_START, g.fenceFrontZ));
  }
  for (const lane of lanes) pieces.push(...holePieces(lane, profile, g));
  if (hole !== undefined) {
    const x = g.laneX[hole] as number;
    const left = x - g.pitch / 2;
    const right = x + g.pitch / 2;
    if (left > -g.halfWidth + 1e-6) pieces.push(cuboid('fence', -g.halfWidth, left, 0, fenceTop, g.fenceFrontZ, g.fenceBackZ));
    if (right < g.halfWidth - 1e-6) pieces.push(cuboid('fence', right, g.halfWidth, 0, fenceTop, g.fenceFrontZ, g.fenceBackZ));
  } else {
    // The two half rails' width beyond the outer lanes.
    const outer = g.halfWidth - (g.pitch * profile.holesMm.length) / 2;
    if (outer > 1e-6) {
      pieces.push(cuboid('fence', -g.halfWidth, -g.halfWidth + outer, 0, fenceTop, g.fenceFrontZ, g.fenceBackZ));
      pieces.push(cuboid('fence', g.halfWidth - outer, g.halfWidth, 0, fenceTop, g.fenceFrontZ, g.fenceBackZ));
    }
  }
  return pieces;
}
