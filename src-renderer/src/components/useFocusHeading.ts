import { useEffect, useRef } from 'react';

/** Moves focus to a screen's heading when the screen opens, so keyboard and screen-reader users start at the top. */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
