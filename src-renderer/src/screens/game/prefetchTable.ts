/**
 * Fetches what a table of `game` will need before it starts: the game
 * screen and its words, the game's UI and words, then what its table loads
 * after it comes up (GameUi.preload: a 3D scene, Rapier last). A LAN
 * guest's phone calls it while he waits in the lobby: on a slow link every
 * chunk asked for only once the host starts is a round trip and its bytes
 * between the start and his table (issue #29: a table within 3 s).
 *
 * In turn, not all at once: the table's own chunks first, so that a 3D
 * game's large chunks never hold them back on a narrow link. Nothing is
 * shown and nothing fails loudly: a chunk that would not load is asked for
 * again by the screen that needs it, which then says so.
 */
import { loadGameUi } from '../../games/loadGameUi';
import { i18n } from '../../i18n/i18n';
import { GameScreen } from './lazyGameScreen';

const asked = new Map<string, Promise<void>>();

export function prefetchTable(game: string): Promise<void> {
  let prefetching = asked.get(game);
  if (prefetching === undefined) {
    prefetching = (async () => {
      const [, , ui] = await Promise.all([GameScreen.preload(), i18n.loadNamespaces('match'), loadGameUi(game)]);
      await ui?.preload?.();
    })().catch(() => undefined);
    asked.set(game, prefetching);
  }
  return prefetching;
}
