import { describe, expect, it } from 'vitest';
import * as shared from '../../../shared/protocol/lan';
import { wordsIn } from '../i18n/testing';
import { CHAT_HISTORY, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, MAX_CHAT_CHARS, codeProblem, normalizeCode } from './limits';

describe('LAN limits', () => {
  it('agree with the protocol', () => {
    expect(JOIN_CODE_ALPHABET).toBe(shared.JOIN_CODE_ALPHABET);
    expect(JOIN_CODE_LENGTH).toBe(shared.JOIN_CODE_LENGTH);
    expect(MAX_CHAT_CHARS).toBe(shared.MAX_CHAT_CHARS);
    expect(CHAT_HISTORY).toBe(shared.CHAT_HISTORY);
  });

  it('read a code the way the host does', async () => {
    const t = await wordsIn('en', 'lan');
    expect(normalizeCode(' k7p-xq4-m9 ')).toBe('K7PXQ4M9');
    expect(codeProblem(t, 'k7pxq4m9')).toBeNull();
    expect(shared.joinCodeSchema.safeParse(normalizeCode('k7px q4m9')).success).toBe(true);
    expect(codeProblem(t, '')).toBe('Type the code the host gives you.');
    // The old 6-character codes are too short now.
    expect(codeProblem(t, 'K7PXQ4')).toBe('The code has 8 letters and digits.');
    expect(shared.joinCodeSchema.safeParse('K7PXQ4').success).toBe(false);
    expect(codeProblem(t, 'K7PXQ4M0')).toBe('The code has no 0, O, 1, I or L: check the letters.');
  });

  it('say what is wrong with a code in German and French', async () => {
    expect(codeProblem(await wordsIn('de', 'lan'), 'K7PXQ4')).toBe('Der Code hat 8 Buchstaben und Ziffern.');
    expect(codeProblem(await wordsIn('fr', 'lan'), 'K7PXQ4M0')).toBe('Le code ne contient ni 0, ni O, ni 1, ni I, ni L\u00a0: vérifiez les lettres.');
  });
});
