/**
 * The app's words in a language, read from its catalogues (what the player
 * sees), so a test can find "Réglages" without repeating the translation.
 * Plural forms follow the language's grammar; placeholders are filled in;
 * <Trans> tags are dropped (their text stays).
 */
import fs from 'node:fs';
import path from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };
export type Language = 'en' | 'de' | 'fr';
export type Words = (key: string, params?: Record<string, string | number>) => string;

const root = path.resolve(import.meta.dirname, '..');
const AREAS = ['shell', 'match', 'lan', 'sandbox'];

function catalogue(language: Language, namespace: string): Catalogue {
  const file = AREAS.includes(namespace)
    ? path.join(root, 'src-renderer', 'src', 'i18n', 'locales', language, `${namespace}.json`)
    : path.join(root, 'src-renderer', 'src', 'games', namespace, 'locales', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

function lookup(entries: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = entries;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function words(language: Language, namespace: string): Words {
  const entries = catalogue(language, namespace);
  return (key, params = {}) => {
    const count = params.count;
    const form = typeof count === 'number' ? new Intl.PluralRules(language).select(count) : null;
    const text = (form === null ? undefined : (lookup(entries, `${key}_${form}`) ?? lookup(entries, `${key}_other`))) ?? lookup(entries, key);
    if (text === undefined) throw new Error(`No ${language} word for ${namespace}:${key}.`);
    return text
      .replace(/\{\{\s*([^},\s]+)\s*(?:,[^}]*)?\}\}/g, (_all, name: string) => String(params[name] ?? `{{${name}}}`))
      .replace(/<\/?\d+>/g, '');
  };
}
