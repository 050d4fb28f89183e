import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import manifest from './manifest';
import { s25OptionsSchema } from './types';

const modeOf = (options: unknown) => manifest.soloScores?.modeOf(options) ?? null;

describe("Smugglers (2025)'s manifest", () => {
  it('names the mode of valid options, leaving out who holds the first-player sack', () => {
    expect(modeOf({ robots: 2, longGame: true, coins: false, firstPlayer: 3 })).toEqual({
      key: 'long-robots-2',
      options: { longGame: true, coins: false, robots: 2 },
    });
    expect(modeOf({ robots: 0, longGame: false, coins: true, firstPlayer: null })?.key).toBe('standard-coins-robots-0');
  });

  it('accepts exactly the options the options schema accepts (checked by hand, without zod)', () => {
    const near = fc.record(
      {
        robots: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.double(), fc.constant('2')),
        longGame: fc.oneof(fc.boolean(), fc.constant(1)),
        coins: fc.oneof(fc.boolean(), fc.constant(null)),
        firstPlayer: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 6 }), fc.constant(2.5)),
        extra: fc.constant(true),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.anything()), (options) => {
        expect(modeOf(options) !== null).toBe(s25OptionsSchema.safeParse(options).success);
      }),
      { numRuns: 2000 },
    );
  });
});
