import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, massForDiameterG, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import {
  clearanceMm,
  formatClearance,
  holeValue,
  lanesOf,
  massFromDiameterText,
  massFromText,
  nextSeed,
  parseHole,
  parseNumber,
  rollInputs,
  trainingVerdict,
} from './sizing';

describe('the bench fields', () => {
  it('a typed diameter gives the putty of a perfect ball of that size, and back', () => {
    const result = massFromDiameterText('25');
    expect('massG' in result && result.massG).toBeCloseTo(massForDiameterG(25), 10);
    if ('massG' in result) expect(sphereDiameterMm(result.massG)).toBeCloseTo(25, 9);
    expect(massFromDiameterText('25,5')).toEqual({ massG: massForDiameterG(25.5) });
    expect(massFromDiameterText('abc')).toHaveProperty('problem');
    expect(massFromDiameterText('3')).toHaveProperty('problem');
    expect(massFromDiameterText('60')).toHaveProperty('problem');
    expect(massFromText('10')).toEqual({ massG: 10 });
    expect(massFromText('0.01')).toHaveProperty('problem');
  });

  it('parses numbers strictly', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12px')).toBeNull();
  });

  it('the hole picker speaks 1..7 and "all", the lanes are 0..6', () => {
    expect(holeValue(0)).toBe('1');
    expect(holeValue('all')).toBe('all');
    expect(parseHole('7')).toBe(6);
    expect(parseHole('all')).toBe('all');
    expect(lanesOf('all')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(lanesOf(3)).toEqual([3]);
    const inputs = rollInputs({ hole: 'all', massG: 10, roundness: 0.5, shapeSeed: 7, push: 0.4 });
    expect(inputs).toHaveLength(7);
    expect(inputs[6]).toEqual({ sphere: { massG: 10, roundness: 0.5, shapeSeed: 7 }, hole: 6, push: { strength: 0.4 } });
  });

  it('the clearance is the hole less the sphere, signed', () => {
    const hole = DEFAULT_PROFILE.holesMm.indexOf(20);
    expect(clearanceMm(hole, massForDiameterG(18))).toBeCloseTo(2, 9);
    expect(clearanceMm(hole, massForDiameterG(21))).toBeCloseTo(-1, 9);
    expect(formatClearance(2)).toBe('+2.0 mm');
    expect(formatClearance(-1)).toBe('−1.0 mm');
    expect(formatClearance(0.01)).toBe('0.0 mm');
  });

  it('the training verdict compares the putty with a perfect fit', () => {
    const hole = DEFAULT_PROFILE.holesMm.indexOf(38);
    const v = trainingVerdict(hole, massForDiameterG(36));
    expect(v.clearanceMm).toBeCloseTo(2, 9);
    expect(v.idealMassG).toBeCloseTo(massForDiameterG(38), 9);
    expect(v.massError).toBeLessThan(0);
    expect(trainingVerdict(hole, massForDiameterG(40)).text).toMatch(/Too big/);
  });

  it('new shape seeds are uint32 and differ', () => {
    const seeds = new Set<number>();
    let s = 1;
    for (let i = 0; i < 100; i++) {
      s = nextSeed(s);
      expect(s).toBe(s >>> 0);
      seeds.add(s);
    }
    expect(seeds.size).toBe(100);
  });
});
