import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/testing';
import { defaultSeats, nameProblem, parseSeed, resizeSeats, toSeatSetup } from './seats';

describe('seat defaults', () => {
  it('puts the player in seat 1 and normal bots after', () => {
    expect(defaultSeats(3, 'Zoé')).toEqual([
      { kind: 'human', name: 'Zoé', level: 'normal' },
      { kind: 'bot', name: 'Ada', level: 'normal' },
      { kind: 'bot', name: 'Bruno', level: 'normal' },
    ]);
  });

  it('keeps edited rows when the count changes and avoids taken names', () => {
    const seats = defaultSeats(3, 'P');
    seats[1] = { kind: 'human', name: 'Clara', level: 'hard' };
    const grown = resizeSeats(seats, 4, 'P');
    expect(grown[1]).toEqual({ kind: 'human', name: 'Clara', level: 'hard' });
    expect(grown[3]?.name).toBe('Ada');
    expect(resizeSeats(grown, 2, 'P')).toHaveLength(2);
  });
});

describe('checks', () => {
  it('parses seeds', () => {
    expect(parseSeed('')).toEqual({ ok: true, seed: undefined });
    expect(parseSeed(' 42 ')).toEqual({ ok: true, seed: 42 });
    expect(parseSeed('4294967295')).toEqual({ ok: true, seed: 4294967295 });
    expect(parseSeed('4294967296').ok).toBe(false);
    expect(parseSeed('-1').ok).toBe(false);
    expect(parseSeed('1.5').ok).toBe(false);
    expect(parseSeed('abc').ok).toBe(false);
  });

  it('checks names like the host', () => {
    expect(nameProblem('  ')).not.toBeNull();
    expect(nameProblem('x'.repeat(25))).not.toBeNull();
    expect(nameProblem(' Ada ')).toBeNull();
    expect(toSeatSetup({ kind: 'bot', name: ' Ada ', level: 'hard' })).toEqual({ kind: 'bot', name: 'Ada', level: 'hard' });
    expect(toSeatSetup({ kind: 'human', name: 'Me', level: 'hard' })).toEqual({ kind: 'human', name: 'Me' });
  });

  it('says what is wrong in the player’s language', async () => {
    expect(nameProblem('  ')).toBe('A name cannot be empty.');
    expect(nameProblem('x'.repeat(25))).toBe('A name has at most 24 characters.');
    expect(parseSeed('abc')).toEqual({ ok: false, message: 'The seed is a whole number (or blank for a random one).' });
    expect(parseSeed('4294967296')).toEqual({ ok: false, message: 'The seed is at most 4294967295.' });
    const de = await wordsIn('de', 'shell');
    expect(nameProblem('x'.repeat(25), de)).toBe('Ein Name hat höchstens 24 Zeichen.');
    expect(parseSeed('4294967296', de)).toEqual({ ok: false, message: 'Der Startwert ist höchstens 4294967295.' });
    const fr = await wordsIn('fr', 'shell');
    expect(nameProblem(' ', fr)).toBe('Un nom ne peut pas être vide.');
    expect(parseSeed('x', fr)).toEqual({ ok: false, message: 'La graine est un nombre entier (ou vide pour une graine au hasard).' });
  });
});
