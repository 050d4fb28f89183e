/**
 * The headless host's own listener refuses whatever is not the app's own page
 * with this start's key: rebound names, other origins, other local processes.
 * Each case goes over a real socket, as an attacker's would.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Host } from '../host/host.js';
import { type RunningServer, startServer } from './http-server.js';
import { CLOSE_NO_KEY, readCookie } from './local-access.js';

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

const keyOf = (server: RunningServer): string => new URL(server.url).searchParams.get('key') ?? '';
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
function attempt(server: RunningServer, headers: Record<string, string>): Promise<Attempt> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers });
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
    const page = await attempt(server, { Cookie: cookieFor(server), Origin: own(server) });
    expect(page.outcome).toBe('answered');
    if (page.outcome !== 'answered') return;
    expect(page.answers[0]).toMatchObject({ id: 1, ok: true, result: { role: 'host' } });
    expect(page.answers[1]).toMatchObject({ id: 2, ok: true });
    page.ws.close();
    // localhost is the same page under its other name.
    const named = await attempt(server, { Cookie: cookieFor(server), Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` });
    expect(named.outcome).toBe('answered');
    if (named.outcome === 'answered') named.ws.close();
  });

  it('refuses a rebound name (DNS rebinding) on HTTP and on the upgrade, even with the key', async () => {
    const { server } = await start();
    const evil = `evil.example:${server.port}`;
    expect((await request(server, '/', { Host: evil })).status).toBe(403);
    const upgrade = await attempt(server, { Host: evil, Origin: `http://${evil}`, Cookie: cookieFor(server) });
    expect(upgrade).toEqual({ outcome: 'refused', status: 403 });
  });

  it('refuses a page of any other origin: another port, a file, a web site', async () => {
    const { server } = await start();
    for (const origin of [`http://127.0.0.1:${server.port + 1}`, 'null', 'file://', 'https://example.com', `http://127.0.0.1:${server.port}.evil.example`]) {
      // Even with the cookie: a page on another port of 127.0.0.1 is same-site, so the browser would send it.
      const result = await attempt(server, { Origin: origin, Cookie: cookieFor(server) });
      expect(result, origin).toEqual({ outcome: 'refused', status: 403 });
      expect((await request(server, '/', { Origin: origin })).status, origin).toBe(403);
    }
  });

  it('closes a socket without the key (another local process, an old tab) before it can ask anything', async () => {
    const { server } = await start();
    const cases: Record<string, string>[] = [{}, { Origin: own(server) }, { Cookie: cookieFor(server, 'x'.repeat(43)) }, { Cookie: `smugglers-key-1=${keyOf(server)}` }];
    for (const headers of cases) {
      const result = await attempt(server, headers);
      expect(result, JSON.stringify(headers)).toEqual({ outcome: 'closed', code: CLOSE_NO_KEY, answers: [] });
    }
  });

  it('turns the printed address into a strict, script-proof cookie and drops the key from the address bar', async () => {
    const { server } = await start();
    const opened = await request(server, `/?key=${keyOf(server)}`, {});
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = opened.headers['set-cookie']?.[0] ?? '';
    expect(readCookie(cookie.split(';')[0], `smugglers-key-${server.port}`)).toBe(keyOf(server));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    // A wrong key gets the page but no cookie.
    const wrong = await request(server, '/?key=guess', {});
    expect(wrong.status).toBe(200);
    expect(wrong.headers['set-cookie']).toBeUndefined();
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
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers: { Origin: own(server) } });
      ws.on('open', () => ws.send(JSON.stringify({ id: 1, type: 'deleteSave', matchId: opened.matchId })));
      ws.on('close', () => resolve());
      ws.on('error', () => resolve());
    });
    await host.settleSaves();
    expect(fs.existsSync(file)).toBe(true);
  });
});
