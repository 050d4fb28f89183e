/**
 * The host's player's name as a screen shows it: his chosen name, or, before
 * he chose one (the settings' NO_NAME_CHOSEN), the word for "player" in the
 * language on screen, never the English one in a German or French menu. The
 * host keeps no worded default (it is language-neutral); a new game's seat
 * takes the name as worded here, as the player saw it on the form.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings';

export function shownPlayerName(chosen: string, t: TFunction<'shell'>): string {
  return chosen.trim() === '' ? t('settings.defaultName') : chosen;
}

/** The player's name as shown now, worded again when the language changes. */
export function usePlayerName(): string {
  const { t } = useTranslation('shell');
  const chosen = useSettings((state) => state.settings.playerName);
  return shownPlayerName(chosen, t);
}
