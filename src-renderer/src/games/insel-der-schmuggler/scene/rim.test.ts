import { describe, expect, it } from 'vitest';
import { HARBOUR_IDS, SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import { SEA_OUTER, angleOf, harbourSlot } from './layout';
import { SECTOR_IDS, rimPlace, sectorNumber } from './rim';

describe("the sectors' numbers at the rim", () => {
  it('counts sectors 1 to 20, as the words do', () => {
    expect(SECTOR_IDS.map(sectorNumber)).toEqual(Array.from({ length: SECTORS }, (_, i) => i + 1));
  });

  it('writes each number just outside the outer ring, within its own sector', () => {
    for (const sector of SECTOR_IDS) {
      const [x, z] = rimPlace(sector);
      expect(Math.hypot(x, z)).toBeGreaterThan(SEA_OUTER);
      expect(Math.hypot(x, z)).toBeLessThan(SEA_OUTER + 0.05);
      const nearest = Math.round((angleOf(x, z) / (Math.PI * 2)) * SECTORS) % SECTORS;
      expect(nearest).toBe(sector);
    }
  });

  it("keeps clear of the boats moored in a harbour (four of them)", () => {
    for (const harbour of HARBOUR_IDS) {
      for (let i = 0; i < 4; i++) {
        const slot = harbourSlot(harbour, i, 4);
        for (const sector of SECTOR_IDS) {
          const [x, z] = rimPlace(sector);
          expect(Math.hypot(x - slot.x, z - slot.z)).toBeGreaterThan(0.03);
        }
      }
    }
  });
});
