import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Rng, deriveSeed, hashText, rngStateFromSeed } from './rng.js';

describe('Rng', () => {
  it('gives the same stream for the same seed, and keeps giving it (saves replay from it)', () => {
    const a = Rng.fromSeed(0);
    expect([a.nextUint32(), a.nextUint32(), a.nextUint32(), a.nextUint32()]).toEqual([47794497, 2454270595, 3904855535, 1618415911]);
    const b = Rng.fromSeed(42);
    expect([b.nextUint32(), b.nextUint32(), b.nextUint32()]).toEqual([2852766471, 4136168353, 1126838629]);
  });

  it('uses every bit of a seed up to 2^53: seeds that share their low 32 bits start unrelated streams', () => {
    const low = 123456789;
    const streams = [0, 1, 2, 0x1f_ffff].map((high) => Rng.fromSeed(high * 0x1_0000_0000 + low).nextUint32());
    expect(new Set(streams).size).toBe(4);
    // Below 2^32 nothing changed: the first stream is the seed's own.
    expect(streams[0]).toBe(Rng.fromSeed(low).nextUint32());
    expect(Rng.fromSeed(Number.MAX_SAFE_INTEGER).nextUint32()).toBe(Rng.fromSeed(Number.MAX_SAFE_INTEGER).nextUint32());
  });

  it('continues exactly from a saved state, which is plain JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.nat({ max: 50 }), (seed, skip) => {
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < skip; i++) rng.nextUint32();
        const saved = JSON.parse(JSON.stringify(rng.save())) as ReturnType<Rng['save']>;
        const copy = new Rng(saved);
        for (let i = 0; i < 20; i++) expect(copy.nextUint32()).toBe(rng.nextUint32());
        // save() hands out a copy: drawing more does not change it.
        expect(copy.save()).not.toEqual(saved);
      }),
      { numRuns: 100 },
    );
  });

  it('gives nearby seeds unrelated streams', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 1000; seed++) firsts.add(Rng.fromSeed(seed).nextUint32());
    expect(firsts.size).toBe(1000);
    expect(rngStateFromSeed(1)).not.toEqual(rngStateFromSeed(2));
    expect(rngStateFromSeed(5)).toEqual(rngStateFromSeed(5));
  });

  it('draws floats in [0, 1) and integers in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = Rng.fromSeed(seed);
        let bad = 0;
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          const k = rng.int(n);
          if (!(x >= 0 && x < 1) || !Number.isInteger(k) || k < 0 || k >= n) bad++;
        }
        expect(bad).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('rolls every face of a die about equally often', () => {
    const rng = Rng.fromSeed(2024);
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 60_000;
    for (let i = 0; i < rolls; i++) {
      const face = rng.die();
      counts[face - 1] = (counts[face - 1] ?? Number.NaN) + 1; // a face outside 1..6 makes a NaN or a 7th count
    }
    expect(counts).toHaveLength(6);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(rolls);
    // Chi-square with 5 degrees of freedom: above 20.5 happens by chance about once in a thousand.
    const expected = rolls / 6;
    const chi = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
    const d20 = Rng.fromSeed(1);
    for (let i = 0; i < 200; i++) expect(d20.die(20)).toBeLessThanOrEqual(20);
  });

  it('shuffles a copy into a permutation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        const original = items.slice();
        const shuffled = Rng.fromSeed(seed).shuffle(items);
        expect(items).toEqual(original);
        expect(shuffled.slice().sort((a, b) => a - b)).toEqual(original.slice().sort((a, b) => a - b));
        expect(Rng.fromSeed(seed).shuffle(items)).toEqual(shuffled);
      }),
    );
    // Every order of 3 items comes up.
    const rng = Rng.fromSeed(3);
    const orders = new Set<string>();
    for (let i = 0; i < 200; i++) orders.add(rng.shuffle(['a', 'b', 'c']).join(''));
    expect(orders.size).toBe(6);
  });

  it('picks an item, and refuses to pick from nothing', () => {
    const rng = Rng.fromSeed(8);
    const picked = new Set<string>();
    for (let i = 0; i < 100; i++) picked.add(rng.pick(['x', 'y', 'z']));
    expect([...picked].sort()).toEqual(['x', 'y', 'z']);
    expect(() => rng.pick([])).toThrow();
  });
});

describe('seeds', () => {
  it('hashes text with FNV-1a', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
  });

  it('derives repeatable, distinct 32-bit seeds from a seed and some integers', () => {
    expect(deriveSeed(1, 2, 3)).toBe(deriveSeed(1, 2, 3));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(1, 3, 2));
    const seen = new Set<number>();
    for (let game = 0; game < 100; game++) {
      for (let move = 0; move < 50; move++) {
        const seed = deriveSeed(7, game, move);
        expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
        seen.add(seed);
      }
    }
    expect(seen.size).toBe(5000);
  });

  it('gives runs with neighbouring seeds no game seed in common', () => {
    // Game g of a run with seed s plays deriveSeed(s, g): runs with seeds 1..5 of 200 games each share none.
    const seen = new Set<number>();
    for (let seed = 1; seed <= 5; seed++) {
      for (let game = 0; game < 200; game++) seen.add(deriveSeed(seed, game));
    }
    expect(seen.size).toBe(1000);
    // Nor do the decisions of games whose seeds are neighbours (seed s at move m, seed s + 1 at move m ^ 1).
    expect(deriveSeed(2, 0, 1)).not.toBe(deriveSeed(3, 1, 1));
  });
});
