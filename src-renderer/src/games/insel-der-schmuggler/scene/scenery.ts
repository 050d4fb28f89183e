/**
 * The bay's land, built once and merged into one geometry (one draw call,
 * one Lambert material with vertex colours): the shore round the bay with
 * its hills, woods and villages; the lighthouse's island with its tower and
 * the keeper's cottage; the five islands, each with its own ground, its
 * quay, its shed, its flag and its emblem (landmarks.ts); the reefs. The
 * water is its own mesh (waterGeometry), coloured by depth. Pure: built in
 * Node by the tests.
 */
import { BoxGeometry, type BufferGeometry, BufferAttribute, ConeGeometry, CylinderGeometry, SphereGeometry } from 'three';
import { type Island, ISLAND_IDS, REEFS, RING_EDGES, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import {
  DARK_GRASS,
  DARK_ROCK,
  DARK_WOOD,
  FOREST,
  type Frame,
  GRASS,
  RED,
  ROCK,
  SAND,
  STONE,
  WET_SAND,
  WHITE,
  WOOD,
  broadTree,
  facing,
  fir,
  frameOf,
  hut,
  local,
  palm,
  parrot,
  pineapple,
  rock,
  scallop,
  toLocal,
  turtle,
} from './landmarks';
import {
  ISLAND_CENTRE_RADIUS,
  ISLAND_LAND_RADIUS,
  LANTERN,
  LIGHTHOUSE_BASE_Y,
  LIGHTHOUSE_ISLAND,
  QUAY_BACK,
  QUAY_FRONT,
  QUAY_HALF_WIDTH,
  QUAY_RADIUS,
  QUAY_Y,
  SHORE_RADIUS,
  TOWER_HEIGHT,
  WATER_Y,
  dirOf,
  scenePoint,
} from './layout';
import { type Rgb, merged, mix, part, placed, rgb, seeded, shade, smooth, twoSided } from './shapes';
import { planeNoise, polarPatch, ringNoise } from './terrain';
import { runSteps } from './run-steps';

/** Each island's own look: ground, hill height, the roof of its shed, the colour of its flag. */
interface IslandLook {
  ground: Rgb;
  hill: number;
  roof: Rgb;
  flag: Rgb;
}

const LOOKS: Record<Island, IslandLook> = {
  0: { ground: rgb('#8fb457'), hill: 0.03, roof: rgb('#c96f3b'), flag: rgb('#3f9a45') },
  1: { ground: rgb('#6d9a4a'), hill: 0.018, roof: rgb('#3f7d6b'), flag: rgb('#2e8b7a') },
  2: { ground: rgb('#3f7a34'), hill: 0.06, roof: rgb('#b93a33'), flag: rgb('#d8412f') },
  3: { ground: rgb('#c7c09a'), hill: 0.02, roof: rgb('#e08aa0'), flag: rgb('#f09ab0') },
  4: { ground: rgb('#7e9c46'), hill: 0.042, roof: rgb('#e0a23a'), flag: rgb('#f2c230') },
};

// ---- the islands --------------------------------------------------------------------------------

function islandLand(f: Frame): BufferGeometry {
  const look = LOOKS[f.island];
  const seed = 40 + f.island;
  const R = ISLAND_LAND_RADIUS;
  const reach = (angle: number) => 0.9 + 0.2 * ringNoise(angle, 5, seed);
  return polarPatch({
    cx: f.cx,
    cz: f.cz,
    radii: [0, 0.15, 0.3, 0.45, 0.6, 0.72, 0.82, 0.9, 0.97, 1.04, 1.2].map((k) => k * R),
    segments: 40,
    reach,
    height: (x, z, r, angle) => {
      const rho = r / (R * reach(angle));
      let h = rho >= 1 ? -0.004 - 0.06 * (rho - 1) : 0.008 * (1 - smooth(0.75, 1, rho)) - 0.004 * smooth(0.92, 1, rho);
      h += look.hill * smooth(0.85, 0.3, rho) * (0.75 + 0.5 * planeNoise(x, z, 0.04, seed));
      // The quay's ground: flat under the quay, rising gently behind it.
      const [s, o] = toLocal(f, x, z);
      const backO = QUAY_BACK - ISLAND_CENTRE_RADIUS;
      if (Math.abs(s) < QUAY_HALF_WIDTH + 0.012) h = Math.min(h, QUAY_Y - 0.003 + Math.max(0, o - backO) * 0.7);
      return h;
    },
    color: (x, z, y, r, angle, slope) => {
      const rho = r / (R * reach(angle));
      if (y < 0.0005) return WET_SAND;
      if (rho > 0.8 || y < 0.007) return SAND;
      const g = mix(look.ground, shade(look.ground, 0.8), planeNoise(x, z, 0.02, seed + 7));
      return slope > 0.45 ? mix(g, ROCK, 0.6) : mix(SAND, g, smooth(0.007, 0.012, y));
    },
  });
}

/** The quay (stone, bollards on its edge), the shed, the flag, and two piles marking the harbour's mouth. */
function harbourWorks(f: Frame): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  const depth = QUAY_BACK - QUAY_FRONT;
  const [qx, qz] = scenePoint((QUAY_FRONT + QUAY_BACK) / 2, f.angle);
  const low = -0.02;
  parts.push(
    part(
      new BoxGeometry(QUAY_HALF_WIDTH * 2, QUAY_Y - low, depth),
      (p, n) => (n.y > 0.5 ? STONE : shade(STONE, 0.78)),
      placed(qx, (QUAY_Y + low) / 2, qz, [0, facing(f.angle), 0]),
    ),
  );
  for (const s of [-0.082, -0.041, 0, 0.041, 0.082]) {
    const [bx, bz] = scenePoint(QUAY_FRONT + 0.006, f.angle);
    parts.push(part(new CylinderGeometry(0.0028, 0.0032, 0.008, 6), DARK_WOOD, placed(bx + f.side[0] * (s + 0.0205), QUAY_Y + 0.004, bz + f.side[1] * (s + 0.0205))));
  }
  const [hx, hz] = local(f, -0.052, QUAY_RADIUS - ISLAND_CENTRE_RADIUS + 0.012);
  parts.push(...hut(hx, QUAY_Y - 0.002, hz, f.angle + Math.PI, LOOKS[f.island].roof));
  // The flag on the quay's corner, in the island's colour.
  const [px, pz] = local(f, -QUAY_HALF_WIDTH + 0.008, QUAY_FRONT - ISLAND_CENTRE_RADIUS + 0.008);
  parts.push(part(new CylinderGeometry(0.0012, 0.0015, 0.07, 5), WHITE, placed(px, QUAY_Y + 0.035, pz)));
  parts.push(part(twoSided(new BoxGeometry(0.026, 0.016, 0.0001)), LOOKS[f.island].flag, placed(px + f.side[0] * -0.013, QUAY_Y + 0.06, pz + f.side[1] * -0.013, [0, facing(f.angle) + Math.PI / 2, 0])));
  for (const s of [-1, 1]) {
    for (const r of [0.77, 0.8]) {
      const [mx, mz] = scenePoint(r, f.angle);
      parts.push(part(new CylinderGeometry(0.003, 0.0035, 0.03, 6), WOOD, placed(mx + f.side[0] * s * 0.11, 0.005, mz + f.side[1] * s * 0.11)));
    }
  }
  return parts;
}

/** What stands on each island: its emblem and its own plants. */
function islandLife(f: Frame): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  const heightAt = (s: number, o: number) => {
    const r = Math.hypot(s, o) / ISLAND_LAND_RADIUS;
    return Math.max(QUAY_Y, 0.008 + LOOKS[f.island].hill * smooth(0.85, 0.3, r) * 0.9);
  };
  const inward = f.angle + Math.PI;
  switch (f.island) {
    case 0: {
      const palms: [number, number, number][] = [
        [0.005, 0.02, 0.11],
        [0.05, 0.0, 0.075],
        [-0.035, 0.045, 0.085],
        [0.035, 0.06, 0.07],
        [-0.065, 0.005, 0.065],
      ];
      palms.forEach(([s, o, h], k) => {
        const [x, z] = local(f, s, o);
        parts.push(...palm(x, heightAt(s, o) - 0.003, z, h, f.angle + Math.PI + (k - 2) * 0.7, 11 + k));
      });
      break;
    }
    case 1:
      parts.push(...turtle(f));
      break;
    case 2: {
      const [x, z] = local(f, 0.012, 0.0);
      parts.push(...parrot(x, heightAt(0.012, 0) - 0.004, z, inward));
      const trees: [number, number, number][] = [
        [-0.04, 0.03, 0.07],
        [0.05, 0.04, 0.065],
        [-0.01, 0.065, 0.08],
        [0.065, -0.005, 0.05],
        [-0.07, -0.01, 0.055],
        [0.02, 0.075, 0.06],
        [-0.055, 0.06, 0.06],
      ];
      trees.forEach(([s, o, size], k) => {
        const [tx, tz] = local(f, s, o);
        parts.push(...broadTree(tx, heightAt(s, o) - 0.004, tz, size, 70 + k, mix(rgb('#2f6b2a'), rgb('#4f9a3a'), (k % 3) / 2)));
      });
      break;
    }
    case 3: {
      const [x, z] = local(f, 0.0, 0.015);
      parts.push(...scallop(x, heightAt(0, 0.015) + 0.004, z, 0.07, [-1.25, facing(f.angle), 0]));
      for (const [s, o, size, spin] of [
        [0.05, 0.045, 0.016, 0.5],
        [-0.055, 0.03, 0.013, 2.2],
        [0.03, -0.03, 0.011, 4],
      ] as const) {
        const [sx, sz] = local(f, s, o);
        parts.push(...scallop(sx, heightAt(s, o) + 0.001, sz, size, [-0.15, spin, 0]));
      }
      for (const [s, o] of [
        [-0.07, 0.055],
        [0.075, 0.01],
      ] as const) {
        const [rx, rz] = local(f, s, o);
        parts.push(...rock(rx, rz, 0.012, 90 + Math.round(s * 100), false).map((g) => g));
      }
      break;
    }
    case 4: {
      const [x, z] = local(f, 0.0, 0.03);
      parts.push(...pineapple(x, heightAt(0, 0.03) - 0.004, z, 0.06, 5));
      for (let row = 0; row < 3; row++) {
        for (let k = 0; k < 4; k++) {
          const s = -0.06 + k * 0.04 + (row % 2) * 0.01;
          const o = -0.02 + row * 0.03;
          if (Math.abs(s) < 0.025 && o > 0) continue;
          const [px, pz] = local(f, s, o);
          parts.push(...pineapple(px, heightAt(s, o) - 0.002, pz, 0.018, 20 + row * 4 + k));
        }
      }
      break;
    }
  }
  return parts;
}

// ---- the lighthouse's island --------------------------------------------------------------------

function lighthouseIsland(): BufferGeometry[] {
  const seed = 9;
  const R = LIGHTHOUSE_ISLAND - 0.008;
  const reach = (angle: number) => 0.9 + 0.1 * ringNoise(angle, 7, seed);
  const parts: BufferGeometry[] = [
    polarPatch({
      cx: 0,
      cz: 0,
      // Fine enough near the tower for its shadow, baked per vertex (sunlight.ts), to show on the grass.
      radii: [0, 0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.43, 0.5, 0.57, 0.64, 0.7, 0.76, 0.86, 0.94, 1.0, 1.1].map((k) => k * R),
      segments: 72,
      reach,
      height: (x, z, r, angle) => {
        const rho = r / (R * reach(angle));
        if (rho >= 1) return -0.004 - 0.08 * (rho - 1);
        const plateau = LIGHTHOUSE_BASE_Y * smooth(0.8, 0.3, rho);
        return Math.max(plateau + 0.012 * (planeNoise(x, z, 0.03, seed) - 0.5) * smooth(0.1, 0.5, rho), 0.006 * (1 - smooth(0.85, 1, rho)) - 0.003 * smooth(0.95, 1, rho));
      },
      color: (x, z, y, r, angle, slope) => {
        const rho = r / (R * reach(angle));
        if (y < 0.0005) return WET_SAND;
        if (rho > 0.86) return SAND;
        if (slope > 0.35) return mix(ROCK, DARK_ROCK, planeNoise(x, z, 0.01, seed + 3));
        return mix(GRASS, DARK_GRASS, planeNoise(x, z, 0.025, seed + 1));
      },
    }),
  ];
  // The tower: red and white bands, the gallery, the roof over the lamp room (the glass is drawn lit, apart).
  const bands = 6;
  const base = LIGHTHOUSE_BASE_Y - 0.006;
  const height = TOWER_HEIGHT + 0.006;
  for (let i = 0; i < bands; i++) {
    const r0 = 0.032 - 0.01 * (i / bands);
    const r1 = 0.032 - 0.01 * ((i + 1) / bands);
    const h = height / bands;
    parts.push(part(new CylinderGeometry(r1, r0, h, 18, 1, true), i % 2 === 0 ? WHITE : RED, placed(0, base + h * (i + 0.5), 0)));
  }
  parts.push(part(new CylinderGeometry(0.03, 0.026, 0.006, 18), rgb('#35363a'), placed(0, LANTERN.y - 0.003, 0)));
  for (let k = 0; k < 6; k++) {
    const [dx, dz] = dirOf((k / 6) * Math.PI * 2);
    parts.push(part(new CylinderGeometry(0.0012, 0.0012, LANTERN.height, 4), rgb('#35363a'), placed(dx * LANTERN.radius, LANTERN.y + LANTERN.height / 2, dz * LANTERN.radius)));
  }
  parts.push(part(new ConeGeometry(0.026, 0.03, 18), rgb('#8c2a22'), placed(0, LANTERN.y + LANTERN.height + 0.015, 0)));
  parts.push(part(new SphereGeometry(0.004, 8, 6), rgb('#35363a'), placed(0, LANTERN.y + LANTERN.height + 0.032, 0)));
  parts.push(...hut(0.07, LIGHTHOUSE_BASE_Y - 0.01, 0.055, 2.2, rgb('#a8432f'), 1.3));
  parts.push(...hut(-0.06, LIGHTHOUSE_BASE_Y - 0.012, 0.075, 3.6, rgb('#5d6f7a'), 0.9));
  const random = seeded(seed);
  for (let k = 0; k < 9; k++) {
    const angle = random() * Math.PI * 2;
    const [dx, dz] = dirOf(angle);
    const r = R * (0.88 + random() * 0.14);
    parts.push(...rock(dx * r, dz * r, 0.008 + random() * 0.01, 300 + k));
  }
  return parts;
}

// ---- the shore ----------------------------------------------------------------------------------

function shoreHeight(x: number, z: number, r: number, angle: number): number {
  const hills = 0.34 * smooth(1.3, 2.3, r) * (0.25 + 0.75 * ringNoise(angle, 7, 3)) * (0.7 + 0.6 * planeNoise(x, z, 0.15, 4));
  const rise = 0.05 * smooth(SHORE_RADIUS + 0.03, SHORE_RADIUS + 0.3, r);
  const beach = -0.014 + 0.022 * smooth(SHORE_RADIUS - 0.04, SHORE_RADIUS + 0.03, r);
  return beach + rise + hills + 0.006 * (planeNoise(x, z, 0.03, 5) - 0.5) * smooth(1.1, 1.2, r);
}

const shoreReach = (angle: number): number => 1 + 0.025 * (ringNoise(angle, 11, 6) - 0.5);

/** The shore, its woods and villages, a step at a time (the land, then a few dozen trees a step). */
function* shoreSteps(): Generator<void, BufferGeometry[]> {
  const parts: BufferGeometry[] = [
    polarPatch({
      cx: 0,
      cz: 0,
      radii: [1.04, 1.08, 1.1, 1.12, 1.145, 1.175, 1.21, 1.26, 1.33, 1.43, 1.55, 1.7, 1.88, 2.1, 2.4, 2.8, 3.3],
      segments: 112,
      reach: shoreReach,
      height: shoreHeight,
      color: (x, z, y, r, angle, slope) => {
        if (y < 0.0005) return WET_SAND;
        if (y < 0.006) return SAND;
        const woods = smooth(0.5, 0.62, planeNoise(x, z, 0.1, 8));
        const meadow = mix(mix(GRASS, DARK_GRASS, smooth(0.02, 0.25, y)), rgb('#8aa85a'), 0.35 * planeNoise(x, z, 0.05, 9));
        const ground = mix(meadow, FOREST, woods * smooth(1.2, 1.4, r));
        const g = mix(SAND, ground, smooth(0.006, 0.012, y));
        return slope > 0.4 ? mix(g, ROCK, smooth(0.4, 0.6, slope)) : g;
      },
    }),
  ];
  const random = seeded(21);
  // Woods on the hills: firs where the ground is dark, round trees nearer the water.
  for (let k = 0; k < 320; k++) {
    if (k % 80 === 0) yield;
    const angle = random() * Math.PI * 2;
    const r = SHORE_RADIUS + 0.1 + random() * 0.95;
    const x = Math.cos(angle) * r;
    const z = Math.sin(angle) * r;
    const woods = planeNoise(x, z, 0.1, 8);
    if (woods < 0.47 && random() > 0.12) continue;
    const y = shoreHeight(x, z, r / shoreReach(angle), angle) - 0.004;
    const size = 0.05 + random() * 0.05;
    if (r > 1.35 || random() > 0.5) parts.push(...fir(x, y, z, size, 500 + k));
    else parts.push(...broadTree(x, y, z, size * 0.8, 500 + k, mix(rgb('#3f7a34'), rgb('#5f9a40'), random())));
  }
  // A fishing village on the shore between two islands, and a few farms.
  const villages: [number, number][] = [
    [sectorAngle(6), 1.2],
    [sectorAngle(14.2), 1.22],
    [sectorAngle(1.9), 1.27],
  ];
  villages.forEach(([angle, radius], v) => {
    for (let k = 0; k < 5; k++) {
      const a = angle + (k - 2) * 0.045 + (random() - 0.5) * 0.02;
      const r = radius + (k % 2) * 0.05 + random() * 0.02;
      const [x, z] = scenePoint(r, a);
      const roof = [rgb('#a8432f'), rgb('#8f3a2a'), rgb('#5d6f7a'), rgb('#b5653a')][(k + v) % 4] as Rgb;
      parts.push(...hut(x, shoreHeight(x, z, r, a) - 0.004, z, a + Math.PI, roof, 1.2 + random() * 0.3));
    }
  });
  return parts;
}

// ---- the reefs ----------------------------------------------------------------------------------

function reefs(): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  REEFS.forEach((reef, i) => {
    const inner = RING_EDGES[reef.ring] as number;
    const outer = RING_EDGES[reef.ring + 1] as number;
    const random = seeded(200 + i);
    for (let k = 0; k < 7; k++) {
      // Within the reef's own place: a rock's lumps (up to 1.5 times its size) never reach a field beside it.
      const size = 0.011 + random() * 0.014;
      const reach = size * 1.6;
      const r = inner + reach + random() * (outer - inner - 2 * reach);
      const half = Math.PI / 20 - reach / r;
      const a = sectorAngle(reef.sector) + (random() * 2 - 1) * half;
      const [x, z] = scenePoint(r, a);
      parts.push(...rock(x, z, size, 210 + i * 10 + k));
    }
  });
  return parts;
}

/** Everything on land, merged: one geometry with position, normal and colour. */
export function sceneryGeometry(): BufferGeometry {
  return runSteps(sceneryGeometrySteps());
}

/**
 * sceneryGeometry a step at a time: the shore in a few, each island, the merging. A page that makes it
 * ahead answers between the steps (on the bench's throttled phone the whole took over half a second).
 */
export function* sceneryGeometrySteps(): Generator<void, BufferGeometry> {
  const parts = yield* shoreSteps();
  yield;
  parts.push(...lighthouseIsland(), ...reefs());
  for (const island of ISLAND_IDS) {
    yield;
    const f = frameOf(island);
    parts.push(islandLand(f), ...harbourWorks(f), ...islandLife(f));
  }
  yield;
  return merged(parts);
}

// ---- the water ----------------------------------------------------------------------------------

const DEEP = rgb('#1b5873');
const OPEN = rgb('#2a7590');
const SHALLOW = rgb('#4fb0ad');
const SHORE_WATER = rgb('#8fd0c4');

/** What distanceToLand measures from, worked out once: the islands' frames and the reefs' centres. */
let landMarks: { frames: Frame[]; reefs: (readonly [number, number])[] } | null = null;

/** How far a point of the water lies from land (a rough measure, enough to shade the shallows). */
export function distanceToLand(x: number, z: number): number {
  landMarks ??= {
    frames: ISLAND_IDS.map(frameOf),
    reefs: REEFS.map((reef) => scenePoint(((RING_EDGES[reef.ring] as number) + (RING_EDGES[reef.ring + 1] as number)) / 2, sectorAngle(reef.sector))),
  };
  // Math.sqrt, not Math.hypot (several times slower in V8): the water's map asks this for every point of its colour grid.
  const r = Math.sqrt(x * x + z * z);
  let d = Math.min(r - LIGHTHOUSE_ISLAND * 0.95, SHORE_RADIUS - 0.02 - r);
  const quayO = (QUAY_FRONT + QUAY_BACK) / 2 - ISLAND_CENTRE_RADIUS;
  for (const f of landMarks.frames) {
    const dx = x - f.cx;
    const dz = z - f.cz;
    d = Math.min(d, Math.sqrt(dx * dx + dz * dz) - ISLAND_LAND_RADIUS);
    const [s, o] = toLocal(f, x, z);
    d = Math.min(d, Math.max(Math.abs(s) - QUAY_HALF_WIDTH, Math.abs(o - quayO) - (QUAY_BACK - QUAY_FRONT) / 2));
  }
  for (const [rx, rz] of landMarks.reefs) {
    const dx = x - rx;
    const dz = z - rz;
    d = Math.min(d, Math.sqrt(dx * dx + dz * dz) - 0.045);
  }
  return Math.max(0, d);
}

/** The water's own colour at (x, z): deep blue in the open bay, turquoise over the shallows round every island and reef. */
export function waterColour(x: number, z: number): Rgb {
  const d = distanceToLand(x, z);
  const open = mix(DEEP, OPEN, planeNoise(x, z, 0.12, 31));
  const shallows = mix(open, SHALLOW, Math.exp(-d / 0.035));
  return mix(shallows, SHORE_WATER, Math.exp(-d / 0.008));
}

/** The water's radius: out to just under the shore's beach (the land hides the rest, and water drawn under it would cost its pixels twice). */
export const WATER_RADIUS = SHORE_RADIUS + 0.06;

/**
 * The water: a flat disc of few triangles, white, with texture coordinates
 * across the disc (u, v from 0 to 1 over its width) for its map
 * (surfaces.ts, waterTexture), which holds its colour and its ripples. Its
 * colours once lay on a fine grid of vertices (9,400 triangles), but where
 * the CPU draws (llvmpipe) every triangle costs whatever its size: the grid
 * alone cost more per frame than all the pixels of the water.
 */
export function waterGeometry(): BufferGeometry {
  const g = polarPatch({ cx: 0, cz: 0, radii: [0, WATER_RADIUS * 0.5, WATER_RADIUS], segments: 64, height: () => WATER_Y, color: () => [1, 1, 1] });
  const positions = g.getAttribute('position') as BufferAttribute;
  const uvs = new Float32Array(positions.count * 2);
  for (let i = 0; i < positions.count; i++) {
    uvs[i * 2] = 0.5 + positions.getX(i) / (2 * WATER_RADIUS);
    uvs[i * 2 + 1] = 0.5 + positions.getZ(i) / (2 * WATER_RADIUS);
  }
  g.setAttribute('uv', new BufferAttribute(uvs, 2));
  return g;
}

/** The sky: a dome, warm at the horizon, blue above (drawn without light or fog). */
export function skyGeometry(radius = 9): BufferGeometry {
  const horizon = rgb('#f3d9b1');
  const haze = rgb('#a9c8e0');
  const zenith = rgb('#4f86bf');
  return part(new SphereGeometry(radius, 24, 14), (p) => {
    const h = p.y / radius;
    return h < 0.08 ? mix(horizon, haze, smooth(-0.05, 0.08, h)) : mix(haze, zenith, smooth(0.08, 0.6, h));
  });
}
