/**
 * Where things stand in the 3D bay, and back: board positions (board.ts, the
 * bay's edge at radius 1) to scene coordinates, the rest poses of boats and
 * crates on a field, and a scene position to the field it lies on (the e2e's
 * read-back compares that with the view). Pure: no three, no React.
 *
 * Scene frame: y up, the water at y = 0, north toward −z; one board unit is
 * SCALE scene units (metres for Rapier: the bay is a 2 m model, its boats
 * about 8 cm long).
 */
import {
  type FieldId,
  HARBOUR_RADIUS,
  ISLAND_RADIUS,
  type Island,
  LIGHTHOUSE_ISLAND_RADIUS,
  RING_EDGES,
  SECTORS,
  fieldOf,
  harbourId,
  islandSector,
  seaFieldId,
  sectorAngle,
} from '../../../../../shared/games/insel-der-schmuggler/board';

/** Scene units (m) per board unit. */
export const SCALE = 1;
export const WATER_Y = 0;

/** A boat: length, beam (width), and the height of its deck above the water. */
export const BOAT_LENGTH = 0.084;
export const BOAT_BEAM = 0.034;
export const BOAT_DECK_Y = 0.014;
/** A crate's edge. Crates float a little sunk (CRATE_SINK under the water line). */
export const CRATE = 0.019;
export const CRATE_SINK = 0.004;
/** How far a field's pile of goods lies from the field's centre, outward: clear of a boat resting on the field. */
export const PILE_OFFSET = 0.045;
/** Boats sharing a harbour lie side by side this far apart. */
export const HARBOUR_SLOT = 0.042;
/** The quay beside a harbour, where the island's goods wait: its height above the water. */
export const QUAY_Y = 0.012;
/** The quay's place: radius, and tangential offset from the sector line. */
export const QUAY_RADIUS = 0.878;
export const QUAY_SIDE = 0.05;

/** The outer edge of the sea fields (the beam ends there: harbours are never lit). */
export const SEA_OUTER = RING_EDGES[RING_EDGES.length - 1] as number;
export const SEA_INNER = RING_EDGES[0] as number;

export type XZ = readonly [number, number];

export interface Pose {
  x: number;
  z: number;
  /** Where the bow points: radians clockwise from north (the board's angles). */
  heading: number;
}

/** A direction as a unit vector on the water, from an angle clockwise from north. */
export function dirOf(angle: number): [number, number] {
  return [Math.sin(angle), -Math.cos(angle)];
}

/** The angle clockwise from north of a direction (x, z), in [0, 2π). */
export function angleOf(x: number, z: number): number {
  const a = Math.atan2(x, -z);
  return a < 0 ? a + Math.PI * 2 : a;
}

/** The signed smallest turn from angle a to angle b, in (−π, π]. */
export function turnBetween(a: number, b: number): number {
  let d = (b - a) % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d <= -Math.PI) d += Math.PI * 2;
  return d;
}

/** A point at `radius` (board units) on the line of `angle`, in the scene. */
export function scenePoint(radius: number, angle: number): [number, number] {
  const [dx, dz] = dirOf(angle);
  return [dx * radius * SCALE, dz * radius * SCALE];
}

/** A field's centre in the scene. */
export function fieldXZ(id: FieldId): [number, number] {
  const field = fieldOf(id);
  // eslint-disable-next-line i18next/no-literal-string -- a developer's error
  if (field === undefined) throw new Error(`no field ${id}`);
  return [field.position[0] * SCALE, field.position[2] * SCALE];
}

/** The angle of the line through a field's centre (its sector's). */
export function fieldAngle(id: FieldId): number {
  const field = fieldOf(id);
  // eslint-disable-next-line i18next/no-literal-string -- a developer's error
  if (field === undefined) throw new Error(`no field ${id}`);
  return sectorAngle(field.sector);
}

/** The centre of an island (its hill), in the scene. */
export function islandXZ(island: Island): [number, number] {
  return scenePoint(ISLAND_RADIUS, sectorAngle(islandSector(island)));
}

/**
 * The field a scene point lies on: a sea field by ring and sector, a harbour
 * within reach of its centre; null on the lighthouse's island, a reef, an
 * island or beyond the bay.
 */
export function fieldAt(x: number, z: number): FieldId | null {
  const radius = Math.hypot(x, z) / SCALE;
  if (radius < SEA_INNER) return null;
  if (radius < SEA_OUTER) {
    let ring = 0;
    while (radius >= (RING_EDGES[ring + 1] as number)) ring++;
    const sector = Math.round((angleOf(x, z) / (Math.PI * 2)) * SECTORS) % SECTORS;
    const id = seaFieldId(ring, sector);
    return fieldOf(id) === undefined ? null : id;
  }
  let best: FieldId | null = null;
  let bestDistance = (HARBOUR_REACH * SCALE) ** 2;
  for (const island of [0, 1, 2, 3, 4] as const) {
    const [hx, hz] = scenePoint(HARBOUR_RADIUS, sectorAngle(islandSector(island)));
    const d = (x - hx) ** 2 + (z - hz) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = harbourId(island);
    }
  }
  return best;
}

/** How far from a harbour's centre a thing still counts as in it (board units): every slot of four boats. */
export const HARBOUR_REACH = 0.11;

/**
 * The two headings along a sea field's ring (clockwise and counter-clockwise):
 * a boat rests along the ring, clear of the pile of goods beside it. The one
 * nearer `hint` (the way it came).
 */
export function ringHeading(id: FieldId, hint: number): number {
  const a = fieldAngle(id);
  const clockwise = a + Math.PI / 2;
  const counter = a - Math.PI / 2;
  return Math.abs(turnBetween(hint, clockwise)) <= Math.abs(turnBetween(hint, counter)) ? norm(clockwise) : norm(counter);
}

function norm(angle: number): number {
  const a = angle % (Math.PI * 2);
  return a < 0 ? a + Math.PI * 2 : a;
}

/** Where a boat moors in a harbour shared by `count` boats (its `index` among them, by seat): side by side, bow to the island. */
export function harbourSlot(id: FieldId, index: number, count: number): Pose {
  const a = fieldAngle(id);
  const [cx, cz] = fieldXZ(id);
  const [tx, tz] = dirOf(a + Math.PI / 2);
  const offset = (index - (count - 1) / 2) * HARBOUR_SLOT * SCALE;
  return { x: cx + tx * offset, z: cz + tz * offset, heading: norm(a) };
}

/** A crate's place: its centre and its turn about the vertical (radians). */
export interface CratePlace {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

/** Crates of a pile: four to a layer, a small turn each so the pile looks stacked by hand. */
function pileSlot(baseX: number, baseZ: number, along: number, baseY: number, slot: number): CratePlace {
  const layer = Math.floor(slot / 4);
  const k = slot % 4;
  const half = CRATE * 0.56;
  // Corners in the order (−,−) (+,+) (+,−) (−,+): the first two sit diagonally, so a pile of two already looks like one.
  const u = (k === 0 || k === 3 ? -1 : 1) * half;
  const v = (k === 0 || k === 2 ? -1 : 1) * half;
  const [rx, rz] = dirOf(along);
  const [tx, tz] = dirOf(along + Math.PI / 2);
  const wobble = ((slot * 7) % 5) / 5 - 0.4;
  return { x: baseX + rx * u + tx * v, y: baseY + CRATE / 2 + layer * CRATE, z: baseZ + rz * u + tz * v, yaw: along + wobble * 0.35 };
}

/** The `slot`-th crate (0 at the bottom) of the goods lying in the sea on a field. */
export function seaCrate(id: FieldId, slot: number): CratePlace {
  const a = fieldAngle(id);
  const [cx, cz] = fieldXZ(id);
  const [rx, rz] = dirOf(a);
  return pileSlot(cx + rx * PILE_OFFSET * SCALE, cz + rz * PILE_OFFSET * SCALE, a, WATER_Y - CRATE_SINK, slot);
}

/** The `slot`-th crate of an island's goods, on its quay beside the harbour. */
export function islandCrate(island: Island, slot: number): CratePlace {
  const a = sectorAngle(islandSector(island));
  const [qx, qz] = scenePoint(QUAY_RADIUS, a);
  const [tx, tz] = dirOf(a + Math.PI / 2);
  return pileSlot(qx + tx * QUAY_SIDE * SCALE, qz + tz * QUAY_SIDE * SCALE, a, QUAY_Y, slot);
}

/** Where a boat carries its crate: on the deck behind the mast (boat coordinates: +z aft). */
export const CARGO_OFFSET: readonly [number, number, number] = [0, BOAT_DECK_Y + CRATE / 2, 0.017];

/** A boat's cargo crate in the scene, for a boat at (x, y, z) heading `heading`. */
export function cargoCrate(x: number, y: number, z: number, heading: number): CratePlace {
  const [fx, fz] = dirOf(heading);
  // CARGO_OFFSET[2] is toward the stern, against the bow's direction.
  const back = CARGO_OFFSET[2];
  return { x: x - fx * back, y: y + CARGO_OFFSET[1], z: z - fz * back, yaw: heading };
}

/** The lighthouse's island: its radius (scene units). */
export const LIGHTHOUSE_ISLAND = LIGHTHOUSE_ISLAND_RADIUS * SCALE;

/**
 * The rotation (a quaternion about y) that turns a thing built facing north
 * (−z) to face `angle` (clockwise from north). three's and Rapier's turn about
 * +y is counter-clockwise seen from above: the board's clockwise angle is its
 * negative.
 */
export function yawRotation(angle: number): { x: number; y: number; z: number; w: number } {
  const half = -angle / 2;
  return { x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) };
}

/** The heading (clockwise from north) of a rotation about y built by yawRotation. */
export function headingOfRotation(q: { y: number; w: number }): number {
  const a = -2 * Math.atan2(q.y, q.w);
  const m = a % (Math.PI * 2);
  return m < 0 ? m + Math.PI * 2 : m;
}

// ---- the land's places (scene units) ----------------------------------------------------------

/** The bay's edge: where the shore's beach begins (scene units). */
export const SHORE_RADIUS = 1.11;
/** Where an island's hill stands (its centre) and how far its land reaches. */
export const ISLAND_CENTRE_RADIUS = 0.965;
export const ISLAND_LAND_RADIUS = 0.115;
/** The quay in front of each island: its inner face (toward the bay's centre), its depth and its half width. */
export const QUAY_FRONT = 0.845;
export const QUAY_BACK = 0.905;
export const QUAY_HALF_WIDTH = 0.095;
/** The lighthouse: the top of its island's rock, the tower's height, the lamp room. */
export const LIGHTHOUSE_BASE_Y = 0.048;
export const TOWER_HEIGHT = 0.25;
export const LANTERN = { y: LIGHTHOUSE_BASE_Y + TOWER_HEIGHT + 0.006, height: 0.032, radius: 0.019 } as const;
