/**
 * The headless host's key, on the app's own page in a browser (the Electron
 * window talks to its host over IPC and never needs it).
 *
 * The printed address carries the key in its fragment, which the browser
 * never sends to a server. The page takes it from there at once, drops it
 * from the address bar, and keeps it in localStorage: storage is per origin,
 * and an origin includes the port, so no page or program on another port of
 * 127.0.0.1 can read or overwrite it (a cookie could be both). localStorage
 * rather than sessionStorage: every tab of this address (a reload, a new tab,
 * a bookmark without the key) reaches the host as long as it runs, as a
 * cookie did; a key from an earlier start is refused by the host and
 * replaced by the next printed address opened.
 */
import { keyFromFragment } from '../../../shared/protocol/host-key';

const STORAGE_KEY = 'smugglers.hostKey';

/** Where storage is switched off (a privacy setting), the key lives as long as the page. */
let inMemory: string | null = null;

/** Takes the key from the address's fragment, if it has one: keeps it and clears it from the address bar. */
export function takeKeyFromAddress(): boolean {
  const key = keyFromFragment(location.hash);
  if (key === null) return false;
  inMemory = key;
  try {
    localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Kept in memory only.
  }
  // Out of the address bar (and so out of screenshots, shared links and the history), the page left as it is.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return true;
}

/** The key this page offers to its host, or null. Read at every connection, so a key given in another tab counts. */
export function hostKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

/** Where a new key came from: the printed address opened in this tab, or in another tab. */
export type NewKeyFrom = 'address' | 'other-tab';

/**
 * Calls back when a new key arrives: the printed address opened in this tab
 * (the browser only changes the fragment: the page is the same) or in another tab.
 */
export function onNewKey(listener: (from: NewKeyFrom) => void): () => void {
  const fromAddress = (): void => {
    if (takeKeyFromAddress()) listener('address');
  };
  const fromOtherTab = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEY && event.newValue !== null) listener('other-tab');
  };
  window.addEventListener('hashchange', fromAddress);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener('hashchange', fromAddress);
    window.removeEventListener('storage', fromOtherTab);
  };
}
