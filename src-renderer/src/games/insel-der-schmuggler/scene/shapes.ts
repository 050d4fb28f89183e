/**
 * Building blocks for the bay's geometry, made in code from three's
 * primitives: each part painted with vertex colours, placed by a matrix, and
 * many parts merged into one geometry so that a whole landscape is one draw
 * call with one Lambert material. Pure (three's maths only, no WebGL): the
 * tests build every shape in Node.
 */
import { BufferAttribute, BufferGeometry, Color, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** A colour as the vertex colour attribute holds it: linear RGB. */
export type Rgb = readonly [number, number, number];

const scratch = new Color();

/** A CSS hex colour (sRGB) as linear RGB. */
export function rgb(hex: string): Rgb {
  scratch.set(hex);
  return [scratch.r, scratch.g, scratch.b];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function shade(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

/** A small seeded generator (mulberry32): the same trees and rocks at every start, never Math.random. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A placement: where, turned how (radians: tipped about x and z first, then turned about the vertical y) and scaled. */
export function placed(x: number, y: number, z: number, turn: readonly [number, number, number] = [0, 0, 0], size: number | readonly [number, number, number] = 1): Matrix4 {
  const s = typeof size === 'number' ? [size, size, size] : size;
  return new Matrix4().compose(
    new Vector3(x, y, z),
    new Quaternion().setFromEuler(new Euler(turn[0], turn[1], turn[2], 'YXZ')),
    new Vector3(s[0], s[1], s[2]),
  );
}

export type Painter = Rgb | ((position: Vector3, normal: Vector3) => Rgb);

export interface PartOptions {
  /** Recompute normals per face: a cut, faceted look (rocks, roofs). */
  flat?: boolean;
}

/**
 * A part for merging: non-indexed, positions and normals only (no uv), moved
 * by `at`, every vertex painted (a colour, or a function of where the vertex
 * lies and which way it faces, after the move; null keeps the colours the
 * geometry has).
 */
export function part(geometry: BufferGeometry, paint: Painter | null, at?: Matrix4, options: PartOptions = {}): BufferGeometry {
  // The source's attributes read straight into the part's own arrays (what toNonIndexed then clone gave, at a
  // third of the allocations: the land is some thousand parts, made on a phone while the table comes up).
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(unindexed(geometry, 'position'), 3));
  if (geometry.getAttribute('normal') !== undefined && !options.flat) g.setAttribute('normal', new BufferAttribute(unindexed(geometry, 'normal'), 3));
  if (at !== undefined) g.applyMatrix4(at);
  if (options.flat || g.getAttribute('normal') === undefined) g.computeVertexNormals();
  const positions = g.getAttribute('position') as BufferAttribute;
  const normals = g.getAttribute('normal') as BufferAttribute;
  if (paint === null) {
    // eslint-disable-next-line i18next/no-literal-string -- a developer's error
    if (geometry.getAttribute('color') === undefined) throw new Error('part: nothing to keep');
    g.setAttribute('color', new BufferAttribute(unindexed(geometry, 'color'), geometry.getAttribute('color').itemSize));
    return g;
  }
  const colors = new Float32Array(positions.count * 3);
  const p = new Vector3();
  const n = new Vector3();
  for (let i = 0; i < positions.count; i++) {
    const c = typeof paint === 'function' ? paint(p.fromBufferAttribute(positions, i), n.fromBufferAttribute(normals, i)) : paint;
    colors[i * 3] = c[0];
    colors[i * 3 + 1] = c[1];
    colors[i * 3 + 2] = c[2];
  }
  g.setAttribute('color', new BufferAttribute(colors, 3));
  return g;
}

/** An attribute's values vertex by vertex of the triangles, its index (if any) followed: a new array. */
function unindexed(geometry: BufferGeometry, name: string): Float32Array {
  const attribute = geometry.getAttribute(name);
  const index = geometry.index;
  const size = attribute.itemSize;
  const count = index !== null ? index.count : attribute.count;
  const out = new Float32Array(count * size);
  for (let i = 0; i < count; i++) {
    const v = index !== null ? index.getX(i) : i;
    for (let k = 0; k < size; k++) out[i * size + k] = attribute.getComponent(v, k);
  }
  return out;
}

const shapes = new Map<string, BufferGeometry>();

/**
 * A primitive made once a page under `key` and read by every part made of it (a part copies what it reads and
 * never changes it): the land has hundreds of firs, trees and rocks, and three's constructors were much of
 * its making on a phone. Sized ones are made at size 1 and scaled by their placement.
 */
export function shape(key: string, make: () => BufferGeometry): BufferGeometry {
  let made = shapes.get(key);
  if (made === undefined) {
    made = make();
    shapes.set(key, made);
  }
  return made;
}

/** The same surface seen from both sides (a leaf, a sail, a shell): its triangles again, turned the other way, normals flipped. */
export function twoSided(geometry: BufferGeometry): BufferGeometry {
  const g = geometry.index !== null ? geometry.toNonIndexed() : geometry.clone();
  const back = g.clone();
  for (const name of Object.keys(back.attributes)) {
    const attr = back.getAttribute(name) as BufferAttribute;
    const size = attr.itemSize;
    const arr = attr.array as Float32Array;
    // Swap the 2nd and 3rd vertex of every triangle: the winding turns over.
    for (let t = 0; t < attr.count; t += 3) {
      for (let k = 0; k < size; k++) {
        const a = (t + 1) * size + k;
        const b = (t + 2) * size + k;
        const tmp = arr[a] as number;
        arr[a] = arr[b] as number;
        arr[b] = tmp;
      }
    }
    if (name === 'normal') for (let i = 0; i < arr.length; i++) arr[i] = -(arr[i] as number);
  }
  const merged = mergeGeometries([g, back], false);
  // eslint-disable-next-line i18next/no-literal-string -- a developer's error
  if (merged === null) throw new Error('twoSided: the parts do not match');
  return merged;
}

/** Parts merged into one geometry (one draw call). */
export function merged(parts: readonly BufferGeometry[]): BufferGeometry {
  const g = mergeGeometries([...parts], false);
  // eslint-disable-next-line i18next/no-literal-string -- a developer's error
  if (g === null) throw new Error('merged: the parts do not match');
  for (const p of parts) p.dispose();
  g.computeBoundingSphere();
  return g;
}

/** Moves every vertex by a small fixed amount (a rock's lumps), then the normals per face. */
export function jitter(geometry: BufferGeometry, amount: number, seed: number): BufferGeometry {
  const g = geometry.index !== null ? geometry.toNonIndexed() : geometry.clone();
  const positions = g.getAttribute('position') as BufferAttribute;
  // The same corner (shared by several faces) moves the same way: hash its rounded position.
  const moved = new Map<string, [number, number, number]>();
  const random = seeded(seed);
  for (let i = 0; i < positions.count; i++) {
    const key = `${positions.getX(i).toFixed(4)},${positions.getY(i).toFixed(4)},${positions.getZ(i).toFixed(4)}`;
    let d = moved.get(key);
    if (d === undefined) {
      d = [(random() - 0.5) * amount, (random() - 0.5) * amount, (random() - 0.5) * amount];
      moved.set(key, d);
    }
    positions.setXYZ(i, positions.getX(i) + d[0], positions.getY(i) + d[1], positions.getZ(i) + d[2]);
  }
  g.deleteAttribute('normal');
  g.computeVertexNormals();
  return g;
}

/** Smoothstep from edge a to b. */
export function smooth(a: number, b: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}
