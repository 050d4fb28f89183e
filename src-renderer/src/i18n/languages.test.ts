import { describe, expect, it } from 'vitest';
import { languageFor, resolveLanguage } from './languages';

describe('languageFor', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['fr-CA'], 'fr'],
    [['it-IT', 'fr-FR', 'de'], 'fr'],
    [['EN-gb'], 'en'],
    [['ja', 'es'], 'en'],
    [[], 'en'],
  ] as const)('%j speaks %s', (tags, language) => {
    expect(languageFor(tags)).toBe(language);
  });
});

describe('resolveLanguage', () => {
  it('keeps a chosen language whatever the system speaks', () => {
    expect(resolveLanguage('fr', ['de-DE'])).toBe('fr');
  });
  it('follows the system on "system"', () => {
    expect(resolveLanguage('system', ['de-DE'])).toBe('de');
  });
});
