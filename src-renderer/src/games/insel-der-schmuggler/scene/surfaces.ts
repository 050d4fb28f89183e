/**
 * The bay's surfaces drawn in code (no downloaded images): the water's
 * ripples and a crate's planks, as tileable RGBA pixels (pure, tested),
 * turned into three textures once and shared.
 */
import { ClampToEdgeWrapping, type Texture } from 'three';
import { texture, tiledNoise } from '../../../kit3d/textures';
import type { Rgb } from './shapes';
import { runSteps } from './run-steps';

/** The water's ripples: grey around 1 (they multiply the water's colour, waterPixels), long soft streaks and a fine chop. */
export function ripplePixels(size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const swell = tiledNoise(u, v, 4, 61, 12);
      const chop = tiledNoise(u, v, 24, 62);
      const glint = Math.pow(tiledNoise(u, v, 16, 63, 40), 6);
      const k = 0.86 + swell * 0.16 + chop * 0.08 + glint * 0.5;
      const i = (y * size + x) * 4;
      const g = Math.min(255, Math.round(200 * k));
      out[i] = g;
      out[i + 1] = g;
      out[i + 2] = g;
      out[i + 3] = 255;
    }
  }
  return out;
}

/** A crate's face: three planks with dark seams, a darker frame round the edge, grain along the planks. */
export function cratePixels(size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const base = [176, 124, 70];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const frame = Math.min(u, v, 1 - u, 1 - v) < 0.11;
      const plank = (v * 3) % 1;
      const seam = !frame && (plank < 0.05 || plank > 0.95);
      const grain = tiledNoise(u, v, 3, 71, 24) * 0.18 + tiledNoise(u, v, 16, 72, 64) * 0.1;
      const k = (frame ? 0.72 : 1) * (seam ? 0.55 : 1) * (0.88 + grain);
      const i = (y * size + x) * 4;
      out[i] = Math.min(255, Math.round((base[0] as number) * k));
      out[i + 1] = Math.min(255, Math.round((base[1] as number) * k));
      out[i + 2] = Math.min(255, Math.round((base[2] as number) * k));
      out[i + 3] = 255;
    }
  }
  return out;
}

/** The ripples' tile: pixels across it, and tiles per scene unit. */
const RIPPLE_SIZE = 128;
const RIPPLES_PER_UNIT = 2.5;
/** The colour is worked out on a coarser grid than the map's (each point asks how far land is) and blended between. */
const COLOUR_GRID = 160;

/** A linear colour channel in sRGB (the map is stored sRGB: 8 bits of linear would band in the deep blue). */
function toSrgb(c: number): number {
  return c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
}

/** toSrgb × 255 for linear values in steps of 1/4096 (a million pixels, three channels each). */
const SRGB_STEPS = 4096;
const SRGB_BYTE = (() => {
  const table = new Uint8Array(SRGB_STEPS + 1);
  for (let i = 0; i <= SRGB_STEPS; i++) table[i] = Math.round(toSrgb(i / SRGB_STEPS) * 255);
  return table;
})();

function srgbByte(linear: number): number {
  return SRGB_BYTE[Math.max(0, Math.min(SRGB_STEPS, Math.round(linear * SRGB_STEPS)))] as number;
}

/**
 * What lies on the water besides its colour, baked into its map (the scene
 * then draws the water unlit): the light (sunlight.ts: one colour in the
 * sun, one in the land's shadow) and the fields' fine lines.
 */
export interface WaterFinish {
  /** Linear multipliers of the water's colour in the sun and in the shade. */
  sunlit: Rgb;
  shade: Rgb;
  inShadow(x: number, z: number): boolean;
  /** How much of the fields' lines covers (x, z), 0 to 1 (a texel's share of a line). */
  lineAt(x: number, z: number): number;
  /** The lines' colour (linear) and how much of it shows where a line covers all. */
  line: Rgb;
  lineOpacity: number;
}

/**
 * The water's map, `size` pixels across a disc of `radius` (texel (i, j) at
 * x, z from -radius to radius): its colour from `colourAt` (linear, as the
 * scene's colours are) times the ripples, tiled as they lay on the water
 * before (RIPPLES_PER_UNIT), then `finish` (light and lines) if given. Stored
 * sRGB. Pure, tested beside.
 */
export function waterPixels(size: number, radius: number, colourAt: (x: number, z: number) => Rgb, finish?: WaterFinish): Uint8Array {
  return runSteps(waterPixelSteps(size, radius, colourAt, finish, size));
}

/** waterPixels a band of `rowsPerStep` rows at a time: each yield is a band done (the page answers between them). */
export function* waterPixelSteps(
  size: number,
  radius: number,
  colourAt: (x: number, z: number) => Rgb,
  finish: WaterFinish | undefined,
  rowsPerStep: number,
): Generator<void, Uint8Array> {
  const painting = waterPainting(size, radius, colourAt, finish);
  for (let from = 0; from < size; from += rowsPerStep) {
    if (from > 0) yield;
    paintWaterRows(painting, from, Math.min(size, from + rowsPerStep));
  }
  return painting.out;
}

/** What every row of the water's map reads, worked out once a map. */
interface WaterPainting {
  size: number;
  radius: number;
  finish: WaterFinish | undefined;
  /** The colour on a coarse grid, blended between. */
  grid: Float32Array;
  rippleFactor: Float32Array;
  tilesAcross: number;
  /** What depends on the column only, worked out once per column rather than once per texel (a million). */
  columnGrid: Int32Array;
  columnFraction: Float64Array;
  columnRipple: Int32Array;
  columnX: Float64Array;
  out: Uint8Array;
}

function waterPainting(size: number, radius: number, colourAt: (x: number, z: number) => Rgb, finish: WaterFinish | undefined): WaterPainting {
  const grid = new Float32Array((COLOUR_GRID + 1) * (COLOUR_GRID + 1) * 3);
  for (let gj = 0; gj <= COLOUR_GRID; gj++) {
    for (let gi = 0; gi <= COLOUR_GRID; gi++) {
      const colour = colourAt((gi / COLOUR_GRID - 0.5) * 2 * radius, (gj / COLOUR_GRID - 0.5) * 2 * radius);
      const k = (gj * (COLOUR_GRID + 1) + gi) * 3;
      for (let c = 0; c < 3; c++) grid[k + c] = colour[c] as number;
    }
  }
  // The ripples multiply the linear colour.
  const ripple = ripplePixels(RIPPLE_SIZE);
  const rippleFactor = new Float32Array(RIPPLE_SIZE * RIPPLE_SIZE);
  for (let i = 0; i < rippleFactor.length; i++) rippleFactor[i] = (ripple[i * 4] as number) / 255;
  const tilesAcross = 2 * radius * RIPPLES_PER_UNIT;
  const columnGrid = new Int32Array(size);
  const columnFraction = new Float64Array(size);
  const columnRipple = new Int32Array(size);
  const columnX = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const gu = (i / (size - 1)) * COLOUR_GRID;
    const gi = Math.min(COLOUR_GRID - 1, Math.floor(gu));
    columnGrid[i] = gi;
    columnFraction[i] = gu - gi;
    columnRipple[i] = Math.floor((((i / size) * tilesAcross) % 1) * RIPPLE_SIZE);
    columnX[i] = (i / (size - 1) - 0.5) * 2 * radius;
  }
  return { size, radius, finish, grid, rippleFactor, tilesAcross, columnGrid, columnFraction, columnRipple, columnX, out: new Uint8Array(size * size * 4) };
}

/** Rows `from` to `to` (not included) of the map. */
function paintWaterRows(painting: WaterPainting, from: number, to: number): void {
  const { size, radius, finish, grid, rippleFactor, tilesAcross, columnGrid, columnFraction, columnRipple, columnX, out } = painting;
  const colour = [0, 0, 0];
  for (let j = from; j < to; j++) {
    const gv = (j / (size - 1)) * COLOUR_GRID;
    const gj = Math.min(COLOUR_GRID - 1, Math.floor(gv));
    const fv = gv - gj;
    const rv = Math.floor((((j / size) * tilesAcross) % 1) * RIPPLE_SIZE);
    const z = (j / (size - 1) - 0.5) * 2 * radius;
    for (let i = 0; i < size; i++) {
      const gi = columnGrid[i] as number;
      const fu = columnFraction[i] as number;
      const a = (gj * (COLOUR_GRID + 1) + gi) * 3;
      const b = a + 3;
      const c = a + (COLOUR_GRID + 1) * 3;
      const d = c + 3;
      const k = rippleFactor[rv * RIPPLE_SIZE + (columnRipple[i] as number)] as number;
      for (let ch = 0; ch < 3; ch++) {
        const top = (grid[a + ch] as number) + ((grid[b + ch] as number) - (grid[a + ch] as number)) * fu;
        const bottom = (grid[c + ch] as number) + ((grid[d + ch] as number) - (grid[c + ch] as number)) * fu;
        colour[ch] = (top + (bottom - top) * fv) * k;
      }
      if (finish !== undefined) {
        const x = columnX[i] as number;
        const light = finish.inShadow(x, z) ? finish.shade : finish.sunlit;
        const cover = finish.lineAt(x, z) * finish.lineOpacity;
        for (let ch = 0; ch < 3; ch++) colour[ch] = (colour[ch] as number) * (light[ch] as number) * (1 - cover) + (finish.line[ch] as number) * cover;
      }
      const o = (j * size + i) * 4;
      out[o] = srgbByte(colour[0] as number);
      out[o + 1] = srgbByte(colour[1] as number);
      out[o + 2] = srgbByte(colour[2] as number);
      out[o + 3] = 255;
    }
  }
}

let crate: Texture | null = null;

/** A texture of the water's map (waterPixels), `size` pixels across: stretched once over the water's disc. */
export function waterTexture(pixels: Uint8Array, size: number): Texture {
  const water = texture(pixels, size, true);
  water.wrapS = ClampToEdgeWrapping;
  water.wrapT = ClampToEdgeWrapping;
  return water;
}

export function crateTexture(): Texture {
  crate ??= texture(cratePixels(64), 64, true);
  return crate;
}
