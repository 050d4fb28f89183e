/**
 * When the seat on screen gets a move to make and the focus was lost (the
 * control he used is gone, or the table was just drawn after the curtain),
 * the focus goes to the first control of that move: keyboard play needs no
 * hunt for it. A focus the player put somewhere himself stays there.
 */
import { type RefObject, useEffect } from 'react';

export function useFocusOnTurn(root: RefObject<HTMLElement | null>, turnKey: string | null): void {
  useEffect(() => {
    if (turnKey === null) return;
    const element = root.current;
    if (!element) return;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || !focused.isConnected || focused === element;
    if (!lost) return;
    // The first control the seat may press: a card of the spread in the setup, else the first button of his move.
    const target = element.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus({ preventScroll: true });
  }, [root, turnKey]);
}
