/** The LAN screens' words: the lobby's seats, and the guest's own language on the join screen. */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbySeat } from '../../../../shared/protocol/lan';
import { i18n } from '../../i18n/i18n';
import { wordsIn } from '../../i18n/testing';
import { forgetScannedJoinCode, takeJoinCodeFromAddress } from '../../lan/joinLink';
import { JoinScreen } from './JoinScreen';
import { LobbySeats, describeLobbySeat } from './LobbySeats';

const seat = (n: number, kind: LobbySeat['kind'], extra: Partial<LobbySeat> = {}): LobbySeat => ({
  seat: n,
  kind,
  name: null,
  level: null,
  connected: true,
  yours: false,
  ...extra,
});

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#x27;/g, '’');

// Who this window is: renderToString reads a zustand store's initial state, so the role store is stood in for.
const thisWindow = vi.hoisted(() => ({ role: null as 'host' | 'guest' | null }));
vi.mock('../../lan/role', () => ({
  useRole: <T,>(selector: (state: { role: 'host' | 'guest' | null }) => T) => selector({ role: thisWindow.role }),
}));

function playAs(role: 'host' | 'guest') {
  thisWindow.role = role;
}

afterEach(async () => {
  thisWindow.role = null;
  await i18n.changeLanguage('en');
});

describe('describeLobbySeat', () => {
  it('says who sits where and how', async () => {
    const t = await wordsIn('en', 'lan');
    expect(describeLobbySeat(t, seat(0, 'open'))).toEqual({ who: 'Open seat', what: 'waiting for a guest' });
    expect(describeLobbySeat(t, seat(1, 'guest', { name: 'Zoé', connected: false }))).toEqual({ who: 'Zoé', what: 'guest · disconnected' });
    expect(describeLobbySeat(t, seat(2, 'bot', { name: 'Ada', level: 'hard' }))).toEqual({ who: 'Ada', what: 'bot · hard' });
    expect(describeLobbySeat(t, seat(3, 'local'))).toEqual({ who: 'Host', what: 'at the host’s screen' });
  });

  it('in German and French', async () => {
    const de = await wordsIn('de', 'lan');
    const fr = await wordsIn('fr', 'lan');
    expect(describeLobbySeat(de, seat(1, 'guest', { name: 'Zoé' }))).toEqual({ who: 'Zoé', what: 'Gast · verbunden' });
    expect(describeLobbySeat(de, seat(2, 'bot', { name: 'Ada', level: 'easy' }))).toEqual({ who: 'Ada', what: 'Bot · leicht' });
    expect(describeLobbySeat(fr, seat(0, 'open'))).toEqual({ who: 'Place libre', what: 'attend un invité' });
    expect(describeLobbySeat(fr, seat(3, 'local', { name: 'Rosa' }))).toEqual({ who: 'Rosa', what: 'à l’écran de l’hôte' });
  });
});

describe('LobbySeats', () => {
  it('names each seat for a screen reader and marks the guest’s own', async () => {
    const seats = [seat(0, 'local', { name: 'Rosa' }), seat(1, 'guest', { name: 'Zoé', yours: true })];
    expect(text(renderToString(<LobbySeats seats={seats} />))).toContain('Seat 2: Zoé (you)');
    await i18n.changeLanguage('fr');
    expect(text(renderToString(<LobbySeats seats={seats} />))).toContain('Place 2\u00a0: Zoé (vous)');
  });
});

describe('the join screen', () => {
  it('lets a browser guest choose his own language', () => {
    playAs('guest');
    const html = renderToString(<JoinScreen message={null} />);
    expect(html).toContain('data-testid="guest-language"');
    expect(text(html)).toContain('Smugglers’ Table: join the game');
    expect(text(html)).toContain('Language');
  });

  it('leaves the app’s player his settings', () => {
    playAs('host');
    const html = renderToString(<JoinScreen message={null} />);
    expect(html).not.toContain('data-testid="guest-language"');
    expect(text(html)).toContain('Join a LAN game');
  });

  it('speaks German', async () => {
    playAs('guest');
    await i18n.changeLanguage('de');
    const words = text(renderToString(<JoinScreen message={null} />));
    expect(words).toContain('Smugglers’ Table: Partie beitreten');
    expect(words).toContain('Beitrittscode');
    expect(words).toContain('8 Buchstaben und Ziffern.');
  });

  it('opened from the host’s QR code, asks a guest only for his name', () => {
    playAs('guest');
    vi.stubGlobal('location', new URL('http://192.168.1.20:47800/#join=ABCD2345'));
    vi.stubGlobal('history', { state: null, replaceState: () => undefined });
    try {
      takeJoinCodeFromAddress();
      const html = renderToString(<JoinScreen message={null} />);
      expect(text(html)).toContain('The table’s code came with the address: only your name is missing.');
      expect(html).toMatch(/data-testid="scanned-code"[^>]*>Join code ABCD2345</);
      expect(html).not.toContain('lan-code-input');
      expect(text(html)).toContain('Your name');
    } finally {
      forgetScannedJoinCode();
      vi.unstubAllGlobals();
    }
    // Without one, the code is typed as before.
    expect(renderToString(<JoinScreen message={null} />)).toContain('lan-code-input');
  });
});
