/**
 * The places the viewer may pick on the bay, as a list beside it (issue #29):
 * on a phone a field of the 3D bay is a few pixels across, so every target
 * the bay lights is also a button that does the same as tapping the field.
 * Named as the player finds the field on the bay (ring, sector, nearby
 * island), in order round the bay from the north; while he chooses where his
 * boat ends, each sea place says the chance that the next lighthouse roll
 * turns the beam onto its sector (the bay's pills at the rim). Pure.
 */
import { type FieldId, RINGS, fieldOf } from '../../../../shared/games/insel-der-schmuggler/board';
import type { InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { type BeamReach, beamReach } from './scene/beam-reach';
import type { BayTarget, TargetKind } from './scene/contract';

export interface Place {
  field: FieldId;
  kind: TargetKind;
  /** Where the beam may stop on the next roll, when it may stop on this place's sector (and the player chooses where his boat ends); else null. */
  reach: BeamReach | null;
}

/** Round the bay clockwise from the north, then from the inner ring out (a harbour beyond the outer ring). */
function order(field: FieldId): number {
  const place = fieldOf(field);
  if (place === undefined) return Number.MAX_SAFE_INTEGER;
  const ring = place.kind === 'sea' ? place.ring : RINGS;
  return place.sector * (RINGS + 1) + ring;
}

/**
 * The list's places: one per target. The harbours at the start are left out
 * (their buttons name the islands already). `choosing`: the player picks where
 * his boat ends its move, so the beam's reach is told as the bay draws it.
 */
export function placesOf(view: InselView, targets: readonly BayTarget[], choosing: boolean): Place[] {
  if (view.phase === 'harbours') return [];
  const reach = choosing ? beamReach(view.beam) : [];
  return targets
    .map((target) => {
      const place = fieldOf(target.field);
      const sector = place?.kind === 'sea' ? place.sector : null;
      return { field: target.field, kind: target.kind, reach: reach.find((r) => r.sector === sector) ?? null };
    })
    .sort((a, b) => order(a.field) - order(b.field));
}
