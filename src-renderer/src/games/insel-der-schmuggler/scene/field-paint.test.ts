import { describe, expect, it } from 'vitest';
import { LIT_COLOR, TARGET_COLORS, fieldPaint } from './field-paint';

describe("the fields' paint", () => {
  const targets = new Map([
    [3, 'sail'],
    [4, 'push'],
  ] as const);
  const lit = new Set([4, 24]);

  it('lights targets in their kind, brighter under the pointer, above the beam', () => {
    expect(fieldPaint(3, targets, null, lit)).toEqual({ color: TARGET_COLORS.sail, alpha: 0.36 });
    expect(fieldPaint(3, targets, 3, lit)?.alpha).toBeGreaterThan(0.36);
    expect(fieldPaint(4, targets, null, lit)?.color).toBe(TARGET_COLORS.push);
    expect(fieldPaint(24, targets, null, lit)).toEqual({ color: LIT_COLOR, alpha: 0.14 });
    expect(fieldPaint(5, targets, 5, lit)).toBeNull();
  });

  it('gives every kind of target its own colour', () => {
    expect(new Set(Object.values(TARGET_COLORS)).size).toBe(Object.keys(TARGET_COLORS).length);
  });
});
