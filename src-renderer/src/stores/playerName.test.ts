import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/protocol/messages';
import { wordsIn } from '../i18n/testing';
import { shownPlayerName } from './playerName';

describe('the player’s name on screen', () => {
  it('is his chosen name', async () => {
    expect(shownPlayerName('Rosa', await wordsIn('de', 'shell'))).toBe('Rosa');
  });

  it('greets a player who chose none in his own language', async () => {
    const unnamed = DEFAULT_SETTINGS.playerName;
    expect(shownPlayerName(unnamed, await wordsIn('en', 'shell'))).toBe('Player');
    expect(shownPlayerName(unnamed, await wordsIn('de', 'shell'))).toBe('Spieler');
    expect(shownPlayerName(unnamed, await wordsIn('fr', 'shell'))).toBe('Joueur');
  });
});
