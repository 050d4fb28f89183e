import { afterAll, describe, expect, it } from 'vitest';
import { playableGameIds } from './catalog';
import type { OptionRow } from '../../../shared/engine/options-form';
import { i18n } from '../i18n/i18n';
import { loadGameOptions } from '../setup/gameOptions';
import { loadGameUi } from './loadGameUi';

/** The words a row asks of its game's namespace. */
function wordsOf(row: OptionRow<unknown>): string[] {
  switch (row.kind) {
    case 'own':
      return [];
    case 'choice':
      return [row.label, ...row.choices.map((choice) => choice.label)];
    case 'count':
      return [row.label, row.none, row.counted, ...(row.hint ? [row.hint] : []), ...(row.hintAtLeast ? [row.hintAtLeast] : [])];
    case 'firstSeat':
      return [row.label, row.random, row.seat, ...(row.hint ? [row.hint] : [])];
    default:
      return [row.label, ...(row.hint ? [row.hint] : [])];
  }
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the games’ options forms', () => {
  it.each(playableGameIds)('%s: every word of its rows is in English, German and French, and its own rows have a control', async (id) => {
    const spec = await loadGameOptions(id);
    const ui = await loadGameUi(id);
    const rows = spec?.form ?? [];
    expect(rows.length, id).toBeGreaterThan(0);
    for (const row of rows.filter((row) => row.kind === 'own')) {
      expect((ui?.optionsForm?.own as Record<string, unknown> | undefined)?.[row.option], `${id} ${row.option}`).toBeDefined();
    }
    for (const language of ['en', 'de', 'fr']) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(id);
      const missing = rows.flatMap(wordsOf).filter((key) => !i18n.exists(`${id}:${key}`, { lng: language, count: 2 }));
      expect(missing, `${id} ${language}`).toEqual([]);
    }
  });
});
