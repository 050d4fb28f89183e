import { describe, expect, it } from 'vitest';
import { parseCutShort } from './cut-short-json.js';

describe('a JSON text cut short', () => {
  const whole = JSON.stringify({ tables: [{ mode: 'm', options: { a: 1 }, entries: [{ name: 'A "}]', score: 1 }, { name: 'B', score: 2 }, { name: 'C', score: 3 }] }] }, null, 2);

  it('gives back every value that was closed before the cut, in its place', () => {
    expect(parseCutShort(whole)).toEqual(JSON.parse(whole));
    const cut = whole.slice(0, whole.indexOf('"C"') + 2);
    expect(parseCutShort(cut)).toEqual({ tables: [{ mode: 'm', options: { a: 1 }, entries: [{ name: 'A "}]', score: 1 }, { name: 'B', score: 2 }] }] });
    // Brackets inside strings are text, not structure.
    expect(parseCutShort(whole.slice(0, whole.indexOf('"B"')))).toEqual({ tables: [{ mode: 'm', options: { a: 1 }, entries: [{ name: 'A "}]', score: 1 }] }] });
  });

  it('gives nothing for a text with nothing closed, or damaged otherwise', () => {
    expect(parseCutShort('')).toBeUndefined();
    expect(parseCutShort('{"tables": [{"mode"')).toBeUndefined();
    expect(parseCutShort('{"a": [1, 2}')).toBeUndefined();
    expect(parseCutShort('{"a": 1}}, {"b": 2')).toBeUndefined();
  });
});
