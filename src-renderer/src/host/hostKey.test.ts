import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'a'.repeat(21) + '-_' + 'Z'.repeat(20);

/** A page at this address: its location, history, storage and events. */
function page(href: string, storage: Map<string, string> | null = new Map()) {
  const url = new URL(href);
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const location = {
    get hash() {
      return url.hash;
    },
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
  };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', {
    state: { screen: 'menu' },
    replaceState: (_state: unknown, _title: string, next: string) => {
      const moved = new URL(next, url);
      url.hash = moved.hash;
      url.pathname = moved.pathname;
      url.search = moved.search;
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (name: string) => {
      if (!storage) throw new Error('storage is off');
      return storage.get(name) ?? null;
    },
    setItem: (name: string, value: string) => {
      if (!storage) throw new Error('storage is off');
      storage.set(name, value);
    },
  });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: () => undefined,
  });
  return {
    url,
    storage,
    fire: (type: string, event: unknown = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
}

describe("the host's key on the app's own page", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('takes the key from the fragment, keeps it in this origin’s storage and clears it from the address bar', async () => {
    const at = page(`http://127.0.0.1:8737/?lang=fr#key=${KEY}`);
    const { hostKey, takeKeyFromAddress } = await import('./hostKey');
    expect(takeKeyFromAddress()).toBe(true);
    expect(at.url.href).toBe('http://127.0.0.1:8737/?lang=fr');
    expect(at.storage?.get('smugglers.hostKey')).toBe(KEY);
    expect(hostKey()).toBe(KEY);
  });

  it('keeps a key from before (a reload, a tab without the fragment) and ignores what is not a key', async () => {
    const at = page('http://127.0.0.1:8737/#key=short', new Map([['smugglers.hostKey', KEY]]));
    const { hostKey, takeKeyFromAddress } = await import('./hostKey');
    expect(takeKeyFromAddress()).toBe(false);
    expect(at.url.hash).toBe('#key=short');
    expect(hostKey()).toBe(KEY);
  });

  it('keeps the key in memory where storage is switched off', async () => {
    page(`http://127.0.0.1:8737/#key=${KEY}`, null);
    const { hostKey, takeKeyFromAddress } = await import('./hostKey');
    expect(takeKeyFromAddress()).toBe(true);
    expect(hostKey()).toBe(KEY);
  });

  it('tells when the printed address is opened again, in this tab or another', async () => {
    const at = page('http://127.0.0.1:8737/');
    const { hostKey, onNewKey } = await import('./hostKey');
    const told: string[] = [];
    onNewKey((from) => told.push(from));
    at.url.hash = `#key=${KEY}`;
    at.fire('hashchange');
    expect(told).toEqual(['address']);
    expect(hostKey()).toBe(KEY);
    expect(at.url.hash).toBe('');
    at.fire('storage', { key: 'smugglers.hostKey', newValue: 'b'.repeat(43) });
    at.fire('storage', { key: 'smugglers.screen', newValue: '{}' });
    expect(told).toEqual(['address', 'other-tab']);
  });
});
