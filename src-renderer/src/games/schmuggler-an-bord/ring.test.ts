import { describe, expect, it } from 'vitest';
import { FIELD_RADIUS, fieldAfterKey, pointOf, walk } from './ring';

describe('the ring', () => {
  it('starts at the top and goes clockwise', () => {
    expect(pointOf(0, FIELD_RADIUS)).toEqual({ x: 50, y: 50 - FIELD_RADIUS });
    // A quarter of the way round: the right-hand side; half way: the bottom; three quarters: the left.
    expect(pointOf(7.5, FIELD_RADIUS)).toEqual({ x: 50 + FIELD_RADIUS, y: 50 });
    expect(pointOf(15, FIELD_RADIUS)).toEqual({ x: 50, y: 50 + FIELD_RADIUS });
    expect(pointOf(22.5, FIELD_RADIUS).x).toBe(50 - FIELD_RADIUS);
  });

  it('walks the pawn a roll’s fields one at a time, round the start', () => {
    expect(walk(3, 7)).toEqual([4, 5, 6, 7]);
    expect(walk(27, 2)).toEqual([28, 29, 0, 1, 2]);
    expect(walk(5, 6)).toEqual([6]);
  });

  it('jumps where the way is no roll', () => {
    expect(walk(4, 4)).toEqual([4]);
    expect(walk(3, 10)).toEqual([10]);
    expect(walk(10, 3)).toEqual([3]);
  });
});

describe('the keys round the ring', () => {
  it('go clockwise with right and down, back with left and up, round the start both ways', () => {
    expect(fieldAfterKey(4, 'ArrowRight')).toBe(5);
    expect(fieldAfterKey(4, 'ArrowDown')).toBe(5);
    expect(fieldAfterKey(4, 'ArrowLeft')).toBe(3);
    expect(fieldAfterKey(4, 'ArrowUp')).toBe(3);
    expect(fieldAfterKey(29, 'ArrowRight')).toBe(0);
    expect(fieldAfterKey(0, 'ArrowLeft')).toBe(29);
  });

  it('go to the start with Home and to the field before it with End', () => {
    expect(fieldAfterKey(17, 'Home')).toBe(0);
    expect(fieldAfterKey(17, 'End')).toBe(29);
  });

  it('leave every other key to the table (R rolls, the digits name players)', () => {
    for (const key of ['r', '1', 'Enter', ' ', 'Tab', 'Escape']) expect(fieldAfterKey(4, key)).toBeNull();
  });
});
