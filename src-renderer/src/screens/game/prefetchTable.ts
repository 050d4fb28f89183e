/**
 * Fetches what a table of `game` will need before it starts: the game
 * screen and its words, the game's UI and words, and what its table loads
 * after it comes up (the manifest's preload: a 3D scene, Rapier last). A LAN
 * guest's phone calls it while he waits in the lobby: on a slow link every
 * chunk asked for only once the host starts is a round trip and its bytes
 * between the start and his table (issue #29: a table within 3 s).
 *
 * All at once: a 3D table is playable only once its scene has drawn, so its
 * scene's chunks are as urgent as the UI's, and asking for them only after the
 * UI's chunk had come and run left the link idle for round trips (measured on
 * the throttled phone: ~0.4 s between the two, the link half used before).
 * Nothing is shown and nothing fails loudly: a chunk that would not load is
 * asked for again by the screen that needs it, which then says so.
 */
import { gameUi } from '../../games/index';
import { loadGameUi } from '../../games/loadGameUi';
import { i18n } from '../../i18n/i18n';
import { GameScreen } from './lazyGameScreen';

const asked = new Map<string, Promise<void>>();

export function prefetchTable(game: string): Promise<void> {
  let prefetching = asked.get(game);
  if (prefetching === undefined) {
    prefetching = (async () => {
      await Promise.all([GameScreen.preload(), i18n.loadNamespaces('match'), loadGameUi(game), gameUi(game)?.preload?.()]);
    })().catch(() => undefined);
    asked.set(game, prefetching);
  }
  return prefetching;
}
