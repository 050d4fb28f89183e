import { type RefObject, useEffect, useRef } from 'react';

/** Moves focus to a screen's heading when the screen opens, so keyboard and screen-reader users start at the top. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/**
 * Moves focus to `ref` when it appears (and whenever `key` changes while
 * `enabled`). A frame around it may move focus to its own heading in its
 * effects, which run after this one's: so the focus is given again once the
 * current task is over, unless it has gone into `ref` or to a control the
 * user is on since.
 */
export function useFocusOnOpen(ref: RefObject<HTMLElement | null>, enabled = true, key: unknown = null): void {
  useEffect(() => {
    if (!enabled) return;
    const element = ref.current;
    if (!element) return;
    const before = document.activeElement;
    element.focus({ preventScroll: true });
    const timer = window.setTimeout(() => {
      const now = document.activeElement;
      if (element.contains(now)) return;
      // The frame took it for its own heading (or nothing holds it): give it back.
      // eslint-disable-next-line i18next/no-literal-string -- a CSS selector
      if (now === null || now === document.body || now === before || now?.matches('h1, h2, [tabindex="-1"]')) {
        element.focus({ preventScroll: true });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ref, enabled, key]);
}
