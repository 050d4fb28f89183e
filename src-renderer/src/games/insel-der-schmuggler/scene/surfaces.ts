/**
 * The bay's surfaces drawn in code (no downloaded images): the water's
 * ripples and a crate's planks, as tileable RGBA pixels (pure, tested),
 * turned into three textures once and shared.
 */
import type { Texture } from 'three';
import { texture, tiledNoise } from '../../../kit3d/textures';

/** The water's ripples: grey around 1 (the map multiplies the water's vertex colours), long soft streaks and a fine chop. */
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

let ripples: Texture | null = null;
let crate: Texture | null = null;

export function rippleTexture(): Texture {
  ripples ??= texture(ripplePixels(128), 128, false);
  return ripples;
}

export function crateTexture(): Texture {
  crate ??= texture(cratePixels(64), 64, true);
  return crate;
}
