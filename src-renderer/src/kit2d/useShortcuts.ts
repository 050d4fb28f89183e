/**
 * A table's keys, heard wherever the focus is on the page, except where a
 * key means something else: typing in a field (the LAN chat), a key with
 * Ctrl, Alt or Meta, a held key's repeats, Enter on a control (it presses
 * that control), a table under a dialog (its background is inert), or while
 * a move is on its way (busy).
 *
 * The game says what a key does: `actionFor(key)` gives what to run, or null
 * for a key that means nothing now. The listener is added once; what it asks
 * is always the latest render's.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** What of a key press and its target the rule reads (a DOM KeyboardEvent is one). */
export interface KeyPress {
  key: string;
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

export function useShortcuts(root: RefObject<HTMLElement | null>, busy: boolean, actionFor: (key: string) => ShortcutAction): void {
  const latest = useRef({ busy, actionFor });
  useEffect(() => {
    latest.current = { busy, actionFor };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!heardByTable(event)) return;
      const element = root.current;
      if (!element || element.closest('[inert]')) return;
      const { busy, actionFor } = latest.current;
      if (busy) return;
      const action = actionFor(event.key);
      if (action === null) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
