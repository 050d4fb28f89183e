/** Loads the game UIs' chunk on demand and hands out one game's UI. */
import { useEffect, useState } from 'react';
import type { GameUi } from './types';

let registry: Promise<Record<string, GameUi>> | null = null;

export function loadGameUi(game: string): Promise<GameUi | null> {
  registry ??= import('./index').then((module) => module.gameUis);
  return registry.then(
    (uis) => (Object.prototype.hasOwnProperty.call(uis, game) ? (uis[game] as GameUi) : null),
    (error: unknown) => {
      registry = null; // let a later try load it again
      throw error;
    },
  );
}

export type GameUiState =
  | { status: 'loading' }
  | { status: 'ready'; ui: GameUi }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The UI of `game`, loading it when needed. */
export function useGameUi(game: string | null): GameUiState {
  const [state, setState] = useState<{ game: string | null; value: GameUiState }>({
    game: null,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadGameUi(game).then(
      (ui) => live && setState({ game, value: ui ? { status: 'ready', ui } : { status: 'missing' } }),
      (error: unknown) =>
        live &&
        setState({ game, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (!game) return { status: 'missing' };
  return state.game === game ? state.value : { status: 'loading' };
}
