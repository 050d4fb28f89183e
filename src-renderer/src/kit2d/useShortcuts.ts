/**
 * A table's keys, heard wherever the focus is on the page, except where a
 * key means something else: typing in a field (the LAN chat), a key with
 * Ctrl, Alt or Meta, a held key's repeats, Enter on a control (it presses
 * that control), a table under a dialog (its background is inert), or while
 * a move is on its way (busy).
 *
 * The game says what a key does: `actionFor(key)` gives what to run, or null
 * for a key that means nothing now. The key is named by its place on a QWERTY
 * keyboard where the layout is known (keyPosition.ts: Q, W, E side by side on
 * AZERTY too), so a game binds its keys once. The listener is added once;
 * what it asks is always the latest render's.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { type LayoutMap, boundKey } from './keyPosition';
import { type LayoutStore, pageLayout } from './keyboardLayout';

/** What of a key press and its target the rule reads (a DOM KeyboardEvent is one). */
export interface KeyPress {
  key: string;
  /** The key's place ("KeyQ"). */
  code: string;
  repeat: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Element).matches === 'function';
}

/** Whether a press is one a table's shortcut may take (see above; the inert and busy checks are the hook's). */
export function heardByTable(press: KeyPress): boolean {
  if (press.defaultPrevented || press.repeat || press.ctrlKey || press.altKey || press.metaKey) return false;
  const target = press.target;
  if (!isElement(target)) return true;
  if ((target as HTMLElement).isContentEditable || target.matches('input,textarea,select')) return false;
  return !(press.key === 'Enter' && target.matches('button,a[href],summary,[role="button"]'));
}

export type ShortcutAction = (() => void) | null;

/** What the table is when a key comes: its element (null: not on the page), whether a move is on its way, its keys. */
export interface ShortcutTable {
  element: Pick<Element, 'closest'> | null;
  busy: boolean;
  actionFor(key: string): ShortcutAction;
}

/** A key press on the page for a table: runs what the key does, if anything, and then keeps the key from doing more. */
export function pressForTable(press: KeyPress & { preventDefault(): void }, table: ShortcutTable, layout: LayoutMap | null): void {
  if (!heardByTable(press)) return;
  if (table.element === null || table.element.closest('[inert]') !== null || table.busy) return;
  const action = table.actionFor(boundKey(press, layout));
  if (action === null) return;
  press.preventDefault();
  action();
}

export function useShortcuts(
  root: RefObject<HTMLElement | null>,
  busy: boolean,
  actionFor: (key: string) => ShortcutAction,
  layouts: LayoutStore = pageLayout,
): void {
  const latest = useRef({ busy, actionFor });
  useEffect(() => {
    latest.current = { busy, actionFor };
  });
  // The layout is asked for as long as a table listens, so that the first key already goes by its place.
  useEffect(() => layouts.subscribe(() => undefined), [layouts]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      layouts.notePress(event);
      pressForTable(event, { element: root.current, ...latest.current }, layouts.current());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root, layouts]);
}
