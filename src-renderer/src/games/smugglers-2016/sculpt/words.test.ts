import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../../i18n/testing';
import { messageText, sandText, stationHint } from './words';

describe('what the sculpting station says', () => {
  it('says it in English as before', async () => {
    const t = await wordsIn('en', 'smugglers-2016');
    expect(messageText(t, null)).toBe('');
    expect(messageText(t, { key: 'stringy' })).toBe('Too slow: the putty turned stringy and snapped back. Pull quickly.');
    expect(messageText(t, { key: 'keyPressure', pressure: 'featherLight' })).toBe('Keyboard strokes now feather-light.');
    expect(sandText(t, true, 0)).toBe('Turning the hourglass…');
    expect(sandText(t, false, 41_200)).toBe('42 seconds of sand left');
    expect(sandText(t, false, 0)).toBe('The sand has run out');
    expect(stationHint(t, 'sculpt', true)).toBe('The boss stands behind this round’s hole: make your ball fit it.');
  });

  it('says it in German', async () => {
    const t = await wordsIn('de', 'smugglers-2016');
    expect(messageText(t, { key: 'runOut' })).toBe('Die Sanduhr ist abgelaufen: Jetzt wird nur noch gerollt.');
    expect(messageText(t, { key: 'keyPressure', pressure: 'firm' })).toBe('Rollen per Tastatur jetzt fest.');
    expect(sandText(t, false, 800)).toBe('Noch 1 Sekunde Sand');
    expect(sandText(t, false, 30_000)).toBe('Noch 30 Sekunden Sand');
    expect(stationHint(t, 'sculpt', false)).toBe('Rote Zahl: Das Loch wird erst bestimmt, wenn alle fertig geknetet haben.');
  });

  it('says it in French', async () => {
    const t = await wordsIn('fr', 'smugglers-2016');
    expect(messageText(t, { key: 'addedPinch' })).toBe('Vous avez ajouté une pincée de pâte à la boule.');
    expect(messageText(t, { key: 'keyPressure', pressure: 'hard' })).toBe('Tours au clavier désormais\u00a0: fort.');
    expect(sandText(t, false, 800)).toBe('Encore 1 seconde de sable');
    expect(sandText(t, false, 12_000)).toBe('Encore 12 secondes de sable');
    expect(stationHint(t, 'reround', true)).toBe('Même pâte\u00a0: arrondissez-la (ou non) avant votre deuxième poussée.');
  });
});
