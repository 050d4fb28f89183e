/**
 * Surfaces drawn once in code, never downloaded: wood grain, felt and the
 * putty's fine bumps, as tileable RGBA pixels (pure functions, tested) turned
 * into three textures on first use and shared by every mesh after that. On a
 * machine where the CPU draws (llvmpipe), a texture lookup costs far less
 * than the geometry it replaces.
 */
import { ClampToEdgeWrapping, DataTexture, LinearMipmapLinearFilter, LinearFilter, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';

/** A fixed hash of a lattice point to 0..1 (no Math.random: the same pixels at every start). */
function hash(x: number, y: number, seed: number): number {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * Smooth value noise over 0..1 with `period` lattice cells across u (and
 * `periodV` down v, default the same), so the texture tiles without a seam.
 */
export function tiledNoise(u: number, v: number, period: number, seed: number, periodV = period): number {
  const x = u * period;
  const y = v * periodV;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  // The lattice wrapped round (written out, not as helpers: a bay's land and water ask this over a million times).
  const i0 = ((x0 % period) + period) % period;
  const i1 = (((x0 + 1) % period) + period) % period;
  const j0 = ((y0 % periodV) + periodV) % periodV;
  const j1 = (((y0 + 1) % periodV) + periodV) % periodV;
  const a = hash(i0, j0, seed);
  const b = hash(i1, j0, seed);
  const c = hash(i0, j1, seed);
  const d = hash(i1, j1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `size`×`size` shades: `shade(u, v)` (about 0.6..1.4) at each pixel, row by row. */
function shading(size: number, shade: (u: number, v: number) => number): Float64Array {
  const out = new Float64Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) out[y * size + x] = shade(x / size, y / size);
  return out;
}

/**
 * A surface's shades, worked out once per size and shared by every colour of it: the noise is most of a
 * texture's cost (on a slow phone a 256×256 wood took ~100 ms, and a table has half a dozen woods).
 */
const shadings = new Map<string, Float64Array>();
function sharedShading(key: string, size: number, shade: (u: number, v: number) => number): Float64Array {
  const id = `${key}:${size}`;
  let found = shadings.get(id);
  if (found === undefined) {
    found = shading(size, shade);
    shadings.set(id, found);
  }
  return found;
}

/** RGBA pixels: the colour `base` scaled by each shade, alpha opaque. */
function paint(shades: Float64Array, base: string): Uint8Array {
  const [r, g, b] = rgb(base);
  const out = new Uint8Array(shades.length * 4);
  shades.forEach((k, p) => {
    const i = p * 4;
    out[i] = Math.min(255, Math.round(r * k));
    out[i + 1] = Math.min(255, Math.round(g * k));
    out[i + 2] = Math.min(255, Math.round(b * k));
    out[i + 3] = 255;
  });
  return out;
}

/** Wood: grain lines running along u (wavy, of uneven width) over a slow colour drift. */
export function woodPixels(size: number, base: string): Uint8Array {
  return paint(sharedShading('wood', size, woodShade), base);
}

function woodShade(u: number, v: number): number {
  const wobble = tiledNoise(u, v, 3, 11) * 1.6 + tiledNoise(u, v, 12, 12) * 0.25;
  const ring = (v * 22 + wobble) % 1;
  const line = Math.pow(Math.abs(ring * 2 - 1), 8);
  const drift = tiledNoise(u, v, 4, 13);
  // Fine streaks along the grain: noise stretched along u.
  const streak = tiledNoise(u, v, 24, 14, 96);
  return 0.84 + drift * 0.2 + line * 0.12 - streak * 0.1;
}

/** Felt: a fine, even fuzz. */
export function feltPixels(size: number, base: string): Uint8Array {
  return paint(sharedShading('felt', size, (u, v) => 0.88 + tiledNoise(u, v, 64, 21) * 0.14 + tiledNoise(u, v, 8, 22) * 0.06), base);
}

/** Putty's surface as a bump map (grey): soft dents and finger marks, no sharp edges. */
export function puttyBumpPixels(size: number): Uint8Array {
  return paint(sharedShading('putty', size, (u, v) => 0.7 + tiledNoise(u, v, 12, 31) * 0.4 + tiledNoise(u, v, 40, 32) * 0.2), '#808080');
}

/**
 * A soft round shadow (black, its alpha falling from the middle to nothing at
 * the rim): laid under a moving thing instead of redrawing the lamp's shadow
 * map every frame it moves.
 */
export function blobShadowPixels(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x + 0.5) / size - 0.5;
      const dy = (y + 0.5) / size - 0.5;
      const r = Math.min(1, Math.sqrt(dx * dx + dy * dy) * 2);
      const fall = 1 - r * r;
      pixels[(y * size + x) * 4 + 3] = Math.round(255 * fall * fall);
    }
  }
  return pixels;
}

/** A square repeating texture of RGBA pixels, mipmapped; `colour`: its pixels are colours (sRGB), not data (a bump map). */
export function texture(pixels: Uint8Array, size: number, colour: boolean): Texture {
  const tex = new DataTexture(pixels, size, size);
  tex.wrapS = RepeatWrapping;
  tex.wrapT = RepeatWrapping;
  tex.magFilter = LinearFilter;
  tex.minFilter = LinearMipmapLinearFilter;
  tex.generateMipmaps = true;
  if (colour) tex.colorSpace = SRGBColorSpace;
  tex.needsUpdate = true;
  return tex;
}

const made = new Map<string, Texture>();

function once(key: string, make: () => Texture): Texture {
  let tex = made.get(key);
  if (tex === undefined) {
    tex = make();
    made.set(key, tex);
  }
  return tex;
}

/**
 * A wood texture of this colour, repeated `repeat` times across a face. The
 * pixels are shared; each repeat gets its own light copy (a texture's repeat
 * is its own).
 */
export function woodTexture(base: string, repeat: [number, number] = [1, 1]): Texture {
  const pixels = once(`wood:${base}`, () => texture(woodPixels(256, base), 256, true));
  return once(`wood:${base}:${repeat.join('x')}`, () => {
    const tex = pixels.clone();
    tex.repeat.set(...repeat);
    tex.needsUpdate = true;
    return tex;
  });
}

export function feltTexture(base: string, repeat: [number, number] = [1, 1]): Texture {
  const pixels = once(`felt:${base}`, () => texture(feltPixels(128, base), 128, true));
  return once(`felt:${base}:${repeat.join('x')}`, () => {
    const tex = pixels.clone();
    tex.repeat.set(...repeat);
    tex.needsUpdate = true;
    return tex;
  });
}

export function puttyBumpTexture(): Texture {
  return once('putty-bump', () => texture(puttyBumpPixels(128), 128, false));
}

export function blobShadowTexture(): Texture {
  return once('blob-shadow', () => {
    const tex = texture(blobShadowPixels(64), 64, false);
    tex.wrapS = ClampToEdgeWrapping;
    tex.wrapT = ClampToEdgeWrapping;
    return tex;
  });
}
