/**
 * A finger's tap on the bay that hits no lit field and no boat: the lit field
 * whose centre is nearest on screen picks it, when it lies within SNAP_PX. A
 * field of the bay is a few pixels across on a phone; so each target gets a
 * round hit area at least 2 × SNAP_PX wide (44 px, Apple's and Google's
 * smallest target), and a tap between two targets goes to the nearer. Pure:
 * the screen points come in.
 */
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';

/** How far from a lit field's centre a finger's tap still picks it (CSS px). */
export const SNAP_PX = 28;

export interface ScreenPoint {
  x: number;
  y: number;
}

/** The field whose point is nearest `tap`, if within `radius`; else null. */
export function nearestTarget(points: readonly { field: FieldId; at: ScreenPoint | null }[], tap: ScreenPoint, radius = SNAP_PX): FieldId | null {
  let best: { field: FieldId; distance: number } | null = null;
  for (const { field, at } of points) {
    if (at === null) continue;
    const distance = Math.hypot(at.x - tap.x, at.y - tap.y);
    if (distance > radius) continue;
    if (best === null || distance < best.distance) best = { field, distance };
  }
  return best?.field ?? null;
}
