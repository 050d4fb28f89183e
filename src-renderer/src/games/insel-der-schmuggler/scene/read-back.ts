/**
 * What the e2e reads back of the bay (BayReadBack): every boat's and crate's
 * place as a field, an island's quay or a boat's deck, worked out from where
 * they are drawn, the same way for the director's stage and the still bay.
 * Pure: no Rapier, no three.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, ISLAND_IDS, SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import { fieldAt, islandXZ } from './layout';
import type { BayReadBack, ShownCrate } from './stage';

export interface BoatSeen {
  seat: Seat;
  placed: boolean;
  /** Where it is on the water. */
  x: number;
  z: number;
}

export function readBackOf(boats: readonly BoatSeen[], crates: readonly ShownCrate[], beamAngle: number, lit: FieldId[], settled: boolean, physics: boolean): BayReadBack {
  const piles = new Map<FieldId, number>();
  const islands = ISLAND_IDS.map(() => 0);
  for (const crate of crates) {
    if (crate.role.kind === 'boat') continue;
    const t = crate.position;
    if (crate.role.kind === 'island') {
      // The island whose quay is nearest.
      let best = 0;
      let bestD = Infinity;
      for (const island of ISLAND_IDS) {
        const [x, z] = islandXZ(island);
        const d = Math.hypot(t.x - x, t.z - z);
        if (d < bestD) {
          bestD = d;
          best = island;
        }
      }
      islands[best] = (islands[best] as number) + 1;
      continue;
    }
    const field = fieldAt(t.x, t.z);
    if (field !== null) piles.set(field, (piles.get(field) ?? 0) + 1);
  }
  return {
    boats: boats.map((boat) => ({
      seat: boat.seat,
      field: boat.placed ? fieldAt(boat.x, boat.z) : null,
      cargo: crates.some((c) => c.role.kind === 'boat' && c.role.seat === boat.seat),
    })),
    seaCrates: [...piles.entries()].sort((a, b) => a[0] - b[0]).map(([field, count]) => ({ field, count })),
    islandCrates: islands,
    beam: ((Math.round((beamAngle / (Math.PI * 2)) * SECTORS) % SECTORS) + SECTORS) % SECTORS,
    lit,
    settled,
    physics,
  };
}
