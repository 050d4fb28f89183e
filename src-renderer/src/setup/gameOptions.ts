/**
 * A game's setup options (schema and defaults) for the new-game and lobby
 * screens: loaded when the game is chosen, from that game's own small chunk
 * (its shared/games/<id>/options.ts, see games/index.ts), never with its
 * rules, bots or physics.
 */
import { useEffect, useState } from 'react';
import { isPlayableGameId } from '../../../shared/games/catalog';
import type { GameOptionsSpec } from '../../../shared/games/options';
import { gameLoaders } from '../games/index';

/** The options of `game`; null for a game that cannot be played. */
export async function loadGameOptions(game: string): Promise<GameOptionsSpec | null> {
  if (!isPlayableGameId(game)) return null;
  const load: () => Promise<{ default: GameOptionsSpec }> = gameLoaders[game].options;
  return (await load()).default;
}

export type GameOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; spec: GameOptionsSpec }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The options of `game`, loading them when needed; `missing` for a game that cannot be played (or null). */
export function useGameOptions(game: string | null): GameOptionsState {
  const [state, setState] = useState<{ game: string | null; value: GameOptionsState }>({
    game: null,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadGameOptions(game).then(
      (spec) => live && setState({ game, value: spec ? { status: 'ready', spec } : { status: 'missing' } }),
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

/**
 * The options a screen starts from: `given` (the sandbox's "start a game with
 * this profile"; the host checks them against the schema) or else the game's
 * defaults for `seats`.
 */
export function startingOptions(spec: GameOptionsSpec, seats: number, given?: unknown): unknown {
  return given ?? spec.defaultOptions(seats);
}
