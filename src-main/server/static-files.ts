/**
 * The built renderer over HTTP. Each file is read once and then served from
 * memory, the same bytes to every request: the files do not change while the
 * host runs (a rebuild is noticed by a file's size and time), and a request
 * costs the host no copy of what it sends, however many clients ask at once
 * and however slowly they read.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

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
}

const held = new Map<string, Held>();
let heldBytes = 0;
/** Reads under way, each with whoever waits for it: requests that come together share one read, not one each. */
const reading = new Map<string, ((error: Error | null, body?: Buffer) => void)[]>();

/** The file's bytes, read once while it does not change. */
function contents(file: string, stat: fs.Stats, done: (error: Error | null, body?: Buffer) => void): void {
  const known = held.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return done(null, known.body);
  const waiting = reading.get(file);
  if (waiting) return void waiting.push(done);
  reading.set(file, [done]);
  fs.readFile(file, (error, body) => {
    const waiters = reading.get(file) ?? [];
    reading.delete(file);
    if (!error) {
      const before = held.get(file);
      if (before) heldBytes -= before.body.length;
      held.delete(file);
      if (heldBytes + body.length <= MAX_HELD_BYTES) {
        held.set(file, { body, size: stat.size, mtimeMs: stat.mtimeMs });
        heldBytes += body.length;
      }
    }
    for (const waiter of waiters) waiter(error, body);
  });
}

export function serveFile(root: string, request: http.IncomingMessage, response: http.ServerResponse): void {
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
  contents(file, stat, (error, body) => {
    if (error || !body) return notBuilt();
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, { ...headers, 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

function statOf(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
