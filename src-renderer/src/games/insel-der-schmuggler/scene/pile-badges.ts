/**
 * The badges over the goods in the sea: one per field with a pile, saying
 * how many tiles lie there, hung just over the pile's top so that it shows
 * beside a boat resting on that field (the boat lies along its ring, the pile
 * outward of it) and is never hidden under it. Counted from the crates the
 * stage has in the sea, so a badge changes when a crate lands, not before.
 * Pure.
 */
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import { CRATE, seaCrate } from './layout';
import type { CrateRole } from './stage';

/** How high over a pile's top the badge's middle hangs. */
const OVER = 0.026;

/** Tiles in the sea by field, sorted by field: the stage's sea crates counted. */
export function seaPiles(roles: Iterable<CrateRole>): { field: FieldId; count: number }[] {
  const counts = new Map<FieldId, number>();
  for (const role of roles) if (role.kind === 'sea') counts.set(role.field, (counts.get(role.field) ?? 0) + 1);
  return [...counts].map(([field, count]) => ({ field, count })).sort((a, b) => a.field - b.field);
}

/** Where a pile's badge hangs: over its crates, higher as the pile grows (four crates a layer). */
export function badgeAnchor(field: FieldId, count: number): [number, number, number] {
  const base = seaCrate(field, 0);
  const layers = Math.ceil(Math.max(1, count) / 4);
  return [base.x, base.y - CRATE / 2 + layers * CRATE + OVER, base.z];
}
