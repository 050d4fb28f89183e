import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, massForDiameterG, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { wordsIn } from '../../i18n/testing';
import {
  clearanceMm,
  formatClearance,
  formatG,
  formatMm,
  holeValue,
  lanesOf,
  massFromDiameterText,
  massFromText,
  nextSeed,
  outcomeInline,
  outcomeText,
  parseHole,
  parseNumber,
  rollInputs,
  trainingVerdict,
} from './sizing';

const en = await wordsIn('en', 'sandbox');
const de = await wordsIn('de', 'sandbox');
const fr = await wordsIn('fr', 'sandbox');

describe('the bench fields', () => {
  it('a typed diameter gives the putty of a perfect ball of that size, and back', () => {
    const result = massFromDiameterText(en, '25');
    expect('massG' in result && result.massG).toBeCloseTo(massForDiameterG(25), 10);
    if ('massG' in result) expect(sphereDiameterMm(result.massG)).toBeCloseTo(25, 9);
    expect(massFromDiameterText(en, '25,5')).toEqual({ massG: massForDiameterG(25.5) });
    expect(massFromDiameterText(en, 'abc')).toEqual({ problem: 'Type a diameter in millimetres.' });
    expect(massFromDiameterText(en, '3')).toEqual({ problem: 'From 8 to 48 mm.' });
    expect(massFromDiameterText(en, '60')).toHaveProperty('problem');
    expect(massFromText(en, '10')).toEqual({ massG: 10 });
    expect(massFromText(en, 'x')).toEqual({ problem: 'Type a mass in grams.' });
    expect(massFromText(en, '0.01')).toHaveProperty('problem');
  });

  it('says what is wrong with a field in German and French', () => {
    expect(massFromDiameterText(de, 'abc')).toEqual({ problem: 'Gib einen Durchmesser in Millimetern ein.' });
    expect(massFromDiameterText(de, '3')).toEqual({ problem: 'Von 8 bis 48\u00a0mm.' });
    expect(massFromDiameterText(fr, 'abc')).toEqual({ problem: 'Saisissez un diamètre en millimètres.' });
    expect(massFromDiameterText(fr, '60')).toEqual({ problem: 'De 8 à 48\u00a0mm.' });
    const { problem } = massFromText(de, '0.01') as { problem: string };
    expect(problem).toMatch(/^Von 0,\d\d bis \d+,\d\d\u00a0g\.$/);
    expect(massFromText(fr, 'x')).toEqual({ problem: 'Saisissez une masse en grammes.' });
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
    expect(formatClearance(en, 2)).toBe('+2.0 mm');
    expect(formatClearance(en, -1)).toBe('−1.0 mm');
    expect(formatClearance(en, 0.01)).toBe('0.0 mm');
  });

  it('writes numbers with a decimal comma in German and French', () => {
    expect(formatMm(en, 24)).toBe('24.0');
    expect(formatG(en, 5.316)).toBe('5.32');
    expect(formatMm(de, 24)).toBe('24,0');
    expect(formatG(fr, 5.316)).toBe('5,32');
    expect(formatClearance(de, 2.34)).toBe('+2,3\u00a0mm');
    expect(formatClearance(fr, -1)).toBe('−1,0\u00a0mm');
  });

  it('names the outcomes of a lane', () => {
    expect(outcomeText(en, 'short')).toBe('Stopped short');
    expect(outcomeInline(en, 'short')).toBe('stopped short');
    expect(outcomeText(de, 'passed')).toBe('Durch');
    expect(outcomeText(fr, 'stuck')).toBe('Coincée');
  });

  it('the training verdict compares the putty with a perfect fit', () => {
    const hole = DEFAULT_PROFILE.holesMm.indexOf(38);
    const v = trainingVerdict(en, hole, massForDiameterG(36));
    expect(v.clearanceMm).toBeCloseTo(2, 9);
    expect(v.idealMassG).toBeCloseTo(massForDiameterG(38), 9);
    expect(v.massError).toBeLessThan(0);
    expect(v.text).toBe('A good fit: it should pass if it is round enough.');
    expect(trainingVerdict(en, hole, massForDiameterG(40)).text).toMatch(/Too big/);
    expect(trainingVerdict(de, hole, massForDiameterG(40)).text).toMatch(/^Zu groß/);
    expect(trainingVerdict(fr, hole, massForDiameterG(40)).text).toMatch(/^Trop grosse/);
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
