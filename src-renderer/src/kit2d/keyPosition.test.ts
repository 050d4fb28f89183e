import { describe, expect, it } from 'vitest';
import { type LayoutMap, boundKey, keyLabel } from './keyPosition';

/** What a layout types at the places that differ from QWERTY, the rest as QWERTY. */
function layout(differences: Record<string, string>): LayoutMap {
  const map = new Map<string, string>();
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') map.set(`Key${letter.toUpperCase()}`, letter);
  for (const [code, typed] of Object.entries(differences)) map.set(code, typed);
  return map;
}

const QWERTY = layout({});
const AZERTY = layout({ KeyQ: 'a', KeyA: 'q', KeyW: 'z', KeyZ: 'w', KeyM: ',', Semicolon: 'm' });
const QWERTZ = layout({ KeyY: 'z', KeyZ: 'y' });

describe('the key a press stands for in a table’s bindings', () => {
  it('on QWERTY, the key it types', () => {
    expect(boundKey({ key: 'q', code: 'KeyQ' }, QWERTY)).toBe('q');
    expect(boundKey({ key: 'E', code: 'KeyE' }, QWERTY)).toBe('e');
  });

  it('on AZERTY and QWERTZ, the QWERTY letter of its place, so that Q W E stay side by side', () => {
    expect(boundKey({ key: 'a', code: 'KeyQ' }, AZERTY)).toBe('q');
    expect(boundKey({ key: 'z', code: 'KeyW' }, AZERTY)).toBe('w');
    expect(boundKey({ key: 'q', code: 'KeyA' }, AZERTY)).toBe('a');
    expect(boundKey({ key: 'z', code: 'KeyY' }, QWERTZ)).toBe('y');
  });

  it('on the number row, the digit of its place, though AZERTY types "&" there without Shift', () => {
    expect(boundKey({ key: '&', code: 'Digit1' }, AZERTY)).toBe('1');
    expect(boundKey({ key: 'é', code: 'Digit2' }, null)).toBe('2');
  });

  it('where the layout is unknown, the letter it types (as the caps show it)', () => {
    expect(boundKey({ key: 'a', code: 'KeyQ' }, null)).toBe('a');
  });

  it('a named key, a key of the number pad, or a press with no place, as it is', () => {
    expect(boundKey({ key: 'Enter', code: 'Enter' }, AZERTY)).toBe('Enter');
    expect(boundKey({ key: '3', code: 'Numpad3' }, AZERTY)).toBe('3');
    expect(boundKey({ key: 's', code: '' }, AZERTY)).toBe('s');
  });
});

describe('what a cap shows for a bound key', () => {
  it('the letter the player’s keyboard has at its place', () => {
    expect(['Q', 'W', 'E'].map((key) => keyLabel(key, AZERTY))).toEqual(['A', 'Z', 'E']);
    expect(['Q', 'W', 'E'].map((key) => keyLabel(key, QWERTY))).toEqual(['Q', 'W', 'E']);
    expect(keyLabel('Y', QWERTZ)).toBe('Z');
    expect(keyLabel('m', AZERTY)).toBe(',');
  });

  it('the bound key where the layout is unknown or says nothing of the place', () => {
    expect(keyLabel('Q', null)).toBe('Q');
    expect(keyLabel('Q', new Map())).toBe('Q');
    expect(keyLabel('Q', new Map([['KeyQ', 'Dead']]))).toBe('Q');
  });

  it('a digit or a named key as it is', () => {
    expect(keyLabel('1', AZERTY)).toBe('1');
    expect(keyLabel('Enter', AZERTY)).toBe('Enter');
  });
});
