import { describe, expect, it } from 'vitest';
import { playableGameIds } from '../games/catalog';
import { GAME_CARDS, byGameAndLanguage, isNamespace, loadCatalogue, namespaces } from './catalogues';
import { LANGUAGES } from './languages';

describe('the catalogues', () => {
  it('find each game’s words by its folder, by game and language', () => {
    const load = () => Promise.resolve({});
    expect(byGameAndLanguage({ '../games/a-game/locales/en.json': load, '../games/a-game/locales/fr.json': load, '../games/other/locales/de.json': load })).toEqual({
      'a-game': { en: load, fr: load },
      other: { de: load },
    });
  });

  it('are the areas, the games’ cards and one namespace per playable game', () => {
    expect(namespaces()).toEqual(expect.arrayContaining(['shell', 'match', 'lan', 'sandbox', GAME_CARDS, ...playableGameIds]));
    for (const id of playableGameIds) expect(isNamespace(id), id).toBe(true);
    expect(isNamespace('constructor')).toBe(false);
    expect(isNamespace('chess')).toBe(false);
  });

  it('give the menu every playable game’s pitch, from its folder, in every language', async () => {
    for (const language of LANGUAGES) {
      const cards = await loadCatalogue(language, GAME_CARDS);
      for (const id of playableGameIds) expect((cards[id] as { pitch?: unknown } | undefined)?.pitch, `${language} ${id}`).toMatch(/\S\n\S/);
    }
    expect(((await loadCatalogue('en', GAME_CARDS)).contrebandes as { pitch: string }).pitch).toBe('Load your mule in secret, talk your way past the customs officer,\nand mind the stinking cheese.');
  });

  it('refuse a language a game does not have', async () => {
    await expect(loadCatalogue('xx' as never, 'contrebandes')).rejects.toThrow('No catalogue xx/contrebandes.');
  });
});
