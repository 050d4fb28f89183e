import { describe, expect, it } from 'vitest';
import { AddressLimits } from './address-limits.js';

describe('AddressLimits', () => {
  it('counts wrong codes per address over a sliding window', () => {
    let now = 0;
    const limits = new AddressLimits({ wrongCodesPerAddress: 3, wrongCodeWindowMs: 60_000, now: () => now });
    expect([limits.wrongCode('a'), limits.wrongCode('a')]).toEqual([true, true]);
    now += 60_001;
    // The first two are forgotten: three more tries.
    expect([limits.wrongCode('a'), limits.wrongCode('a'), limits.wrongCode('a')]).toEqual([true, true, false]);
    expect(limits.wrongCode('b')).toBe(true);
  });

  it('locks an address out for a whole window once it used up its tries, then gives it its tries again', () => {
    let now = 0;
    const limits = new AddressLimits({ wrongCodesPerAddress: 2, wrongCodeWindowMs: 60_000, now: () => now });
    expect(limits.lockedFor('a')).toBe(0);
    limits.wrongCode('a');
    now = 30_000;
    expect(limits.wrongCode('a')).toBe(false);
    expect(limits.lockedFor('a')).toBe(60_000);
    expect(limits.lockedFor('b')).toBe(0);
    now = 89_999;
    expect(limits.lockedFor('a')).toBe(1);
    now = 90_000;
    expect(limits.lockedFor('a')).toBe(0);
    expect([limits.wrongCode('a'), limits.wrongCode('a')]).toEqual([true, false]);
  });
});
