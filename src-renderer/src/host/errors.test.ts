/**
 * errorMessage words a refusal in the player's language from its message key
 * and parameters, and falls back to the host's English sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../i18n/i18n';
import { HostRequestError, errorMessage } from './errors';

const refusal = (key: string, params?: Record<string, string | number>, message = 'The host’s English.') =>
  new HostRequestError('illegal-move', message, { key, ...(params ? { params } : {}) });

beforeAll(async () => {
  await i18n.loadNamespaces(['contrebandes', 'smugglers-2016']);
});

afterAll(async () => {
  await switchLanguage('en');
});

describe('errorMessage', () => {
  it('words a refusal in English as the host words it', async () => {
    await switchLanguage('en');
    expect(errorMessage(refusal('contrebandes:refusal.muleTooSmall', { count: 2 }))).toBe('A mule carries at least 2 cards.');
    expect(errorMessage(refusal('contrebandes:refusal.wrongPhase', { context: 'declaring' }))).toBe('That move belongs to the declarations, which is not under way.');
    expect(errorMessage(refusal('smugglers-2016:refusal.notYourTurnToRoll', { seatNumber: 2 }))).toBe('It is seat 2\'s turn to roll.');
    expect(errorMessage(refusal('shell:refusal.malformedMoveAt', { issue: 'tooBig', path: 'cards.1' }))).toBe('That is not a move of this game: a value is too big (at cards.1).');
  });

  it('words it in German and French, whatever the host speaks', async () => {
    await switchLanguage('de');
    expect(errorMessage(refusal('contrebandes:refusal.muleTooSmall', { count: 2 }))).toBe('Ein Maultier trägt mindestens 2 Karten.');
    expect(errorMessage(refusal('smugglers-2016:refusal.tooLittlePutty', { grams: 4 }))).toBe('Eine Kugel braucht mindestens 4 g Knete, um die Schmuggelware zu verstecken.');
    expect(errorMessage(refusal('shell:refusal.malformedMove', { issue: 'invalidUnion' }))).toBe('Das ist kein Zug dieses Spiels: er passt zu keiner Zugart.');
    await switchLanguage('fr');
    expect(errorMessage(refusal('contrebandes:refusal.wrongPhase', { context: 'inspecting' }))).toBe('Ce coup relève de l’inspection, qui n’est pas en cours.');
    expect(errorMessage(refusal('contrebandes:refusal.declareEveryCard', { count: 3 }))).toBe('Votre mule porte 3 cartes\u00a0: annoncez une marchandise pour chacune.');
    expect(errorMessage(refusal('smugglers-2016:refusal.takeTokenOfSeat', { seatNumber: 3 }))).toBe('Prenez un jeton que possède la place 3.');
  });

  it('falls back to the host\'s sentence for a key no catalogue has, or an error without a key', async () => {
    await switchLanguage('fr');
    expect(errorMessage(refusal('contrebandes:refusal.noSuchRefusal', undefined, 'Old host words.'))).toBe('Old host words.');
    expect(errorMessage(refusal('contrebandes:refusal.wrongPhase', { context: 'nope' }, 'Old host words.'))).toBe('Old host words.');
    expect(errorMessage(new HostRequestError('disconnected', 'The connection to that host was closed.'))).toBe('The connection to that host was closed.');
    expect(errorMessage(new Error('Plain.'))).toBe('Plain.');
  });
});
