/**
 * Whether the player picks with a finger here: a phone upright or sideways, or
 * a touch screen. There the list of places shows beside the bay (insel.css
 * uses the same query), and the instruction line says to tap it instead of
 * clicking a field or pressing Enter. Follows the window as it turns.
 */
import { useSyncExternalStore } from 'react';

export const FINGER_QUERY = '(max-width: 600px), (max-height: 500px), (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(FINGER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const matches = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(FINGER_QUERY).matches;

export function useFinger(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
