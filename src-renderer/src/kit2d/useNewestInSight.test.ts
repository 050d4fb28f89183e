import { describe, expect, it } from 'vitest';
import { atEnd } from './useNewestInSight';

describe('when a log counts as scrolled to its newest line', () => {
  it('at the end, or a finger’s width from it', () => {
    expect(atEnd(1000, 800, 200)).toBe(true);
    expect(atEnd(1000, 777, 200)).toBe(true);
  });

  it('not while the reader is up among the older lines', () => {
    expect(atEnd(1000, 776, 200)).toBe(false);
    expect(atEnd(1000, 0, 200)).toBe(false);
  });
});
