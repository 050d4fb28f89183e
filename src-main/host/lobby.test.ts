import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import { hostPlayerName } from './lobby.js';

describe('the host’s player at a LAN table', () => {
  it('is called by his chosen name', () => {
    expect(hostPlayerName('Rosa')).toBe('Rosa');
  });

  it('is "Host" for everyone before he chose a name (the host words no default)', () => {
    expect(hostPlayerName(DEFAULT_SETTINGS.playerName)).toBe('Host');
    expect(hostPlayerName('  ')).toBe('Host');
  });
});
