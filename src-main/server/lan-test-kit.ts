/**
 * For the LAN tests: a host with a LAN listener on 127.0.0.1 only, and a
 * WebSocket client that records every message it receives. Nothing here
 * connects anywhere but 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { Viewer } from '../../shared/engine/contract.js';
import type { LobbyOpened } from '../../shared/protocol/lan.js';
import { DEFAULT_SETTINGS, type MatchUpdate, type Push, type Response } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { englishOf, hostError } from '../host/failure.js';
import { Host } from '../host/host.js';
import { afterEach } from 'vitest';
import { LanListener } from './lan-listener.js';

export const LOOPBACK = '127.0.0.1';

export interface LanHost {
  host: Host;
  lan: LanListener;
  dataDir: string;
  close(): Promise<void>;
}

/** `lanHostGraceMs` short, for the tests of what happens once the host's window is gone. */
export function newLanHost(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-lan-')), options: { lanHostGraceMs?: number } = {}): LanHost {
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-lan-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>guest</title>');
  const lan = new LanListener({ rendererDir, bindAddress: LOOPBACK, port: 0 });
  const host = new Host({ dataDir, botWorkers: 1, lan, ...options });
  lan.attach(host);
  host.setSettings({ ...DEFAULT_SETTINGS, playerName: 'Hostess', botDelayMs: 0 });
  return { host, lan, dataDir, close: () => host.close() };
}

/**
 * What a test file's tests open (LAN hosts, guests' sockets, anything with a close), closed after each test,
 * the last opened first. Call it once at the top of the file: it registers vitest's afterEach.
 */
export function closingAfterEach(): {
  add(...closes: (() => Promise<void> | void)[]): void;
  lanHost(dataDir?: string, options?: { lanHostGraceMs?: number }): LanHost;
  guest(port: number): Promise<WsGuest>;
} {
  const closes: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const close of closes.splice(0).reverse()) await close();
  });
  return {
    add: (...more) => void closes.push(...more),
    lanHost: (dataDir, options) => {
      const lan = newLanHost(dataDir, options);
      closes.push(() => lan.close());
      return lan;
    },
    guest: async (port) => {
      const client = await WsGuest.connect(port);
      closes.push(() => client.close());
      return client;
    },
  };
}

/** A guest's WebSocket: requests with ids, and every message received, raw and parsed. */
export class WsGuest {
  readonly raw: string[] = [];
  readonly messages: Record<string, unknown>[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, (response: Response) => void>();
  closedWith: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as Record<string, unknown>;
      this.messages.push(message);
      if (typeof message.id === 'number' && typeof message.ok === 'boolean') {
        const resolve = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        resolve?.(message as unknown as Response);
      }
    });
    ws.on('close', (code) => {
      this.closedWith = code;
      for (const resolve of this.waiting.values()) resolve({ id: -1, ok: false, error: hostError('internal', 'closed') });
      this.waiting.clear();
    });
  }

  static connect(port: number): Promise<WsGuest> {
    const ws = new WebSocket(`ws://${LOOPBACK}:${port}/api`);
    const guest = new WsGuest(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(guest));
      ws.once('error', reject);
    });
  }

  request(body: Record<string, unknown>): Promise<Response> {
    const id = this.nextId++;
    return this.sendRaw(JSON.stringify({ id, ...body }), id);
  }

  /** Sends any text and resolves with the next response the host sends (whatever id it carries). */
  sendRaw(text: string, id = -1): Promise<Response> {
    return new Promise((resolve) => {
      if (this.ws.readyState !== WebSocket.OPEN) {
        resolve({ id, ok: false, error: hostError('internal', 'closed') });
        return;
      }
      if (id !== -1) {
        this.waiting.set(id, resolve);
        this.ws.send(text);
        return;
      }
      const before = this.messages.length;
      const check = (): void => {
        const answer = this.messages.slice(before).find((message) => typeof message.ok === 'boolean');
        if (answer) resolve(answer as unknown as Response);
        else if (this.ws.readyState !== WebSocket.OPEN) resolve({ id, ok: false, error: hostError('internal', 'closed') });
        else setTimeout(check, 1);
      };
      this.ws.send(text);
      check();
    });
  }

  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
    return response.result as T;
  }

  pushes(type: string): Record<string, unknown>[] {
    return this.messages.filter((message) => message.type === type);
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The player at the host machine: a trusted connection, as the app's window has, that records its pushes. */
export class HostWindow {
  readonly pushes: Push[] = [];
  readonly connection: Connection;
  private nextId = 1;
  constructor(host: Host) {
    this.connection = new Connection(host, (push) => this.pushes.push(push));
  }
  async ok<T>(body: Record<string, unknown>): Promise<T> {
    const response = await this.request(body);
    if (!response.ok) throw new Error(`${response.error.code}: ${englishOf(response.error)}`);
    return response.result as T;
  }
  request(body: Record<string, unknown>): Promise<Response> {
    return this.connection.handle({ id: this.nextId++, ...body });
  }
  /** Every match update it was pushed. */
  updates(): MatchUpdate[] {
    return this.pushes.filter((push): push is MatchUpdate => push.type === 'match');
  }
  /** The last match update it was pushed for that viewer. */
  latest(viewer: Viewer): MatchUpdate | undefined {
    return this.updates().filter((push) => push.viewer === viewer).at(-1);
  }
}

/** The LAN table's port, from the first address a lobby gives out. */
export function portOf(opened: LobbyOpened): number {
  const found = /:(\d+)\/$/.exec(opened.addresses[0] ?? '');
  if (!found) throw new Error(`no port in ${opened.addresses.join()}`);
  return Number(found[1]);
}
