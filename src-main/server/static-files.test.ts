import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Compressor, compressFile } from './content-encoding.js';
import { GUEST_CLOSE, GUEST_OPEN } from './guest-page.js';
import { serveFile } from './static-files.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

async function serve(root: string, compress?: Compressor | null): Promise<number> {
  const server = http.createServer((request, response) => serveFile(root, request, response, compress));
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

/** The body as it came over the wire, still encoded. */
function fetchBytes(port: number, url: string, headers: http.OutgoingHttpHeaders, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: url, agent: false, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A script like the built app's: large enough to compress, and text that repeats. */
function someScript(): string {
  return Array.from({ length: 400 }, (_, i) => `export function smuggle${i}(mule) { return mule.goods.filter((good) => good.value > ${i % 7}); }`).join('\n');
}

describe('serveFile', () => {
  it('opens the join screen’s links in index.html for a LAN guest’s page only, not for the host’s own window', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-static-'));
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const link = '<link rel="modulepreload" crossorigin href="./assets/JoinScreen-x.js">';
    fs.writeFileSync(path.join(root, 'index.html'), `<head>${GUEST_OPEN}${link}${GUEST_CLOSE}</head>`);
    const guest = await serve(root);
    const hostWindow = await serve(root, null);
    for (const url of ['/', '/index.html', '/a-screen-the-page-reloads-on']) {
      expect((await get(guest, url)).body).toBe(`<head>${link}</head>`);
      expect((await get(hostWindow, url)).body).toBe(`<head>${GUEST_OPEN}${link}${GUEST_CLOSE}</head>`);
    }
  });

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

  it('sends brotli where the browser accepts it, else gzip, else the file as it is, compressing each file once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-static-'));
    fs.mkdirSync(path.join(root, 'assets'));
    const script = Buffer.from(someScript());
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), script);
    const compress = vi.fn<Compressor>(compressFile);
    const port = await serve(root, compress);

    const together = await Promise.all(Array.from({ length: 5 }, () => fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': 'gzip, deflate, br' })));
    for (const brotli of together) {
      expect(brotli.status).toBe(200);
      expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'text/javascript; charset=utf-8' });
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(brotli.body.length).toBeLessThan(script.length / 4);
      expect(zlib.brotliDecompressSync(brotli.body).equals(script)).toBe(true);
    }

    const gzip = await fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);

    for (const accepts of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await fetchBytes(port, '/assets/app.js', accepts ? { 'Accept-Encoding': accepts } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-length': String(script.length) });
      expect(plain.body.equals(script)).toBe(true);
    }
    // A refused brotli falls back to gzip; `*` allows either.
    expect((await fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');

    // HEAD tells the length a GET gets, and sends nothing.
    const head = await fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': together[0]?.headers['content-length'] });
    expect(head.body.length).toBe(0);

    // Compressed once per encoding, however many asked, at once or later.
    expect(compress.mock.calls.map(([, encoding]) => encoding).sort()).toEqual(['br', 'gzip']);

    // A rebuild while the host runs is compressed afresh.
    const rebuilt = Buffer.from(`${someScript()}\nconsole.log('rebuilt');`);
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), rebuilt);
    const after = await fetchBytes(port, '/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(after.body).equals(rebuilt)).toBe(true);
    expect(compress).toHaveBeenCalledTimes(3);
  });

  it('sends small files, images and a file whose compression fails as they are', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-static-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'assets', 'tiny.js'), 'console.log(1)');
    const picture = Buffer.alloc(4096, 7);
    fs.writeFileSync(path.join(root, 'assets', 'crate.png'), picture);
    fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>menu</title>${'<p>smuggle</p>'.repeat(200)}`);
    const compress = vi.fn<Compressor>(() => Promise.reject(new Error('out of memory')));
    const port = await serve(root, compress);
    const accepts = { 'Accept-Encoding': 'br, gzip' };
    const tiny = await fetchBytes(port, '/assets/tiny.js', accepts);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
    const image = await fetchBytes(port, '/assets/crate.png', accepts);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(picture)).toBe(true);
    expect(compress).not.toHaveBeenCalled();
    const page = await fetchBytes(port, '/', accepts);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('<title>menu</title>');
    expect(compress).toHaveBeenCalledTimes(1);
  });
});
