/**
 * The LAN listener cannot be starved or bloated by guests: idle sockets are cut
 * at the join deadline and capped per address, silent TCP connections and dead
 * peers are dropped, a client that stops reading is cut before the host holds
 * much for it, and join codes cannot be tried in bursts. Every client here
 * connects to 127.0.0.x only (other loopback addresses stand for other machines).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_SETTINGS, type Push, type Response } from '../../shared/protocol/messages.js';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/protocol/lan.js';
import { Connection, MAX_WRONG_CODES } from '../host/connection.js';
import { Host } from '../host/host.js';
import { CLOSE_IDLE, CLOSE_MADE_ROOM } from './http-server.js';
import { LanListener, MAX_GUESTS } from './lan-listener.js';
import { sleep, until } from './lan-test-kit.js';
import { englishOf, hostError } from '../host/failure.js';

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
  rendererDir: string;
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
  if (!opened.ok) throw new Error(englishOf(opened.error));
  const { lobbyId, code, addresses } = opened.result as { lobbyId: string; code: string; addresses: string[] };
  return { host, lan, window, lobbyId, code, port: Number(new URL(addresses[0] as string).port), rendererDir };
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
    return this.answer(id) ?? { id, ok: false, error: hostError('internal', 'closed') };
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

    // Many machines together fill the listener: the one that held the most makes room for them.
    const many = Array.from({ length: MAX_GUESTS }, (_, i) => new Guest(table.port, `127.0.${2 + Math.floor(i / 16)}.${1 + (i % 16)}`));
    expect((await Promise.all(many.map((guest) => guest.opened()))).every(Boolean)).toBe(true);
    await until(() => table.lan.connections() === MAX_GUESTS);

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

  it('keeps room for guests of other machines while one machine holds hundreds of idle TCP connections', async () => {
    const table = await openTable();
    // One machine opens 330 TCP connections that say nothing, and opens each again as soon as it is closed.
    let holding = true;
    let connects = 0;
    const idle = new Set<net.Socket>();
    const hold = (): void => {
      if (!holding) return;
      const socket = net.connect({ host: '127.0.0.1', port: table.port, localAddress: '127.0.0.1' }, () => connects++);
      idle.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        idle.delete(socket);
        setTimeout(hold, 20);
      });
    };
    for (let i = 0; i < 330; i++) hold();
    await until(() => connects >= 330);
    let joined = 0;
    for (let i = 0; i < 10; i++) {
      const guest = new Guest(table.port, '127.0.0.2');
      if ((await guest.opened()) && (await guest.ask({ type: 'joinLobby', code: table.code, name: `Guest ${i}` })).ok) joined++;
      guest.ws.close();
      await until(() => guest.ws.readyState === WebSocket.CLOSED);
    }
    holding = false;
    for (const socket of idle) socket.destroy();
    expect(joined).toBe(10);
  }, 60_000);

  it('sends a guest the app’s files compressed (a phone on the LAN), as they decode', async () => {
    const table = await openTable();
    fs.mkdirSync(path.join(table.rendererDir, 'assets'));
    const script = `export const words = ${JSON.stringify('smuggle '.repeat(2000))};`;
    fs.writeFileSync(path.join(table.rendererDir, 'assets', 'app.js'), script);
    const sent = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: table.port, path: '/assets/app.js', localAddress: '127.0.0.9', headers: { 'Accept-Encoding': 'gzip, deflate' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.body.length).toBeLessThan(script.length / 10);
    expect(zlib.gunzipSync(sent.body).toString()).toBe(script);
  });

  it('cuts a response nobody reads, caps the requests one address has answered at once, and still answers others', async () => {
    const table = await openTable({ writeTimeoutMs: 300, requestsPerAddress: 4 });
    fs.mkdirSync(path.join(table.rendererDir, 'assets'));
    // Larger than what the loopback's socket buffers take in.
    fs.writeFileSync(path.join(table.rendererDir, 'assets', 'big.js'), Buffer.alloc(24 * 1024 * 1024, 'x'));
    // A keep-alive connection reads a first answer, then asks for the big file and stops reading.
    const reader = net.connect({ host: '127.0.0.1', port: table.port, localAddress: '127.0.0.8' });
    reader.on('error', () => undefined);
    let received = 0;
    let first = '';
    const onFirst = (chunk: Buffer): void => {
      first += chunk.toString('latin1');
      if (!first.includes('</title>')) return;
      reader.off('data', onFirst);
      reader.pause();
      reader.write('GET /assets/big.js HTTP/1.1\r\nHost: x\r\n\r\n');
    };
    reader.on('data', onFirst);
    reader.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => reader.isPaused());
    // Well past the write timeout, it reads again: the host has cut the answer.
    await sleep(3000);
    let closed = false;
    reader.on('close', () => (closed = true));
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.resume();
    await until(() => closed, 30_000);
    expect(received).toBeLessThan(24 * 1024 * 1024);

    // Six requests for it at once from one machine, none read beyond the status line: four are answered.
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => {
        const socket = net.connect({ host: '127.0.0.1', port: table.port, localAddress: '127.0.0.9' }, () => socket.write('GET /assets/big.js HTTP/1.1\r\nHost: x\r\n\r\n'));
        socket.on('error', () => undefined);
        return new Promise<string>((resolve) => {
          socket.once('data', (chunk: Buffer) => {
            socket.pause();
            resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
          });
          socket.once('close', () => resolve('closed'));
        });
      }),
    );
    expect(statuses.filter((status) => status === 'HTTP/1.1 200 OK').length).toBe(4);
    expect(statuses.filter((status) => status.startsWith('HTTP/1.1 503')).length).toBe(2);
    // Another machine is answered meanwhile.
    const page = await new Promise<number>((resolve) => {
      http.get({ host: '127.0.0.1', port: table.port, path: '/', localAddress: '127.0.0.10' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
    });
    expect(page).toBe(200);
  }, 60_000);

  it('keeps room at a full table for a newcomer and for a seated guest coming back, however many machines hold the code', async () => {
    const table = await openTable({ maxConnections: 12, connectionsPerAddress: 4, seatlessPerAddress: 2, maxSeatless: 6 });
    const seated = new Guest(table.port, '127.0.1.1');
    await seated.opened();
    expect((await seated.ask({ type: 'joinLobby', code: table.code, name: 'Seated' })).ok).toBe(true);
    const { token } = ((await seated.ask({ type: 'claimSeat', lobbyId: table.lobbyId, seat: 1 })) as { result: { token: string } }).result;
    // Four machines with the code take every place they can, in the lobby without a seat.
    const holders = Array.from({ length: 16 }, (_, i) => new Guest(table.port, `127.0.2.${1 + (i % 4)}`));
    await Promise.all(holders.map((holder) => holder.opened()));
    const entered = await Promise.all(holders.map((holder, i) => (holder.ws.readyState === WebSocket.OPEN ? holder.ask({ type: 'joinLobby', code: table.code, name: `Holder ${i}` }) : null)));
    const refused = entered.filter((response) => response?.ok === false && response.error.code === 'too-fast');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ error: { key: 'lan:hostSays.tooManyWatchers' } });
    // At most 6 without a seat: the host's window, the seated guest and 6 holders.
    expect(table.host.stats().lobbyMembers).toBeLessThanOrEqual(8);
    await until(() => table.lan.connections() <= 12);
    // A newcomer from another machine gets in, and into the lobby.
    const newcomer = new Guest(table.port, '127.0.3.1');
    expect(await newcomer.opened()).toBe(true);
    expect((await newcomer.ask({ type: 'joinLobby', code: table.code, name: 'Newcomer' })).ok).toBe(true);
    // The seated guest's connection drops; he comes back with his token, and his seat is his.
    seated.ws.terminate();
    const back = new Guest(table.port, '127.0.1.1');
    expect(await back.opened()).toBe(true);
    const again = await back.ask({ type: 'joinLobby', code: table.code, name: 'Seated', token });
    expect(again.ok).toBe(true);
    expect((again as { result: { seats: { yours: boolean }[] } }).result.seats[1]?.yours).toBe(true);
    // However often the holders come back, the newcomer and the seated guest keep their places.
    for (let round = 0; round < 3; round++) {
      const more = Array.from({ length: 8 }, (_, i) => new Guest(table.port, `127.0.2.${1 + (i % 4)}`));
      await Promise.all(more.map((holder) => holder.opened()));
      await Promise.all(more.map((holder, i) => (holder.ws.readyState === WebSocket.OPEN ? holder.ask({ type: 'joinLobby', code: table.code, name: `More ${round}-${i}` }) : null)));
      holders.push(...more);
    }
    expect(newcomer.ws.readyState).toBe(WebSocket.OPEN);
    expect(back.ws.readyState).toBe(WebSocket.OPEN);
    for (const guest of [...holders, newcomer, back]) guest.ws.terminate();
  }, 60_000);

  it('lets a guest in the lobby without a seat go once he has said nothing for long, and keeps a seated one', async () => {
    const table = await openTable({ seatlessIdleMs: 1500 });
    const idle = new Guest(table.port, '127.0.0.12');
    const player = new Guest(table.port, '127.0.0.13');
    await Promise.all([idle.opened(), player.opened()]);
    expect((await idle.ask({ type: 'joinLobby', code: table.code, name: 'Idle' })).ok).toBe(true);
    expect((await player.ask({ type: 'joinLobby', code: table.code, name: 'Player' })).ok).toBe(true);
    expect((await player.ask({ type: 'claimSeat', lobbyId: table.lobbyId, seat: 1 })).ok).toBe(true);
    await until(() => idle.closedWith !== null, 15_000);
    expect(idle.closedWith).toBe(CLOSE_MADE_ROOM);
    await sleep(1000);
    expect(player.ws.readyState).toBe(WebSocket.OPEN);
    player.ws.close();
  });

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

  it('counts wrong codes per address: new connections do not give new tries, and the address is told how long to wait', async () => {
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
    // From now on no code from that address is checked, not even the right one: it is told how long to wait.
    for (const code of [wrongCode(table.code), table.code]) {
      const person = new Guest(table.port, '127.0.0.5');
      expect(await person.opened()).toBe(true);
      const refused = await person.ask({ type: 'joinLobby', code, name: 'Typo' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'too-fast', key: 'lan:hostSays.codeTriesUsed', params: { count: 10 } } });
      person.ws.close();
    }
    expect(table.host.stats().lobbyMembers).toBe(1);
    // Another machine is not affected.
    const other = new Guest(table.port, '127.0.0.6');
    await other.opened();
    const response = await other.ask({ type: 'joinLobby', code: wrongCode(table.code), name: 'Other' });
    expect(response).toMatchObject({ ok: false, error: { code: 'wrong-code' } });
    other.ws.close();
  });

  it('lets a seated guest from a locked-out address back to his seat with his token, and nobody else', async () => {
    const table = await openTable({ wrongCodesPerAddress: 2 });
    const seated = new Guest(table.port, '127.0.0.11');
    await seated.opened();
    expect((await seated.ask({ type: 'joinLobby', code: table.code, name: 'Seated' })).ok).toBe(true);
    const claim = await seated.ask({ type: 'claimSeat', lobbyId: table.lobbyId, seat: 1 });
    const { token } = (claim as { result: { token: string } }).result;
    seated.ws.close();
    // Someone at the same address uses up its tries.
    const guesser = new Guest(table.port, '127.0.0.11');
    await guesser.opened();
    for (let i = 0; i < 2; i++) guesser.send({ type: 'joinLobby', code: wrongCode(table.code), name: 'Guesser' });
    await until(() => guesser.closedWith !== null);
    // A made-up token does not open the lock, whatever the code.
    const forger = new Guest(table.port, '127.0.0.11');
    await forger.opened();
    const forged = await forger.ask({ type: 'joinLobby', code: table.code, name: 'Forger', token: 'f'.repeat(64) });
    expect(forged).toMatchObject({ ok: false, error: { code: 'too-fast' } });
    const back = new Guest(table.port, '127.0.0.11');
    await back.opened();
    const again = await back.ask({ type: 'joinLobby', code: table.code, name: 'Seated', token });
    expect(again.ok).toBe(true);
    expect((again as { result: { seats: { yours: boolean }[] } }).result.seats[1]?.yours).toBe(true);
    forger.ws.close();
    back.ws.close();
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
