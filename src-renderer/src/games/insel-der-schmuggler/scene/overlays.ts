/**
 * What the bay draws over the water, each one geometry: the fields' cells
 * (one mesh for all 60 of them: picking finds the field from the triangle
 * hit, highlights repaint the vertex colours), the outline of the field the
 * keyboard cursor is on, the rings' and sectors' fine lines, the beam's
 * shaft of light and the patch of water it lights (the same wedge as its
 * sensor), and the billboard quads of the labels. Pure.
 */
import { BufferAttribute, BufferGeometry } from 'three';
import { type FieldId, FIELD_IDS, RING_EDGES, SECTORS, fieldOf, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { wedgeOutline } from './beam-sensor';
import { HARBOUR_REACH, SCALE, SEA_INNER, SEA_OUTER, dirOf, fieldXZ, scenePoint } from './layout';

/** Heights over the water: the lit patch, the lines, the cells, the outline (apart, so they never fight for depth). */
export const LIT_Y = 0.0012;
export const REACH_Y = 0.0014;
export const LINE_Y = 0.0016;
export const CELL_Y = 0.002;
export const OUTLINE_Y = 0.0026;

/** How far a cell keeps from its neighbours (board units), so that two lit cells read as two. */
const CELL_GAP = 0.006;
/** Arc segments per cell edge. */
const CELL_ARC = 5;
/** A harbour's cell: an oval round its boats' slots, wide along the coast, clear of the outer ring. */
export const HARBOUR_CELL = { along: HARBOUR_REACH * 0.8, across: 0.055 } as const;

/** A field's outline on the water (x, z), counter-clockwise seen from above; `inset` moves it inward. */
export function fieldOutline(id: FieldId, inset = CELL_GAP): [number, number][] {
  const field = fieldOf(id);
  if (field === undefined) return [];
  if (field.kind === 'harbour') {
    const [cx, cz] = fieldXZ(id);
    const [ox, oz] = dirOf(sectorAngle(field.sector));
    const along = (HARBOUR_CELL.along - inset) * SCALE;
    const across = (HARBOUR_CELL.across - inset) * SCALE;
    return Array.from({ length: 24 }, (_, i) => {
      const a = (-i / 24) * Math.PI * 2;
      const u = Math.cos(a) * along;
      const v = Math.sin(a) * across;
      // u along the coast (the outward direction turned a quarter), v outward.
      return [cx - oz * u + ox * v, cz + ox * u + oz * v];
    });
  }
  const r0 = (RING_EDGES[field.ring] as number) + inset / 2;
  const r1 = (RING_EDGES[field.ring + 1] as number) - inset / 2;
  const half = Math.PI / SECTORS;
  const centre = sectorAngle(field.sector);
  // The angular inset that leaves `inset` of water across the boundary at each radius.
  const arc = (r: number, from: number, to: number): [number, number][] =>
    Array.from({ length: CELL_ARC + 1 }, (_, i) => {
      const pad = inset / 2 / r;
      const a = from + ((to - from) * i) / CELL_ARC;
      const clamped = Math.max(centre - half + pad, Math.min(centre + half - pad, a));
      return scenePoint(r, clamped);
    });
  // Counter-clockwise seen from above (+y): inner arc clockwise on the board, outer arc back.
  return [...arc(r0, centre + half, centre - half), ...arc(r1, centre - half, centre + half)];
}

export interface FieldCells {
  geometry: BufferGeometry;
  /** The field each vertex belongs to (a triangle hit names its field by its first vertex). */
  vertexField: Int16Array;
  /** Each field's vertices: first and count (for repainting, and for the index of the cells drawn). */
  vertices: Map<FieldId, { first: number; count: number }>;
}

/** Triangles filling a field's cell (a fan for a harbour's disc, strips between the arcs for a sea cell). */
function cellTriangles(id: FieldId): number[] {
  const outline = fieldOutline(id);
  const field = fieldOf(id);
  const out: number[] = [];
  const push = (p: [number, number]) => out.push(p[0], CELL_Y, p[1]);
  if (field?.kind === 'harbour') {
    const c = fieldXZ(id);
    for (let i = 0; i < outline.length; i++) {
      push(c);
      push(outline[(i + 1) % outline.length] as [number, number]);
      push(outline[i] as [number, number]);
    }
    return out;
  }
  const n = CELL_ARC + 1;
  // inner[i] runs one way, outer[i] the other: pair inner[i] with outer[n-1-i].
  for (let i = 0; i < n - 1; i++) {
    const a = outline[i] as [number, number];
    const b = outline[i + 1] as [number, number];
    const c = outline[2 * n - 1 - i] as [number, number];
    const d = outline[2 * n - 2 - i] as [number, number];
    push(a);
    push(c);
    push(b);
    push(b);
    push(c);
    push(d);
  }
  return out;
}

/**
 * Every field's cell in one geometry, with RGBA vertex colours. It draws
 * only the cells its index names (cellIndex): a cell with nothing to show
 * costs no pixels, and only what is drawn can be picked.
 */
export function fieldCells(): FieldCells {
  const positions: number[] = [];
  const vertexField: number[] = [];
  const vertices = new Map<FieldId, { first: number; count: number }>();
  for (const id of FIELD_IDS) {
    const tris = cellTriangles(id);
    const first = positions.length / 3;
    positions.push(...tris);
    const count = tris.length / 3;
    vertices.set(id, { first, count });
    for (let v = 0; v < count; v++) vertexField.push(id);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  geometry.setAttribute('color', new BufferAttribute(new Float32Array((positions.length / 3) * 4), 4));
  geometry.setIndex(new BufferAttribute(new Uint16Array(positions.length / 3), 1));
  geometry.setDrawRange(0, 0);
  geometry.computeBoundingSphere();
  return { geometry, vertexField: Int16Array.from(vertexField), vertices };
}

/** Draws these fields' cells and no other: the index names their vertices, the draw range ends with them. Returns how many vertices. */
export function showCells(cells: FieldCells, fields: Iterable<FieldId>): number {
  const index = cells.geometry.getIndex() as BufferAttribute;
  let n = 0;
  for (const field of fields) {
    const range = cells.vertices.get(field);
    if (range === undefined) continue;
    for (let v = range.first; v < range.first + range.count; v++) index.setX(n++, v);
  }
  index.needsUpdate = true;
  cells.geometry.setDrawRange(0, n);
  return n;
}

/** A band along a field's outline (the cursor's frame): `width` wide, inside the cell's edge. */
export function outlineBand(id: FieldId, width = 0.006): BufferGeometry {
  const outer = fieldOutline(id, CELL_GAP * 0.5);
  const inner = fieldOutline(id, CELL_GAP * 0.5 + width * 2);
  const out: number[] = [];
  const n = outer.length;
  for (let i = 0; i < n; i++) {
    const a = outer[i] as [number, number];
    const b = outer[(i + 1) % n] as [number, number];
    const c = inner[i] as [number, number];
    const d = inner[(i + 1) % n] as [number, number];
    out.push(a[0], OUTLINE_Y, a[1], b[0], OUTLINE_Y, b[1], c[0], OUTLINE_Y, c[1], b[0], OUTLINE_Y, b[1], d[0], OUTLINE_Y, d[1], c[0], OUTLINE_Y, c[1]);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(out), 3));
  return g;
}

/**
 * How much of the fields' fine lines (the rings' edges, the sectors' borders)
 * covers a texel of the water's map centred on (x, z), `texel` m a side: 0 to
 * 1. Lines `width` m wide, painted into the map (surfaces.ts) rather than
 * drawn as GL lines every frame: they keep their width on the water (thinner
 * far off, as a painted line would) and fade smoothly with distance.
 */
export function gridLineCover(x: number, z: number, texel: number, width = 0.0022): number {
  const reach = width / 2 + texel / 2;
  // Not Math.hypot: several times slower in V8, and a million texels ask.
  const r = Math.sqrt(x * x + z * z);
  // Off the sea (give or take a line): nothing; a million texels ask.
  if (r < SEA_INNER * SCALE - reach || r > SEA_OUTER * SCALE + reach) return 0;
  // A line `d` m from the texel's centre covers this much of it (a box filter).
  const most = Math.min(1, width / texel);
  let nearest = Number.POSITIVE_INFINITY;
  for (const edge of RING_EDGES) nearest = Math.min(nearest, Math.abs(r - edge * SCALE));
  if (r >= SEA_INNER * SCALE - width / 2 && r <= SEA_OUTER * SCALE + width / 2) {
    // The nearest border: sectors' borders lie half a sector off their centres.
    const step = (Math.PI * 2) / SECTORS;
    const border = (((Math.round((Math.atan2(x, -z) - step / 2) / step) % SECTORS) + SECTORS) % SECTORS) as number;
    const [dx, dz] = BORDER_DIRECTIONS[border] as readonly [number, number];
    nearest = Math.min(nearest, Math.abs(x * dz - z * dx));
  }
  return Math.max(0, Math.min(most, (reach - nearest) / texel));
}

/** Each sector's border's direction (the border between sector s and s + 1). */
const BORDER_DIRECTIONS: readonly (readonly [number, number])[] = Array.from({ length: SECTORS }, (_, s) => dirOf(sectorAngle(s) + Math.PI / SECTORS));

/** RGBA per vertex. */
function withColours(positions: number[], colours: number[]): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.setAttribute('color', new BufferAttribute(new Float32Array(colours), 4));
  g.computeBoundingSphere();
  return g;
}

/**
 * The water the beam lights, pointing north: the sensor's wedge, bright near
 * the lighthouse and fading outward (drawn additively).
 */
export function litWaterGeometry(steps = 8): BufferGeometry {
  const outline = wedgeOutline();
  const inner = [outline[0] as [number, number], outline[outline.length - 1] as [number, number]];
  const outerArc = outline.slice(1, -1);
  const positions: number[] = [];
  const colours: number[] = [];
  // Rings of the wedge from the inner edge to the outer arc, so the light can fade with distance.
  const at = (t: number, k: number): [number, number] => {
    // Point k of the outer arc (0..n-1), interpolated toward the inner edge at t = 0.
    const n = outerArc.length - 1;
    const o = outerArc[k] as [number, number];
    const i0 = inner[0] as [number, number];
    const i1 = inner[1] as [number, number];
    const ix = i0[0] + ((i1[0] - i0[0]) * k) / n;
    const iz = i0[1] + ((i1[1] - i0[1]) * k) / n;
    return [ix + (o[0] - ix) * t, iz + (o[1] - iz) * t];
  };
  const alpha = (t: number) => 0.55 * (1 - 0.6 * t);
  for (let s = 0; s < steps; s++) {
    const t0 = s / steps;
    const t1 = (s + 1) / steps;
    for (let k = 0; k < outerArc.length - 1; k++) {
      const a = at(t0, k);
      const b = at(t0, k + 1);
      const c = at(t1, k);
      const d = at(t1, k + 1);
      for (const [p, t] of [
        [a, t0],
        [c, t1],
        [b, t0],
        [b, t0],
        [c, t1],
        [d, t1],
      ] as const) {
        positions.push(p[0], LIT_Y, p[1]);
        colours.push(1, 1, 1, alpha(t));
      }
    }
  }
  return withColours(positions, colours);
}

/**
 * The beam's shaft, pointing north: from the lamp down over the wedge to the
 * water, its faces bright at the lamp and faint where they meet the water
 * (drawn additively, from both sides: a shaft of light, not a solid).
 */
export function beamShaftGeometry(lampY: number): BufferGeometry {
  const outline = wedgeOutline();
  const positions: number[] = [];
  const colours: number[] = [];
  const lamp = [0, lampY, 0] as const;
  const near = 0.6;
  const far = 0.05;
  const tri = (p: readonly number[], q: readonly number[], r: readonly number[], ap: number, aq: number, ar: number) => {
    positions.push(...p, ...q, ...r);
    colours.push(1, 1, 1, ap, 1, 1, 1, aq, 1, 1, 1, ar);
  };
  // The far face: a fan from the lamp to the outer arc; the two side faces from the lamp along the wedge's sides.
  for (let k = 1; k < outline.length - 2; k++) {
    const p = outline[k] as [number, number];
    const q = outline[k + 1] as [number, number];
    tri(lamp, [p[0], 0, p[1]], [q[0], 0, q[1]], near, far, far);
  }
  for (const [a, b] of [
    [0, 1],
    [outline.length - 1, outline.length - 2],
  ] as const) {
    const p = outline[a] as [number, number];
    const q = outline[b] as [number, number];
    tri(lamp, [p[0], 0, p[1]], [q[0], 0, q[1]], near, near * 0.5, far);
  }
  return withColours(positions, colours);
}

/** A sector's arc at `radius` (board units), `segments` pieces clockwise across the sector. */
function sectorArc(sector: number, radius: number, segments: number): [number, number][] {
  const centre = sectorAngle(sector);
  const half = Math.PI / SECTORS;
  return Array.from({ length: segments + 1 }, (_, i) => scenePoint(radius, centre - half + (2 * half * i) / segments));
}

/** A sector's side at angle `angle`, `width` (board units) wide inside the sector (`inward` +1 clockwise, −1 counter-clockwise), from r0 to r1. */
function sideBand(angle: number, inward: number, r0: number, r1: number, width: number): [number, number][] {
  const a0 = scenePoint(r0, angle);
  const a1 = scenePoint(r1, angle);
  const b0 = scenePoint(r0, angle + (inward * width) / r0);
  const b1 = scenePoint(r1, angle + (inward * width) / r1);
  return [a0, b0, a1, a1, b0, b1];
}

/** One sector's wedge of sea to draw: how much its inside and its rim cover the water (0 to 1). */
export interface SectorWash {
  sector: number;
  fill: number;
  rim: number;
}

/**
 * Whole sectors of sea washed over, from the inner ring's edge to the outer
 * one (the beam's reach on the next roll): each a soft fill and a rim round
 * its edge, `rimWidth` board units wide inside it, in one geometry with RGBA
 * vertex colours (the material gives the hue).
 */
export function sectorWashGeometry(washes: readonly SectorWash[], rimWidth = 0.008, y = REACH_Y, segments = 6): BufferGeometry {
  const positions: number[] = [];
  const colours: number[] = [];
  const put = (points: readonly [number, number][], alpha: number) => {
    for (const [x, z] of points) {
      positions.push(x, y, z);
      colours.push(1, 1, 1, alpha);
    }
  };
  const strip = (a: readonly [number, number][], b: readonly [number, number][], alpha: number) => {
    for (let i = 0; i < a.length - 1; i++) {
      put([a[i] as [number, number], b[i] as [number, number], a[i + 1] as [number, number]], alpha);
      put([a[i + 1] as [number, number], b[i] as [number, number], b[i + 1] as [number, number]], alpha);
    }
  };
  const half = Math.PI / SECTORS;
  for (const wash of washes) {
    const inner = SEA_INNER + rimWidth;
    const outer = SEA_OUTER - rimWidth;
    strip(sectorArc(wash.sector, inner, segments), sectorArc(wash.sector, outer, segments), wash.fill);
    strip(sectorArc(wash.sector, SEA_OUTER, segments), sectorArc(wash.sector, outer, segments), wash.rim);
    strip(sectorArc(wash.sector, SEA_INNER, segments), sectorArc(wash.sector, inner, segments), wash.rim);
    const centre = sectorAngle(wash.sector);
    put(sideBand(centre - half, 1, inner, outer, rimWidth), wash.rim);
    put(sideBand(centre + half, -1, inner, outer, rimWidth), wash.rim);
  }
  return withColours(positions, colours);
}

/** One label: where it hangs (its anchor, in the scene), its size in the scene, and its place in the atlas (u0, v0, u1, v1). */
export interface LabelQuad {
  anchor: readonly [number, number, number];
  width: number;
  height: number;
  uv: readonly [number, number, number, number];
  /** Centred on its anchor (a mark on the water) rather than hanging above it. */
  centred?: boolean;
}

/**
 * Labels as billboards in one geometry: each quad's four vertices all hold
 * its anchor as their position, and a `corner` offset (scene units) that the
 * shader adds in view space, so the label faces the camera whatever its turn.
 */
export function labelGeometry(labels: readonly LabelQuad[]): BufferGeometry {
  const positions: number[] = [];
  const corners: number[] = [];
  const uvs: number[] = [];
  const index: number[] = [];
  labels.forEach((label, i) => {
    const [u0, v0, u1, v1] = label.uv;
    const w = label.width / 2;
    // The anchor is the label's bottom middle (it hangs above what it names), or its middle.
    const low = label.centred === true ? -label.height / 2 : 0;
    const h = low + label.height;
    const quad: [number, number, number, number][] = [
      [-w, low, u0, v0],
      [w, low, u1, v0],
      [w, h, u1, v1],
      [-w, h, u0, v1],
    ];
    for (const [cx, cy, u, v] of quad) {
      positions.push(...label.anchor);
      corners.push(cx, cy);
      uvs.push(u, v);
    }
    index.push(i * 4, i * 4 + 1, i * 4 + 2, i * 4, i * 4 + 2, i * 4 + 3);
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.setAttribute('corner', new BufferAttribute(new Float32Array(corners), 2));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(uvs), 2));
  g.setIndex(index);
  return g;
}

/** Shows label i with another entry of its atlas, of the same size (the uv of its four corners). */
export function relabel(geometry: BufferGeometry, i: number, uv: readonly [number, number, number, number]): void {
  const uvs = geometry.getAttribute('uv') as BufferAttribute;
  const [u0, v0, u1, v1] = uv;
  uvs.setXY(i * 4, u0, v0);
  uvs.setXY(i * 4 + 1, u1, v0);
  uvs.setXY(i * 4 + 2, u1, v1);
  uvs.setXY(i * 4 + 3, u0, v1);
  uvs.needsUpdate = true;
}

/** Moves label i's anchor (all four of its vertices). */
export function moveLabel(geometry: BufferGeometry, i: number, anchor: readonly [number, number, number]): void {
  const positions = geometry.getAttribute('position') as BufferAttribute;
  for (let k = 0; k < 4; k++) positions.setXYZ(i * 4 + k, anchor[0], anchor[1], anchor[2]);
  positions.needsUpdate = true;
}
