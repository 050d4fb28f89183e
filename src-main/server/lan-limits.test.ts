/**
 * The LAN listener cannot be starved or bloated by guests: idle sockets are cut
 * at the join deadline and capped per address, silent TCP connections and dead
 * peers are dropped, a client that stops reading is cut before the host holds
 * much for it, and join codes cannot be tried in bursts. Every client here
 * connects to 127.0.0.x only (other loopback addresses stand for other machines).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_SETTINGS, type Push, type Response } from '../../shared/protocol/messages.js';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/protocol/lan.js';
import { Connection, MAX_WRONG_CODES } from '../host/connection.js';
import { Host } from '../host/host.js';
import { CLOSE_IDLE } from './http-server.js';
import { LanListener, MAX_GUESTS } from './lan-listener.js';
import { sleep, until } from './lan-test-kit.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Table {
  host: Host;
  lan: LanListener;
  window: Connection;
  lobbyId: string;
  code: string;
  port: number;
}

async function openTable(limits: ConstructorParameters<typeof LanListener>[0]['limits'] = {}): Promise<Table> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-limits-'));
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-limits-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>guest</title>');
  const lan = new LanListener({ rendererDir, bindAddress: '127.0.0.1', port: 0, limits });
  const host = new Host({ dataDir, botWorkers: 1, physicsWorkers: 1, lan });
  lan.attach(host);
  host.setSettings({ ...DEFAULT_SETTINGS, playerName: 'Hostess', botDelayMs: 0 });
  cleanups.push(() => host.close());
  const window = new Connection(host, () => {});
  const opened = await window.handle({
    id: 1,
    type: 'openLobby',
    game: 'contrebandes',
    seats: [{ kind: 'local', name: 'Rosa' }, { kind: 'open' }, { kind: 'open' }],
    allowSpectators: true,
  });
  if (!opened.ok) throw new Error(opened.error.message);
  const { lobbyId, code, addresses } = opened.result as { lobbyId: string; code: string; addresses: string[] };
  return { host, lan, window, lobbyId, code, port: Number(new URL(addresses[0] as string).port) };
}

/** A guest's socket from a loopback address of its own (another machine, as far as the host can tell). */
class Guest {
  readonly messages: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  refusedWith: number | null = null;
  private nextId = 1;

  constructor(
    port: number,
    from = '127.0.0.1',
    options: WebSocket.ClientOptions = {},
    readonly ws = new WebSocket(`ws://127.0.0.1:${port}/api`, { localAddress: from, ...options }),
  ) {
    ws.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
    ws.on('close', (code) => (this.closedWith = code));
    ws.on('unexpected-response', (_request, response) => {
      this.refusedWith = response.statusCode ?? 0;
      response.resume();
      ws.terminate();
    });
    ws.on('error', () => undefined);
  }

  /** Resolves true once open, false if refused or closed first. */
  opened(): Promise<boolean> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.ws.once('open', () => resolve(true));
      this.ws.once('close', () => resolve(false));
    });
  }

  send(body: Record<string, unknown>): number {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ id, ...body }));
    return id;
  }

  async ask(body: Record<string, unknown>): Promise<Response> {
    const id = this.send(body);
    await until(() => this.answer(id) !== undefined || this.ws.readyState === WebSocket.CLOSED);
    return this.answer(id) ?? { id, ok: false, error: { code: 'internal', message: 'closed' } };
  }

  answer(id: number): Response | undefined {
    return this.messages.find((message) => message.id === id) as Response | undefined;
  }

  answers(): Response[] {
    return this.messages.filter((message) => typeof message.ok === 'boolean') as unknown as Response[];
  }
}

function wrongCode(code: string): string {
  const other = code[0] === JOIN_CODE_ALPHABET[0] ? JOIN_CODE_ALPHABET[1] : JOIN_CODE_ALPHABET[0];
  return `${other}${code.slice(1)}`.slice(0, JOIN_CODE_LENGTH);
}

describe('LAN listener limits', () => {
  it('caps the sockets one address holds, cuts idle ones at the join deadline, and a real guest then joins', async () => {
    const table = await openTable({ joinDeadlineMs: 1500 });
    // One machine tries to take every slot: it gets its share, no more.
    const flood = Array.from({ length: 300 }, () => new Guest(table.port, '127.0.0.1'));
    const openedFromOne = (await Promise.all(flood.map((guest) => guest.opened()))).filter(Boolean).length;
    expect(openedFromOne).toBe(16);
    expect(flood.filter((guest) => guest.refusedWith === 503).length).toBe(300 - 16);

    // Many machines together fill the listener: a newcomer waits, but not for ever.
    const many = Array.from({ length: MAX_GUESTS }, (_, i) => new Guest(table.port, `127.0.${2 + Math.floor(i / 16)}.${1 + (i % 16)}`));
    await Promise.all(many.map((guest) => guest.opened()));
    expect(table.lan.connections()).toBe(MAX_GUESTS);

    await until(() => table.lan.connections() === 0, 15_000);
    expect(flood.filter((guest) => guest.closedWith === CLOSE_IDLE).length).toBe(16);
    const real = new Guest(table.port, '127.0.200.1');
    expect(await real.opened()).toBe(true);
    const joined = await real.ask({ type: 'joinLobby', code: table.code, name: 'Zoé' });
    expect(joined.ok).toBe(true);
    expect((await real.ask({ type: 'claimSeat', lobbyId: table.lobbyId, seat: 1 })).ok).toBe(true);
    // Having joined, the guest is not cut at the deadline.
    await sleep(2000);
    expect(real.ws.readyState).toBe(WebSocket.OPEN);
    real.ws.close();
    for (const guest of [...flood, ...many]) guest.ws.terminate();
  }, 60_000);

  it('closes a TCP connection that never finishes its request', async () => {
    const table = await openTable({ handshakeTimeoutMs: 300 });
    const silent = net.connect({ host: '127.0.0.1', port: table.port });
    silent.on('error', () => undefined);
    const closed = await new Promise<boolean>((resolve) => {
      silent.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 10_000);
    });
    expect(closed).toBe(true);
    // A half-sent upgrade is closed too.
    const halfway = net.connect({ host: '127.0.0.1', port: table.port }, () => halfway.write('GET /api HTTP/1.1\r\nHost: x\r\n'));
    halfway.on('error', () => undefined);
    expect(await new Promise<boolean>((resolve) => {
      halfway.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 10_000);
    })).toBe(true);
  });

  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const table = await openTable({ heartbeatMs: 200 });
    const dead = new Guest(table.port, '127.0.0.1', { autoPong: false });
    const live = new Guest(table.port, '127.0.0.2');
    await Promise.all([dead.opened(), live.opened()]);
    expect((await dead.ask({ type: 'joinLobby', code: table.code, name: 'Dead' })).ok).toBe(true);
    expect((await live.ask({ type: 'joinLobby', code: table.code, name: 'Live' })).ok).toBe(true);
    await until(() => dead.closedWith !== null, 10_000);
    await sleep(600);
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    // The dropped peer left the lobby: only the host's window and the live guest remain.
    expect(table.host.stats().lobbyMembers).toBe(2);
    live.ws.close();
  });

  it('cuts a guest that stops reading before the host holds more than the limit for it', async () => {
    const limit = 64_000;
    const table = await openTable({ maxBufferedBytes: limit });
    const sleeper = new Guest(table.port, '127.0.0.3');
    await sleeper.opened();
    expect((await sleeper.ask({ type: 'joinLobby', code: table.code, name: 'Sleeper' })).ok).toBe(true);
    // It stops reading; the table keeps talking (the host's own lines are not rate-limited).
    (sleeper.ws as unknown as { _socket: net.Socket })._socket.pause();
    let most = 0;
    let lines = 0;
    while (sleeper.closedWith === null && table.host.stats().lobbyMembers > 1 && lines < 200_000) {
      for (let i = 0; i < 200; i++, lines++) await table.window.handle({ id: 10 + lines, type: 'chat', room: table.lobbyId, text: 'x'.repeat(190) });
      most = Math.max(most, table.lan.bufferedBytes());
      await sleep(0);
    }
    expect(table.host.stats().lobbyMembers).toBe(1);
    // One message past the limit at most.
    expect(most).toBeLessThanOrEqual(limit + 1000);
    sleeper.ws.terminate();
  }, 60_000);

  it('answers no more than a few wrong join codes sent in one burst, and closes at once', async () => {
    const table = await openTable();
    const guesser = new Guest(table.port, '127.0.0.4');
    await guesser.opened();
    for (let i = 0; i < 20; i++) guesser.send({ type: 'joinLobby', code: wrongCode(table.code), name: 'Guesser' });
    await until(() => guesser.closedWith !== null);
    expect(guesser.closedWith).toBe(1008);
    expect(guesser.answers().length).toBeLessThan(MAX_WRONG_CODES);
  });

  it('counts wrong codes per address: new connections do not give new tries', async () => {
    const table = await openTable({ wrongCodesPerAddress: 6 });
    let answered = 0;
    for (let round = 0; round < 4; round++) {
      const guesser = new Guest(table.port, '127.0.0.5');
      if (!(await guesser.opened())) break;
      for (let i = 0; i < 2; i++) {
        const response = await guesser.ask({ type: 'joinLobby', code: wrongCode(table.code), name: 'Guesser' });
        if (response.ok === false && response.error.code === 'wrong-code') answered++;
      }
      guesser.ws.close();
    }
    expect(answered).toBe(5);
    // The right code still admits a person from that address who mistyped.
    const person = new Guest(table.port, '127.0.0.5');
    await person.opened();
    expect((await person.ask({ type: 'joinLobby', code: table.code, name: 'Typo' })).ok).toBe(true);
    // Another machine is not affected.
    const other = new Guest(table.port, '127.0.0.6');
    await other.opened();
    const response = await other.ask({ type: 'joinLobby', code: wrongCode(table.code), name: 'Other' });
    expect(response).toMatchObject({ ok: false, error: { code: 'wrong-code' } });
    person.ws.close();
    other.ws.close();
  });

  it('slows down a guest who chats or asks for the lobby too fast, without cutting him off', async () => {
    const table = await openTable();
    const guest = new Guest(table.port, '127.0.0.7');
    await guest.opened();
    expect((await guest.ask({ type: 'joinLobby', code: table.code, name: 'Chatty' })).ok).toBe(true);
    const chats = await Promise.all(Array.from({ length: 8 }, (_, i) => guest.ask({ type: 'chat', room: table.lobbyId, text: `line ${i}` })));
    expect(chats.filter((response) => response.ok).length).toBe(5);
    expect(chats.filter((response) => !response.ok && response.error.code === 'too-fast').length).toBe(3);
    const lobby = await Promise.all(Array.from({ length: 14 }, () => guest.ask({ type: 'joinLobby', code: table.code, name: 'Chatty' })));
    expect(lobby.filter((response) => !response.ok && response.error.code === 'too-fast').length).toBeGreaterThanOrEqual(4);
    expect(guest.ws.readyState).toBe(WebSocket.OPEN);
    // He can chat again a moment later.
    await sleep(1100);
    expect((await guest.ask({ type: 'chat', room: table.lobbyId, text: 'again' })).ok).toBe(true);
    guest.ws.close();
  });
});

export type { Push };
