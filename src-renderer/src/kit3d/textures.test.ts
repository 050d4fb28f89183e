import { describe, expect, it } from 'vitest';
import { blobShadowPixels, feltPixels, puttyBumpPixels, tiledNoise, woodPixels } from './textures';
import { sphereUvs } from './sphere-uvs';

describe('surfaces drawn in code', () => {
  it('noise tiles: the left edge continues the right one, the top the bottom', () => {
    for (const v of [0, 0.13, 0.5, 0.77]) {
      expect(tiledNoise(0, v, 8, 3)).toBeCloseTo(tiledNoise(1, v, 8, 3), 12);
      expect(tiledNoise(v, 0, 8, 3)).toBeCloseTo(tiledNoise(v, 1, 8, 3), 12);
      expect(tiledNoise(0, v, 6, 3, 24)).toBeCloseTo(tiledNoise(1, v, 6, 3, 24), 12);
      expect(tiledNoise(v, 0, 6, 3, 24)).toBeCloseTo(tiledNoise(v, 1, 6, 3, 24), 12);
    }
  });

  it('is the same at every start (no Math.random)', () => {
    expect(woodPixels(32, '#6b4a32')).toEqual(woodPixels(32, '#6b4a32'));
  });

  it('every colour of wood has the same grain (worked out once per size), only its colour changes', () => {
    const light = woodPixels(64, '#a06040');
    const dark = woodPixels(64, '#502010');
    for (let i = 0; i < light.length; i += 4) {
      // The same shade k on both: round(0xa0·k) and round(0x50·k) differ by at most rounding.
      expect(Math.abs((light[i] as number) - 2 * (dark[i] as number))).toBeLessThanOrEqual(1);
    }
  });

  it('wood keeps its colour on average and shows grain (light and dark lines)', () => {
    const px = woodPixels(64, '#6b4a32');
    const reds: number[] = [];
    for (let i = 0; i < px.length; i += 4) reds.push(px[i] as number);
    const mean = reds.reduce((a, b) => a + b, 0) / reds.length;
    expect(Math.abs(mean - 0x6b)).toBeLessThan(0x6b * 0.2);
    expect(Math.max(...reds) - Math.min(...reds)).toBeGreaterThan(20);
    expect(px[3]).toBe(255);
  });

  it('felt is an even fuzz around its colour', () => {
    const px = feltPixels(64, '#2f6b3a');
    const greens: number[] = [];
    for (let i = 1; i < px.length; i += 4) greens.push(px[i] as number);
    expect(Math.min(...greens)).toBeGreaterThan(0x6b * 0.8);
    expect(Math.max(...greens)).toBeLessThan(0x6b * 1.25);
  });

  it('a blob shadow is dark in the middle and fades to nothing at the rim', () => {
    const size = 32;
    const px = blobShadowPixels(size);
    const alpha = (x: number, y: number): number => px[(y * size + x) * 4 + 3] as number;
    expect(alpha(16, 16)).toBeGreaterThan(240);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(0, 16)).toBeLessThan(10);
    expect(alpha(16, 24)).toBeLessThan(alpha(16, 20));
    expect(px[(16 * size + 16) * 4]).toBe(0);
  });

  it('the putty’s bumps are grey: a height, not a colour', () => {
    const px = puttyBumpPixels(16);
    for (let i = 0; i < px.length; i += 4) {
      expect(px[i]).toBe(px[i + 1]);
      expect(px[i + 1]).toBe(px[i + 2]);
    }
  });

  it('gives a ball’s poles and equator their latitude', () => {
    const uv = sphereUvs([0, 1, 0, 0, -1, 0, 1, 0, 0]);
    expect(uv[1]).toBeCloseTo(0, 9);
    expect(uv[3]).toBeCloseTo(1, 9);
    expect(uv[5]).toBeCloseTo(0.5, 9);
  });
});
