/** Reopening the screen a reload left, against a host that answers as told. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  request: vi.fn<(request: { type: string; matchId?: string }) => Promise<unknown>>(),
}));
const guest = vi.hoisted(() => ({ resumeGuest: vi.fn() }));

vi.mock('../host', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../host')>();
  return {
    ...actual,
    getHost: () => ({ request: host.request }),
    onPush: () => () => {},
    onHostSwitch: () => () => {},
  };
});
vi.mock('../lan/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lan/session')>();
  return { ...actual, resumeGuest: guest.resumeGuest };
});

const { HostRequestError } = await import('../host');
const { CREDENTIALS_KEY } = await import('../lan/credentials');
const { useLobby } = await import('../lan/session');
const { useMatch } = await import('./match');
const { useNavigation } = await import('./navigation');
const { SCREEN_KEY } = await import('./rememberedScreen');
const { reopenScreen, startRemembering } = await import('./reopen');

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const MATCH = 'contrebandes-20261201-101010-abc123';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  host.request.mockReset();
  guest.resumeGuest.mockReset();
  useNavigation.setState({ screen: { name: 'starting' } });
});

afterEach(async () => {
  await useMatch.getState().leave();
  useLobby.getState().reset();
  vi.unstubAllGlobals();
});

describe('reopening the screen a reload left', () => {
  it('starts at the menu when nothing (or nothing usable) is stored', async () => {
    expect(await reopenScreen()).toEqual({ name: 'menu' });
    sessionStorage.setItem(SCREEN_KEY, '{"name":"game","matchId":"../x","guest":false}');
    expect(await reopenScreen()).toEqual({ name: 'menu' });
    expect(host.request).not.toHaveBeenCalled();
  });

  it('opens the sandbox, the new-game screen of its game, the settings again', async () => {
    expect(await reopenScreen({ name: 'sandbox' })).toEqual({ name: 'sandbox' });
    expect(await reopenScreen({ name: 'newGame', game: 'smugglers-2016' })).toEqual({ name: 'newGame', game: 'smugglers-2016' });
    expect(await reopenScreen({ name: 'settings' })).toEqual({ name: 'settings' });
  });

  it('opens the host’s game again from the host, as Load does, with the seats it hands out', async () => {
    host.request.mockImplementation(async (request) =>
      request.type === 'loadSave' ? { matchId: MATCH, game: 'contrebandes', grants: [{ seat: 0, token: 't0' }] } : undefined,
    );
    sessionStorage.setItem(SCREEN_KEY, JSON.stringify({ name: 'game', matchId: MATCH, guest: false }));
    expect(await reopenScreen()).toEqual({ name: 'game' });
    expect(host.request).toHaveBeenCalledWith({ type: 'loadSave', matchId: MATCH });
    await vi.waitFor(() => expect(useMatch.getState().status).toBe('ready'));
    expect(useMatch.getState().matchId).toBe(MATCH);
    expect(host.request).toHaveBeenCalledWith({ type: 'joinSeat', matchId: MATCH, seat: 0, token: 't0' });
    expect(host.request).toHaveBeenCalledWith({ type: 'watch', matchId: MATCH });
  });

  it('falls back to the menu with a notice when the match is gone', async () => {
    host.request.mockRejectedValue(new HostRequestError('unknown-match', 'There is no save for this match.'));
    const screen = await reopenScreen({ name: 'game', matchId: MATCH, guest: false });
    expect(screen).toEqual({ name: 'menu', notice: 'Could not reopen the game you were in: There is no save for this match.' });
    expect(useMatch.getState().matchId).toBeNull();
  });

  it('takes a guest back to his seat with his credentials, never from this host’s saves', async () => {
    localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({ address: '192.168.1.5:47800', lobbyId: 'l', code: 'ABCD', name: 'Ann', game: 'contrebandes', seat: 1, token: 'tok', matchId: MATCH }),
    );
    guest.resumeGuest.mockResolvedValue({ to: 'game' });
    expect(await reopenScreen({ name: 'game', matchId: MATCH, guest: true })).toEqual({ name: 'game' });
    expect(guest.resumeGuest).toHaveBeenCalledWith(expect.objectContaining({ matchId: MATCH, seat: 1, token: 'tok' }));
    expect(host.request).not.toHaveBeenCalled();

    guest.resumeGuest.mockResolvedValue({ to: 'join', message: 'Could not get back to your seat: gone.' });
    expect(await reopenScreen({ name: 'game', matchId: MATCH, guest: true })).toEqual({ name: 'join', message: 'Could not get back to your seat: gone.' });

    // Credentials for another match (or none): nothing to take him back with.
    guest.resumeGuest.mockClear();
    const other = await reopenScreen({ name: 'game', matchId: 'contrebandes-other', guest: true });
    expect(other).toMatchObject({ name: 'menu', notice: expect.stringMatching(/^Could not get back to your seat/) });
    expect(guest.resumeGuest).not.toHaveBeenCalled();
  });

  it('remembers each screen shown, and the game screen with its match once it is known', async () => {
    const stop = startRemembering();
    try {
      useNavigation.getState().go({ name: 'sandbox' });
      expect(JSON.parse(sessionStorage.getItem(SCREEN_KEY) ?? 'null')).toEqual({ name: 'sandbox' });
      useNavigation.getState().go({ name: 'game' });
      // No match in the store yet: what was there stays.
      expect(JSON.parse(sessionStorage.getItem(SCREEN_KEY) ?? 'null')).toEqual({ name: 'sandbox' });
      host.request.mockResolvedValue(undefined);
      await useMatch.getState().open({ matchId: MATCH, game: 'contrebandes', grants: [] });
      expect(JSON.parse(sessionStorage.getItem(SCREEN_KEY) ?? 'null')).toEqual({ name: 'game', matchId: MATCH, guest: false });
    } finally {
      stop();
    }
    useNavigation.getState().go({ name: 'load' });
    expect(JSON.parse(sessionStorage.getItem(SCREEN_KEY) ?? 'null')).toEqual({ name: 'game', matchId: MATCH, guest: false });
  });
});
