/**
 * The table's keys (offer.ts actionForKey: digits select hand cards, S or
 * Enter smuggles, X discards, D draws from the deck, Q W E take from the
 * market), heard wherever the focus is on the page, except where a key
 * means something else: typing in a field (the LAN chat), a key with Ctrl,
 * Alt or Meta, Enter on a control (it presses that control), a table under
 * a dialog (its background is inert).
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { S25Move, S25View } from '../../../../shared/games/smugglers-2025/types';
import { actionForKey } from './offer';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input,textarea,select');
}

function onControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.matches('button,a[href],summary,[role="button"]');
}

export interface ShortcutTarget {
  view: S25View;
  seat: Seat | null;
  selection: readonly number[];
  busy: boolean;
  select(index: number): void;
  send(move: S25Move): void;
}

export function useShortcuts(root: RefObject<HTMLElement | null>, target: ShortcutTarget): void {
  // The listener stays; what it acts on is always the latest.
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (typing(event.target) || (event.key === 'Enter' && onControl(event.target))) return;
      const element = root.current;
      if (!element || element.closest('[inert]')) return;
      const { view, seat, selection, busy, select, send } = latest.current;
      if (busy) return;
      const action = actionForKey(view, seat, selection, event.key);
      if (action === null) return;
      event.preventDefault();
      if (action.type === 'select') select(action.index);
      else send(action.move);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
