import { describe, expect, it } from 'vitest';
import { SKY_LIGHT, SUN_LIGHT, TOWARDS_SUN, bakeSunlight, flatLight, inSunShadow, sunShadowMap } from './sunlight';
import { rgb } from './shapes';

/** A flat square `half` m from its centre each way, `height` m above the water: two triangles. */
function slab(half: number, height: number): number[] {
  const [a, b, c, d] = [
    [-half, height, -half],
    [half, height, -half],
    [half, height, half],
    [-half, height, half],
  ];
  return [a, b, c, a, c, d].flat() as number[];
}

describe("the bay's sunlight", () => {
  it('lights a flat surface less in the shade: there only the sky lights it', () => {
    const sun = flatLight(false);
    const shade = flatLight(true);
    const sky = rgb(SKY_LIGHT.sky);
    for (let c = 0; c < 3; c++) {
      expect(shade[c]).toBeCloseTo(((sky[c] as number) * SKY_LIGHT.intensity) / Math.PI, 9);
      expect(sun[c] as number).toBeGreaterThan((shade[c] as number) * 1.5);
    }
  });

  it("casts a floating slab's shadow on the water away from the sun, and nowhere else", () => {
    const height = 0.2;
    const map = sunShadowMap(slab(0.05, height), null, 0.5, 256);
    // Where the ray from the slab's centre towards the sun's opposite meets the water.
    const along = height / TOWARDS_SUN[1];
    const [sx, sz] = [-TOWARDS_SUN[0] * along, -TOWARDS_SUN[2] * along];
    expect(inSunShadow(map, sx, 0, sz)).toBe(true);
    expect(inSunShadow(map, sx + 0.03, 0, sz - 0.03)).toBe(true);
    // Right under the slab the sun comes in slanting: lit. So is the water on the sun's side, and far off.
    expect(inSunShadow(map, 0, 0, 0)).toBe(false);
    expect(inSunShadow(map, -sx, 0, -sz)).toBe(false);
    expect(inSunShadow(map, sx + 0.1, 0, sz)).toBe(false);
    expect(inSunShadow(map, 3, 0, 3)).toBe(false);
    // The slab does not shade itself.
    expect(inSunShadow(map, 0.01, height, 0.01)).toBe(false);
  });

  it('reads indexed triangles as the merged land has them', () => {
    const flat = slab(0.05, 0.2);
    const positions = flat.slice(0, 9).concat(flat.slice(15, 18));
    const map = sunShadowMap(positions, [0, 1, 2, 0, 2, 3], 0.5, 256);
    const along = 0.2 / TOWARDS_SUN[1];
    expect(inSunShadow(map, -TOWARDS_SUN[0] * along, 0, -TOWARDS_SUN[2] * along)).toBe(true);
  });
});

describe('baking the sun into the land', () => {
  it('lights each vertex as Lambert would: facing the sun brightest, facing away only the sky, the shaded one only the sky', () => {
    // Three vertices on the water, white: one facing the sun, one facing straight away, one up but under a slab.
    const height = 0.2;
    const along = height / TOWARDS_SUN[1];
    const [sx, sz] = [-TOWARDS_SUN[0] * along, -TOWARDS_SUN[2] * along];
    const positions = [0.4, 0, 0.4, -0.4, 0, -0.4, sx, 0, sz];
    const normals = [...TOWARDS_SUN, ...TOWARDS_SUN.map((c) => -c), 0, 1, 0];
    const colours = new Float32Array(9).fill(1);
    bakeSunlight(positions, normals, colours, 3, sunShadowMap(slab(0.05, height), null, 0.5, 256));
    const sky = rgb(SKY_LIGHT.sky);
    const ground = rgb(SKY_LIGHT.ground);
    const sun = rgb(SUN_LIGHT.colour);
    const hemisphere = (c: number, up: number) => ((ground[c] as number) + ((sky[c] as number) - (ground[c] as number)) * (0.5 * up + 0.5)) * SKY_LIGHT.intensity;
    for (let c = 0; c < 3; c++) {
      expect(colours[c]).toBeCloseTo((hemisphere(c, TOWARDS_SUN[1]) + (sun[c] as number) * SUN_LIGHT.intensity) / Math.PI, 5);
      expect(colours[3 + c]).toBeCloseTo(hemisphere(c, -TOWARDS_SUN[1]) / Math.PI, 5);
      expect(colours[6 + c]).toBeCloseTo(hemisphere(c, 1) / Math.PI, 5);
      expect(colours[6 + c]).toBeCloseTo(flatLight(true)[c] as number, 5);
    }
  });
});
