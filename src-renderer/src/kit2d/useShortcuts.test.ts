import { describe, expect, it, vi } from 'vitest';
import type { LayoutMap } from './keyPosition';
import { type KeyPress, type ShortcutAction, heardByTable, pressForTable } from './useShortcuts';

/** A stand-in for an element: what it matches, whether it is editable. */
function element(matches: string[], isContentEditable = false): EventTarget {
  const target = { isContentEditable, matches: (selector: string) => matches.includes(selector) };
  return target as unknown as EventTarget;
}

const FIELD = 'input,textarea,select';
const CONTROL = 'button,a[href],summary,[role="button"]';

function press(key: string, more: Partial<KeyPress> = {}): KeyPress {
  return { key, code: '', repeat: false, ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false, target: element([]), ...more };
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

describe('what a key press does at a table', () => {
  const AZERTY: LayoutMap = new Map([
    ['KeyQ', 'a'],
    ['KeyA', 'q'],
    ['KeyW', 'z'],
    ['KeyE', 'e'],
  ]);

  /** A table on the page (under a dialog: inert) whose keys are `bound`; what ran and what the keys were asked. */
  function table(bound: Record<string, string>, { busy = false, inert = false, onPage = true } = {}) {
    const ran: string[] = [];
    const asked: string[] = [];
    const element = { closest: (selector: string) => (inert && selector === '[inert]' ? {} : null) } as unknown as Element;
    return {
      ran,
      asked,
      element: onPage ? element : null,
      busy,
      actionFor(key: string): ShortcutAction {
        asked.push(key);
        const what = bound[key];
        return what === undefined ? null : () => ran.push(what);
      },
    };
  }

  /** A DOM-like press with a place, and whether it was kept from doing more. */
  function keyDown(key: string, code: string, more: Partial<KeyPress> = {}) {
    const preventDefault = vi.fn();
    return { ...press(key, { code, ...more }), preventDefault };
  }

  const MARKET = { q: 'first', w: 'second', e: 'third' };

  it('on AZERTY, the keys at the places of Q, W, E take the market’s cards, and the key that types "q" does not', () => {
    const market = table(MARKET);
    for (const [key, code] of [
      ['a', 'KeyQ'],
      ['z', 'KeyW'],
      ['e', 'KeyE'],
      ['q', 'KeyA'],
    ] as const) {
      pressForTable(keyDown(key, code), market, AZERTY);
    }
    expect(market.ran).toEqual(['first', 'second', 'third']);
    expect(market.asked).toEqual(['q', 'w', 'e', 'a']);
  });

  it('on QWERTY, or where the layout is unknown, a letter key as it types', () => {
    const qwerty = table(MARKET);
    pressForTable(keyDown('q', 'KeyQ'), qwerty, new Map([['KeyQ', 'q']]));
    pressForTable(keyDown('q', 'KeyQ'), qwerty, null);
    expect(qwerty.ran).toEqual(['first', 'first']);
    const unknown = table(MARKET);
    pressForTable(keyDown('a', 'KeyQ'), unknown, null);
    expect(unknown.ran).toEqual([]);
    expect(unknown.asked).toEqual(['a']);
  });

  it('a digit by its place on the number row (AZERTY types "&" there)', () => {
    const hand = table({ '1': 'first card' });
    pressForTable(keyDown('&', 'Digit1'), hand, AZERTY);
    expect(hand.ran).toEqual(['first card']);
  });

  it('keeps a key it used from doing more, and leaves alone a key that means nothing now', () => {
    const market = table(MARKET);
    const used = keyDown('a', 'KeyQ');
    const unused = keyDown('x', 'KeyX');
    pressForTable(used, market, AZERTY);
    pressForTable(unused, market, AZERTY);
    expect(used.preventDefault).toHaveBeenCalledTimes(1);
    expect(unused.preventDefault).not.toHaveBeenCalled();
  });

  it('does nothing while a move is on its way, under a dialog, off the page, or for a key it does not hear', () => {
    for (const quiet of [table(MARKET, { busy: true }), table(MARKET, { inert: true }), table(MARKET, { onPage: false })]) {
      pressForTable(keyDown('a', 'KeyQ'), quiet, AZERTY);
      expect(quiet.ran).toEqual([]);
    }
    const typing = table(MARKET);
    pressForTable(keyDown('a', 'KeyQ', { target: element([FIELD]) }), typing, AZERTY);
    pressForTable(keyDown('a', 'KeyQ', { ctrlKey: true }), typing, AZERTY);
    expect(typing.ran).toEqual([]);
  });
});
