/**
 * The app's words, through i18next (react-i18next binds it to React). The
 * catalogues load lazily per area and language (catalogues.ts); the renderer
 * waits for the shell's before its first paint, so no screen shows a key.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Namespace, isNamespace, loadCatalogue } from './catalogues';
import { LANGUAGES, type Language, browserLanguages, isLanguage } from './languages';

export const i18n = i18next;

let started: Promise<unknown> | null = null;

/** Starts the words in `language` with the shell's catalogue loaded; later calls return the first start. */
export function startLanguages(language: Language, preload: readonly Namespace[] = ['shell']): Promise<unknown> {
  started ??= i18n
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        // eslint-disable-next-line i18next/no-literal-string -- a programming slip (a namespace never registered), for the developer
        if (!isLanguage(language) || !isNamespace(namespace)) return Promise.reject(new Error(`No catalogue ${language}/${namespace}.`));
        return loadCatalogue(language, namespace);
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: [...preload],
      defaultNS: 'shell',
      // React escapes what it renders; escaping here would show &amp; in the text.
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
      react: { useSuspense: true },
    })
    .then(() => {
      // Lists and dates the way the player's English reads (British unless his browser is American).
      i18n.services.formatter?.add('list', (value: unknown, lng: string | undefined) =>
        Array.isArray(value) ? new Intl.ListFormat(localeOf(lng), { style: 'long', type: 'conjunction' }).format(value.map(String)) : String(value),
      );
      markDocument(language);
    });
  return started;
}

/** Speaks `language` from now on (the catalogues in use load first, so nothing flashes a key). */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
  markDocument(language);
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The locale numbers, dates and lists are formatted in: the language's, and
 * for English the browser's own English (en-US, en-AU…) or else British
 * English, the app's own spelling.
 */
export function localeOf(language: string | undefined = currentLanguage()): string {
  if (language !== 'en') return language ?? 'en-GB';
  const english = browserLanguages().find((tag) => /^en-/i.test(tag));
  return english ?? 'en-GB';
}

/** The language the words are in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}
