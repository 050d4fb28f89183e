import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import { beamReach } from './beam-reach';

describe("the beam's reach on the next roll", () => {
  it('reaches two and three sectors either way: 1 in 6 at three, 1 or 2 in 6 at two (the black face is the roller’s choice)', () => {
    expect(beamReach(10)).toEqual([
      { sector: 7, least: 1, most: 1, faces: ['green3'] },
      { sector: 8, least: 1, most: 2, faces: ['green2', 'black2'] },
      { sector: 12, least: 1, most: 2, faces: ['red2', 'black2'] },
      { sector: 13, least: 1, most: 1, faces: ['red3'] },
    ]);
  });

  it('leaves out the sector the beam points along: the keeper moves nothing and catches nobody', () => {
    for (let beam = 0; beam < SECTORS; beam++) expect(beamReach(beam).map((reach) => reach.sector)).not.toContain(beam);
  });

  it('wraps round north: red turns clockwise (sector numbers up), green counter-clockwise', () => {
    expect(beamReach(1).map((reach) => reach.sector)).toEqual([18, 19, 3, 4]);
    expect(beamReach(19).map((reach) => reach.sector)).toEqual([16, 17, 1, 2]);
  });

  it('counts the four coloured faces once each and the black face on both sides', () => {
    for (let beam = 0; beam < SECTORS; beam++) {
      const reach = beamReach(beam);
      expect(reach.reduce((sum, r) => sum + r.least, 0)).toBe(4);
      expect(reach.reduce((sum, r) => sum + r.most, 0)).toBe(6);
    }
  });
});
