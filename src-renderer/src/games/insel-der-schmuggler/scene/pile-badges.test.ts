import { describe, expect, it } from 'vitest';
import { seaFieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import { badgeAnchor, seaPiles } from './pile-badges';
import { BOAT_DECK_Y, fieldAt, fieldXZ, seaCrate } from './layout';

describe("the badges over the goods in the sea", () => {
  it('counts the sea crates by field, and nothing else', () => {
    const roles = [
      { kind: 'sea', field: 45, slot: 0 },
      { kind: 'island', island: 2, slot: 0 },
      { kind: 'sea', field: 12, slot: 0 },
      { kind: 'sea', field: 45, slot: 1 },
      { kind: 'boat', seat: 1 },
    ] as const;
    expect(seaPiles(roles)).toEqual([
      { field: 12, count: 1 },
      { field: 45, count: 2 },
    ]);
  });

  it('hangs over the pile on its own field, above a boat resting there, and higher for a taller pile', () => {
    const field = seaFieldId(2, 7);
    const [x, y, z] = badgeAnchor(field, 1);
    const crate = seaCrate(field, 0);
    expect(Math.hypot(x - crate.x, z - crate.z)).toBeLessThan(1e-9);
    expect(fieldAt(x, z)).toBe(field);
    expect(y).toBeGreaterThan(BOAT_DECK_Y);
    // Not over the boat's own place (the field's centre), where its hull and name would hide it.
    const [cx, cz] = fieldXZ(field);
    expect(Math.hypot(x - cx, z - cz)).toBeGreaterThan(0.03);
    expect(badgeAnchor(field, 5)[1]).toBeGreaterThan(y);
  });
});
