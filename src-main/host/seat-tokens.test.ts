import { describe, expect, it } from 'vitest';
import type { LiveMatch } from './live-match.js';
import { hashToken } from './lobby.js';
import type { Match } from './match.js';
import { authorizeSeat, seatTokens } from './seat-tokens.js';

const match = {
  seats: [
    { name: 'Ann', kind: 'human', level: null },
    { name: 'Bot', kind: 'bot', level: 'easy' },
    { name: 'Guest', kind: 'human', level: null },
  ],
  lan: { allowSpectators: false, guestSeats: [{ seat: 2, tokenHash: hashToken('guest-token') }] },
} as unknown as Match;

describe('the seats’ tokens', () => {
  it('are drawn for the people’s seats played here only', () => {
    const tokens = seatTokens(match);
    expect(tokens[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens.slice(1)).toEqual([null, null]);
  });

  it('let a seat’s own token through, a guest’s only while the table is open', () => {
    const live = { match, tokens: ['ann-token', null, null], lan: { closed: null } } as unknown as LiveMatch;
    expect(() => authorizeSeat(live, 0, 'ann-token')).not.toThrow();
    expect(() => authorizeSeat(live, 0, 'ann-tokeN')).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'not-your-seat' }) }));
    expect(() => authorizeSeat(live, 1, 'ann-token')).toThrow();
    expect(() => authorizeSeat(live, 2, 'guest-token')).not.toThrow();
    live.lan = null;
    expect(() => authorizeSeat(live, 2, 'guest-token')).toThrow();
  });
});
