import { describe, expect, it } from 'vitest';
import { TABLE_SPEEDS, asTableSpeed, speedFactor } from './table-speed';

describe('the table speed', () => {
  it('goes ×1, ×2 and ×4; skipping leaves the waits of ×4', () => {
    expect(TABLE_SPEEDS.map(speedFactor)).toEqual([1, 2, 4, 4]);
  });

  it('reads a stored value, and anything else as ×1', () => {
    expect(asTableSpeed('x4')).toBe('x4');
    expect(asTableSpeed('skip')).toBe('skip');
    expect(asTableSpeed('x8')).toBe('x1');
    expect(asTableSpeed(null)).toBe('x1');
  });
});
