/**
 * A camera's glide to its pose, one frame at a time: a share of the way each
 * frame, so it slows as it comes. Such a glide never quite arrives; drawn on
 * demand, it asked for frames until it was within 10 µm, five seconds of
 * frames for a move across the table, the last two of them moving the view by
 * less than a pixel (issue #27: the Smugglers (2016) table drew 50 frames
 * while nothing moved). Within GLIDE_ARRIVED_M it lands on its goal and stops.
 */
import type { Vector3 } from 'three';

/** A third of a millimetre: under a pixel at the distances the tables are seen from. */
export const GLIDE_ARRIVED_M = 3e-4;

/** Moves `value` the share `k` of the way to `goal`, landing on it once within GLIDE_ARRIVED_M; whether it still has a way to go. */
export function glide(value: Vector3, goal: Vector3, k: number): boolean {
  value.lerp(goal, k);
  if (value.distanceToSquared(goal) > GLIDE_ARRIVED_M * GLIDE_ARRIVED_M) return true;
  value.copy(goal);
  return false;
}
