import { describe, expect, it } from 'vitest';
import { tutorialNames } from './tutorial-names';

describe('tutorialNames', () => {
  it('gives every name of every data-tutorial list, in order, and nothing of other attributes', () => {
    const html = '<section data-tutorial="hand smuggle discard"><b data-tutorial="smuggle">S</b></section><i data-tutorial-note="x" data-seat="own-seat"></i>';
    expect(tutorialNames(html)).toEqual(['hand', 'smuggle', 'discard', 'smuggle']);
    expect(tutorialNames('<div></div>')).toEqual([]);
  });
});
