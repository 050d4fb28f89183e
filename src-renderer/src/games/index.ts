/**
 * Every game's UI, keyed by game id. Loaded on demand (see loadGameUi.ts) so
 * the main menu starts without any game's table.
 */
import { contrebandesUi } from './contrebandes/index';
import { smugglersUi } from './smugglers-2016/index';
import type { GameUi } from './types';

/** A game's UI with its view and options types erased, as the shared screens hold it. */
function erase<V, O>(ui: GameUi<V, O>): GameUi {
  return ui as unknown as GameUi;
}

export const gameUis: Record<string, GameUi> = {
  contrebandes: erase(contrebandesUi),
  'smugglers-2016': erase(smugglersUi),
};
