/** The player's settings, kept by the host (getSettings / setSettings). */
import { create } from 'zustand';
import type { Settings } from '../../../shared/protocol/messages';
import { errorMessage, getHost } from '../host';
import { applyChoice, rememberedChoice } from '../i18n/choice';
import { useRole } from '../lan/role';

/**
 * The host's defaults (DEFAULT_SETTINGS), repeated so this module does not
 * pull zod into the first chunk. No name chosen ('', NO_NAME_CHOSEN): the
 * screens word it in their language (playerName.ts).
 */
const FALLBACK: Settings = { playerName: '', botDelayMs: 700, reducedMotion: false, hotSeatCurtain: true, language: 'system', tableSpeed: 'x1' };

/**
 * A LAN guest's settings: the host's are the host's player's own (his name
 * among them) and are not for guests. The defaults do (a guest plays one seat,
 * so no hot-seat curtain shows), with reduced motion as this browser asks.
 */
export function guestSettings(prefersReducedMotion = browserPrefersReducedMotion()): Settings {
  return { ...FALLBACK, reducedMotion: prefersReducedMotion, language: rememberedChoice() };
}

function browserPrefersReducedMotion(): boolean {
  // eslint-disable-next-line i18next/no-literal-string -- a media query
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
  /** A LAN guest's language: his browser keeps it (the host's settings are not his). */
  chooseGuestLanguage(language: Settings['language']): Promise<void>;
}

export const useSettings = create<SettingsStore>()((set) => ({
  settings: FALLBACK,
  loaded: false,
  loadError: null,
  async load() {
    try {
      if ((await useRole.getState().load()) === 'guest') {
        const settings = guestSettings();
        set({ settings, loaded: true, loadError: null });
        await applyChoice(settings.language);
        return;
      }
      const settings = await getHost().request({ type: 'getSettings' });
      set({ settings, loaded: true, loadError: null });
      await applyChoice(settings.language);
    } catch (error) {
      set({ loaded: true, loadError: errorMessage(error) });
    }
  },
  async save(settings) {
    const saved = await getHost().request({ type: 'setSettings', settings });
    set({ settings: saved, loaded: true, loadError: null });
    await applyChoice(saved.language);
    return saved;
  },
  async chooseGuestLanguage(language) {
    set((state) => ({ settings: { ...state.settings, language } }));
    await applyChoice(language);
  },
}));
