/** The guest's steps word their refusals in the language of the moment. */
import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyUpdate } from '../../../shared/protocol/lan';
import { i18n } from '../i18n/i18n';
import { claimSeat, enterMatch, useLobby } from './session';

const lobby = (extra: Partial<LobbyUpdate> = {}): LobbyUpdate => ({
  type: 'lobby',
  lobbyId: 'lobby-0123abcd',
  game: 'contrebandes',
  options: {},
  seats: [],
  allowSpectators: true,
  allowHints: false,
  host: null,
  matchId: null,
  closed: null,
  ...extra,
});

afterEach(async () => {
  useLobby.getState().reset();
  await i18n.changeLanguage('en');
});

describe('the guest’s steps', () => {
  it('say why they cannot be taken', async () => {
    expect(await claimSeat(1)).toBe('You are not at a table.');
    expect(enterMatch(lobby())).toBe('The game has not started yet.');
  });

  it('in German and French', async () => {
    await i18n.changeLanguage('de');
    expect(await claimSeat(1)).toBe('Du sitzt an keinem Tisch.');
    await i18n.changeLanguage('fr');
    expect(enterMatch(lobby())).toBe('La partie n’a pas encore commencé.');
  });
});
