/**
 * Every tutorial's steps are worded in every language: each step's words and
 * hint, and the kit's own refusals (shell:tutorial.*), are in the English,
 * German and French catalogues (their placeholders agree: parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { READ_FIRST, NOT_THIS_STEP } from '../../../shared/engine/tutorial';
import { games } from '../../../shared/games/index';
import { type Namespace, loadCatalogue } from './catalogues';
import { flatten } from './placeholders';

const LANGUAGES = ['en', 'de', 'fr'] as const;

async function has(language: (typeof LANGUAGES)[number], fullKey: string): Promise<boolean> {
  const [namespace, key] = fullKey.split(':') as [Namespace, string];
  return flatten(await loadCatalogue(language, namespace)).has(key);
}

describe('the tutorials’ words', () => {
  it('word every step and hint of every game’s tutorial, and the kit’s own refusals, in English, German and French', async () => {
    const keys = [READ_FIRST.key, NOT_THIS_STEP.key];
    for (const game of Object.values(games)) {
      for (const step of game.tutorial?.steps ?? []) keys.push(step.text, ...(step.hint ? [step.hint] : []));
    }
    expect(keys.length).toBeGreaterThan(2);
    const missing: string[] = [];
    for (const language of LANGUAGES) for (const key of keys) if (!(await has(language, key))) missing.push(`${language} ${key}`);
    expect(missing).toEqual([]);
  });
});
