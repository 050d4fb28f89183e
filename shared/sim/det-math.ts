/**
 * Functions whose results are the same bit for bit in every JavaScript engine.
 *
 * ECMAScript fixes +, -, *, / and Math.sqrt to IEEE 754 (correctly rounded),
 * but leaves Math.sin, Math.cos, Math.atan2, Math.cbrt… to each engine. Every
 * shape a game builds for its simulation (a putty ball, a fence, a boat's
 * hull) must come out the same on the host (Node) and in a replay (Chromium,
 * or another browser): these use only the fixed operations, in a fixed order.
 */

/** Cube root of x ≥ 0 (0 for anything else). */
export function cbrt(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 0;
  // x = m · 8^k with m in [1, 8): cbrt(x) = cbrt(m) · 2^k; scaling by 8 and 2 is exact.
  let m = x;
  let scale = 1;
  while (m >= 8) {
    m /= 8;
    scale *= 2;
  }
  while (m < 1) {
    m *= 8;
    scale /= 2;
  }
  let y = 1.5;
  for (let i = 0; i < 8; i++) y = (2 * y + m / (y * y)) / 3;
  return y * scale;
}

/** atan(t) for 0 ≤ t ≤ 1 by two half-angle reductions and a Taylor series. */
function atanSmall(t: number): number {
  // atan(t) = 2 atan(t / (1 + sqrt(1 + t²))); twice brings t below tan(π/16) ≈ 0.2.
  let u = t;
  for (let i = 0; i < 2; i++) u = u / (1 + Math.sqrt(1 + u * u));
  const u2 = u * u;
  let sum = 0;
  for (let k = 12; k >= 0; k--) sum = sum * u2 + (k % 2 === 0 ? 1 : -1) / (2 * k + 1);
  return 4 * u * sum;
}

/** The angle of the vector (x, y) for y ≥ 0: in [0, π]. */
export function angleOf(x: number, y: number): number {
  const ay = Math.abs(y);
  if (x === 0 && ay === 0) return 0;
  const ax = Math.abs(x);
  const base = ay <= ax ? atanSmall(ay / ax) : Math.PI / 2 - atanSmall(ax / ay);
  return x >= 0 ? base : Math.PI - base;
}

/** sin and cos of θ for |θ| ≤ π/4 (Taylor series to the 18th power). */
function sinCosSmall(theta: number): [number, number] {
  const t2 = theta * theta;
  let s = 0;
  let c = 0;
  for (let k = 9; k >= 0; k--) {
    // sin: Σ (-1)^k θ^(2k+1)/(2k+1)!, cos: Σ (-1)^k θ^(2k)/(2k)!
    s = 1 - (s * t2) / ((2 * k + 2) * (2 * k + 3));
    c = 1 - (c * t2) / ((2 * k + 1) * (2 * k + 2));
  }
  return [theta * s, c];
}

/** [sin, cos] of 2π·k/n, exact on the axes and the same in every engine. */
export function unitCircle(k: number, n: number): [number, number] {
  // Reduce to an octant: the angle is 2π k/n = (π/4)·(8k/n); the octant is ⌊8k/n⌋.
  const kk = ((k % n) + n) % n;
  const eighths = (8 * kk) / n;
  const octant = Math.floor(eighths);
  const rest = eighths - octant; // in [0, 1)
  // Angle within the quadrant, in [0, π/2): octant parity chooses from which end.
  const quadrant = octant >> 1;
  const inQuadrant = (octant % 2) + rest; // [0, 2) in units of π/4
  let s: number;
  let c: number;
  if (inQuadrant <= 1) {
    [s, c] = sinCosSmall((Math.PI / 4) * inQuadrant);
  } else {
    const [s2, c2] = sinCosSmall((Math.PI / 4) * (2 - inQuadrant));
    s = c2;
    c = s2;
  }
  // (+ 0 turns −0 into 0.)
  switch (quadrant) {
    case 0:
      return [s + 0, c + 0];
    case 1:
      return [c + 0, -s + 0];
    case 2:
      return [-s + 0, -c + 0];
    default:
      return [-c + 0, s + 0];
  }
}
