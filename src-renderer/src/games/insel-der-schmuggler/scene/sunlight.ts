/**
 * The bay's light, in one place: the sky's hemisphere light and the sun
 * (Land.tsx puts them in the scene), and what they give where nothing moves
 * and the surface is flat, the water: baked into its map (surfaces.ts)
 * rather than worked out for every pixel of every frame.
 *
 * Where the CPU draws (llvmpipe), the water filled with lit, shadowed
 * pixels cost about a tenth of a moving frame of the bay. Lambert on a flat
 * surface under a sun that never moves is one colour in the sun and one in
 * the shade; which of the two is a lookup in a shadow map of the land, drawn
 * here once on the CPU (sunShadowMap): the water's map carries the islands'
 * and the lighthouse's shadows as the lit water did.
 */
import { type Rgb, rgb } from './shapes';

export const SKY_LIGHT = { sky: '#dde9f5', ground: '#5d5438', intensity: 1.25 } as const;
export const SUN_LIGHT = { position: [-1.7, 2.3, 1.3] as const, colour: '#ffe4c0', intensity: 2.0 } as const;

/** The unit vector towards the sun (its light points from its position at the origin). */
export const TOWARDS_SUN: Rgb = (() => {
  const [x, y, z] = SUN_LIGHT.position;
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
})();

/**
 * What three's Lambert gives a white surface facing up, linear per channel:
 * (the hemisphere's sky colour, the sun's colour × cos of its height unless
 * in shadow) / π. Multiplies the water's own colour.
 */
export function flatLight(inShadow: boolean): Rgb {
  const sky = rgb(SKY_LIGHT.sky);
  const sun = rgb(SUN_LIGHT.colour);
  const cos = TOWARDS_SUN[1];
  return [0, 1, 2].map((c) => ((sky[c] as number) * SKY_LIGHT.intensity + (inShadow ? 0 : (sun[c] as number) * SUN_LIGHT.intensity * cos)) / Math.PI) as unknown as Rgb;
}

/** A depth map of the land seen from the sun: for each cell, how far towards the sun the land reaches there. */
export interface SunShadowMap {
  size: number;
  /** Half the width of the square it covers, m, round the origin across the sun's rays. */
  reach: number;
  /** size × size heights along TOWARDS_SUN; -Infinity where no land is. */
  height: Float32Array;
}

/** Two unit vectors across the sun's rays. */
const ACROSS: readonly [Rgb, Rgb] = (() => {
  const [lx, ly, lz] = TOWARDS_SUN;
  // u = up × l, normalised; v = l × u.
  const ux = lz;
  const uz = -lx;
  const ul = Math.hypot(ux, uz);
  const u: Rgb = [ux / ul, 0, uz / ul];
  const v: Rgb = [ly * u[2] - lz * u[1], lz * u[0] - lx * u[2], lx * u[1] - ly * u[0]];
  return [u, v];
})();

function dot(a: Rgb, x: number, y: number, z: number): number {
  return a[0] * x + a[1] * y + a[2] * z;
}

/**
 * Rasterises triangles (positions, 3 per vertex; `index` or every three
 * vertices a triangle) into a depth map seen from the sun: `size` cells a
 * side over ±`reach` m. Pure; tested beside.
 */
export function sunShadowMap(positions: ArrayLike<number>, index: ArrayLike<number> | null, reach: number, size: number): SunShadowMap {
  const height = new Float32Array(size * size).fill(Number.NEGATIVE_INFINITY);
  const [u, v] = ACROSS;
  const cell = (2 * reach) / size;
  const vertexCount = positions.length / 3;
  const pu = new Float32Array(vertexCount);
  const pv = new Float32Array(vertexCount);
  const ph = new Float32Array(vertexCount);
  for (let i = 0; i < vertexCount; i++) {
    const x = positions[i * 3] as number;
    const y = positions[i * 3 + 1] as number;
    const z = positions[i * 3 + 2] as number;
    // Cell coordinates, cell centres at integers + 0.5.
    pu[i] = (dot(u, x, y, z) + reach) / cell;
    pv[i] = (dot(v, x, y, z) + reach) / cell;
    ph[i] = dot(TOWARDS_SUN, x, y, z);
  }
  const triangles = (index === null ? vertexCount : index.length) / 3;
  for (let t = 0; t < triangles; t++) {
    const a = index === null ? t * 3 : (index[t * 3] as number);
    const b = index === null ? t * 3 + 1 : (index[t * 3 + 1] as number);
    const c = index === null ? t * 3 + 2 : (index[t * 3 + 2] as number);
    const ax = pu[a] as number;
    const ay = pv[a] as number;
    const bx = pu[b] as number;
    const by = pv[b] as number;
    const cx = pu[c] as number;
    const cy = pv[c] as number;
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (Math.abs(area) < 1e-12) continue;
    const minX = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
    const maxX = Math.min(size - 1, Math.ceil(Math.max(ax, bx, cx)));
    const minY = Math.max(0, Math.floor(Math.min(ay, by, cy)));
    const maxY = Math.min(size - 1, Math.ceil(Math.max(ay, by, cy)));
    const ha = ph[a] as number;
    const hb = ph[b] as number;
    const hc = ph[c] as number;
    // Barycentric weights of a cell's centre (either winding), stepped along each row: one cell on, wa grows
    // by (by − cy) / area and wb by (cy − ay) / area (the land's ~20 million cells a making, divisions no more).
    const stepA = (by - cy) / area;
    const stepB = (cy - ay) / area;
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5;
      const px = minX + 0.5;
      let wa = ((bx - px) * (cy - py) - (by - py) * (cx - px)) / area;
      let wb = ((cx - px) * (ay - py) - (cy - py) * (ax - px)) / area;
      for (let x = minX, k = y * size + minX; x <= maxX; x++, k++, wa += stepA, wb += stepB) {
        const wc = 1 - wa - wb;
        if (wa < 0 || wb < 0 || wc < 0) continue;
        const h = wa * ha + wb * hb + wc * hc;
        if (h > (height[k] as number)) height[k] = h;
      }
    }
  }
  return { size, reach, height };
}

/** Whether the point (x, y, z) lies in the land's shadow: land reaches further towards the sun than it, by more than `bias` m. */
export function inSunShadow(map: SunShadowMap, x: number, y: number, z: number, bias = 0.002): boolean {
  const cell = (2 * map.reach) / map.size;
  const i = Math.floor((dot(ACROSS[0], x, y, z) + map.reach) / cell);
  const j = Math.floor((dot(ACROSS[1], x, y, z) + map.reach) / cell);
  if (i < 0 || j < 0 || i >= map.size || j >= map.size) return false;
  return (map.height[j * map.size + i] as number) > dot(TOWARDS_SUN, x, y, z) + bias;
}

/**
 * Lights a geometry that never moves once, into its vertex colours (linear,
 * multiplied in place): what three's Lambert would give each vertex under
 * SKY_LIGHT and SUN_LIGHT, the sun's share dropped where `map` says the land
 * shades the vertex. The mesh is then drawn unlit (MeshBasicMaterial with
 * vertex colours): where the CPU draws, the lit, shadow-sampling land cost
 * a good part of a frame. Shadows fall per vertex, so they are as fine as the
 * land's triangles.
 */
export function bakeSunlight(positions: ArrayLike<number>, normals: ArrayLike<number>, colours: { [i: number]: number; length: number }, stride: number, map: SunShadowMap, bias = 0.004): void {
  const sky = rgb(SKY_LIGHT.sky);
  const ground = rgb(SKY_LIGHT.ground);
  const sun = rgb(SUN_LIGHT.colour);
  const count = positions.length / 3;
  for (let i = 0; i < count; i++) {
    const nx = normals[i * 3] as number;
    const ny = normals[i * 3 + 1] as number;
    const nz = normals[i * 3 + 2] as number;
    const up = 0.5 * ny + 0.5;
    const cos = Math.max(0, nx * TOWARDS_SUN[0] + ny * TOWARDS_SUN[1] + nz * TOWARDS_SUN[2]);
    const lit = cos > 0 && !inSunShadow(map, positions[i * 3] as number, positions[i * 3 + 1] as number, positions[i * 3 + 2] as number, bias);
    for (let c = 0; c < 3; c++) {
      const hemisphere = ((ground[c] as number) + ((sky[c] as number) - (ground[c] as number)) * up) * SKY_LIGHT.intensity;
      const light = (hemisphere + (lit ? (sun[c] as number) * SUN_LIGHT.intensity * cos : 0)) / Math.PI;
      colours[i * stride + c] = (colours[i * stride + c] as number) * light;
    }
  }
}
