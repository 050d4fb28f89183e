/**
 * Where the bay writes a sector's number: at the rim of the sea, just
 * outside the outer ring on the sector's centre line, so that "outer ring,
 * sector 13" can be found on the board (the words count sectors 1 to 20
 * clockwise from north, as text.ts's fieldName does). An island's sector has
 * its harbour there: its number moves to the side of the harbour's boats, on
 * the clockwise side. Pure.
 */
import { ISLAND_SPACING, SECTORS, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { HARBOUR_CELL } from './overlays';
import { SEA_OUTER, scenePoint } from './layout';

/** The number the words give a sector (1 to 20). */
export function sectorNumber(sector: number): number {
  return sector + 1;
}

/** How far beyond the outer ring's edge the numbers stand (board units). */
const OUT = 0.028;

/** Where sector `sector`'s number is written, on the water (x, z). */
export function rimPlace(sector: number): [number, number] {
  const angle = sectorAngle(sector);
  if (sector % ISLAND_SPACING !== 0) return scenePoint(SEA_OUTER + OUT, angle);
  // Beside the harbour: past its boats' row along the coast, at the same distance out.
  const radius = SEA_OUTER + OUT;
  return scenePoint(radius, angle + (HARBOUR_CELL.along + 0.01) / radius);
}

export const SECTOR_IDS: readonly number[] = Array.from({ length: SECTORS }, (_, s) => s);
