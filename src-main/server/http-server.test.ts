import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { subprotocolsFor } from '../../shared/protocol/host-key.js';
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import { Host } from '../host/host.js';
import { type RunningServer, startServer } from './http-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(): Promise<{ server: RunningServer; host: Host }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-server-'));
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>menu</title>');
  fs.mkdirSync(path.join(rendererDir, 'assets'));
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'not for the web');
  const host = new Host({ dataDir, botWorkers: 1 });
  host.setSettings({ ...DEFAULT_SETTINGS, botDelayMs: 0 });
  const server = await startServer({ host, rendererDir, port: 0, maxMessagesPerSecond: 20 });
  cleanups.push(() => host.close(), () => server.close());
  return { server, host };
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

function open(server: RunningServer): Promise<{ ws: WebSocket; messages: unknown[] }> {
  // The host's own page: it offers the key as a subprotocol, its Origin is the app's.
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, subprotocolsFor(keyOf(server)), { headers: { Origin: `http://127.0.0.1:${server.port}` } });
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

  it('answers malformed and binary messages with an error, and cuts off a flood', async () => {
    const { server } = await start();
    const { ws, messages } = await open(server);
    ws.send('not json');
    ws.send(JSON.stringify({ id: 5, type: 'submitMove', matchId: 'x', seat: 'me' }));
    ws.send(Buffer.from([1, 2, 3]));
    await until(() => messages.length === 3);
    for (const message of messages) expect(message).toMatchObject({ ok: false, error: { code: 'bad-request' } });

    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 100; i++) ws.send(JSON.stringify({ id: 100 + i, type: 'listSaves' }));
    expect(await closed).toBe(1008);

    // The host still serves others.
    const other = await open(server);
    other.ws.send(JSON.stringify({ id: 1, type: 'getSettings' }));
    await until(() => other.messages.length === 1);
    expect(other.messages[0]).toMatchObject({ ok: true });
    other.ws.close();
  });
});
