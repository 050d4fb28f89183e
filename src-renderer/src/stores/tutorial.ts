/**
 * Starting a game's guided first game (docs/tutorials.md): the host sets up
 * its fixed table with the player at his seat, and this window opens it like
 * any match. From the menu's game card, the new-game screen, and the coach's
 * Start again (the match it replaces is left, and the host forgets it).
 */
import { getHost } from '../host';
import { useMatch } from './match';
import { useNavigation } from './navigation';

export async function startTutorial(game: string, playerName: string): Promise<void> {
  const opened = await getHost().request({ type: 'startTutorial', game, name: playerName });
  void useMatch.getState().open(opened);
  useNavigation.getState().go({ name: 'game' });
}
