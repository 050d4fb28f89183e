import type { BufferAttribute, BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { SEA_FIELD_IDS } from '../../../../../shared/games/insel-der-schmuggler/board';
import { BOAT_BEAM, BOAT_LENGTH, CRATE, LIGHTHOUSE_ISLAND, QUAY_FRONT, fieldAt, fieldXZ, harbourSlot, islandCrate } from './layout';
import { boatColourGeometry, boatWoodGeometry, crateGeometry, rockGeometry } from './pieces';
import { WATER_RADIUS, distanceToLand, sceneryGeometry, skyGeometry, waterColour, waterGeometry } from './scenery';
import { cratePixels, ripplePixels, waterPixels } from './surfaces';

function wellFormed(g: BufferGeometry): void {
  const positions = g.getAttribute('position') as BufferAttribute;
  const normals = g.getAttribute('normal') as BufferAttribute;
  const colors = g.getAttribute('color') as BufferAttribute;
  expect(normals.count).toBe(positions.count);
  expect(colors.count).toBe(positions.count);
  for (let i = 0; i < positions.array.length; i++) expect(Number.isFinite(positions.array[i])).toBe(true);
  for (let i = 0; i < colors.array.length; i++) {
    expect(colors.array[i]).toBeGreaterThanOrEqual(0);
    expect(colors.array[i]).toBeLessThanOrEqual(1.5);
  }
}

describe("the bay's land", () => {
  const land = sceneryGeometry();
  const positions = land.getAttribute('position') as BufferAttribute;
  /** The land's points above the water, (x, z). */
  const above: [number, number][] = [];
  for (let i = 0; i < positions.count; i++) if (positions.getY(i) > 0.003) above.push([positions.getX(i), positions.getZ(i)]);

  it('is one geometry with positions, normals and colours, cheap enough for a CPU', () => {
    wellFormed(land);
    // Triangles: the whole landscape in one draw call, under 30 000 of them.
    expect(positions.count / 3).toBeLessThan(30_000);
  });

  it('keeps every sea field clear: nothing stands above the water on a field (the reefs and rocks lie between them)', () => {
    const blocked = new Set<number>();
    for (const [x, z] of above) {
      const field = fieldAt(x, z);
      if (field !== null && SEA_FIELD_IDS.includes(field)) blocked.add(field);
    }
    expect([...blocked]).toEqual([]);
  });

  it("leaves the harbours' water free for the boats: nothing above the water in front of the quays", () => {
    for (const harbour of [60, 61, 62, 63, 64]) {
      for (let i = 0; i < 4; i++) {
        const slot = harbourSlot(harbour, i, 4);
        const nearest = Math.min(...above.filter(([x, z]) => Math.abs(x - slot.x) < 0.2 && Math.abs(z - slot.z) < 0.2).map(([x, z]) => Math.hypot(x - slot.x, z - slot.z)));
        expect(nearest).toBeGreaterThan(BOAT_BEAM / 2);
      }
    }
    expect(QUAY_FRONT).toBeGreaterThan(Math.hypot(...fieldXZ(60)) + BOAT_LENGTH / 2);
  });

  it('builds the water flat on y = 0, of few triangles, its map spread across the disc', () => {
    const water = waterGeometry();
    wellFormed(water);
    const wp = water.getAttribute('position') as BufferAttribute;
    // Where the CPU draws, each triangle costs whatever its size: the colours are in the map, not in a fine grid.
    expect(wp.count / 3).toBeLessThanOrEqual(400);
    const uv = water.getAttribute('uv') as BufferAttribute;
    expect(uv.count).toBe(wp.count);
    for (let i = 0; i < wp.count; i++) {
      expect(wp.getY(i)).toBe(0);
      expect(Math.hypot(wp.getX(i), wp.getZ(i))).toBeLessThanOrEqual(WATER_RADIUS + 1e-6);
      expect(uv.getX(i)).toBeCloseTo(0.5 + wp.getX(i) / (2 * WATER_RADIUS), 6);
      expect(uv.getY(i)).toBeCloseTo(0.5 + wp.getZ(i) / (2 * WATER_RADIUS), 6);
    }
    wellFormed(skyGeometry());
  });

  it('paints the water shallow and light near land, deep and dark in the open, with ripples', () => {
    expect(distanceToLand(0, -LIGHTHOUSE_ISLAND)).toBeLessThan(0.02);
    expect(distanceToLand(0, -0.5)).toBeGreaterThan(0.1);
    const size = 256;
    const pixels = waterPixels(size, WATER_RADIUS, waterColour);
    expect(pixels.length).toBe(size * size * 4);
    /** The pixel over (x, z). */
    const at = (x: number, z: number): number[] => {
      const i = Math.round((x / (2 * WATER_RADIUS) + 0.5) * (size - 1));
      const j = Math.round((z / (2 * WATER_RADIUS) + 0.5) * (size - 1));
      const o = (j * size + i) * 4;
      return [pixels[o] as number, pixels[o + 1] as number, pixels[o + 2] as number, pixels[o + 3] as number];
    };
    const shallow = at(0, -LIGHTHOUSE_ISLAND - 0.01);
    const open = at(0, -0.5);
    expect(shallow[3]).toBe(255);
    expect((shallow[0] as number) + (shallow[1] as number) + (shallow[2] as number)).toBeGreaterThan((open[0] as number) + (open[1] as number) + (open[2] as number) + 60);
    // Blue-green water either way.
    for (const p of [shallow, open]) expect(p[2]).toBeGreaterThan(p[0] as number);
    // The ripples: neighbouring pixels of the open water differ.
    const row = new Set<number>();
    for (let k = 0; k < 20; k++) row.add((at(-0.5 + k * 0.01, -0.5)[1] as number));
    expect(row.size).toBeGreaterThan(3);
  });

  it("builds the pieces: a boat about its size, bow north; a crate; a rock", () => {
    for (const g of [boatWoodGeometry(), boatColourGeometry(), rockGeometry()]) wellFormed(g);
    const wood = boatWoodGeometry();
    wood.computeBoundingBox();
    const box = wood.boundingBox;
    expect(box?.max.z).toBeCloseTo(BOAT_LENGTH / 2, 3);
    expect(box?.min.z).toBeCloseTo(-BOAT_LENGTH / 2, 3);
    expect((box?.max.x ?? 0) * 2).toBeCloseTo(BOAT_BEAM, 3);
    const crate = crateGeometry();
    crate.computeBoundingBox();
    expect(crate.boundingBox?.max.x).toBeCloseTo(CRATE / 2, 9);
    expect(islandCrate(0, 0).y).toBeGreaterThan(0);
  });

  it('paints its surfaces in code: tileable opaque pixels', () => {
    for (const [pixels, size] of [
      [ripplePixels(32), 32],
      [cratePixels(16), 16],
    ] as const) {
      expect(pixels.length).toBe(size * size * 4);
      for (let i = 3; i < pixels.length; i += 4) expect(pixels[i]).toBe(255);
    }
  });
});
