/**
 * The player's keyboard layout, as the browser tells it
 * (navigator.keyboard.getLayoutMap), for the tables' shortcuts by key place
 * (keyPosition.ts). Asked once for the page when a table first needs it, and
 * again when a press shows that it changed (the player switched layouts);
 * null while unknown, or where the browser does not tell (Firefox, Safari, a
 * page that is not secure: a LAN guest's).
 */
import { useSyncExternalStore } from 'react';
import type { LayoutMap } from './keyPosition';

/** The part of navigator.keyboard the store uses. */
export interface KeyboardApi {
  getLayoutMap(): Promise<LayoutMap>;
}

export interface LayoutStore {
  subscribe(listener: () => void): () => void;
  current(): LayoutMap | null;
  /** A press that reached a table: a letter place typing something else than the layout said means a new layout. */
  notePress(press: { key: string; code: string }): void;
}

export function layoutStore(api: KeyboardApi | null): LayoutStore {
  let layout: LayoutMap | null = null;
  let asking = false;
  let asked = false;
  const listeners = new Set<() => void>();
  const ask = () => {
    if (api === null || asking) return;
    asking = true;
    asked = true;
    api.getLayoutMap().then(
      (map) => {
        asking = false;
        layout = map;
        for (const listener of listeners) listener();
      },
      () => {
        asking = false;
      },
    );
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!asked) ask();
      return () => listeners.delete(listener);
    },
    current: () => layout,
    notePress({ key, code }) {
      if (layout === null || !/^Key[A-Z]$/.test(code) || [...key].length !== 1) return;
      const typed = layout.get(code);
      if (typed !== undefined && typed !== key.toLowerCase()) ask();
    },
  };
}

function browserKeyboard(): KeyboardApi | null {
  if (typeof navigator === 'undefined') return null;
  const keyboard = (navigator as { keyboard?: Partial<KeyboardApi> }).keyboard;
  return keyboard !== undefined && typeof keyboard.getLayoutMap === 'function' ? (keyboard as KeyboardApi) : null;
}

/** The page's one store. */
export const pageLayout: LayoutStore = layoutStore(browserKeyboard());

/** The layout (null while unknown: then keys go by what they type, see keyPosition.ts). */
export function useKeyboardLayout(store: LayoutStore = pageLayout): LayoutMap | null {
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
