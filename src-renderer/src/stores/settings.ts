/** The player's settings, kept by the host (getSettings / setSettings). */
import { create } from 'zustand';
import type { Settings } from '../../../shared/protocol/messages';
import { errorMessage, getHost } from '../host';
import { useRole } from '../lan/role';

/** The host's defaults (DEFAULT_SETTINGS), repeated so this module does not pull zod into the first chunk. */
const FALLBACK: Settings = { playerName: 'Player', botDelayMs: 700, reducedMotion: false, hotSeatCurtain: true };

/**
 * A LAN guest's settings: the host's are the host's player's own (his name
 * among them) and are not for guests. The defaults do (a guest plays one seat,
 * so no hot-seat curtain shows), with reduced motion as this browser asks.
 */
export function guestSettings(prefersReducedMotion = browserPrefersReducedMotion()): Settings {
  return { ...FALLBACK, reducedMotion: prefersReducedMotion };
}

function browserPrefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface SettingsStore {
  settings: Settings;
  /** Whether the host's settings have arrived (until then the defaults show). */
  loaded: boolean;
  loadError: string | null;
  load(): Promise<void>;
  /** Saves through the host; resolves with the saved settings, throws a HostRequestError when refused. */
  save(settings: Settings): Promise<Settings>;
}

export const useSettings = create<SettingsStore>()((set) => ({
  settings: FALLBACK,
  loaded: false,
  loadError: null,
  async load() {
    try {
      if ((await useRole.getState().load()) === 'guest') {
        set({ settings: guestSettings(), loaded: true, loadError: null });
        return;
      }
      const settings = await getHost().request({ type: 'getSettings' });
      set({ settings, loaded: true, loadError: null });
    } catch (error) {
      set({ loaded: true, loadError: errorMessage(error) });
    }
  },
  async save(settings) {
    const saved = await getHost().request({ type: 'setSettings', settings });
    set({ settings: saved, loaded: true, loadError: null });
    return saved;
  },
}));
