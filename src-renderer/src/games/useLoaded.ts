/**
 * What a screen shows while something it needs comes in its own chunk (a
 * game's UI, a game's options): one hook for every such load, keyed by what
 * is loaded, so a screen that switches games never shows the previous game's.
 */
import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The value `load(key)` gives (null: `missing`); `missing` for no key. `load` must be a stable function. */
export function useLoaded<T>(key: string | null, load: (key: string) => Promise<T | null>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; value: Loaded<T> }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (value) => live && setState({ key, value: value === null ? { status: 'missing' } : { status: 'ready', value } }),
      (error: unknown) => live && setState({ key, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  if (!key) return { status: 'missing' };
  return state.key === key ? state.value : { status: 'loading' };
}
