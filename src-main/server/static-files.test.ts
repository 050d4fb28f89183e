import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFile } from './static-files.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

async function serve(root: string): Promise<number> {
  const server = http.createServer((request, response) => serveFile(root, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return (server.address() as AddressInfo).port;
}

function get(port: number, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('serveFile', () => {
  it('reads a file once and serves the same bytes to every request, until the file changes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-static-'));
    fs.mkdirSync(path.join(root, 'assets'));
    const file = path.join(root, 'assets', 'app.js');
    fs.writeFileSync(file, 'console.log(1)');
    const reads = vi.spyOn(fs, 'readFile');
    const port = await serve(root);
    const readsOfIt = () => reads.mock.calls.filter(([name]) => name === file).length;
    // Requests that come together share one read.
    const together = await Promise.all(Array.from({ length: 10 }, () => get(port, '/assets/app.js')));
    for (const answer of together) {
      expect(answer).toMatchObject({ status: 200, body: 'console.log(1)', headers: { 'content-length': '14', 'content-type': 'text/javascript; charset=utf-8' } });
    }
    expect(readsOfIt()).toBe(1);
    const later = await Promise.all(Array.from({ length: 10 }, () => get(port, '/assets/app.js')));
    expect(later.every((answer) => answer.status === 200 && answer.body === 'console.log(1)')).toBe(true);
    expect(readsOfIt()).toBe(1);
    // A rebuild while the host runs is served.
    fs.writeFileSync(file, 'console.log(22)');
    expect((await get(port, '/assets/app.js')).body).toBe('console.log(22)');
  });

  it('answers an unknown path with the app, a path outside the root with 403, and a missing build with 404', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-static-'));
    const port = await serve(root);
    expect((await get(port, '/')).status).toBe(404);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    expect(await get(port, '/some/route')).toMatchObject({ status: 200, body: '<!doctype html><title>app</title>', headers: { 'cache-control': 'no-cache' } });
    expect((await get(port, '/..%2f..%2fetc%2fpasswd')).status).toBe(403);
  });
});
