/**
 * A game's setup options (schema and defaults) for the new-game and lobby
 * screens: loaded when the game is chosen, from that game's own small chunk
 * (its shared/games/<id>/options.ts, see games/manifest.ts), never with its
 * rules, bots or physics.
 */
import { isPlayableGameId } from '../games/catalog';
import type { GameOptionsSpec } from '../../../shared/games/options';
import { gameUi } from '../games/index';
import { useLoaded } from '../games/useLoaded';

/** The options of `game`; null for a game that cannot be played. */
export async function loadGameOptions(game: string): Promise<GameOptionsSpec | null> {
  const ui = isPlayableGameId(game) ? gameUi(game) : undefined;
  if (!ui) return null;
  return (await ui.options()).default;
}

export type GameOptionsState =
  | { status: 'loading' }
  | { status: 'ready'; spec: GameOptionsSpec }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The options of `game`, loading them when needed; `missing` for a game that cannot be played (or null). */
export function useGameOptions(game: string | null): GameOptionsState {
  const state = useLoaded(game, loadGameOptions);
  return state.status === 'ready' ? { status: 'ready', spec: state.value } : state;
}

/**
 * The options a screen starts from: `given` (the sandbox's "start a game with
 * this profile"; the host checks them against the schema) or else the game's
 * defaults for `seats`.
 */
export function startingOptions(spec: GameOptionsSpec, seats: number, given?: unknown): unknown {
  return given ?? spec.defaultOptions(seats);
}
