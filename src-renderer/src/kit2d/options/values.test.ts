import { describe, expect, it } from 'vitest';
import type { OptionRow } from '../../../../shared/engine/options-form';
import { countFor, intoRange, withOption } from './values';

const robots: OptionRow<unknown> = {
  kind: 'count',
  option: 'robots',
  label: 'options.robots',
  none: 'options.none',
  counted: 'options.counted',
  range: (seats) => ({ least: seats === 1 ? 2 : 0, most: 4 }),
};
const long: OptionRow<unknown> = { kind: 'check', option: 'longGame', label: 'options.longGame' };

describe('the options form’s values', () => {
  it('change one option, or leave an optional one out', () => {
    expect(withOption({ longGame: false, robots: 1 }, 'longGame', true)).toEqual({ longGame: true, robots: 1 });
    expect(withOption({ physics: { name: 'Wide' }, robots: 1 }, 'physics', undefined)).toEqual({ robots: 1 });
  });

  it('bring a count into the range of the seats at the table', () => {
    if (robots.kind !== 'count') throw new Error('a count row');
    expect(countFor(robots, { robots: 0 }, 1)).toBe(2);
    expect(countFor(robots, { robots: 7 }, 3)).toBe(4);
    expect(countFor(robots, { robots: 3 }, 3)).toBe(3);
  });

  it('hand the options back only when a count was out of range', () => {
    expect(intoRange([robots, long], { robots: 1, longGame: true }, 3)).toBeNull();
    expect(intoRange([robots, long], { robots: 1, longGame: true }, 1)).toEqual({ robots: 2, longGame: true });
  });
});
