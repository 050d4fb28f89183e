/**
 * When the seat on screen gets a move to make and the focus was lost (the
 * control he used is gone or was disabled while the move was sent, or the
 * table was just drawn after the hot-seat curtain), the focus goes to the
 * first control of that move: keyboard play needs no hunt for it. A focus
 * the player put somewhere himself stays there.
 *
 * `turnKey` names the step (null: nothing to do now); a new key is a new
 * step. `targets` are selectors for the move's first control, tried in turn
 * (his first hand card, the deck, the controls' first field); a disabled
 * control never takes the focus. Absent: the first enabled button.
 */
import { type RefObject, useEffect } from 'react';

const ANY_BUTTON = ['button'] as const;

/** Whether the focus is nowhere the player put it: on nothing, on a removed control, or on the part of the table itself or what holds it (the page). */
export function focusLost(focused: Element | null, root: Element): boolean {
  return focused === null || !focused.isConnected || focused.contains(root);
}

/** The control to focus: the first enabled match of the first target that has one. */
export function firstControl(root: ParentNode, targets: readonly string[] = ANY_BUTTON): HTMLElement | null {
  for (const target of targets) {
    const control = root.querySelector<HTMLElement>(`${target}:not([disabled])`);
    if (control) return control;
  }
  return null;
}

export function useFocusOnTurn(root: RefObject<HTMLElement | null>, turnKey: string | null, targets: readonly string[] = ANY_BUTTON): void {
  // The targets as one string: a new array with the same selectors is no new step.
  const wanted = targets.join('\n');
  useEffect(() => {
    if (turnKey === null) return;
    const element = root.current;
    if (!element || !focusLost(document.activeElement, element)) return;
    firstControl(element, wanted.split('\n'))?.focus({ preventScroll: true });
  }, [root, turnKey, wanted]);
}
