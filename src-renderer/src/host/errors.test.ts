/**
 * errorMessage words a refusal in the player's language from its message key
 * and parameters (the host sends no English); hostSentence does the same for
 * the host's sentences that are not errors (a table closed, a save that
 * cannot be loaded). A key no catalogue has reads as "Something went wrong.".
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../i18n/i18n';
import { HostRequestError, errorMessage, hostRequestError, hostSentence, namespacesOf } from './errors';

const refusal = (key: string, params?: Record<string, string | number>) => hostRequestError({ code: 'illegal-move', key, ...(params ? { params } : {}) });

beforeAll(async () => {
  await i18n.loadNamespaces(['contrebandes', 'smugglers-2016', 'lan', 'match']);
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

  it('says something went wrong for a key no catalogue has, and an error without a key as it came', async () => {
    await switchLanguage('fr');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(errorMessage(refusal('contrebandes:refusal.noSuchRefusal'))).toBe('Quelque chose s’est mal passé.');
    expect(errorMessage(refusal('contrebandes:refusal.wrongPhase', { context: 'nope' }))).toBe('Quelque chose s’est mal passé.');
    // The key goes to the console, for the developer.
    expect(warn).toHaveBeenCalledWith('No words for contrebandes:refusal.noSuchRefusal');
    warn.mockRestore();
    expect(errorMessage(new HostRequestError('disconnected', 'The connection to that host was closed.'))).toBe('The connection to that host was closed.');
    expect(errorMessage(new Error('Plain.'))).toBe('Plain.');
  });

  it('gives text from outside the app (a schema’s complaint) as it came, in every language', async () => {
    const outside = hostRequestError({ code: 'bad-request', key: 'shell:hostSays.asItCame', params: { text: 'Expected number, received "x" (at seat)' } });
    for (const language of ['en', 'de', 'fr'] as const) {
      await switchLanguage(language);
      expect(errorMessage(outside)).toBe('Expected number, received "x" (at seat)');
    }
  });
});

/** A refusal of the host's own, as it comes over the LAN: code, key and parameters (the host's English beside it is for the reader of the test: it is not sent). */
const hostRefusal = (code: 'wrong-code' | 'bad-request' | 'lobby-not-ready' | 'too-fast', _english: string, key: string, params?: Record<string, string | number>) =>
  hostRequestError({ code, key, ...(params ? { params } : {}) });

describe('the host\'s own refusals at a LAN table', () => {
  it('reach a guest who reads German in German, whatever the host reads', async () => {
    await switchLanguage('de');
    expect(errorMessage(hostRefusal('wrong-code', 'No table is open with that code. Check it with the host.', 'lan:hostSays.wrongCode'))).toBe(
      'Mit diesem Code ist kein Tisch geöffnet. Frag beim Gastgeber nach.',
    );
    expect(
      errorMessage(hostRefusal('bad-request', 'Someone at this table is already called Ana: choose another name.', 'lan:hostSays.nameTaken', { name: 'Ana' })),
    ).toBe('An diesem Tisch heißt schon jemand Ana: Wähl einen anderen Namen.');
    expect(errorMessage(hostRefusal('too-fast', 'You are chatting too fast: wait a moment.', 'lan:hostSays.chatTooFast'))).toBe('Du chattest zu schnell: Warte einen Moment.');
    expect(
      errorMessage(hostRefusal('lobby-not-ready', 'Seats 2, 3 wait for a guest: wait, or give them to a bot or a local player.', 'lan:hostSays.seatsWait', { count: 2, seats: '2, 3' })),
    ).toBe('Die Plätze 2, 3 warten auf Gäste: Warte, oder gib sie Bots oder Spielern an diesem Gerät.');
  });

  it('reach a guest who reads French in French, and one who reads English as the host said them', async () => {
    await switchLanguage('fr');
    expect(errorMessage(hostRefusal('wrong-code', 'No table is open with that code. Check it with the host.', 'lan:hostSays.wrongCode'))).toBe(
      'Aucune table n’est ouverte avec ce code. Vérifiez-le auprès de l’hôte.',
    );
    expect(errorMessage(hostRefusal('bad-request', 'Only the player at the host machine can do that.', 'lan:hostSays.hostOnly'))).toBe(
      'Seul le joueur sur la machine de l’hôte peut faire cela.',
    );
    await switchLanguage('en');
    expect(errorMessage(hostRefusal('bad-request', 'Someone at this table is already called Ana: choose another name.', 'lan:hostSays.nameTaken', { name: 'Ana' }))).toBe(
      'Someone at this table is already called Ana: choose another name.',
    );
  });
});

describe('hostSentence', () => {
  it('words a closed table and a failed roll in the reader\'s language, the sentences they quote included', async () => {
    await switchLanguage('de');
    expect(hostSentence({ key: 'lan:hostSays.tableClosed' })).toBe(
      'Der Gastgeber hat den Tisch geschlossen. Die Partie ist beim Gastgeber gespeichert.',
    );
    const failedRoll = {
      key: 'match:hostSays.hostTaskFailed',
      params: { task: { key: 'match:hostSays.task', params: { context: 'roll' } }, tries: { key: 'match:hostSays.tries', params: { count: 3 } }, reason: 'EIO' },
    };
    expect(hostSentence(failedRoll)).toBe(
      'Der Gastgeber konnte den Lauf der Kugel nicht berechnen, auf den die Partie wartet (nach 3 Versuchen: EIO). Die Partie ist gespeichert und geht weiter, sobald es klappt.',
    );
    await switchLanguage('fr');
    expect(hostSentence({ key: 'lan:hostSays.hostWindowClosed' })).toBe(
      'La fenêtre de l’hôte s’est fermée\u00a0: la partie est sauvegardée chez l’hôte.',
    );
    const badLog = { key: 'shell:saveProblem.moveRefused', params: { move: 4, refusal: { key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } } } };
    expect(hostSentence(badLog)).toBe('Le coup 4 du journal ne peut pas être rejoué\u00a0: Une mule porte au moins 2 cartes.');
  });

  it('says something went wrong when the words, or a sentence they quote, are in no catalogue', async () => {
    await switchLanguage('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hostSentence({ key: 'lan:hostSays.noSuchSentence' })).toBe('Etwas ist schiefgelaufen.');
    expect(hostSentence({ key: 'shell:saveProblem.moveRefused', params: { move: 1, refusal: { key: 'toy:refusal.nope' } } })).toBe('Etwas ist schiefgelaufen.');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('tells the catalogues a sentence needs, those of the sentences it quotes included', () => {
    const badLog = { key: 'shell:saveProblem.moveRefused', params: { move: 4, refusal: { key: 'contrebandes:refusal.muleTooSmall', params: { count: 2 } } } };
    expect([...namespacesOf(badLog)]).toEqual(['shell', 'contrebandes']);
    expect([...namespacesOf(null)]).toEqual([]);
  });
});
