/**
 * The prelude of every setup, case by case on a small table game: which
 * question answers first, with which message, and that the game's own setup
 * sees only a table it supports, its options as the schema parsed them.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardSetup, type SetupRules } from './guard-setup.js';

interface Options {
  firstPlayer: number | null;
  rounds: number;
}

const dealt: [number, number, Options][] = [];
const rules: SetupRules<string, Options> = {
  meta: { title: 'Table', minPlayers: 2, maxPlayers: 4 },
  optionsSchema: z.object({ firstPlayer: z.number().int().min(0).max(3).nullable(), rounds: z.number().int().min(1).max(9) }).strict(),
  seatOptions: ['firstPlayer'],
  setupProblem: (seats, options) => (options.rounds < seats ? { key: 'table:refusal.tooFewRounds', params: { count: seats } } : null),
  setup: (seed, seats, options) => {
    dealt.push([seed, seats, options]);
    return `dealt ${seed} for ${seats}`;
  },
};
const setup = guardSetup(rules);
const good: Options = { firstPlayer: 1, rounds: 4 };
const shell = (name: string, params?: Record<string, string | number>) => ({ ok: false, problem: { key: `shell:refusal.${name}`, ...(params ? { params } : {}) } });

/** [case, seats, options, the refusal] */
const refusals: [string, number, unknown, unknown][] = [
  ['too few seats', 1, good, shell('playerCount', { title: 'Table', min: 2, max: 4 })],
  ['too many seats', 5, good, shell('playerCount', { title: 'Table', min: 2, max: 4 })],
  ['a seat count that is not whole', 2.5, good, shell('playerCount', { title: 'Table', min: 2, max: 4 })],
  ['a seat count that is not a number', Number.NaN, good, shell('playerCount', { title: 'Table', min: 2, max: 4 })],
  ['a bad seat count with bad options (the seats first)', 9, null, shell('playerCount', { title: 'Table', min: 2, max: 4 })],
  ['options that are nothing', 3, null, shell('notOptions')],
  ['options that are a list', 3, [good], shell('notOptions')],
  ['an option the game does not have', 3, { ...good, speed: 2 }, shell('unknownOption', { option: 'speed' })],
  ['an option of the wrong type', 3, { ...good, rounds: 'four' }, shell('badOption', { option: 'rounds' })],
  ['an option out of range', 3, { ...good, rounds: 10 }, shell('badOption', { option: 'rounds' })],
  ['an option missing', 3, { rounds: 4 }, shell('badOption', { option: 'firstPlayer' })],
  ['a first player past the table (seats counted from 1)', 3, { ...good, firstPlayer: 3 }, shell('firstSeatPastTable', { seatNumber: 4, seats: 3 })],
  ['what only the game knows, last', 4, { firstPlayer: null, rounds: 3 }, { ok: false, problem: { key: 'table:refusal.tooFewRounds', params: { count: 4 } } }],
];

describe('the prelude of every setup', () => {
  it.each(refusals)('refuses %s, and deals nothing', (_case, seats, options, refusal) => {
    dealt.length = 0;
    expect(setup(7, seats, options as Options)).toEqual(refusal);
    expect(dealt).toEqual([]);
  });

  it('hands the game a table it supports, with the options as parsed', () => {
    dealt.length = 0;
    expect(setup(7, 3, good)).toEqual({ ok: true, state: 'dealt 7 for 3' });
    expect(setup(8, 4, { firstPlayer: null, rounds: 9 })).toEqual({ ok: true, state: 'dealt 8 for 4' });
    expect(dealt).toEqual([
      [7, 3, good],
      [8, 4, { firstPlayer: null, rounds: 9 }],
    ]);
    expect(dealt[0]?.[2]).not.toBe(good);
  });
});
