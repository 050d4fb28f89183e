/**
 * The built renderer over HTTP. Each file is read once and then served from
 * memory, the same bytes to every request: the files do not change while the
 * host runs (a rebuild is noticed by a file's size and time), and a request
 * costs the host no copy of what it sends, however many clients ask at once
 * and however slowly they read.
 *
 * A text file is also sent compressed to a browser that accepts it
 * (content-encoding.ts), compressed at its first such request and kept beside
 * its bytes. Compressed here rather than at build: no .br/.gz files that
 * `npm start`'s build check, CI and a rebuild while the host runs would all
 * have to keep in step with the assets; a changed file drops its compressed
 * forms with it, and they count against the same bound as the files.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { chooseEncoding, type Compressor, compressFile, compressible, type Encoding } from './content-encoding.js';
import { forGuests } from './guest-page.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

/** The largest the files held in memory may be in all (the built app is a few megabytes); past it, files are read for each request. */
const MAX_HELD_BYTES = 64 * 1024 * 1024;

interface Held {
  body: Buffer;
  size: number;
  mtimeMs: number;
  /** Each encoding's bytes, made once and shared by the requests that wait for them; null where the file is sent as it is. */
  encoded: Map<Encoding, Promise<Buffer | null>>;
  /** What the encodings hold, counted in heldBytes with the file. */
  encodedBytes: number;
}

const held = new Map<string, Held>();
let heldBytes = 0;
/** Reads under way, each with whoever waits for it: requests that come together share one read, not one each. */
const reading = new Map<string, ((error: Error | null, entry?: Held) => void)[]>();

/** The file's bytes, read once while it does not change. */
function contents(file: string, stat: fs.Stats, done: (error: Error | null, entry?: Held) => void): void {
  const known = held.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return done(null, known);
  const waiting = reading.get(file);
  if (waiting) return void waiting.push(done);
  reading.set(file, [done]);
  fs.readFile(file, (error, body) => {
    const waiters = reading.get(file) ?? [];
    reading.delete(file);
    // A file past the bound is served all the same, read for each request and never compressed.
    const entry: Held | undefined = error ? undefined : { body, size: stat.size, mtimeMs: stat.mtimeMs, encoded: new Map(), encodedBytes: 0 };
    if (entry) {
      const before = held.get(file);
      if (before) heldBytes -= before.body.length + before.encodedBytes;
      held.delete(file);
      if (heldBytes + body.length <= MAX_HELD_BYTES) {
        held.set(file, entry);
        heldBytes += body.length;
      }
    }
    for (const waiter of waiters) waiter(error, entry);
  });
}

/**
 * The held file's bytes in this encoding, compressed at the first request that
 * asks and kept; null (send it as it is) where compressing fails, gains
 * nothing, or would pass the bound.
 */
function encodedBody(file: string, entry: Held, encoding: Encoding, compress: Compressor): Promise<Buffer | null> {
  let made = entry.encoded.get(encoding);
  if (!made) {
    made = compress(entry.body, encoding).then(
      (out) => {
        // The file changed meanwhile: its entry is gone, and these bytes with it.
        if (out.length >= entry.body.length || held.get(file) !== entry || heldBytes + out.length > MAX_HELD_BYTES) return null;
        heldBytes += out.length;
        entry.encodedBytes += out.length;
        return out;
      },
      () => null,
    );
    entry.encoded.set(encoding, made);
  }
  return made;
}

/** A LAN guest's index.html (guest-page.ts), made once per read of the file, and its encodings (a page of a few KB: not counted in heldBytes). */
const guestPages = new WeakMap<Held, { body: Buffer; encoded: Map<Encoding, Promise<Buffer | null>> }>();
function guestPage(entry: Held): { body: Buffer; encoded: Map<Encoding, Promise<Buffer | null>> } {
  let page = guestPages.get(entry);
  if (page === undefined) {
    page = { body: Buffer.from(forGuests(entry.body.toString('utf8')), 'utf8'), encoded: new Map() };
    guestPages.set(entry, page);
  }
  return page;
}

function encodedGuestPage(page: { body: Buffer; encoded: Map<Encoding, Promise<Buffer | null>> }, encoding: Encoding, compress: Compressor): Promise<Buffer | null> {
  let made = page.encoded.get(encoding);
  if (!made) {
    made = compress(page.body, encoding).then(
      (out) => (out.length < page.body.length ? out : null),
      () => null,
    );
    page.encoded.set(encoding, made);
  }
  return made;
}

/**
 * `compress` null: the files go as they are (the host's own window on the loopback, where compressing only
 * costs time: the first request would wait for it, at every start); tests give their own, to count the work.
 * `guest`: a LAN guest's page, whose index.html names the join screen's chunks to fetch ahead (guest-page.ts);
 * by default where the files are compressed, the LAN listener's.
 */
export function serveFile(
  root: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  compress: Compressor | null = compressFile,
  guest = compress !== null,
): void {
  const headers = SECURITY_HEADERS;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, headers).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400, headers).end();
    return;
  }
  let file = path.resolve(root, `.${pathname}`);
  if (file !== root && !file.startsWith(root + path.sep)) {
    response.writeHead(403, headers).end();
    return;
  }
  let stat = statOf(file);
  if (!stat || stat.isDirectory()) {
    file = path.join(root, 'index.html');
    stat = statOf(file);
  }
  const notBuilt = (): void => {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('The app is not built: run npm run build.');
  };
  if (!stat || !stat.isFile()) return notBuilt();
  contents(file, stat, (error, entry) => {
    if (error || !entry) return notBuilt();
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const send = (extra: http.OutgoingHttpHeaders, body: Buffer): void => {
      // HEAD is compressed too: its Content-Length is the one a GET would get.
      response.writeHead(200, { ...headers, 'Content-Type': type, 'Cache-Control': cache, ...extra, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const page = guest && file === path.join(root, 'index.html') ? guestPage(entry) : null;
    const body = page?.body ?? entry.body;
    if (compress === null || !compressible(file, body.length)) return send({}, body);
    // Whatever this request gets, a cache must not hand it to a browser that accepts something else.
    const vary = { Vary: 'Accept-Encoding' };
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (page !== null) {
      if (!encoding) return send(vary, page.body);
      void encodedGuestPage(page, encoding, compress).then((out) => (out ? send({ ...vary, 'Content-Encoding': encoding }, out) : send(vary, page.body)));
      return;
    }
    if (!encoding || held.get(file) !== entry) return send(vary, entry.body);
    void encodedBody(file, entry, encoding, compress).then((out) => (out ? send({ ...vary, 'Content-Encoding': encoding }, out) : send(vary, entry.body)));
  });
}

function statOf(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
