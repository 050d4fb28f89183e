import { describe, expect, it } from 'vitest';
import { AddressLimits } from './address-limits.js';

describe('AddressLimits', () => {
  it('lets each address hold its share of connections, and frees a slot when one closes', () => {
    const limits = new AddressLimits({ connectionsPerAddress: 2, wrongCodesPerAddress: 5, wrongCodeWindowMs: 1000 });
    expect([limits.admit('10.0.0.1'), limits.admit('10.0.0.1'), limits.admit('10.0.0.1')]).toEqual([true, true, false]);
    expect(limits.admit('10.0.0.2')).toBe(true);
    limits.leave('10.0.0.1');
    expect(limits.admit('10.0.0.1')).toBe(true);
    expect(limits.connections()).toBe(3);
  });

  it('counts wrong codes per address over a sliding window', () => {
    let now = 0;
    const limits = new AddressLimits({ connectionsPerAddress: 2, wrongCodesPerAddress: 3, wrongCodeWindowMs: 60_000, now: () => now });
    expect([limits.wrongCode('a'), limits.wrongCode('a'), limits.wrongCode('a')]).toEqual([true, true, false]);
    expect(limits.wrongCode('b')).toBe(true);
    now += 60_001;
    expect(limits.wrongCode('a')).toBe(true);
  });
});
