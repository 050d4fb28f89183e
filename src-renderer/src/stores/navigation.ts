/**
 * Which screen is up. The game screen shows whatever match the match store
 * holds. reopen.ts keeps the screen in sessionStorage, so a reload comes back to it.
 */
import { create } from 'zustand';
import type { GameId } from '../games/catalog';
import type { ReplaySource } from '../../../shared/protocol/replay';

export type Screen =
  /** `notice`: why the menu is up instead of the screen a reload left (its match is gone). */
  | { name: 'menu'; notice?: string }
  /** `options`: the game's options to start from (the sandbox's "start a game with this profile"); default the game's. */
  | { name: 'newGame'; game: GameId; options?: unknown }
  | { name: 'load' }
  /** `back`: the screen Settings was opened from, where saving (or Back) returns; none (a reload): the menu. */
  | { name: 'settings'; back?: Screen }
  | { name: 'game' }
  /** The host sets up a LAN table and waits for guests. */
  | { name: 'hostLobby' }
  /** A LAN guest types the code (and, in the app, the host's address). `message` says why he is back here. */
  | { name: 'join'; message?: string | null }
  /** A LAN guest in a lobby: seats, chat, waiting for the start. */
  | { name: 'guestLobby' }
  /** A replay of a save, a finished match or a replay file (screens/replay); `back`: the screen it was opened from. */
  | { name: 'replay'; source: ReplaySource; back: Screen }
  /** The physics sandbox of Smugglers (2016): the bench, the batch study, the profiles. */
  | { name: 'sandbox' }
  /** Starting up: finding out whether this window is the host's or a guest's. */
  | { name: 'starting' };

interface NavigationStore {
  screen: Screen;
  go(screen: Screen): void;
  /** Settings, remembering the screen it was opened from. */
  openSettings(): void;
  /** Leaves Settings for the screen it was opened from. */
  leaveSettings(): void;
}

/** Where leaving `screen` (Settings) goes: the screen it was opened from, else the menu. */
export function settingsReturn(screen: Screen): Screen {
  return screen.name === 'settings' && screen.back ? screen.back : { name: 'menu' };
}

export const useNavigation = create<NavigationStore>()((set) => ({
  screen: { name: 'starting' },
  go: (screen) => set({ screen }),
  openSettings: () =>
    set(({ screen }) => ({
      // Settings opened from Settings keeps the way back it had; the menu's notice has been read.
      screen: { name: 'settings', back: screen.name === 'settings' ? screen.back : screen.name === 'menu' ? { name: 'menu' } : screen },
    })),
  leaveSettings: () => set(({ screen }) => ({ screen: settingsReturn(screen) })),
}));
