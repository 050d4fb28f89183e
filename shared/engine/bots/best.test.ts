import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.js';
import { best } from './best.js';

describe('best', () => {
  it('gives the index of the greatest value', () => {
    expect(best([1, 5, 3], Rng.fromSeed(1))).toBe(1);
    expect(best([-4, -2, -9], Rng.fromSeed(1))).toBe(1);
  });

  it('draws among ties, within a hair, from the generator: every tie comes up, and a seed repeats', () => {
    const values = [2, 7, 7 + 1e-12, 3, 7 - 1e-12];
    const drawn = new Set(Array.from({ length: 60 }, (_, seed) => best(values, Rng.fromSeed(seed))));
    expect([...drawn].sort()).toEqual([1, 2, 4]);
    expect(best(values, Rng.fromSeed(9))).toBe(best(values, Rng.fromSeed(9)));
  });

  it('gives 0 for no values, and for values that are all -Infinity or NaN', () => {
    expect(best([], Rng.fromSeed(1))).toBe(0);
    expect(best([-Infinity, -Infinity], Rng.fromSeed(1))).toBe(0);
    expect(best([Number.NaN], Rng.fromSeed(1))).toBe(0);
  });
});
