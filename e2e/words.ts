/**
 * The app's words in a language, read from its catalogues (what the player
 * sees), so a test can find "Réglages" without repeating the translation.
 * Plural forms follow the language's grammar; placeholders are filled in;
 * <Trans> tags are dropped (their text stays).
 */
import fs from 'node:fs';
import path from 'node:path';
import { flatten } from '../src-renderer/src/i18n/placeholders';

type Catalogue = { [key: string]: string | Catalogue };
export type Language = 'en' | 'de' | 'fr';
export type Words = (key: string, params?: Record<string, string | number>) => string;

const root = path.resolve(import.meta.dirname, '..');
const AREAS = ['shell', 'match', 'lan', 'sandbox'];

/** The games' cards in the menu: each game's card/<language>.json, under its id (src-renderer/src/i18n/catalogues.ts). */
const GAME_CARDS = 'gameCards';

function catalogue(language: Language, namespace: string): Catalogue {
  if (namespace === GAME_CARDS) {
    const games = path.join(root, 'src-renderer', 'src', 'games');
    const withCards = fs.readdirSync(games).filter((game) => fs.existsSync(path.join(games, game, 'card', `${language}.json`)));
    return Object.fromEntries(withCards.map((game) => [game, JSON.parse(fs.readFileSync(path.join(games, game, 'card', `${language}.json`), 'utf8')) as Catalogue]));
  }
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

/** Published names that read the same in every language. */
const SAME_EVERYWHERE = ['Smugglers’ Table', 'Smugglers (2016)', 'Smugglers (2025)', 'Schmuggler an Bord', 'Insel der Schmuggler', 'Contrebandes'];

/**
 * English left on a page that should speak `language`: every run of two or
 * more words of an English message (the text between its placeholders) that
 * the page shows, unless the translation of that message says the same.
 */
export async function englishLeftovers(page: import('@playwright/test').Page, language: Language, namespaces: readonly string[]): Promise<string[]> {
  const fragments = new Set<string>();
  for (const namespace of namespaces) {
    const english = flatten(catalogue('en', namespace));
    const translated = flatten(catalogue(language, namespace));
    const translatedText = [...translated.values()].join('\n');
    for (const text of english.values()) {
      for (const raw of text.split(/\{\{[^}]*\}\}|<\/?\d+>|\$t\([^)]*\)|\n/)) {
        const fragment = raw.trim().replace(/^[\s,.:;·—–-]+|[\s,.:;·—–-]+$/g, '');
        if (fragment.length < 10 || !/\S\s+\S/.test(fragment)) continue;
        if (translatedText.includes(fragment) || SAME_EVERYWHERE.some((name) => fragment === name || name.includes(fragment))) continue;
        fragments.add(fragment);
      }
    }
  }
  const shown = await page.evaluate(() => document.body.innerText);
  return [...fragments].filter((fragment) => shown.includes(fragment));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A message with the given placeholders filled in and the others left as \u0000. */
function withGaps(language: Language, namespace: string, key: string, params: Record<string, string | number>): string {
  const say = words(language, namespace);
  return say(key, new Proxy(params, { get: (target, name: string) => (name in target ? target[name] : '\u0000') }));
}

/** A message as a pattern: the given placeholders filled in, the others matching any text. */
export function wordsPattern(language: Language, namespace: string, key: string, params: Record<string, string | number> = {}): RegExp {
  return new RegExp(escapeRegExp(withGaps(language, namespace, key, params)).split('\u0000').join('.+?'));
}

/** The part of a message before its first placeholder: "Inspect " for "Inspect {{name}}" (names are matched by it). */
export function wordsPrefix(language: Language, namespace: string, key: string): string {
  return withGaps(language, namespace, key, {}).split('\u0000')[0] as string;
}
