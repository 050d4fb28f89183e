/**
 * Texture coordinates for a ball's mesh (the physics' render mesh has none):
 * longitude and latitude of each vertex seen from the ball's centre, with u
 * running twice round so a texture that tiles shows no seam and no stretch
 * at the equator. Enough for putty's fine bumps, which have no direction.
 */
export function sphereUvs(positions: ArrayLike<number>): Float32Array {
  const count = Math.floor(positions.length / 3);
  const out = new Float32Array(count * 2);
  for (let i = 0; i < count; i++) {
    const x = positions[i * 3] as number;
    const y = positions[i * 3 + 1] as number;
    const z = positions[i * 3 + 2] as number;
    const r = Math.hypot(x, y, z) || 1;
    out[i * 2] = ((Math.atan2(z, x) / (2 * Math.PI) + 0.5) * 2) % 2;
    out[i * 2 + 1] = Math.acos(Math.max(-1, Math.min(1, y / r))) / Math.PI;
  }
  return out;
}
