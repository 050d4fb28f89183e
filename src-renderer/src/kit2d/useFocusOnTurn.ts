/**
 * When the seat on screen gets a move to make and the focus was lost (the
 * control he used is gone or was disabled while the move was sent, or the
 * table was just drawn after the hot-seat curtain), the focus goes to the
 * first control of that move: keyboard play needs no hunt for it. A focus
 * the player put somewhere himself stays there.
 *
 * `turnKey` names the step (null: nothing to do); a new key is a new step.
 * `target` is a selector for the move's first control (his first hand card,
 * the deck); absent, or none enabled, the table's first enabled button.
 */
import { type RefObject, useEffect } from 'react';

/** Whether the focus is nowhere the player put it: on nothing, the page, a removed control, or the table itself. */
export function focusLost(focused: Element | null, root: Element, body: Element | null): boolean {
  return focused === null || focused === body || !focused.isConnected || focused === root;
}

/** The control to focus: the first enabled `target`, else the first enabled button. */
export function firstControl(root: ParentNode, target?: string): HTMLElement | null {
  const wanted = target === undefined ? null : root.querySelector<HTMLElement>(`${target}:not([disabled])`);
  return wanted ?? root.querySelector<HTMLElement>('button:not([disabled])');
}

export function useFocusOnTurn(root: RefObject<HTMLElement | null>, turnKey: string | null, target?: string): void {
  useEffect(() => {
    if (turnKey === null) return;
    const element = root.current;
    if (!element || !focusLost(document.activeElement, element, document.body)) return;
    firstControl(element, target)?.focus({ preventScroll: true });
  }, [root, turnKey, target]);
}
