import { describe, expect, it } from 'vitest';
import { FIELD_IDS, HARBOUR_IDS, REEFS, RING_EDGES, SEA_FIELD_IDS, fieldOf, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import {
  BOAT_BEAM,
  CRATE,
  angleOf,
  cargoCrate,
  dirOf,
  fieldAngle,
  fieldAt,
  fieldXZ,
  harbourSlot,
  headingOfRotation,
  islandCrate,
  ringHeading,
  scenePoint,
  seaCrate,
  turnBetween,
  yawRotation,
} from './layout';

describe("the bay's layout", () => {
  it('reads every field back from its centre', () => {
    for (const id of FIELD_IDS) {
      const [x, z] = fieldXZ(id);
      expect(fieldAt(x, z)).toBe(id);
    }
  });

  it('knows no field on the lighthouse island, a reef, an island or the shore', () => {
    expect(fieldAt(0, 0)).toBeNull();
    for (const reef of REEFS) {
      const [x, z] = scenePoint(((RING_EDGES[reef.ring] as number) + (RING_EDGES[reef.ring + 1] as number)) / 2, sectorAngle(reef.sector));
      expect(fieldAt(x, z)).toBeNull();
    }
    // An island's goods wait on its quay, by its harbour: never on a sea field.
    for (let island = 0; island < 5; island++) {
      const crate = islandCrate(island as 0, 0);
      expect(fieldAt(crate.x, crate.z)).not.toBeOneOf([...SEA_FIELD_IDS]);
    }
    expect(fieldAt(1.3, 0)).toBeNull();
  });

  it('keeps a pile of goods on its own field, clear of a boat resting on the field', () => {
    for (const id of SEA_FIELD_IDS) {
      const [cx, cz] = fieldXZ(id);
      for (let slot = 0; slot < 12; slot++) {
        const crate = seaCrate(id, slot);
        expect(fieldAt(crate.x, crate.z)).toBe(id);
        // A boat lies along the ring through the centre: the crates stay off its side.
        const radial = dirOf(fieldAngle(id));
        const out = (crate.x - cx) * radial[0] + (crate.z - cz) * radial[1];
        expect(out - (CRATE * Math.SQRT2) / 2).toBeGreaterThan(BOAT_BEAM / 2);
      }
    }
  });

  it('moors up to four boats side by side in a harbour, all read back as in it', () => {
    for (const id of HARBOUR_IDS) {
      for (let count = 1; count <= 4; count++) {
        const slots = Array.from({ length: count }, (_, i) => harbourSlot(id, i, count));
        for (const slot of slots) expect(fieldAt(slot.x, slot.z)).toBe(id);
        for (let i = 1; i < count; i++) {
          const a = slots[i - 1] as { x: number; z: number };
          const b = slots[i] as { x: number; z: number };
          expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThan(BOAT_BEAM);
        }
        // Bow to the island.
        expect(slots[0]?.heading).toBeCloseTo(fieldAngle(id), 9);
      }
    }
  });

  it('rests a boat along its ring, the way nearer how it came', () => {
    for (const id of SEA_FIELD_IDS) {
      const a = fieldAngle(id);
      const clockwise = ringHeading(id, a + 1.2);
      const counter = ringHeading(id, a - 1.2);
      expect(Math.abs(turnBetween(a + Math.PI / 2, clockwise))).toBeLessThan(1e-9);
      expect(Math.abs(turnBetween(a - Math.PI / 2, counter))).toBeLessThan(1e-9);
    }
    expect(fieldOf(SEA_FIELD_IDS[0] as number)?.kind).toBe('sea');
  });

  it('turns angles into rotations and back, and puts the cargo on the deck behind the mast', () => {
    for (const angle of [0, 0.3, 1.6, 3.1, 4.7, 6.2]) {
      expect(headingOfRotation(yawRotation(angle))).toBeCloseTo(angle, 9);
      const [dx, dz] = dirOf(angle);
      expect(angleOf(dx, dz)).toBeCloseTo(angle, 9);
      const crate = cargoCrate(0, 0, 0, angle);
      // Aft: against the bow's direction.
      expect(crate.x * dx + crate.z * dz).toBeLessThan(0);
    }
    expect(turnBetween(6.2, 0.1)).toBeCloseTo(0.1 + Math.PI * 2 - 6.2, 9);
  });
});
