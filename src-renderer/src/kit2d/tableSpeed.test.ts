import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the fake host was asked to save. */
const saved: unknown[] = [];
vi.mock('../host', () => ({
  getHost: () => ({
    request: (body: { type: string; settings?: unknown }) => {
      if (body.type === 'setSettings') {
        saved.push(body.settings);
        return Promise.resolve(body.settings);
      }
      return Promise.reject(new Error(`unexpected ${body.type}`));
    },
  }),
  errorMessage: (error: unknown) => String(error),
  HostRequestError: class extends Error {},
}));

afterEach(() => {
  saved.length = 0;
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the table speed a window keeps', () => {
  it('is the host’s player’s setting: the host keeps it for the next match and the next start', async () => {
    const { useSettings } = await import('../stores/settings');
    const { chooseOwnSpeed } = await import('./tableSpeed');
    useSettings.setState({ loaded: true });
    chooseOwnSpeed('x4');
    expect(useSettings.getState().settings.tableSpeed).toBe('x4');
    // The rest of the settings go back as they were (no name chosen yet: the fallback's '').
    await vi.waitFor(() => expect(saved).toEqual([expect.objectContaining({ tableSpeed: 'x4', playerName: '' })]));
  });

  it('is not saved over the host’s settings before they have come', async () => {
    const { useSettings } = await import('../stores/settings');
    const { chooseOwnSpeed } = await import('./tableSpeed');
    chooseOwnSpeed('x2');
    expect(useSettings.getState().settings.tableSpeed).toBe('x2');
    expect(saved).toEqual([]);
  });

  it('is a LAN guest’s own, kept by his browser', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => kept.set(key, value) });
    const { chooseGuestSpeed, rememberedGuestSpeed } = await import('./tableSpeed');
    expect(rememberedGuestSpeed()).toBe('x1');
    chooseGuestSpeed('skip');
    expect(rememberedGuestSpeed()).toBe('skip');
    expect(saved).toEqual([]);
  });
});
