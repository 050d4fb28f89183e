/**
 * The headless host's own listener refuses whatever is not the app's own page
 * with this start's key: rebound names, other origins, other local processes.
 * Each case goes over a real socket, as an attacker's would.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Host } from '../host/host.js';
import { KEY_CHECK_PATH, KEY_HEADER, subprotocolsFor } from '../../shared/protocol/host-key.js';
import { type RunningServer, startServer } from './http-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(): Promise<{ server: RunningServer; host: Host; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-access-'));
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-access-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>menu</title>');
  const host = new Host({ dataDir, botWorkers: 1, physicsWorkers: 1 });
  const server = await startServer({ host, rendererDir, port: 0 });
  cleanups.push(() => host.close(), () => server.close());
  return { server, host, dataDir };
}

const keyOf = (server: RunningServer): string => new URLSearchParams(new URL(server.url).hash.slice(1)).get('key') ?? '';
/** What a cookie holding the key looked like, when the page kept it in one: a program on another port could read and plant it. */
const cookieFor = (server: RunningServer, key = keyOf(server)): string => `smugglers-key-${server.port}=${key}`;
const own = (server: RunningServer): string => `http://127.0.0.1:${server.port}`;

function request(server: RunningServer, pathAndQuery: string, headers: http.OutgoingHttpHeaders): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: pathAndQuery, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

type Attempt =
  | { outcome: 'refused'; status: number }
  | { outcome: 'closed'; code: number; answers: unknown[] }
  | { outcome: 'answered'; answers: Record<string, unknown>[]; ws: WebSocket };

/** Opens the API socket with these headers and asks who it is and for the saves, as a hostile page would. */
function attempt(server: RunningServer, headers: Record<string, string>, key: string | null = null, path = '/api'): Promise<Attempt> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, subprotocolsFor(key), { headers });
    const answers: Record<string, unknown>[] = [];
    ws.on('unexpected-response', (_request, response) => {
      resolve({ outcome: 'refused', status: response.statusCode ?? 0 });
      response.resume();
      ws.terminate();
    });
    ws.on('error', () => undefined);
    ws.on('open', () => {
      ws.send(JSON.stringify({ id: 1, type: 'hello' }));
      ws.send(JSON.stringify({ id: 2, type: 'listSaves' }));
    });
    ws.on('message', (data) => {
      answers.push(JSON.parse(data.toString()) as Record<string, unknown>);
      if (answers.length === 2) resolve({ outcome: 'answered', answers, ws });
    });
    ws.on('close', (code) => resolve({ outcome: 'closed', code, answers }));
  });
}

describe("the host's own listener", () => {
  it('serves the host to its own page with the key, and to a process that has the key', async () => {
    const { server } = await start();
    const page = await attempt(server, { Origin: own(server) }, keyOf(server));
    expect(page.outcome).toBe('answered');
    if (page.outcome !== 'answered') return;
    expect(page.answers[0]).toMatchObject({ id: 1, ok: true, result: { role: 'host' } });
    expect(page.answers[1]).toMatchObject({ id: 2, ok: true });
    // The host answers with the API's subprotocol, never echoing the key.
    expect(page.ws.protocol).toBe('smugglers');
    page.ws.close();
    // localhost is the same page under its other name.
    const named = await attempt(server, { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` }, keyOf(server));
    expect(named.outcome).toBe('answered');
    if (named.outcome === 'answered') named.ws.close();
  });

  it('refuses a rebound name (DNS rebinding) on HTTP and on the upgrade, even with the key', async () => {
    const { server } = await start();
    const evil = `evil.example:${server.port}`;
    expect((await request(server, '/', { Host: evil })).status).toBe(403);
    const upgrade = await attempt(server, { Host: evil, Origin: `http://${evil}` }, keyOf(server));
    expect(upgrade).toEqual({ outcome: 'refused', status: 403 });
  });

  it('refuses a page of any other origin: another port, a file, a web site', async () => {
    const { server } = await start();
    for (const origin of [`http://127.0.0.1:${server.port + 1}`, 'null', 'file://', 'https://example.com', `http://127.0.0.1:${server.port}.evil.example`]) {
      // Even with the key (a page on another port of 127.0.0.1 cannot have it, but the origin alone must not get in).
      const result = await attempt(server, { Origin: origin }, keyOf(server));
      expect(result, origin).toEqual({ outcome: 'refused', status: 403 });
      expect((await request(server, '/', { Origin: origin })).status, origin).toBe(403);
    }
  });

  it('refuses a socket without the key (another local process, an old tab) before the upgrade', async () => {
    const { server } = await start();
    const key = keyOf(server);
    const cases: { headers: Record<string, string>; key?: string; path?: string; why: string }[] = [
      { headers: {}, why: 'nothing' },
      { headers: { Origin: own(server) }, why: 'the right origin alone' },
      { headers: { Origin: own(server) }, key: 'x'.repeat(43), why: 'a wrong key' },
      // A cookie ignores ports: a program on another port could read or plant it, so the host does not look at one.
      { headers: { Origin: own(server), Cookie: cookieFor(server) }, why: 'the key in a cookie' },
      { headers: { Origin: own(server) }, path: `/api?key=${key}`, why: 'the key in the query' },
    ];
    for (const { headers, key: given, path, why } of cases) {
      expect(await attempt(server, headers, given ?? null, path), why).toEqual({ outcome: 'refused', status: 401 });
    }
  });

  it('prints the key in the fragment only, which no browser sends to a server, and sets no cookie', async () => {
    const { server } = await start();
    const printed = new URL(server.url);
    expect(printed.search).toBe('');
    expect(printed.hash).toBe(`#key=${keyOf(server)}`);
    for (const path of ['/', `/?key=${keyOf(server)}`]) {
      const page = await request(server, path, {});
      expect(page.status, path).toBe(200);
      expect(page.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it("tells the page whether its key is this start's, and nothing else", async () => {
    const { server } = await start();
    expect((await request(server, KEY_CHECK_PATH, { [KEY_HEADER]: keyOf(server) })).status).toBe(204);
    expect((await request(server, KEY_CHECK_PATH, { [KEY_HEADER]: 'x'.repeat(43) })).status).toBe(401);
    expect((await request(server, KEY_CHECK_PATH, { Cookie: cookieFor(server) })).status).toBe(401);
    expect((await request(server, KEY_CHECK_PATH, { [KEY_HEADER]: keyOf(server), Origin: 'https://example.com' })).status).toBe(403);
  });

  it('lets the app\'s own page in at once while 200 keyless sockets never answer and 300 connections say nothing', async () => {
    const { server } = await start();
    const raw: net.Socket[] = [];
    cleanups.push(async () => {
      for (const socket of raw) socket.destroy();
    });
    const connect = (): Promise<net.Socket> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(server.port, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
        raw.push(socket);
      });
    // Idle connections first (a slow-headers flood), then keyless upgrades that read the answer and never close.
    for (let i = 0; i < 300; i++) await connect();
    const answered: Promise<void>[] = [];
    for (let i = 0; i < 200; i++) {
      const socket = await connect();
      answered.push(new Promise((resolve) => {
        socket.once('data', () => resolve());
        socket.once('close', () => resolve());
      }));
      socket.write(
        `GET /api HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${own(server)}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${Buffer.from(`attacker-${i}`.padEnd(16, '.')).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    }
    await Promise.all(answered);
    const page = await attempt(server, { Origin: own(server) }, keyOf(server));
    expect(page.outcome).toBe('answered');
    if (page.outcome === 'answered') page.ws.close();
  });

  it('makes a new key at every start', async () => {
    const first = await start();
    const second = await start();
    expect(keyOf(first.server)).not.toBe(keyOf(second.server));
    expect(Buffer.from(keyOf(first.server), 'base64url')).toHaveLength(32);
  });

  it('cannot be made to delete a save by a page that lacks the key', async () => {
    const { server, host, dataDir } = await start();
    const opened = host.createMatch('contrebandes', ['Ada', 'Bruno', 'Chloé'].map((name) => ({ kind: 'human' as const, name })), undefined, 3);
    await host.settleSaves();
    const file = path.join(dataDir, 'saves', `${opened.matchId}.json`);
    expect(fs.existsSync(file)).toBe(true);
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers: { Origin: own(server), Cookie: cookieFor(server) } });
      ws.on('open', () => ws.send(JSON.stringify({ id: 1, type: 'deleteSave', matchId: opened.matchId })));
      ws.on('close', () => resolve());
      ws.on('error', () => resolve());
    });
    await host.settleSaves();
    expect(fs.existsSync(file)).toBe(true);
  });
});
