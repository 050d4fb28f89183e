/**
 * Land and water as polar grids: a patch of rings around a centre whose
 * height and colour are functions of the place, smooth-shaded. The bay's
 * shore, each island and the lighthouse's island are such patches; so is the
 * water, coloured by its depth (light over the shallows near land). Pure.
 */
import { BufferAttribute, BufferGeometry } from 'three';
import { tiledNoise } from '../../../kit3d/textures';
import type { Rgb } from './shapes';

export interface PatchSpec {
  cx: number;
  cz: number;
  /** Radii of the rings, from the centre out (a first radius of 0 makes a closed disc). */
  radii: readonly number[];
  segments: number;
  /** How far the patch reaches in the direction `angle` (radians, x = cos, z = sin), as a factor of each radius: a wavy coast. */
  reach?(angle: number): number;
  height(x: number, z: number, r: number, angle: number): number;
  color(x: number, z: number, y: number, r: number, angle: number, slope: number): Rgb;
}

/** A polar patch: smooth-shaded, non-indexed, with position, normal and colour (ready to merge). */
export function polarPatch(spec: PatchSpec): BufferGeometry {
  const { cx, cz, radii, segments } = spec;
  const rings = radii.length;
  const positions = new Float32Array(rings * segments * 3);
  // Each vertex's radius and angle (written straight into typed arrays: the land has thousands of vertices).
  const polar = new Float64Array(rings * segments * 2);
  for (let i = 0; i < rings; i++) {
    for (let j = 0; j < segments; j++) {
      const angle = (j / segments) * Math.PI * 2;
      const r = (radii[i] as number) * (spec.reach?.(angle) ?? 1);
      const x = cx + Math.cos(angle) * r;
      const z = cz + Math.sin(angle) * r;
      const v = i * segments + j;
      positions[v * 3] = x;
      positions[v * 3 + 1] = spec.height(x, z, r, angle);
      positions[v * 3 + 2] = z;
      polar[v * 2] = r;
      polar[v * 2 + 1] = angle;
    }
  }
  const index: number[] = [];
  for (let i = 0; i < rings - 1; i++) {
    for (let j = 0; j < segments; j++) {
      const a = i * segments + j;
      const b = i * segments + ((j + 1) % segments);
      const c = (i + 1) * segments + j;
      const d = (i + 1) * segments + ((j + 1) % segments);
      // Wound counter-clockwise seen from above (+y): the faces look up.
      index.push(a, b, c, b, d, c);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  g.setIndex(index);
  g.computeVertexNormals();
  const normals = g.getAttribute('normal') as BufferAttribute;
  if ((radii[0] as number) === 0) {
    // A closed disc: its centre is one point, with one normal (the mean of the first ring's).
    let nx = 0;
    let ny = 0;
    let nz = 0;
    for (let j = 0; j < segments; j++) {
      nx += normals.getX(segments + j);
      ny += normals.getY(segments + j);
      nz += normals.getZ(segments + j);
    }
    const len = Math.hypot(nx, ny, nz) || 1;
    for (let j = 0; j < segments; j++) normals.setXYZ(j, nx / len, ny / len, nz / len);
  }
  const colors = new Float32Array(rings * segments * 3);
  for (let v = 0; v < rings * segments; v++) {
    const slope = 1 - Math.abs(normals.getY(v));
    const colour = spec.color(positions[v * 3] as number, positions[v * 3 + 2] as number, positions[v * 3 + 1] as number, polar[v * 2] as number, polar[v * 2 + 1] as number, slope);
    colors[v * 3] = colour[0];
    colors[v * 3 + 1] = colour[1];
    colors[v * 3 + 2] = colour[2];
  }
  g.setAttribute('color', new BufferAttribute(colors, 3));
  const flat = g.toNonIndexed();
  g.dispose();
  return flat;
}

/** Radii from `from` to `to` in `steps` even steps. */
export function evenRadii(from: number, to: number, steps: number): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);
}

/** Smooth noise round a circle (0..1): `lobes` bumps per turn. */
export function ringNoise(angle: number, lobes: number, seed: number): number {
  const u = (((angle / (Math.PI * 2)) % 1) + 1) % 1;
  return tiledNoise(u, 0.5, lobes, seed, 1);
}

/** Smooth noise over the plane (0..1), features about `size` across. */
export function planeNoise(x: number, z: number, size: number, seed: number): number {
  // tiledNoise tiles over 0..1: a period of 64 cells keeps the bay (a few units) far from a repeat.
  const period = 64;
  return tiledNoise(x / (size * period) + 0.5, z / (size * period) + 0.5, period, seed);
}
