import type { BufferAttribute } from 'three';
import { describe, expect, it } from 'vitest';
import { FIELD_IDS, HARBOUR_IDS, RING_EDGES, SEA_FIELD_IDS, SECTORS, fieldOf, inBeam, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { fieldAt, yawRotation } from './layout';
import { LANTERN, SEA_INNER, SEA_OUTER, scenePoint } from './layout';
import { beamShaftGeometry, fieldCells, fieldOutline, gridLineCover, labelGeometry, litWaterGeometry, moveLabel, outlineBand, relabel, sectorWashGeometry, showCells } from './overlays';
import { angleOf } from './layout';

describe('the fields over the water', () => {
  it("holds every field's cell, each lying on its own field", () => {
    const cells = fieldCells();
    const positions = cells.geometry.getAttribute('position') as BufferAttribute;
    expect([...cells.vertices.keys()]).toEqual(FIELD_IDS);
    for (const [field, range] of cells.vertices) {
      // Each triangle's middle lies on the field (a cell never spills onto a neighbour).
      for (let v = range.first; v < range.first + range.count; v += 3) {
        let x = 0;
        let z = 0;
        for (let k = 0; k < 3; k++) {
          x += positions.getX(v + k) / 3;
          z += positions.getZ(v + k) / 3;
          expect(cells.vertexField[v + k]).toBe(field);
        }
        expect(fieldAt(x, z)).toBe(field);
      }
    }
  });

  it('draws only the cells it is told to', () => {
    const cells = fieldCells();
    expect(cells.geometry.drawRange.count).toBe(0);
    const n = showCells(cells, [SEA_FIELD_IDS[0] as number, HARBOUR_IDS[0] as number]);
    expect(n).toBe((cells.vertices.get(SEA_FIELD_IDS[0] as number)?.count ?? 0) + (cells.vertices.get(HARBOUR_IDS[0] as number)?.count ?? 0));
    expect(cells.geometry.drawRange.count).toBe(n);
    const index = cells.geometry.getIndex() as BufferAttribute;
    for (let i = 0; i < n; i++) expect([SEA_FIELD_IDS[0], HARBOUR_IDS[0]]).toContain(cells.vertexField[index.getX(i)]);
  });

  it("frames a field inside its edge (the keyboard cursor's outline)", () => {
    for (const id of [SEA_FIELD_IDS[5] as number, HARBOUR_IDS[2] as number]) {
      for (const [x, z] of fieldOutline(id)) expect(fieldAt(x, z)).toBe(id);
      const band = outlineBand(id);
      expect((band.getAttribute('position') as BufferAttribute).count).toBe(fieldOutline(id).length * 6);
    }
    expect(fieldOutline(-1)).toEqual([]);
  });

  it("paints the rings' edges and the sectors' borders into the water, and nothing inside a field or off the sea", () => {
    const texel = (2 * 1.17) / 1024;
    const border = (s: number) => sectorAngle(s) + Math.PI / SECTORS;
    for (let s = 0; s < SECTORS; s++) {
      // Every ring's edge, halfway along a sector; every border, halfway across a ring.
      for (const edge of RING_EDGES) expect(gridLineCover(...scenePoint(edge, sectorAngle(s)), texel)).toBeGreaterThan(0.9);
      for (let ring = 0; ring + 1 < RING_EDGES.length; ring++) {
        const mid = ((RING_EDGES[ring] as number) + (RING_EDGES[ring + 1] as number)) / 2;
        expect(gridLineCover(...scenePoint(mid, border(s)), texel)).toBeGreaterThan(0.9);
        // A field's middle, and a little off its border: clear water.
        expect(gridLineCover(...scenePoint(mid, sectorAngle(s)), texel)).toBe(0);
        expect(gridLineCover(...scenePoint(mid, border(s) + 0.02), texel)).toBe(0);
      }
      // The borders stop at the sea's edges: not over the lighthouse island, not into the harbours.
      expect(gridLineCover(...scenePoint(SEA_INNER - 0.05, border(s)), texel)).toBe(0);
      expect(gridLineCover(...scenePoint(SEA_OUTER + 0.05, border(s)), texel)).toBe(0);
    }
    // A line half a texel off covers part of it, fading out within a texel.
    const partial = gridLineCover(...scenePoint((RING_EDGES[0] as number) + 0.002, 0.1), texel);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1);
  });

  it("lights the beam's own fields: the lit water, turned like the sensor, covers them and no other", () => {
    const water = litWaterGeometry();
    const positions = water.getAttribute('position') as BufferAttribute;
    for (let beam = 0; beam < SECTORS; beam++) {
      const q = yawRotation(sectorAngle(beam));
      // Rotation about y by the quaternion's angle: x' = x cos + z sin, z' = −x sin + z cos (three's convention).
      const angle = 2 * Math.atan2(q.y, q.w);
      const covered = new Set<number>();
      for (let v = 0; v < positions.count; v += 3) {
        let x = 0;
        let z = 0;
        for (let k = 0; k < 3; k++) {
          const px = positions.getX(v + k);
          const pz = positions.getZ(v + k);
          x += (px * Math.cos(angle) + pz * Math.sin(angle)) / 3;
          z += (-px * Math.sin(angle) + pz * Math.cos(angle)) / 3;
        }
        const field = fieldAt(x, z);
        if (field !== null) covered.add(field);
      }
      for (const field of covered) expect(inBeam(field, beam)).toBe(true);
      expect(covered.size).toBe(SEA_FIELD_IDS.filter((id) => inBeam(id, beam)).length);
    }
    expect(fieldOf(SEA_FIELD_IDS[0] as number)).toBeDefined();
  });

  it('shines from the lamp: every face of the shaft starts at the lamp, brightest there', () => {
    const LAMP_Y = LANTERN.y + LANTERN.height / 2;
    const shaft = beamShaftGeometry(LAMP_Y);
    const positions = shaft.getAttribute('position') as BufferAttribute;
    const colors = shaft.getAttribute('color') as BufferAttribute;
    expect(colors.itemSize).toBe(4);
    for (let v = 0; v < positions.count; v += 3) {
      expect(positions.getX(v)).toBe(0);
      expect(positions.getY(v)).toBeCloseTo(LAMP_Y, 6);
      expect(positions.getZ(v)).toBe(0);
      expect(colors.getW(v)).toBeGreaterThan(colors.getW(v + 1));
    }
  });

  it('hangs billboard labels on their anchors and moves them', () => {
    const g = labelGeometry([
      { anchor: [1, 2, 3], width: 0.1, height: 0.02, uv: [0, 0.5, 0.4, 1] },
      { anchor: [4, 5, 6], width: 0.2, height: 0.02, uv: [0, 0, 0.8, 0.5] },
    ]);
    const positions = g.getAttribute('position') as BufferAttribute;
    expect(positions.count).toBe(8);
    expect(g.getIndex()?.count).toBe(12);
    moveLabel(g, 1, [7, 8, 9]);
    for (let k = 4; k < 8; k++) expect([positions.getX(k), positions.getY(k), positions.getZ(k)]).toEqual([7, 8, 9]);
    expect([positions.getX(0), positions.getY(0), positions.getZ(0)]).toEqual([1, 2, 3]);
  });

  it('centres a mark on its anchor, and shows another entry of the atlas in its place', () => {
    const g = labelGeometry([{ anchor: [0, 0, 0], width: 0.1, height: 0.02, uv: [0, 0.5, 0.4, 1], centred: true }]);
    const corners = g.getAttribute('corner') as BufferAttribute;
    [-0.01, -0.01, 0.01, 0.01].forEach((y, k) => expect(corners.getY(k)).toBeCloseTo(y, 6));
    relabel(g, 0, [0, 0, 0.4, 0.5]);
    const uv = g.getAttribute('uv') as BufferAttribute;
    expect(uv.getX(2)).toBeCloseTo(0.4, 6);
    expect(uv.getY(2)).toBeCloseTo(0.5, 6);
    expect([uv.getX(0), uv.getY(0)]).toEqual([0, 0]);
  });

  it('washes whole sectors of sea, each within its own sector, its rim stronger than its inside', () => {
    const g = sectorWashGeometry([
      { sector: 3, fill: 0.1, rim: 0.6 },
      { sector: 19, fill: 0.2, rim: 0.8 },
    ]);
    const positions = g.getAttribute('position') as BufferAttribute;
    const colours = g.getAttribute('color') as BufferAttribute;
    const alphas = new Map<number, Set<number>>();
    for (let v = 0; v < positions.count; v += 3) {
      let x = 0;
      let z = 0;
      for (let k = 0; k < 3; k++) {
        x += positions.getX(v + k) / 3;
        z += positions.getZ(v + k) / 3;
      }
      const r = Math.hypot(x, z);
      expect(r).toBeGreaterThan(SEA_INNER);
      expect(r).toBeLessThan(SEA_OUTER);
      const sector = Math.round((angleOf(x, z) / (Math.PI * 2)) * SECTORS) % SECTORS;
      expect([3, 19]).toContain(sector);
      const set = alphas.get(sector) ?? new Set<number>();
      set.add(Math.round(colours.getW(v) * 100) / 100);
      alphas.set(sector, set);
    }
    expect(alphas.get(3)).toEqual(new Set([0.1, 0.6]));
    expect(alphas.get(19)).toEqual(new Set([0.2, 0.8]));
  });
});
