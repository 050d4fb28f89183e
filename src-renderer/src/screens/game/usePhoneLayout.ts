/**
 * Whether a guest's game screen is laid out for a phone (issue #29): a window at most 600 px wide
 * (upright) or 500 px high (sideways). There the log and the chat fold into a drawer and the table
 * speed moves into it, so that the top bar holds only what a thumb needs at every turn. The host's
 * own window never is (enabled false): its layout is the desktop's at every size.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 600px), (max-height: 500px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function matches(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

export function usePhoneLayout(enabled: boolean): boolean {
  const phone = useSyncExternalStore(subscribe, matches, () => false);
  return enabled && phone;
}
