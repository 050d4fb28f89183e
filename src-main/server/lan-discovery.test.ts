import type { ServiceConfig } from 'bonjour-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenTable } from '../host/table-discovery.js';
import { type BonjourLike, type BrowserLike, LanDiscovery, MAX_SERVICES_SEEN, type ServiceLike } from './lan-discovery.js';
import { encodeTableTxt, type SeenService } from './table-records.js';

/** bonjour-service as this file sees it: what was published and stopped, the browsers made, the socket closed. */
class FakeBonjour implements BonjourLike {
  readonly published: { config: ServiceConfig; stopped: boolean }[] = [];
  readonly browsers: FakeBrowser[] = [];
  destroyed = false;
  publish(config: ServiceConfig): ServiceLike {
    const entry = { config, stopped: false };
    this.published.push(entry);
    // A goodbye goes out later, as bonjour-service's does.
    return { stop: (callback) => setTimeout(() => ((entry.stopped = true), callback?.()), 1) };
  }
  find(): BrowserLike {
    const browser = new FakeBrowser();
    this.browsers.push(browser);
    return browser;
  }
  destroy(callback?: () => void): void {
    this.destroyed = true;
    callback?.();
  }
  live(): { config: ServiceConfig; stopped: boolean }[] {
    return this.published.filter((entry) => !entry.stopped);
  }
}

class FakeBrowser implements BrowserLike {
  services: SeenService[] = [];
  stopped = false;
  private readonly ups: (() => void)[] = [];
  on(_event: 'up', listener: () => void): void {
    this.ups.push(listener);
  }
  stop(): void {
    this.stopped = true;
  }
  hear(service: SeenService): void {
    this.services.push(service);
    for (const up of this.ups) up();
  }
}

const lobby: OpenTable = { key: 'lobby-aa', name: 'Ada', game: 'contrebandes', free: 2, seats: 3, state: 'lobby' };

function other(name: string, i = 0): SeenService {
  return { fqdn: `other-${i}._smugglers-table._tcp.local`, port: 47800, txt: encodeTableTxt({ ...lobby, name }), referer: { address: '10.0.0.9' } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function discovery(options: { now?: () => number; browseIdleMs?: number; refreshMs?: number } = {}) {
  const made: FakeBonjour[] = [];
  const logs: string[] = [];
  const found = new LanDiscovery({
    makeBonjour: () => {
      const bonjour = new FakeBonjour();
      made.push(bonjour);
      return bonjour;
    },
    log: (message) => logs.push(message),
    ...options,
  });
  opened.push(found);
  return { found, made, logs };
}

const opened: LanDiscovery[] = [];
afterEach(async () => {
  // The goodbyes wait on real timers.
  vi.useRealTimers();
  for (const found of opened.splice(0)) await found.close();
});

describe('advertising', () => {
  it('opens no socket until a table opens', () => {
    const { found, made } = discovery();
    found.advertise(null, []);
    found.advertise(47800, []);
    expect(made).toEqual([]);
  });

  it('publishes each table on the port with its record, under a random name, announced at once', () => {
    const { found, made } = discovery();
    found.advertise(47800, [lobby, { ...lobby, key: 'lobby-bb', free: 0, state: 'game' }]);
    const live = made[0]?.live() ?? [];
    expect(live).toHaveLength(2);
    expect(live[0]?.config).toMatchObject({ type: 'smugglers-table', protocol: 'tcp', port: 47800, probe: false, txt: encodeTableTxt(lobby) });
    expect(live[0]?.config.name).toMatch(/^smugglers-[0-9a-f]{12}-\d+$/);
    expect(live[0]?.config.name).not.toContain('lobby-');
    expect(live[1]?.config.txt).toMatchObject({ f: '0', st: 'game' });
  });

  it('announces again only a table whose record changed, under a new name after the old one’s goodbye', async () => {
    const { found, made } = discovery();
    found.advertise(47800, [lobby]);
    found.advertise(47800, [lobby]);
    expect(made[0]?.published).toHaveLength(1);
    found.advertise(47800, [{ ...lobby, free: 1 }]);
    await settle();
    const [first, second] = made[0]?.published ?? [];
    expect(first?.stopped).toBe(true);
    expect(second?.stopped).toBe(false);
    expect(second?.config.txt).toMatchObject({ f: '1' });
    expect(second?.config.name).not.toBe(first?.config.name);
  });

  it('withdraws a closed table, and closes the socket once nothing is left, after the goodbye', async () => {
    const { found, made } = discovery();
    found.advertise(47800, [lobby, { ...lobby, key: 'lobby-bb' }]);
    found.advertise(47800, [lobby]);
    await settle();
    expect(made[0]?.live()).toHaveLength(1);
    expect(made[0]?.destroyed).toBe(false);
    found.advertise(null, [lobby]);
    expect(made[0]?.destroyed).toBe(false);
    await settle();
    expect(made[0]?.live()).toEqual([]);
    expect(made[0]?.destroyed).toBe(true);
  });

  it('says goodbye for every table when it closes, and advertises nothing after', async () => {
    const { found, made } = discovery();
    found.advertise(47800, [lobby]);
    await found.close();
    expect(made[0]?.live()).toEqual([]);
    expect(made[0]?.destroyed).toBe(true);
    found.advertise(47800, [lobby]);
    expect(made).toHaveLength(1);
    expect(found.find()).toEqual([]);
  });

  it('goes on without discovery when the socket cannot be made, saying so once', () => {
    const logs: string[] = [];
    const found = new LanDiscovery({
      makeBonjour: () => {
        throw new Error('no multicast here');
      },
      log: (message) => logs.push(message),
    });
    opened.push(found);
    found.advertise(47800, [lobby]);
    expect(found.find()).toEqual([]);
    found.advertise(47800, [{ ...lobby, free: 1 }]);
    expect(logs).toEqual(['Finding LAN tables is off: no multicast here']);
  });
});

describe('browsing', () => {
  it('browses only once asked, lists what it heard but not its own tables, and stops a while after the last ask', () => {
    vi.useFakeTimers();
    const { found, made } = discovery({ browseIdleMs: 10_000 });
    found.advertise(47800, [lobby]);
    expect(made[0]?.browsers).toEqual([]);
    expect(found.find()).toEqual([]);
    const browser = made[0]?.browsers[0];
    const own = made[0]?.published[0]?.config.name ?? '';
    browser?.hear({ ...other('Mine'), fqdn: `${own}._smugglers-table._tcp.local` });
    browser?.hear(other('Bea'));
    expect(found.find().map((table) => table.name)).toEqual(['Bea']);
    expect(made[0]?.browsers).toHaveLength(1);
    vi.advanceTimersByTime(9_000);
    found.find();
    vi.advanceTimersByTime(9_000);
    expect(browser?.stopped).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(browser?.stopped).toBe(true);
  });

  it('closes the socket when it stops browsing and advertises nothing', async () => {
    vi.useFakeTimers();
    const { found, made } = discovery({ browseIdleMs: 1_000 });
    found.find();
    vi.advanceTimersByTime(1_500);
    vi.useRealTimers();
    await settle();
    expect(made[0]?.destroyed).toBe(true);
    found.find();
    expect(made).toHaveLength(2);
  });

  it('asks the network afresh now and then, so a host gone without goodbye drops out', () => {
    let now = 0;
    const { found, made } = discovery({ now: () => now, refreshMs: 30_000 });
    found.find();
    made[0]?.browsers[0]?.hear(other('Gone'));
    now = 31_000;
    expect(found.find().map((table) => table.name)).toEqual(['Gone']);
    const fresh = made[0]?.browsers[1];
    expect(fresh).toBeDefined();
    fresh?.hear(other('Still here', 1));
    now = 37_000;
    expect(found.find().map((table) => table.name)).toEqual(['Still here']);
    expect(made[0]?.browsers[0]?.stopped).toBe(true);
  });

  it('starts afresh a browser flooded with services, keeping nothing of the flood', () => {
    const { found, made } = discovery();
    found.find();
    const flooded = made[0]?.browsers[0];
    for (let i = 0; i <= MAX_SERVICES_SEEN; i++) flooded?.hear(other(`Flood ${i}`, i));
    expect(flooded?.stopped).toBe(true);
    expect(made[0]?.browsers).toHaveLength(2);
    expect(found.find()).toEqual([]);
    made[0]?.browsers[1]?.hear(other('Bea'));
    expect(found.find().map((table) => table.name)).toEqual(['Bea']);
  });
});
