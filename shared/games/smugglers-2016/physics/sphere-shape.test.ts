import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, massForDiameterG } from './profile.js';
import { convexHull, roundedHullVolume, sphereRenderMesh, sphereShape } from './sphere-shape.js';

const putty = (massG: number): number => massG / DEFAULT_PROFILE.puttyDensityGPerCm3 / 1e6; // m³

describe('the shape of a sculpted sphere', () => {
  it('holds exactly the volume of its putty (within 1 %), whatever its roundness', () => {
    for (const massG of [3, 12.5, 40]) {
      for (const roundness of [1, 0.7, 0.3, 0]) {
        for (const shapeSeed of [1, 99, 0xdeadbeef]) {
          const shape = sphereShape({ massG, roundness, shapeSeed });
          const volume = roundedHullVolume(shape.points, shape.indices, shape.borderRadius);
          expect(Math.abs(volume / putty(massG) - 1)).toBeLessThan(0.01);
          expect(Math.abs(shape.volume / putty(massG) - 1)).toBeLessThan(1e-9);
        }
      }
    }
  });

  it('Steiner\'s formula is right for a cube dilated by a ball', () => {
    const points = [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1];
    const tris = convexHull([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [points[3 * i]!, points[3 * i + 1]!, points[3 * i + 2]!]));
    const b = 0.25;
    const expected = 1 + 6 * b + 3 * Math.PI * b * b + (4 / 3) * Math.PI * b ** 3;
    expect(roundedHullVolume(points, tris.flat(), b)).toBeCloseTo(expected, 12);
  });

  it('is a convex hull: every vertex lies behind every face', () => {
    const shape = sphereShape({ massG: 20, roundness: 0.2, shapeSeed: 5 });
    const p = (i: number): number[] => [shape.points[3 * i]!, shape.points[3 * i + 1]!, shape.points[3 * i + 2]!];
    for (let f = 0; f < shape.indices.length; f += 3) {
      const [a, b, c] = [p(shape.indices[f]!), p(shape.indices[f + 1]!), p(shape.indices[f + 2]!)];
      const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
      const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
      const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
      for (let i = 0; i < shape.points.length / 3; i++) {
        const q = p(i);
        const side = n[0]! * (q[0]! - a[0]!) + n[1]! * (q[1]! - a[1]!) + n[2]! * (q[2]! - a[2]!);
        expect(side).toBeLessThan(1e-12);
      }
    }
  });

  it('the same data gives the same shape, bit for bit', () => {
    const spec = { massG: massForDiameterG(30), roundness: 0.45, shapeSeed: 123456 };
    const a = sphereShape(spec);
    const b = sphereShape(spec);
    expect(Array.from(a.points)).toEqual(Array.from(b.points));
    expect(Array.from(a.indices)).toEqual(Array.from(b.indices));
    expect(Array.from(sphereShape({ ...spec, shapeSeed: 123457 }).points)).not.toEqual(Array.from(a.points));
  });

  it('the less round, the larger its bumps', () => {
    const sticksOut = (roundness: number): number => {
      let sum = 0;
      for (let seed = 0; seed < 20; seed++) {
        const shape = sphereShape({ massG: 10, roundness, shapeSeed: seed });
        sum += shape.boundingRadius / shape.radius - 1;
      }
      return sum / 20;
    };
    const [round, fair, poor] = [sticksOut(1), sticksOut(0.6), sticksOut(0.2)];
    expect(round).toBeLessThan(0.01);
    expect(fair).toBeGreaterThan(round);
    expect(poor).toBeGreaterThan(fair);
  });

  it('gives a drawable mesh around the same centre', () => {
    const shape = sphereShape({ massG: 10, roundness: 0.5, shapeSeed: 3 });
    const mesh = sphereRenderMesh(shape, 2);
    expect(mesh.positions.length).toBe(162 * 3);
    expect(mesh.indices.length).toBe(320 * 3);
    for (let i = 0; i < mesh.positions.length; i += 3) {
      const r = Math.hypot(mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!);
      expect(r).toBeLessThanOrEqual(shape.boundingRadius * (1 + 1e-6));
      expect(r).toBeGreaterThan(shape.radius * 0.7);
    }
  });
});
