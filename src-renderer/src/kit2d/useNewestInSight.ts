/**
 * A log or a history keeps its newest line in sight, newest at the bottom:
 * each time its lines change it scrolls to the end, unless the reader has
 * scrolled up to read an older line (then it stays where he is until he
 * scrolls back to the end). Give the list the ref and the onScroll.
 */
import { type RefObject, type UIEvent, useCallback, useLayoutEffect, useRef } from 'react';

/** How near the end, in px, still counts as at the end. */
const SLACK = 24;

export function atEnd(scrollHeight: number, scrollTop: number, clientHeight: number): boolean {
  return scrollHeight - scrollTop - clientHeight < SLACK;
}

export function useNewestInSight<E extends HTMLElement>(lines: unknown): { ref: RefObject<E | null>; onScroll(event: UIEvent<E>): void } {
  const ref = useRef<E>(null);
  const stuck = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [lines]);
  const onScroll = useCallback((event: UIEvent<E>) => {
    const element = event.currentTarget;
    stuck.current = atEnd(element.scrollHeight, element.scrollTop, element.clientHeight);
  }, []);
  return { ref, onScroll };
}
