import type { Words } from '../text';

/** A hole's size in words: its diameter in whole millimetres ("35 mm"). */
export function holeLabel(t: Words, diameterMm: number): string {
  return t('scene.holeSize', { mm: Math.round(diameterMm) });
}

/** The number the fence prints over a hole, as the game's fence does: the diameter alone, large. */
export function fenceNumber(diameterMm: number): string {
  return String(Math.round(diameterMm));
}
