/**
 * A reload comes back to the screen it left: the screen on show is written to
 * sessionStorage as it changes (rememberedScreen.ts), and at start the host's
 * window opens it again. A game reopens from the host as Load does; a LAN
 * guest's seat at another machine's table with the credentials he already
 * keeps for that (lan/session.ts); a match that is gone leaves the menu with
 * a line saying so.
 */
import { errorMessage, getHost } from '../host';
import { i18n } from '../i18n/i18n';
import { loadCredentials, resumePlan } from '../lan/credentials';
import { type ResumeOutcome, resumeGuest, useLobby } from '../lan/session';
import { useMatch } from './match';
import { type Screen, useNavigation } from './navigation';
import { type RememberedScreen, recallScreen, rememberScreen, screenToRemember, serializeScreen } from './rememberedScreen';

function afterResume(outcome: ResumeOutcome): Screen {
  if (outcome.to === 'game') return { name: 'game' };
  if (outcome.to === 'lobby') return { name: 'guestLobby' };
  return { name: 'join', message: outcome.message };
}

/** Opens `remembered` again and says which screen to show (the menu when there is nothing to reopen). */
export async function reopenScreen(remembered: RememberedScreen | null = recallScreen()): Promise<Screen> {
  if (!remembered) return { name: 'menu' };
  switch (remembered.name) {
    case 'newGame':
      return { name: 'newGame', game: remembered.game };
    case 'join':
      return { name: 'join', message: null };
    case 'guestLobby': {
      const stored = loadCredentials();
      return resumePlan(stored).kind === 'none' ? { name: 'join', message: null } : afterResume(await resumeGuest(stored));
    }
    case 'game': {
      if (remembered.guest) {
        const stored = loadCredentials();
        if (stored?.matchId !== remembered.matchId) {
          return { name: 'menu', notice: i18n.getFixedT(null, 'shell')('errors.seatLost') };
        }
        return afterResume(await resumeGuest(stored));
      }
      try {
        const opened = await getHost().request({ type: 'loadSave', matchId: remembered.matchId });
        void useMatch.getState().open(opened);
        return { name: 'game' };
      } catch (cause) {
        return { name: 'menu', notice: i18n.getFixedT(null, 'shell')('errors.reopenFailed', { message: errorMessage(cause) }) };
      }
    }
    default:
      return { name: remembered.name };
  }
}

/** Writes the screen on show whenever it (or the match on it) changes; returns the way to stop. */
export function startRemembering(): () => void {
  let written: string | null = null;
  const write = (): void => {
    const remembered = screenToRemember(useNavigation.getState().screen, {
      matchId: useMatch.getState().matchId,
      guest: useLobby.getState().mode === 'guest',
    });
    if (!remembered) return;
    const text = serializeScreen(remembered);
    if (text === written) return;
    written = text;
    rememberScreen(remembered);
  };
  const stops = [useNavigation.subscribe(write), useMatch.subscribe(write), useLobby.subscribe(write)];
  return () => stops.forEach((stop) => stop());
}
