/**
 * What stands on the bay's land, built from three's primitives and painted
 * with vertex colours for merging (scenery.ts merges them): palms, broad
 * trees and firs, sheds, rocks with foam at their foot, and the five
 * islands' emblems (a palm's crown of fronds, a turtle whose shell is its
 * island, a parrot on its perch, a scallop shell, a pineapple). Pure.
 */
import { BoxGeometry, type BufferGeometry, CircleGeometry, ConeGeometry, CylinderGeometry, IcosahedronGeometry, Matrix4, Quaternion, SphereGeometry, Vector3 } from 'three';
import { type Island, islandSector, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { ISLAND_CENTRE_RADIUS, WATER_Y, dirOf, scenePoint } from './layout';
import { type Painter, type Rgb, jitter, mix, part, placed, rgb, seeded, shade, shape, twoSided } from './shapes';
import { evenRadii, polarPatch } from './terrain';

// ---- the palette --------------------------------------------------------------------------------

export const SAND = rgb('#e2cf98');
export const WET_SAND = rgb('#b9a36f');
export const GRASS = rgb('#74a04c');
export const DARK_GRASS = rgb('#4d7a37');
export const FOREST = rgb('#3c6131');
export const ROCK = rgb('#8a8071');
export const DARK_ROCK = rgb('#5f574c');
export const STONE = rgb('#a79e8a');
export const WOOD = rgb('#7a5232');
export const DARK_WOOD = rgb('#4f3520');
export const WALL = rgb('#efe6d2');
export const WHITE = rgb('#f3f0e8');
export const RED = rgb('#c8372d');
export const FOAM = rgb('#e3f2ef');

// ---- placing things -----------------------------------------------------------------------------

const UP = new Vector3(0, 1, 0);

/** A primitive built along y with height 1 (and centred), stretched from a to b, thickness scaled by `width`. */
export function between(a: Vector3, b: Vector3, width = 1): Matrix4 {
  const dir = new Vector3().subVectors(b, a);
  const len = dir.length();
  const q = new Quaternion().setFromUnitVectors(UP, dir.normalize());
  return new Matrix4().compose(new Vector3().addVectors(a, b).multiplyScalar(0.5), q, new Vector3(width, len, width));
}

/** An island's frame: its centre, the way out of the bay (`out`) and along the coast (`side`, clockwise). */
export interface Frame {
  island: Island;
  angle: number;
  cx: number;
  cz: number;
  out: [number, number];
  side: [number, number];
}

export function frameOf(island: Island): Frame {
  const angle = sectorAngle(islandSector(island));
  const [cx, cz] = scenePoint(ISLAND_CENTRE_RADIUS, angle);
  return { island, angle, cx, cz, out: dirOf(angle), side: dirOf(angle + Math.PI / 2) };
}

/** A point of an island's frame: `s` along the coast, `o` outward from its centre. */
export function local(f: Frame, s: number, o: number): [number, number] {
  return [f.cx + f.side[0] * s + f.out[0] * o, f.cz + f.side[1] * s + f.out[1] * o];
}

/** The frame's coordinates of a scene point. */
export function toLocal(f: Frame, x: number, z: number): [number, number] {
  const dx = x - f.cx;
  const dz = z - f.cz;
  return [dx * f.side[0] + dz * f.side[1], dx * f.out[0] + dz * f.out[1]];
}

/** The rotation about y that turns a thing built facing north to face `angle` (clockwise from north). */
export const facing = (angle: number): number => -angle;

// ---- the props ----------------------------------------------------------------------------------

/** A palm: a leaning, curving trunk of rings and a crown of drooping fronds, coconuts under it. */
export function palm(x: number, y: number, z: number, height: number, leanAngle: number, seed: number): BufferGeometry[] {
  const random = seeded(seed);
  const parts: BufferGeometry[] = [];
  const [lx, lz] = dirOf(leanAngle);
  const lean = height * 0.35;
  const point = (t: number) => new Vector3(x + lx * lean * t * t, y + height * t, z + lz * lean * t * t);
  // Few triangles: where the CPU draws, each costs whatever its size (a palm is a few pixels tall).
  const rings = 4;
  for (let i = 0; i < rings; i++) {
    const a = point(i / rings);
    const b = point((i + 1) / rings);
    const r = 0.0045 - 0.0015 * (i / rings);
    parts.push(part(shape(`palm-ring-${i}`, () => new CylinderGeometry(r * 0.85, r, 1, 6, 1, true)), i % 2 === 0 ? WOOD : shade(WOOD, 1.15), between(a, b)));
  }
  const top = point(1);
  const fronds = 7;
  for (let k = 0; k < fronds; k++) {
    const angle = (k / fronds) * Math.PI * 2 + random() * 0.4;
    const [dx, dz] = dirOf(angle);
    const green = mix(rgb('#3d8a34'), rgb('#6aa83e'), random());
    const len = height * (0.42 + random() * 0.12);
    const mid = new Vector3(top.x + dx * len * 0.5, top.y + len * 0.12, top.z + dz * len * 0.5);
    const tip = new Vector3(top.x + dx * len, top.y - len * 0.35, top.z + dz * len);
    for (const [a, b, w] of [
      [top, mid, 1],
      [mid, tip, 0.7],
    ] as const) {
      // Open: a flattened frond shows no base.
      const leaf = shape('palm-frond', () => twoSided(new ConeGeometry(0.5, 1, 4, 1, true)));
      // Flat fronds: the cone squashed across, widest near the crown.
      const m = between(a, b, 1).multiply(new Matrix4().makeScale(0.016 * w, 1, 0.004)).multiply(new Matrix4().makeRotationX(Math.PI));
      parts.push(part(leaf, green, m, { flat: true }));
    }
  }
  for (let k = 0; k < 3; k++) {
    const [dx, dz] = dirOf(k * 2.1 + seed);
    parts.push(part(shape('coconut', () => new IcosahedronGeometry(0.0042, 0)), rgb('#5a3b1e'), placed(top.x + dx * 0.005, top.y - 0.004, top.z + dz * 0.005), { flat: true }));
  }
  return parts;
}

/** A round-crowned tree (the jungle, the shore's woods). */
export function broadTree(x: number, y: number, z: number, size: number, seed: number, green: Rgb): BufferGeometry[] {
  const random = seeded(seed);
  const trunk = part(shape('tree-trunk', () => new CylinderGeometry(0.07, 0.1, 0.55, 5, 1, true)), DARK_WOOD, placed(x, y + size * 0.27, z, [0, 0, 0], size));
  const crown = part(
    jitter(shape('tree-crown', () => new IcosahedronGeometry(0.36, 0)), 0.12, seed),
    (p, n) => shade(green, 0.85 + 0.3 * Math.max(0, n.y)),
    placed(x, y + size * 0.68, z, [random(), random() * 3, random()], [size, size * (0.85 + random() * 0.3), size]),
    { flat: true },
  );
  return [trunk, crown];
}

/** A fir on the shore's hills. */
export function fir(x: number, y: number, z: number, size: number, seed: number): BufferGeometry[] {
  const random = seeded(seed);
  const green = mix(FOREST, rgb('#2f5228'), random());
  return [
    part(shape('fir-trunk', () => new CylinderGeometry(0.05, 0.07, 0.3, 5, 1, true)), DARK_WOOD, placed(x, y + size * 0.15, z, [0, 0, 0], size)),
    // Open cones: seen from above, a fir shows no base (and where the CPU draws every triangle costs).
    part(shape('fir-cone', () => new ConeGeometry(0.3, 0.6, 7, 1, true)), green, placed(x, y + size * 0.5, z, [0, random() * 3, 0], size), { flat: true }),
    part(shape('fir-top', () => new ConeGeometry(0.22, 0.45, 7, 1, true)), shade(green, 1.1), placed(x, y + size * 0.82, z, [0, random() * 3, 0], size), { flat: true }),
  ];
}

/** A shed or cottage: white walls under a pyramid roof. */
export function hut(x: number, y: number, z: number, angle: number, roof: Rgb, size = 1): BufferGeometry[] {
  const w = 0.034 * size;
  const h = 0.022 * size;
  return [
    part(shape('hut', () => new BoxGeometry(0.034, 0.022, 0.034 * 0.8)), WALL, placed(x, y + h / 2, z, [0, facing(angle), 0], size)),
    part(shape('hut-roof', () => new ConeGeometry(0.034 * 0.78, 0.022 * 0.9, 4)), roof, placed(x, y + h + h * 0.45, z, [0, facing(angle) + Math.PI / 4, 0], [size, size, 0.8 * size]), { flat: true }),
    // A door toward the water (as thin at any size).
    part(shape('hut-door', () => new BoxGeometry(0.034 * 0.25, 0.022 * 0.6, 0.002)), DARK_WOOD, placed(...offset(x, z, angle, -w * 0.4 - 0.001, y + h * 0.3), [0, facing(angle), 0], [size, size, 1])),
  ];
}

/** (x, y, z) moved `d` along `angle` on the water. */
export function offset(x: number, z: number, angle: number, d: number, y: number): [number, number, number] {
  const [dx, dz] = dirOf(angle);
  return [x + dx * d, y, z + dz * d];
}

/** A lump of rock standing out of the water, with foam round its foot. */
export function rock(x: number, z: number, size: number, seed: number, foam = true): BufferGeometry[] {
  const random = seeded(seed);
  const parts = [
    part(
      jitter(shape('rock', () => new IcosahedronGeometry(1, 0)), 0.5, seed),
      (p, n) => mix(DARK_ROCK, ROCK, 0.35 + 0.65 * Math.max(0, n.y)),
      placed(x, WATER_Y + size * (0.15 + random() * 0.25), z, [random() * 3, random() * 3, random() * 3], [size, size * (0.75 + random() * 0.4), size]),
      { flat: true },
    ),
  ];
  if (foam) parts.push(part(shape('foam', () => new CircleGeometry(1.5, 9)), FOAM, placed(x, WATER_Y + 0.0008, z, [-Math.PI / 2, 0, random()], size)));
  return parts;
}

// ---- the emblems --------------------------------------------------------------------------------

/** The turtle: its island is its shell (plated), head, flippers and tail in the shallows. */
export function turtle(f: Frame): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  const [sx, sz] = local(f, 0, 0.012);
  const shellRadius = 0.072;
  // The plates: a central one and six round it; a dark seam where two meet.
  const plates: [number, number][] = [[0, 0]];
  for (let k = 0; k < 6; k++) plates.push([Math.cos((k * Math.PI) / 3) * 0.04, Math.sin((k * Math.PI) / 3) * 0.04]);
  const shellPaint: Painter = (p) => {
    const [s, o] = toLocal(f, p.x, p.z);
    const ds = plates.map(([ps, po]) => Math.hypot(s - ps, o - 0.012 - po)).sort((a, b) => a - b);
    const seam = (ds[1] as number) - (ds[0] as number) < 0.006;
    const rim = Math.hypot(s, o - 0.012) > shellRadius * 0.86;
    return seam ? rgb('#3b4a22') : rim ? rgb('#8a6a36') : mix(rgb('#6f8a3a'), rgb('#9aa54c'), (p.y - 0.01) / 0.04);
  };
  parts.push(part(new SphereGeometry(1, 24, 10, 0, Math.PI * 2, 0, Math.PI / 2), shellPaint, placed(sx, WATER_Y + 0.004, sz, [0, facing(f.angle), 0], [shellRadius, 0.042, shellRadius * 0.86])));
  const skin = rgb('#7e9a5c');
  const [hx, hz] = local(f, shellRadius + 0.012, 0.012);
  parts.push(part(new SphereGeometry(0.016, 12, 8), skin, placed(hx, WATER_Y + 0.012, hz, [0, facing(f.angle), 0], [1.25, 0.9, 1])));
  for (const k of [-1, 1]) {
    const [ex, ez] = local(f, shellRadius + 0.022, 0.012 + k * 0.007);
    parts.push(part(new SphereGeometry(0.0028, 6, 4), rgb('#1b1b1b'), placed(ex, WATER_Y + 0.018, ez)));
  }
  for (const [s, o, turn] of [
    [0.045, -0.05, 0.6],
    [-0.045, -0.05, -0.6],
    [0.045, 0.075, -0.6],
    [-0.045, 0.075, 0.6],
  ] as const) {
    const [fx, fz] = local(f, s, o);
    parts.push(part(new SphereGeometry(1, 10, 6), skin, placed(fx, WATER_Y + 0.002, fz, [0, facing(f.angle) + turn, 0], [0.014, 0.005, 0.03])));
  }
  const [tx, tz] = local(f, -shellRadius - 0.006, 0.012);
  parts.push(part(new ConeGeometry(0.006, 0.02, 6), skin, placed(tx, WATER_Y + 0.004, tz, [0, facing(f.angle), Math.PI / 2])));
  return parts;
}

/** The parrot on its perch: red body, blue wings, a long blue and yellow tail, a yellow beak, looking into the bay. */
export function parrot(x: number, y: number, z: number, look: number): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  const yaw = facing(look);
  const at = (forward: number, up: number, right = 0): [number, number, number] => {
    const [fx, fz] = dirOf(look);
    const [rx, rz] = dirOf(look + Math.PI / 2);
    return [x + fx * forward + rx * right, y + up, z + fz * forward + rz * right];
  };
  parts.push(part(new CylinderGeometry(0.003, 0.004, 0.05, 6), WOOD, placed(x, y + 0.025, z)));
  parts.push(part(new CylinderGeometry(0.0025, 0.0025, 0.036, 6), WOOD, placed(...at(0, 0.05), [0, yaw, Math.PI / 2])));
  const red = rgb('#d7352b');
  const blue = rgb('#2f6fd0');
  const yellow = rgb('#f2c230');
  parts.push(part(new SphereGeometry(0.012, 12, 10), red, placed(...at(0, 0.066), [0.25, yaw, 0], [1, 1.55, 1])));
  parts.push(part(new SphereGeometry(0.0095, 12, 10), red, placed(...at(0.004, 0.088))));
  parts.push(part(new SphereGeometry(0.0052, 8, 6), WHITE, placed(...at(0.007, 0.09), [0, yaw, 0], [1, 1, 0.5])));
  parts.push(part(new ConeGeometry(0.0045, 0.012, 6), yellow, placed(...at(0.013, 0.085), [Math.PI / 2 + 0.5, yaw, 0])));
  for (const side of [-1, 1]) {
    parts.push(part(new SphereGeometry(1, 10, 8), blue, placed(...at(-0.002, 0.064, side * 0.01), [0.35, yaw, side * 0.15], [0.004, 0.02, 0.011])));
    parts.push(part(new SphereGeometry(0.0018, 6, 4), rgb('#111111'), placed(...at(0.01, 0.091, side * 0.006))));
  }
  parts.push(part(new ConeGeometry(0.006, 0.042, 6), blue, placed(...at(-0.012, 0.036), [-0.35, yaw, 0], [1, 1, 0.45]), { flat: true }));
  parts.push(part(new ConeGeometry(0.004, 0.03, 6), yellow, placed(...at(-0.014, 0.028), [-0.45, yaw, 0], [1, 1, 0.45]), { flat: true }));
  return parts;
}

/** A scallop shell: a ribbed fan, coral at the hinge, pale at the rim. */
export function scallop(x: number, y: number, z: number, size: number, turn: readonly [number, number, number]): BufferGeometry[] {
  const spread = 1.25;
  // A small shell is a few pixels across: a coarser fan (every triangle costs where the CPU draws).
  const small = size < 0.03;
  const patch = polarPatch({
    cx: 0,
    cz: 0,
    radii: evenRadii(0, size, small ? 3 : 5),
    segments: small ? 18 : 36,
    // Only the fan's wedge: the rest of the circle folds into the hinge.
    reach: (angle) => {
      const a = Math.atan2(Math.sin(angle - Math.PI / 2), Math.cos(angle - Math.PI / 2));
      return Math.abs(a) <= spread ? 1 : 0.02;
    },
    height: (px, pz, r, angle) => {
      const a = angle - Math.PI / 2;
      return 0.0028 * Math.abs(Math.cos(a * 9)) * (r / size) + ((r / size) ** 2) * size * 0.25;
    },
    color: (px, pz, py, r, angle) => {
      const ridge = Math.abs(Math.cos((angle - Math.PI / 2) * 9)) > 0.6;
      return shade(mix(rgb('#d9603f'), rgb('#f7c7a8'), r / size), ridge ? 1.1 : 0.85);
    },
  });
  return [part(twoSided(patch), null, placed(x, y, z, turn))];
}

/** A pineapple: a scaled golden body with a diamond pattern and a spiky green crown. */
export function pineapple(x: number, y: number, z: number, size: number, seed: number): BufferGeometry[] {
  const random = seeded(seed);
  const gold = rgb('#dba63c');
  const brown = rgb('#9a6a2a');
  // A small one is a few pixels across: fewer facets and leaves (every triangle costs where the CPU draws).
  const small = size < 0.03;
  const parts: BufferGeometry[] = [
    part(
      small ? new SphereGeometry(1, 7, 5) : new SphereGeometry(1, 12, 10),
      (p) => {
        const angle = Math.atan2(p.z - z, p.x - x);
        const v = (p.y - y) / size;
        const diamond = Math.sin(angle * 6 + v * 14) * Math.sin(angle * 6 - v * 14);
        return diamond > 0.1 ? gold : mix(brown, gold, 0.35);
      },
      placed(x, y + size * 0.5, z, [0, 0, 0], [size * 0.36, size * 0.5, size * 0.36]),
    ),
  ];
  const leaves = small ? 4 : 7;
  for (let k = 0; k < leaves; k++) {
    const angle = (k / leaves) * Math.PI * 2 + random();
    const tilt = 0.35 + random() * 0.3;
    const [dx, dz] = dirOf(angle);
    const base = new Vector3(x, y + size * 0.95, z);
    const tip = new Vector3(x + dx * size * 0.28 * tilt, y + size * (1.45 + random() * 0.15), z + dz * size * 0.28 * tilt);
    parts.push(part(new ConeGeometry(0.5, 1, 4, 1, true), mix(rgb('#3f7f34'), rgb('#6aa83e'), random()), between(base, tip).multiply(new Matrix4().makeScale(size * 0.13, 1, size * 0.05)), { flat: true }));
  }
  return parts;
}
