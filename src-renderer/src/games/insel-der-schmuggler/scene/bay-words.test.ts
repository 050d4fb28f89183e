import { describe, expect, it } from 'vitest';
import { inselWords } from '../testkit';
import { bayWords } from './bay-words';

describe("the bay's words", () => {
  it('says a reached sector and its chance, a range where the black face is the roller’s choice', async () => {
    const en = bayWords(await inselWords('en'));
    expect(en.reach(13, 1, 1)).toBe('13 · 1 in 6');
    expect(en.reach(12, 1, 2)).toBe('12 · 1–2 in 6');
    expect(en.caughtTag('Ben')).toBe('Ben: caught!');
  });

  it('has them in German and French', async () => {
    const de = bayWords(await inselWords('de'));
    const fr = bayWords(await inselWords('fr'));
    expect(de.reach(12, 1, 2)).toBe('12 · 1–2 von 6');
    expect(fr.reach(12, 1, 2)).toBe('12 · 1 à 2 sur 6');
    expect(de.caughtTag('Ben')).toBe('Ben: erwischt!');
    expect(fr.caughtTag('Ben')).toBe('Ben : pris !');
  });
});
