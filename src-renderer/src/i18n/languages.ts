/**
 * The languages the app speaks. A player picks one in the settings; until he
 * does ('system'), the app speaks the first of the browser's (or the
 * system's) languages it knows, else English.
 */
import { LANGUAGES, type Language, type LanguageChoice } from '../../../shared/protocol/language';

export { LANGUAGES, LANGUAGE_CHOICES, type Language, type LanguageChoice } from '../../../shared/protocol/language';

/** Each language's name in itself: a player who can't read the current language still finds his own. */
export const ENDONYMS: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the system's languages (BCP 47 tags, most wanted first) that the app speaks, else English. */
export function languageFor(systemLanguages: readonly string[]): Language {
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language a choice stands for on this machine. */
export function resolveLanguage(choice: LanguageChoice, systemLanguages: readonly string[] = browserLanguages()): Language {
  return choice === 'system' ? languageFor(systemLanguages) : choice;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
