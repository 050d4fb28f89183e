/**
 * Marks on a 2D table what a hint suggests (TableProps.hint): each element
 * under `root` that one of `selectors` finds gets the class `kit-hinted` (a
 * glow, screens/game/GameScreen.css), and loses it once the hint is gone. The table says where
 * a move is on it as CSS selectors of its own DOM contract (a game's
 * hintTargets.ts), so no component of it needs to know of hints.
 *
 * Run after every render: a table redraws its cards often, and a mark must
 * follow the element that shows the card now.
 */
import { type RefObject, useLayoutEffect } from 'react';

export const HINTED = 'kit-hinted';

/** Marks what `selectors` find under `root` (and only that); returns how many elements it marked. */
export function markHinted(root: ParentNode, selectors: readonly string[]): number {
  for (const element of root.querySelectorAll(`.${HINTED}`)) element.classList.remove(HINTED);
  let marked = 0;
  for (const selector of selectors) {
    for (const element of root.querySelectorAll(selector)) {
      element.classList.add(HINTED);
      marked++;
    }
  }
  return marked;
}

export function useHintMarks(root: RefObject<HTMLElement | null>, selectors: readonly string[]): void {
  useLayoutEffect(() => {
    if (root.current) markHinted(root.current, selectors);
  });
}
