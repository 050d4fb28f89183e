import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the fake host was asked, and who it says this window is. */
const asked: string[] = [];
let role: 'host' | 'guest' = 'guest';
const HOST_SETTINGS = { playerName: 'Hostess', botDelayMs: 0, reducedMotion: true, hotSeatCurtain: false };

vi.mock('../host', () => ({
  getHost: () => ({
    request: (body: { type: string }) => {
      asked.push(body.type);
      if (body.type === 'hello') return Promise.resolve({ role, protocol: 1 });
      if (body.type === 'getSettings') return Promise.resolve(HOST_SETTINGS);
      return Promise.reject(new Error(`unexpected ${body.type}`));
    },
  }),
  errorMessage: (error: unknown) => String(error),
  HostRequestError: class extends Error {},
}));

afterEach(() => {
  asked.length = 0;
  vi.resetModules();
});

describe('settings', () => {
  it('a LAN guest does not ask for the host’s settings: he uses the defaults', async () => {
    role = 'guest';
    const { useSettings } = await import('./settings');
    await useSettings.getState().load();
    expect(asked).toEqual(['hello']);
    expect(useSettings.getState()).toMatchObject({ loaded: true, loadError: null });
    expect(useSettings.getState().settings.playerName).toBe('');
    expect(useSettings.getState().settings.reducedMotion).toBe(false);
  });

  it('a guest’s reduced motion follows his own browser', async () => {
    const { guestSettings } = await import('./settings');
    expect(guestSettings(true)).toMatchObject({ playerName: '', reducedMotion: true });
    expect(guestSettings(false).reducedMotion).toBe(false);
  });

  it('the host’s own window loads its settings, asking who it is once', async () => {
    role = 'host';
    const { useSettings } = await import('./settings');
    const { useRole } = await import('../lan/role');
    await Promise.all([useSettings.getState().load(), useRole.getState().load()]);
    expect(asked).toEqual(['hello', 'getSettings']);
    expect(useSettings.getState().settings).toEqual(HOST_SETTINGS);
  });
});
