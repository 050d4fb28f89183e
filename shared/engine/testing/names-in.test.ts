import { describe, expect, it } from 'vitest';
import { namesIn } from './names-in.js';

const GOODS = new Set(['rum', 'silk']);

describe('namesIn', () => {
  it('finds every name of the set, however deep, with its path', () => {
    const view = { phase: 'search', hand: ['rum', 'tea'], round: { search: { seen: [{ good: 'silk', index: 2 }] } }, note: 'rum' };
    expect(namesIn(view, GOODS)).toEqual([
      { path: 'hand[0]', name: 'rum' },
      { path: 'round.search.seen[0].good', name: 'silk' },
      { path: 'note', name: 'rum' },
    ]);
  });

  it('leaves out the top-level fields it is told to skip, and only those', () => {
    const view = { facts: ['rum'], round: { facts: ['silk'] } };
    expect(namesIn(view, GOODS, (key) => key === 'facts')).toEqual([{ path: 'round.facts[0]', name: 'silk' }]);
  });

  it('finds nothing in numbers, flags, null and strings of no name', () => {
    expect(namesIn({ a: [1, true, null, 'tea'], b: 3, c: null }, GOODS)).toEqual([]);
    expect(namesIn('silk', GOODS)).toEqual([{ path: '', name: 'silk' }]);
  });
});
