import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/testing';
import { frameText, grams, labelled, mm, mps, num, numberIssueText, upTo } from './words';

describe('the sandbox’s numbers in words', () => {
  it('write units the English way', async () => {
    const t = await wordsIn('en', 'sandbox');
    expect(mm(t, 24, 1)).toBe('24.0 mm');
    expect(mm(t, 25.25, upTo(2))).toBe('25.25 mm');
    expect(grams(t, 5.316, 2)).toBe('5.32 g');
    expect(mps(t, 1.2, 2)).toBe('1.20 m/s');
    expect(frameText(t, 42)).toBe('Frame 42 · 0.70 s');
    expect(labelled(t, 'Friction', 'must be at most 2.')).toBe('Friction: must be at most 2.');
  });

  it('write a decimal comma and a no-break space before the unit in German and French', async () => {
    const de = await wordsIn('de', 'sandbox');
    const fr = await wordsIn('fr', 'sandbox');
    expect(mm(de, 24, 1)).toBe('24,0\u00a0mm');
    expect(num(de, 0.9, 2)).toBe('0,90');
    expect(frameText(de, 42)).toBe('Bild 42 · 0,70\u00a0s');
    expect(grams(fr, 5.316, 2)).toBe('5,32\u00a0g');
    expect(frameText(fr, 0)).toBe('Image 0 · 0,00\u00a0s');
    expect(labelled(fr, 'Frottement', 'doit valoir au plus 2.')).toBe('Frottement\u00a0: doit valoir au plus 2.');
  });

  it('word range issues with the limit in the language’s way', async () => {
    const de = await wordsIn('de', 'sandbox');
    const fr = await wordsIn('fr', 'sandbox');
    expect(numberIssueText(de, { code: 'too_big', message: '', maximum: 0.2, inclusive: true })).toBe('darf höchstens 0,2 sein.');
    expect(numberIssueText(fr, { code: 'too_small', message: '', minimum: 0, inclusive: false })).toBe('doit être supérieur à 0.');
    expect(numberIssueText(fr, { code: 'custom', message: 'x' })).toBeNull();
  });
});
