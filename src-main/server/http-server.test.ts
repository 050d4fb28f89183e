import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { KEY_CHECK_PATH, KEY_HEADER, subprotocolsFor } from '../../shared/protocol/host-key.js';
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import { Host } from '../host/host.js';
import { type RunningServer, startServer } from './http-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(limits: Partial<Parameters<typeof startServer>[0]> = {}): Promise<{ server: RunningServer; host: Host; rendererDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-server-'));
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>menu</title>');
  fs.mkdirSync(path.join(rendererDir, 'assets'));
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'not for the web');
  const host = new Host({ dataDir, botWorkers: 1 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  const server = await startServer({ host, rendererDir, port: 0, maxMessagesPerSecond: 20, ...limits });
  cleanups.push(() => host.close(), () => server.close());
  return { server, host, rendererDir };
}

function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** The key the printed address carries in its fragment. */
function keyOf(server: RunningServer): string {
  return new URLSearchParams(new URL(server.url).hash.slice(1)).get('key') ?? '';
}

function open(server: RunningServer, options: WebSocket.ClientOptions = {}): Promise<{ ws: WebSocket; messages: unknown[] }> {
  // The host's own page: it offers the key as a subprotocol, its Origin is the app's.
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, subprotocolsFor(keyOf(server)), { headers: { Origin: `http://127.0.0.1:${server.port}` }, ...options });
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('headless server', () => {
  it('binds to 127.0.0.1 and serves the renderer with a strict content security policy', async () => {
    const { server } = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#key=[\w-]{43}$/);
    const index = await get(server.url.replace(/#.*/, ''));
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>menu</title>');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(index.headers['content-security-policy']).toContain("object-src 'none'");
    const root = server.url.replace(/#.*/, '');
    const asset = await get(`${root}assets/app.js`);
    expect(asset.headers['content-type']).toContain('text/javascript');
    // Unknown paths fall back to the app; paths out of the renderer folder are refused.
    expect((await get(`${root}saves`)).body).toContain('menu');
    const escape = await get(`${root}..%2f..%2fsecret.txt`);
    expect(escape.body).not.toContain('not for the web');
  });

  it('sends its own page as it is (the loopback: compressing only costs time), and the page still proves its key', async () => {
    const { server, rendererDir } = await start();
    const page = `<!doctype html><title>menu</title>${'<link rel="modulepreload" href="./assets/app.js">'.repeat(100)}`;
    fs.writeFileSync(path.join(rendererDir, 'index.html'), page);
    const root = server.url.replace(/#.*/, '');
    const sent = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(root, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.headers['content-security-policy']).toContain("default-src 'self'");
    expect(sent.body.toString()).toBe(page);
    expect((await get(`${root}${KEY_CHECK_PATH.slice(1)}`, { [KEY_HEADER]: keyOf(server), 'Accept-Encoding': 'br' })).status).toBe(204);
    const { ws } = await open(server);
    ws.close();
  });

  it('answers the host API over WebSocket and pushes updates', async () => {
    const { server } = await start();
    const { ws, messages } = await open(server);
    const seats = ['Ada', 'Bruno', 'Chloé'].map((name) => ({ kind: 'bot', name, level: 'easy' }));
    ws.send(JSON.stringify({ id: 1, type: 'createMatch', game: 'contrebandes', seats, seed: 2 }));
    await until(() => messages.some((message) => (message as { id?: number }).id === 1));
    const created = messages.find((message) => (message as { id?: number }).id === 1) as { ok: boolean; result: { matchId: string } };
    expect(created.ok).toBe(true);
    ws.send(JSON.stringify({ id: 2, type: 'watch', matchId: created.result.matchId }));
    await until(() => messages.some((message) => (message as { type?: string; result?: unknown }).type === 'match' && (message as { result: unknown }).result !== null));
    ws.close();
  });

  it('answers malformed and binary messages with an error', async () => {
    const { server } = await start();
    const { ws, messages } = await open(server);
    ws.send('not json');
    ws.send(JSON.stringify({ id: 5, type: 'submitMove', matchId: 'x', seat: 'me' }));
    ws.send(Buffer.from([1, 2, 3]));
    await until(() => messages.length === 3);
    for (const message of messages) expect(message).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    ws.close();
  });
});

describe('a host still loading (npm start prints the address before the engines are loaded)', () => {
  it('serves the page at once, and a socket opened meanwhile waits for the host and is answered', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-server-'));
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>menu</title>');
    let ready = (_host: Host): void => {};
    const loading = new Promise<Host>((resolve) => (ready = resolve));
    const server = await startServer({ host: loading, rendererDir, port: 0 });
    cleanups.push(() => server.close());
    expect((await get(server.url.replace(/#.*/, ''))).body).toContain('<title>menu</title>');

    const opening = open(server);
    let opened = false;
    void opening.then(() => (opened = true));
    // The page's files again, while its socket waits: nothing holds them up.
    expect((await get(server.url.replace(/#.*/, ''))).status).toBe(200);
    expect(opened).toBe(false);

    const host = new Host({ dataDir, botWorkers: 1 });
    cleanups.push(() => host.close());
    ready(host);
    const { ws, messages } = await opening;
    ws.send(JSON.stringify({ id: 1, type: 'hello' }));
    await until(() => messages.length === 1);
    expect(messages[0]).toMatchObject({ id: 1, ok: true, result: { role: 'host' } });
    expect(server.connections()).toBe(1);
    ws.close();
  });

  it('drops the sockets that waited when the host fails to load, and still serves the page', async () => {
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>menu</title>');
    let fail = (_error: Error): void => {};
    const loading = new Promise<Host>((_resolve, reject) => (fail = reject));
    const server = await startServer({ host: loading, rendererDir, port: 0 });
    cleanups.push(() => server.close());
    const opening = open(server).then(
      () => 'opened',
      () => 'refused',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    fail(new Error('the data folder cannot be written'));
    expect(await opening).toBe('refused');
    expect((await get(server.url.replace(/#.*/, ''))).status).toBe(200);
  });
});

// A loaded machine starves the browser: the page reads late, misses pings, and sends what it queued
// meanwhile in one burst. The limits meant for guests (lan-limits.test.ts) must not cut the host's own page.
describe("the app's own page under load", () => {
  it('is not cut for a burst of requests far past the guests’ rate', async () => {
    const { server } = await start({ maxMessagesPerSecond: 20 });
    const { ws, messages } = await open(server);
    let closed = false;
    ws.once('close', () => (closed = true));
    for (let i = 0; i < 300; i++) ws.send(JSON.stringify({ id: 100 + i, type: 'listSaves' }));
    await until(() => messages.length === 300 || closed, 20_000);
    expect(closed).toBe(false);
    expect(messages.every((message) => (message as { ok?: boolean }).ok === true)).toBe(true);
    ws.close();
  });

  it('is not cut for missing a few pings, and is dropped only when it stays silent for many', async () => {
    const { server } = await start({ heartbeatMs: 100 });
    const { ws } = await open(server, { autoPong: false });
    let closedAt: number | null = null;
    const pings: number[] = [];
    ws.on('ping', () => pings.push(Date.now()));
    ws.once('close', () => (closedAt = Date.now()));
    // A guest is dropped at the first ping it misses; the page has missed three and is still served.
    await until(() => pings.length >= 4, 20_000);
    expect(closedAt).toBeNull();
    // Silent for good (a browser that stays frozen): dropped after OWN_PAGE.missedPings, and it reconnects when it wakes.
    await until(() => closedAt !== null, 20_000);
    expect(pings.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps a page that stops reading while far more than a guest may have waits for it, and then delivers it all', async () => {
    const guestLimit = 1000;
    const { server } = await start({ maxBufferedBytes: guestLimit });
    const { ws, messages } = await open(server);
    let closed = false;
    ws.once('close', () => (closed = true));
    (ws as unknown as { _socket: import('node:net').Socket })._socket.pause();
    let sent = 0;
    // Requests until the host holds (well) more than a guest's limit for it: the kernel's buffers are full.
    while (server.bufferedBytes() <= 20 * guestLimit && server.connections() === 1 && sent < 400_000) {
      for (let i = 0; i < 500; i++, sent++) ws.send(JSON.stringify({ id: 1000 + sent, type: 'getSettings' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.connections()).toBe(1);
    expect(server.bufferedBytes()).toBeGreaterThan(guestLimit);
    (ws as unknown as { _socket: import('node:net').Socket })._socket.resume();
    await until(() => messages.length === sent || closed, 60_000);
    expect(closed).toBe(false);
    expect(messages).toHaveLength(sent);
    ws.close();
  }, 90_000);
});
