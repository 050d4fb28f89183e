/**
 * Framing a shot: how far back a camera looking along a given direction must
 * stand so that every point given is inside its picture, whatever the
 * canvas's shape (a narrow window needs the camera further back). Pure
 * geometry on plain vectors, so the shots can be checked without WebGL.
 */

export type Vec3 = readonly [number, number, number];

export interface Framed {
  /** Where the camera stands and the point it looks at. */
  from: [number, number, number];
  at: [number, number, number];
}

const sub = (a: Vec3, b: Vec3): [number, number, number] => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): [number, number, number] => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const scale = (a: Vec3, k: number): [number, number, number] => [a[0] * k, a[1] * k, a[2] * k];
const add = (a: Vec3, b: Vec3): [number, number, number] => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const unit = (a: Vec3): [number, number, number] => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));

/** The camera's right, up and forward axes (three's lookAt with y up). */
function basis(from: Vec3, at: Vec3): { right: Vec3; up: Vec3; forward: Vec3 } {
  const forward = unit(sub(at, from));
  const right = unit(cross(forward, [0, 1, 0]));
  return { right, up: cross(right, forward), forward };
}

/**
 * Where `point` shows in the picture of a camera at `from` looking at `at`:
 * x and y from −1 to 1 across the picture when inside (y up), and its depth
 * in front of the camera (negative: behind it). `fov` is vertical, degrees.
 */
export function project(point: Vec3, from: Vec3, at: Vec3, fov: number, aspect: number): { x: number; y: number; depth: number } {
  const { right, up, forward } = basis(from, at);
  const q = sub(point, from);
  const depth = dot(q, forward);
  const tanV = Math.tan(((fov / 2) * Math.PI) / 180);
  return { x: dot(q, right) / (depth * tanV * aspect), y: dot(q, up) / (depth * tanV), depth };
}

/** Whether every point is in the picture, `margin` (a share of the half picture) inside its edges. */
export function allInView(points: readonly Vec3[], from: Vec3, at: Vec3, fov: number, aspect: number, margin = 0): boolean {
  const limit = 1 - margin;
  return points.every((p) => {
    const { x, y, depth } = project(p, from, at, fov, aspect);
    return depth > 0 && Math.abs(x) <= limit + 1e-9 && Math.abs(y) <= limit + 1e-9;
  });
}

/**
 * The nearest camera looking along `towards` (from the camera to the scene)
 * that shows every point, `margin` inside the edges, centred on them. The
 * distance is exact for a given point looked at (a point at sideways offset
 * s and depth offset f needs the camera at least s/tan(half angle) − f
 * back); the point looked at is then moved to the middle of what shows, and
 * the distance worked out again.
 */
export function frame(points: readonly Vec3[], towards: Vec3, fov: number, aspect: number, margin = 0.05): Framed {
  const n = points.length;
  let at: [number, number, number] = [0, 0, 0];
  for (const p of points) at = add(at, scale(p, 1 / n));
  const forward = unit(towards);
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const tanV = Math.tan(((fov / 2) * Math.PI) / 180) * (1 - margin);
  const tanH = tanV * aspect;
  const distance = (target: Vec3): number => {
    let d = 0;
    for (const p of points) {
      const q = sub(p, target);
      const f = dot(q, forward);
      d = Math.max(d, Math.abs(dot(q, right)) / tanH - f, Math.abs(dot(q, up)) / tanV - f);
    }
    return d;
  };
  for (let pass = 0; pass < 4; pass++) {
    const d = distance(at);
    const from = sub(at, scale(forward, d));
    // The picture's extent on each axis, as slopes from the camera: centre the target between the extremes.
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const p of points) {
      const q = sub(p, from);
      const depth = dot(q, forward);
      minX = Math.min(minX, dot(q, right) / depth);
      maxX = Math.max(maxX, dot(q, right) / depth);
      minY = Math.min(minY, dot(q, up) / depth);
      maxY = Math.max(maxY, dot(q, up) / depth);
    }
    // Shift the aim sideways and up by the middle of those slopes, at the target's depth.
    at = add(at, add(scale(right, ((minX + maxX) / 2) * d), scale(up, ((minY + maxY) / 2) * d)));
  }
  const d = distance(at);
  return { from: sub(at, scale(forward, d)), at };
}
