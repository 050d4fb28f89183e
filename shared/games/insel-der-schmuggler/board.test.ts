/** The bay's field table (decision 1): its size, its neighbours, its harbours and the strait the 2-player rock closes. */
import { describe, expect, it } from 'vitest';
import {
  ANCHOR_FIELD,
  FIELDS,
  type FieldId,
  HARBOUR_IDS,
  ISLAND_IDS,
  REEFS,
  RINGS,
  SEA_FIELD_IDS,
  SECTORS,
  fieldOf,
  harbourId,
  inBeam,
  isSea,
  islandSector,
  seaFieldId,
} from './board.js';

/** The fields reachable from `from` without entering `closed` (a plain search over the table, independent of moves.ts). */
function reachable(from: FieldId, closed: (id: FieldId) => boolean): Set<FieldId> {
  const seen = new Set<FieldId>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift() as FieldId;
    for (const next of fieldOf(id)?.neighbours ?? []) {
      if (seen.has(next) || closed(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('the bay', () => {
  it('has 56 sea fields (3 rings of 20 less 4 reefs) and 5 harbours', () => {
    expect(SEA_FIELD_IDS).toHaveLength(RINGS * SECTORS - REEFS.length);
    expect(SEA_FIELD_IDS).toHaveLength(56);
    expect(HARBOUR_IDS).toEqual([60, 61, 62, 63, 64]);
    for (const reef of REEFS) expect(FIELDS[seaFieldId(reef.ring, reef.sector)]).toBeUndefined();
  });

  it('has symmetric neighbours, never a reef, never diagonal', () => {
    for (const id of [...SEA_FIELD_IDS, ...HARBOUR_IDS]) {
      const field = fieldOf(id);
      expect(field).toBeDefined();
      for (const next of field?.neighbours ?? []) {
        expect(fieldOf(next), `${id} → ${next}`).toBeDefined();
        expect(fieldOf(next)?.neighbours, `${next} ← ${id}`).toContain(id);
        const a = fieldOf(id);
        const b = fieldOf(next);
        if (a?.kind === 'sea' && b?.kind === 'sea') {
          const sameRing = a.ring === b.ring && ((a.sector - b.sector + SECTORS) % SECTORS === 1 || (b.sector - a.sector + SECTORS) % SECTORS === 1);
          const sameSector = a.sector === b.sector && Math.abs(a.ring - b.ring) === 1;
          expect(sameRing || sameSector, `${id} → ${next}`).toBe(true);
        }
      }
    }
  });

  it('puts island i at sector 4i, its harbour a dead end off the outer field of its sector', () => {
    for (const island of ISLAND_IDS) {
      expect(islandSector(island)).toBe(4 * island);
      const harbour = fieldOf(harbourId(island));
      expect(harbour?.kind).toBe('harbour');
      expect(harbour?.neighbours).toEqual([seaFieldId(RINGS - 1, 4 * island)]);
      expect(fieldOf(seaFieldId(RINGS - 1, 4 * island))?.neighbours).toContain(harbourId(island));
    }
  });

  it('lets every harbour reach every other one across the open sea', () => {
    for (const harbour of HARBOUR_IDS) {
      const seen = reachable(harbour, () => false);
      for (const other of HARBOUR_IDS) expect(seen.has(other), `${harbour} → ${other}`).toBe(true);
      for (const id of SEA_FIELD_IDS) expect(seen.has(id)).toBe(true);
    }
  });

  it('makes the anchor field the only passage across sector 10, between two reefs', () => {
    expect(ANCHOR_FIELD).toBe(seaFieldId(1, 10));
    expect(isSea(seaFieldId(0, 10))).toBe(false);
    expect(isSea(seaFieldId(2, 10))).toBe(false);
    expect([...(fieldOf(ANCHOR_FIELD)?.neighbours ?? [])].sort((a, b) => a - b)).toEqual([seaFieldId(1, 9), seaFieldId(1, 11)]);
    // The beam on sector 0 closes the other way round: with the rock, Parrot (sector 8) and Shell (sector 12) are cut apart.
    const lit = (id: FieldId) => inBeam(id, 0);
    expect(reachable(harbourId(2), lit).has(harbourId(3))).toBe(true);
    expect(reachable(harbourId(2), (id) => lit(id) || id === ANCHOR_FIELD).has(harbourId(3))).toBe(false);
  });

  it('lights every sea field of the beam sector and no harbour', () => {
    for (let beam = 0; beam < SECTORS; beam++) {
      for (const id of SEA_FIELD_IDS) expect(inBeam(id, beam)).toBe(fieldOf(id)?.sector === beam);
      for (const id of HARBOUR_IDS) expect(inBeam(id, beam)).toBe(false);
    }
  });
});
