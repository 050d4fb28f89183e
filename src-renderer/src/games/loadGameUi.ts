/** Loads one game's UI chunk on demand (see index.ts), with its words in the current language, and hands it out. */
import { isPlayableGameId } from './catalog';
import { i18n } from '../i18n/i18n';
import { gameUi } from './index';
import type { AnyGameUi, GameUi } from './types';
import { useLoaded } from './useLoaded';

const loading = new Map<string, Promise<GameUi>>();

/** The UI of `game`; null for a game without one. A failed load is tried again on the next call. */
export function loadGameUi(game: string): Promise<GameUi | null> {
  const manifest = isPlayableGameId(game) ? gameUi(game) : undefined;
  if (!manifest) return Promise.resolve(null);
  let ui = loading.get(game);
  if (!ui) {
    // The shared screens hold every game's UI with its view and options types erased.
    const load: () => Promise<{ default: AnyGameUi }> = manifest.ui;
    // The words come with the UI: its table, log lines and rules never wait on (or show) a missing key.
    ui = Promise.all([load(), i18n.loadNamespaces(game)]).then(
      ([module]): GameUi => module.default,
      (error: unknown) => {
        loading.delete(game); // let a later try load it again
        throw error;
      },
    );
    loading.set(game, ui);
  }
  return ui;
}

export type GameUiState =
  | { status: 'loading' }
  | { status: 'ready'; ui: GameUi }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The UI of `game`, loading it when needed. */
export function useGameUi(game: string | null): GameUiState {
  const state = useLoaded(game, loadGameUi);
  return state.status === 'ready' ? { status: 'ready', ui: state.value } : state;
}
