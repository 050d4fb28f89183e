/** Which screen is up. The game screen shows whatever match the match store holds. */
import { create } from 'zustand';
import type { GameId } from '../../../shared/games/catalog';

export type Screen =
  | { name: 'menu' }
  | { name: 'newGame'; game: GameId }
  | { name: 'load' }
  | { name: 'settings' }
  | { name: 'game' };

interface NavigationStore {
  screen: Screen;
  go(screen: Screen): void;
}

export const useNavigation = create<NavigationStore>()((set) => ({
  screen: { name: 'menu' },
  go: (screen) => set({ screen }),
}));
