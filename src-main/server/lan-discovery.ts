/**
 * The host's LAN tables on the network, and other hosts' (docs/lan.md,
 * "Finding tables"): DNS-SD over multicast DNS, with bonjour-service. Each
 * open table is one service `_smugglers-table._tcp.local` on the LAN
 * listener's port, whose TXT record says the table's name, game and seats
 * (table-records.ts); it is withdrawn with a goodbye when the table closes
 * and when the host does. The multicast socket is open only while a table
 * is advertised or the join screen asks for tables: at other times the host
 * neither sends nor reads anything on UDP 5353.
 *
 * Whatever arrives is untrusted: bonjour-service keeps what it hears, so a
 * browser that heard too many services is started afresh, and only the
 * valid records of the newest ones are listed (listTables). A socket error
 * (no multicast here, the port refused) leaves the host without discovery,
 * never stops it.
 */
import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { ServiceConfig } from 'bonjour-service';
import { type FoundTable, TABLE_SERVICE_TYPE } from '../../shared/protocol/discovery.js';
import type { OpenTable, TableDiscovery } from '../host/table-discovery.js';
import { encodeTableTxt, listTables, type SeenService } from './table-records.js';

/**
 * Loaded at the first table or search, never while the host starts (docs/host.md, "At start"). Not named
 * `require`: the bundle has node-http.ts's of that name in the same scope.
 */
const requireOnce = createRequire(import.meta.url);

/** Browsing stops this long after the join screen last asked (it asks every few seconds while it shows). */
export const BROWSE_IDLE_MS = 15_000;
/**
 * A browser this old is replaced by a fresh one, which asks the network
 * again: a host that vanished without its goodbye (a crash, a cable pulled)
 * drops out of the list, whatever the hours its record claimed to live.
 */
export const BROWSE_REFRESH_MS = 30_000;
/** The replaced browser's tables are listed this much longer, while the new one hears the answers. */
const RETIRE_MS = 5_000;
/** Services one browser keeps: one that heard more (a flood) is started afresh. */
export const MAX_SERVICES_SEEN = 128;

/** The part of bonjour-service this file uses (tests give a fake). */
export interface BonjourLike {
  publish(config: ServiceConfig): ServiceLike;
  find(config: { type: string; protocol: 'tcp' }): BrowserLike;
  destroy(callback?: () => void): void;
}
export interface ServiceLike {
  stop?: (callback?: () => void) => void;
}
export interface BrowserLike {
  readonly services: SeenService[];
  on(event: 'up', listener: () => void): unknown;
  stop(): void;
}

export interface LanDiscoveryOptions {
  /** Makes the Bonjour instance; bonjour-service's by default. */
  makeBonjour?: (onError: (error: Error) => void) => BonjourLike;
  /** Told once of a socket that failed (the host has no discovery then). */
  log?: (message: string) => void;
  browseIdleMs?: number;
  refreshMs?: number;
  now?: () => number;
}

interface Advertised {
  service: ServiceLike;
  port: number;
  txt: string;
}

interface Browsing {
  browser: BrowserLike;
  startedAt: number;
  /** Set once a newer browser replaced it: when it stops being listed. */
  retireAt: number | null;
}

export class LanDiscovery implements TableDiscovery {
  /** This start's random prefix of its services' names: its own tables are never listed to itself. */
  private readonly prefix = `smugglers-${crypto.randomBytes(6).toString('hex')}`;
  private serial = 0;
  private bonjour: BonjourLike | null = null;
  private readonly advertised = new Map<string, Advertised>();
  private browsing: Browsing[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  /** Goodbyes on their way: the socket closes after them. */
  private readonly goodbyes = new Set<Promise<void>>();
  private warned = false;
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly options: LanDiscoveryOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  advertise(port: number | null, tables: OpenTable[]): void {
    if (this.closed) return;
    const wanted = port === null ? [] : tables;
    const keys = new Set(wanted.map((table) => table.key));
    for (const key of [...this.advertised.keys()]) if (!keys.has(key)) this.withdraw(key);
    for (const table of wanted) {
      const txt = encodeTableTxt(table);
      const text = JSON.stringify(txt);
      const current = this.advertised.get(table.key);
      if (current && current.port === port && current.txt === text) continue;
      // A changed record goes out under a new name after the old one's goodbye: whichever a browser hears
      // first, it ends with the new one only (bonjour-service cannot change a published record).
      if (current) this.withdraw(table.key);
      const bonjour = this.open();
      if (!bonjour || port === null) continue;
      const name = `${this.prefix}-${++this.serial}`;
      try {
        // No probing: the name is this start's own random one, and a stranger answering the probe would silence us.
        const service = bonjour.publish({ name, type: TABLE_SERVICE_TYPE, protocol: 'tcp', port, txt, probe: false, host: `${this.prefix}.local`, disableIPv6: true });
        this.advertised.set(table.key, { service, port, txt: text });
      } catch (error) {
        this.warn(error as Error);
      }
    }
    this.releaseIfIdle();
  }

  find(): FoundTable[] {
    if (this.closed) return [];
    this.keepBrowsing();
    const services = this.browsing.flatMap((entry) => entry.browser.services);
    return listTables(services, this.prefix);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const key of [...this.advertised.keys()]) this.withdraw(key);
    this.stopBrowsing();
    await Promise.all([...this.goodbyes]);
    const bonjour = this.bonjour;
    this.bonjour = null;
    if (bonjour) await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }

  // ------------------------------------------------------------ browsing

  /** Browses from now until browseIdleMs after this call, with a fresh browser every refreshMs. */
  private keepBrowsing(): void {
    const now = this.now();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.stopBrowsing();
      this.releaseIfIdle();
    }, this.options.browseIdleMs ?? BROWSE_IDLE_MS);
    this.idleTimer.unref();
    for (const entry of this.browsing) if (entry.retireAt !== null && entry.retireAt <= now) entry.browser.stop();
    this.browsing = this.browsing.filter((entry) => entry.retireAt === null || entry.retireAt > now);
    const current = this.browsing.find((entry) => entry.retireAt === null);
    if (current && now - current.startedAt < (this.options.refreshMs ?? BROWSE_REFRESH_MS)) return;
    if (current) current.retireAt = now + RETIRE_MS;
    this.startBrowser();
  }

  private startBrowser(): void {
    const bonjour = this.open();
    if (!bonjour) return;
    try {
      const browser = bonjour.find({ type: TABLE_SERVICE_TYPE, protocol: 'tcp' });
      const entry: Browsing = { browser, startedAt: this.now(), retireAt: null };
      browser.on('up', () => {
        if (browser.services.length <= MAX_SERVICES_SEEN || !this.browsing.includes(entry)) return;
        // A flood: what this browser holds is dropped, and a fresh one listens on.
        browser.stop();
        this.browsing = this.browsing.filter((other) => other !== entry);
        this.startBrowser();
      });
      // The newest first: listTables keeps a service's first record.
      this.browsing.unshift(entry);
    } catch (error) {
      this.warn(error as Error);
    }
  }

  private stopBrowsing(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    for (const entry of this.browsing) entry.browser.stop();
    this.browsing = [];
  }

  // ------------------------------------------------------------ the socket

  /** The Bonjour instance, made at the first need (null when it cannot be). */
  private open(): BonjourLike | null {
    if (this.bonjour || this.closed) return this.bonjour;
    try {
      this.bonjour = (this.options.makeBonjour ?? makeBonjour)((error) => this.warn(error));
    } catch (error) {
      this.warn(error as Error);
    }
    return this.bonjour;
  }

  private withdraw(key: string): void {
    const entry = this.advertised.get(key);
    this.advertised.delete(key);
    const stop = entry?.service.stop;
    if (!stop) return;
    const goodbye = new Promise<void>((resolve) => {
      try {
        stop.call(entry.service, () => resolve());
      } catch (error) {
        this.warn(error as Error);
        resolve();
      }
    });
    this.goodbyes.add(goodbye);
    void goodbye.then(() => this.goodbyes.delete(goodbye));
  }

  /** Closes the socket once nothing is advertised or browsed any more, after the goodbyes went out. */
  private releaseIfIdle(): void {
    if (this.closed || !this.bonjour || this.advertised.size > 0 || this.browsing.length > 0) return;
    const bonjour = this.bonjour;
    void Promise.all([...this.goodbyes]).then(() => {
      if (this.bonjour !== bonjour || this.advertised.size > 0 || this.browsing.length > 0) return;
      this.bonjour = null;
      bonjour.destroy();
    });
  }

  private warn(error: Error): void {
    if (this.warned) return;
    this.warned = true;
    (this.options.log ?? console.warn)(`Finding LAN tables is off: ${error.message}`);
  }
}

/**
 * bonjour-service's Bonjour, with its socket's errors caught: by default it
 * throws them, and multicast-dns emits a failed bind as an 'error' event,
 * which would stop the host.
 */
function makeBonjour(onError: (error: Error) => void): BonjourLike {
  const { Bonjour } = requireOnce('bonjour-service') as typeof import('bonjour-service');
  const bonjour = new Bonjour({}, onError);
  const mdns = (bonjour as unknown as { server?: { mdns?: EventEmitter } }).server?.mdns;
  mdns?.on('error', onError);
  return bonjour as unknown as BonjourLike;
}
