/**
 * The player's language choice as this browser remembers it. For a LAN guest
 * it is his setting (the host's settings are the host player's); in the
 * host's own window it is a copy of the host's setting, read at start so the
 * first screen already speaks the player's language before the host answers.
 */
import { switchLanguage } from './i18n';
import { LANGUAGE_CHOICES, type LanguageChoice, resolveLanguage } from './languages';

const KEY = 'smugglers-table.language';

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberedChoice(): LanguageChoice {
  try {
    const value = storage()?.getItem(KEY) ?? null;
    return (LANGUAGE_CHOICES as readonly (string | null)[]).includes(value) ? (value as LanguageChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** Speaks the chosen language from now on, and remembers the choice in this browser. */
export async function applyChoice(choice: LanguageChoice): Promise<void> {
  try {
    storage()?.setItem(KEY, choice);
  } catch {
    // A browser that keeps nothing still switches; the next start asks the host (or the system) again.
  }
  await switchLanguage(resolveLanguage(choice));
}
