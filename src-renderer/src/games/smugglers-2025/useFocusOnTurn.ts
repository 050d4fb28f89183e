/**
 * When the seat on screen gets a move to make and the focus was lost (the
 * control he used is gone or was disabled while the move was sent, or the
 * table was just drawn after the curtain), the focus goes to the first
 * control of that move (`target`: his first hand card, or the deck when only
 * drawing is left): keyboard play needs no hunt for it. A focus the player
 * put somewhere himself stays there.
 */
import { type RefObject, useEffect } from 'react';

export function useFocusOnTurn(root: RefObject<HTMLElement | null>, turnKey: string | null, target: string): void {
  useEffect(() => {
    if (turnKey === null) return;
    const element = root.current;
    if (!element) return;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || !focused.isConnected || focused === element;
    if (!lost) return;
    const control = element.querySelector<HTMLElement>(`${target}:not([disabled])`) ?? element.querySelector<HTMLElement>('button:not([disabled])');
    control?.focus({ preventScroll: true });
  }, [root, turnKey, target]);
}
