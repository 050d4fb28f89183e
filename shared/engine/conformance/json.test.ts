import { describe, expect, it } from 'vitest';
import { jsonDifference, jsonProblem } from './json.js';

class Card {
  value = 3;
}
const cycle: Record<string, unknown> = { a: 1 };
cycle.self = cycle;
const shared = { x: 1 };

describe('jsonProblem', () => {
  it.each([
    ['plain values', { a: [1, 'two', true, null, { b: -3.5 }] }, null],
    ['an object held twice', { twice: [shared, shared] }, null],
    ['an object without a prototype', Object.create(null), null],
    ['undefined in an object', { a: undefined }, 'a is undefined, which JSON drops'],
    ['undefined in an array', [1, undefined], '1 is undefined, which JSON drops'],
    ['NaN', { n: [Number.NaN] }, 'n.0 is NaN, which JSON writes as null'],
    ['Infinity', { n: Number.POSITIVE_INFINITY }, 'n is Infinity, which JSON writes as null'],
    ['-0', { zero: -0 }, 'zero is -0, which JSON writes as 0'],
    ['a function', { f: () => 1 }, 'f is a function, which JSON cannot carry'],
    ['a bigint', { big: 1n }, 'big is a bigint, which JSON cannot carry'],
    ['a Date', { when: new Date(0) }, 'when is not a plain object'],
    ['a Map', { seen: new Map() }, 'seen is not a plain object'],
    ['a class instance', { card: new Card() }, 'card is not a plain object'],
    ['a toJSON method', { custom: { toJSON: () => 1 } }, 'custom has a toJSON method'],
    ['a hole', [1, , 3], '1 is a hole in an array'], // eslint-disable-line no-sparse-arrays
    ['a cycle', cycle, 'self refers back to itself'],
  ])('%s: %s', (_label, value, problem) => {
    expect(jsonProblem(value)).toBe(problem);
  });
});

describe('jsonDifference', () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, null],
    [{ a: 1 }, { a: 2 }, 'a: 1 ≠ 2'],
    [{ a: [1, 2] }, { a: [1] }, 'a: 2 items ≠ 1 items'],
    [{ a: { b: null } }, { a: { b: {} } }, 'a.b: null ≠ {}'],
    [{ a: 1 }, {}, 'a: 1 ≠ missing'],
    [{}, { a: [] }, 'a: missing ≠ []'],
    [[], {}, 'the value: [] ≠ {}'],
    ['x', 'x', null],
  ])('%j vs %j: %s', (a, b, difference) => {
    expect(jsonDifference(a, b)).toBe(difference);
  });
});
