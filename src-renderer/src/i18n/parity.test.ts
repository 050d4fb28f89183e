/**
 * Every message is in every language, with the same placeholders, and each
 * language has the plural forms its grammar needs (Intl.PluralRules: English
 * and German one/other, French one/many/other).
 */
import { describe, expect, it } from 'vitest';
import { type Catalogue, loadCatalogue, namespaces } from './catalogues';
import { LANGUAGES, type Language } from './languages';
import { flatten, messageOf, placeholdersOf } from './placeholders';

interface Message {
  forms: Set<string>;
  placeholders: Set<string>;
}

function messages(catalogue: Catalogue): Map<string, Message> {
  const out = new Map<string, Message>();
  for (const [key, text] of flatten(catalogue)) {
    const { message, form } = messageOf(key);
    const entry = out.get(message) ?? { forms: new Set<string>(), placeholders: new Set<string>() };
    if (form !== null) entry.forms.add(form);
    for (const placeholder of placeholdersOf(text)) entry.placeholders.add(placeholder);
    out.set(message, entry);
  }
  return out;
}

/** The plural categories a language's grammar has for whole numbers. */
function pluralForms(language: Language): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

describe.each(namespaces())('the %s catalogue', (namespace) => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('in %s has every English message, no other, with the same placeholders', async (language) => {
    const english = messages(await loadCatalogue('en', namespace));
    const translated = messages(await loadCatalogue(language, namespace));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const differ: string[] = [];
    for (const [key, message] of english) {
      // A plural's one-form may say "one" instead of {{count}}.
      const want = [...message.placeholders].filter((p) => p !== '{{count}}').sort().join(' ');
      const got = [...(translated.get(key)?.placeholders ?? [])].filter((p) => p !== '{{count}}').sort().join(' ');
      if (got !== want) differ.push(`${key}: ${got} (English: ${want})`);
    }
    expect(differ).toEqual([]);
  });

  it.each(LANGUAGES)('in %s has every plural form its grammar needs', async (language) => {
    const need = pluralForms(language).join(' ');
    const wrong: string[] = [];
    for (const [key, message] of messages(await loadCatalogue(language, namespace))) {
      const forms = [...message.forms].sort().join(' ');
      if (message.forms.size > 0 && forms !== need) wrong.push(`${key}: ${forms} (needs ${need})`);
    }
    expect(wrong).toEqual([]);
  });
});
