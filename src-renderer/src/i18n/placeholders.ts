/**
 * What a translation must keep from the English: its placeholders
 * ({{name}}), nested keys ($t(key)) and the numbered tags of <Trans>
 * (<1>…</1>). Plural forms (key_one, key_other, key_many…) are one message.
 */
import type { Catalogue } from './catalogues';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue by its dotted key. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The message a key belongs to ('cards' for 'cards_one') and its plural form, if any. */
export function messageOf(key: string): { message: string; form: string | null } {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { message: key.slice(0, match.index), form: match[1] ?? null } : { message: key, form: null };
}

/** The placeholders, nestings and tags a text uses, sorted. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)\s*(?:,[^}]*)?\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/\$t\(([^),]+)/g)) found.add(`$t(${match[1]})`);
  for (const match of text.matchAll(/<(\d+)>/g)) found.add(`<${match[1]}>`);
  return [...found].sort();
}
