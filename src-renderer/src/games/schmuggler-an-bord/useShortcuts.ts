/**
 * The table's keys (offer.ts moveForKey: R rolls, digits name a seat or turn
 * a place, M myself, O object, P let it pass), heard wherever the focus is
 * on the page, except where a key means something else: typing in a field
 * (the LAN chat), a key with Ctrl, Alt or Meta, a table under a dialog (its
 * background is inert).
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabMove, SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { moveForKey } from './offer';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input,textarea,select');
}

export function useShortcuts(root: RefObject<HTMLElement | null>, view: SabView, seat: Seat | null, busy: boolean, send: (move: SabMove) => void): void {
  // The listener stays; what it acts on is always the latest.
  const latest = useRef({ view, seat, busy, send });
  useEffect(() => {
    latest.current = { view, seat, busy, send };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (typing(event.target)) return;
      const element = root.current;
      if (!element || element.closest('[inert]')) return;
      const { view, seat, busy, send } = latest.current;
      if (busy) return;
      const move = moveForKey(view, seat, event.key);
      if (move === null) return;
      event.preventDefault();
      send(move);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
