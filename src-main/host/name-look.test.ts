import { describe, expect, it } from 'vitest';
import { namesLookAlike } from './name-look.js';

describe('names that would pass for each other', () => {
  it.each([
    ['Player', 'Plауеr'], // Cyrillic а, у, е
    ['Player', 'PIayer'], // a capital i for the l
    ['Player', 'Playeŕ'], // an accent
    ['Player', 'Ｐｌａｙｅｒ'], // full-width letters
    ['Player', 'player'],
    ['Player', ' Pla\u200Byer '], // an invisible character, spaces around
    ['Player', 'PLAYER'],
    ['Player', 'pIауеr'], // all of it at once
    ['Captain Straße', 'CAPTAIN STRASSE'],
    ['Captain Straße', 'Ｃａｐｔａｉｎ Ｓｔｒａßｅ'],
    ['Bob', 'B0b'], // a zero for the o
    ['Captain', 'CAPTAlN'], // a small L for the capital i of 'CAPTAIN'
    ['Ali', 'All'], // so a small L and an i are one letter here
    ['Zoé', 'Zoe'], // the price of dropping accents: one of them chooses another name
  ])('%s and %s', (a, b) => {
    expect(namesLookAlike(a, b)).toBe(true);
    expect(namesLookAlike(b, a)).toBe(true);
  });

  it.each([
    ['Ann', 'Anna'],
    ['Ana', 'Eve'],
    ['Player', 'Player 2'],
    ['Jan', 'Jana'],
    ['Kim', 'Tim'],
    ['Αλέξανδρος', 'Alexandra'],
    ['김민수', '김민주'],
  ])('%s and %s stay two names', (a, b) => {
    expect(namesLookAlike(a, b)).toBe(false);
    expect(namesLookAlike(b, a)).toBe(false);
  });
});
