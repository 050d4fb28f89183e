/**
 * Whether the menu asks the player's name: on first start, until he gives one
 * or says "not now" (remembered in this browser, so the question is asked
 * once). Pure apart from the storage handed in, so it is tested without a
 * browser.
 */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const NAME_PROMPT_KEY = 'smugglers.namePrompt';

function stored(store: Store | null): string | null {
  try {
    return store?.getItem(NAME_PROMPT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Ask once the settings are in, while no name is chosen and the player has not put the question off. */
export function asksName(chosen: string, loaded: boolean, store: Store | null): boolean {
  return loaded && chosen.trim() === '' && stored(store) !== 'skipped';
}

/** "Not now": the menu asks no more (Settings keeps the name field). */
export function skipNamePrompt(store: Store | null): void {
  try {
    store?.setItem(NAME_PROMPT_KEY, 'skipped');
  } catch {
    // A browser that keeps nothing asks again next start.
  }
}

export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
