import { describe, expect, it } from 'vitest';
import { type KeyPress, heardByTable } from './useShortcuts';

/** A stand-in for an element: what it matches, whether it is editable. */
function element(matches: string[], isContentEditable = false): EventTarget {
  const target = { isContentEditable, matches: (selector: string) => matches.includes(selector) };
  return target as unknown as EventTarget;
}

const FIELD = 'input,textarea,select';
const CONTROL = 'button,a[href],summary,[role="button"]';

function press(key: string, more: Partial<KeyPress> = {}): KeyPress {
  return { key, repeat: false, ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false, target: element([]), ...more };
}

describe('which key presses a table’s shortcuts hear', () => {
  it('hears a plain key wherever the focus is on the page', () => {
    expect(heardByTable(press('r'))).toBe(true);
    expect(heardByTable(press('1', { target: element([CONTROL]) }))).toBe(true);
    expect(heardByTable(press('s', { target: null }))).toBe(true);
  });

  it('leaves keys with Ctrl, Alt or Meta, held keys’ repeats and presses already taken', () => {
    expect(heardByTable(press('r', { ctrlKey: true }))).toBe(false);
    expect(heardByTable(press('r', { altKey: true }))).toBe(false);
    expect(heardByTable(press('r', { metaKey: true }))).toBe(false);
    expect(heardByTable(press('r', { repeat: true }))).toBe(false);
    expect(heardByTable(press('r', { defaultPrevented: true }))).toBe(false);
  });

  it('leaves typing to the field it is typed in (the LAN chat)', () => {
    expect(heardByTable(press('r', { target: element([FIELD]) }))).toBe(false);
    expect(heardByTable(press('r', { target: element([], true) }))).toBe(false);
  });

  it('leaves Enter on a control to the control', () => {
    expect(heardByTable(press('Enter', { target: element([CONTROL]) }))).toBe(false);
    expect(heardByTable(press('Enter'))).toBe(true);
  });
});
