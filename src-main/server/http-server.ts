/**
 * The headless host's server: the built renderer over HTTP and the host API
 * over a WebSocket at /api, on 127.0.0.1 unless told otherwise.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_GUEST_MESSAGE_CHARS, MAX_MESSAGE_CHARS } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { hostError } from '../host/failure.js';
import { said } from '../host/host-words.js';
import type { Host } from '../host/host.js';
import { AddressLimits } from './address-limits.js';
import { API_SUBPROTOCOL, KEY_CHECK_PATH } from '../../shared/protocol/host-key.js';
import { LocalAccess } from './local-access.js';
import { TokenBucket } from './token-bucket.js';

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

export interface ServerOptions {
  host: Host;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  port: number;
  /** 127.0.0.1 by default: nothing listens beyond this machine. */
  bindAddress?: string;
  /** Messages a connection may send per second (a token bucket) before it is cut off. Not for the app's own page (see OWN_PAGE). */
  maxMessagesPerSecond?: number;
  /**
   * A LAN table's listener: every client is a guest, whatever its address
   * (the player at the host uses the app's own window or the local server).
   */
  guestsOnly?: boolean;
  /** WebSocket connections served at once; more are refused. */
  maxConnections?: number;
  /** Guests only: WebSocket connections one address may hold at once. */
  connectionsPerAddress?: number;
  /** Guests only: wrong join codes one address may send in 10 minutes. */
  wrongCodesPerAddress?: number;
  /** Guests only: a guest who has not entered a lobby, joined a seat or watched by then is cut off. */
  joinDeadlineMs?: number;
  /** A ping this often; a peer that did not answer the last one is dropped (the app's own page: see OWN_PAGE). */
  heartbeatMs?: number;
  /** A client whose unsent data passes this (it stopped reading) is dropped (the app's own page: see OWN_PAGE). */
  maxBufferedBytes?: number;
  /** A TCP connection that has not finished its request (or upgrade) by then is closed. */
  handshakeTimeoutMs?: number;
}

export interface RunningServer {
  /** The address to open: for the host's own listener it carries this start's key. */
  url: string;
  port: number;
  /** WebSocket clients connected now. */
  connections(): number;
  /** Bytes queued for all clients and not yet sent. */
  bufferedBytes(): number;
  close(): Promise<void>;
}

/** The guest did not join a table in time: the client opens a socket again when it next needs the host. */
export const CLOSE_IDLE = 4408;

const DEFAULTS = {
  maxMessagesPerSecond: 50,
  maxConnections: 200,
  connectionsPerAddress: 16,
  wrongCodesPerAddress: 10,
  joinDeadlineMs: 10_000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1_000_000,
  handshakeTimeoutMs: 10_000,
};

const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/**
 * The app's own page (a socket with this start's key, on the host's own
 * listener) is the host's player, not a stranger: the limits meant for guests
 * would only cut it when the machine is loaded (a starved browser reads late,
 * misses a ping, sends a burst of queued requests at once), and a cut page
 * reconnects into the same load. It has no message rate; it may miss pings for
 * about a minute (a browser frozen longer is cut, and reconnects when it wakes);
 * and only a page that stops reading for good is cut, when this much waits for it.
 */
export const OWN_PAGE = {
  missedPings: 4,
  maxBufferedBytes: 64_000_000,
} as const;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const bindAddress = options.bindAddress ?? '127.0.0.1';
  const rendererDir = path.resolve(options.rendererDir);
  const guestsOnly = options.guestsOnly ?? false;
  // The host's own listener knows its key once it knows its port; until then it serves nothing.
  let access: LocalAccess | null = null;
  const server = http.createServer((request, response) => {
    if (guestsOnly) return serveFile(rendererDir, request, response);
    if (!access) return void response.writeHead(503).end();
    serveLocal(access, rendererDir, request, response);
  });
  // A connection that says nothing is not kept: each TCP connection has this long to finish its request.
  server.headersTimeout = settings.handshakeTimeoutMs;
  server.requestTimeout = settings.handshakeTimeoutMs;
  // Guests only: on the host's own listener every connection comes from this machine, so a cap on TCP
  // connections would let any local program lock the app's own page out with idle ones (each is closed
  // after handshakeTimeoutMs anyway, and only a socket with the key is upgraded).
  if (guestsOnly) server.maxConnections = settings.maxConnections + 64;
  server.on('connection', (socket) => socket.setTimeout(settings.handshakeTimeoutMs, () => socket.destroy()));

  // Each message is at most MAX_MESSAGE_CHARS characters; UTF-8 takes up to 4 bytes for one, and the
  // Connection answers a too-long message with a clear error rather than the socket closing.
  const maxPayload = (guestsOnly ? MAX_GUEST_MESSAGE_CHARS : MAX_MESSAGE_CHARS) * 4;
  // The app's own page offers its key as a second subprotocol; the answer names only the API's.
  const sockets = new WebSocketServer({ noServer: true, maxPayload, handleProtocols: (offered) => (offered.has(API_SUBPROTOCOL) ? API_SUBPROTOCOL : false) });
  const limits = new AddressLimits({
    connectionsPerAddress: settings.connectionsPerAddress,
    wrongCodesPerAddress: settings.wrongCodesPerAddress,
    wrongCodeWindowMs: WRONG_CODE_WINDOW_MS,
  });
  const alive = new WeakSet<WebSocket>();
  /** Pings in a row the app's own pages did not answer (guests are dropped at the first). */
  const missedPings = new WeakMap<WebSocket, number>();

  server.on('upgrade', (request, socket, head) => {
    let pathname = '';
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // An unreadable URL is refused below.
    }
    const refusal =
      pathname !== '/api'
        ? 'Not found.'
        : !guestsOnly && !access
          ? 'Starting.'
          : access?.refusal(request) ?? (sockets.clients.size >= settings.maxConnections ? 'Too many connections.' : null);
    if (refusal) return refuseUpgrade(socket, refusal);
    // Checked before the upgrade: a socket without the key never holds one of the slots.
    if (access && !access.upgradeHasKey(request)) return refuseUpgrade(socket, 'Open the address the host printed.', '401 Unauthorized');
    const remote = normalizeAddress(request.socket.remoteAddress ?? '');
    if (guestsOnly && !limits.admit(remote)) return refuseUpgrade(socket, 'Too many connections from your address.');
    (socket as Socket).setTimeout(0);
    sockets.handleUpgrade(request, socket, head, (ws) => {
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      if (guestsOnly) ws.once('close', () => limits.leave(remote));
      // Only sockets with the key reach this point on the host's own listener.
      const ownPage = access !== null;
      if (ownPage) missedPings.set(ws, 0);
      const maxBufferedBytes = ownPage ? OWN_PAGE.maxBufferedBytes : settings.maxBufferedBytes;
      const send = (message: unknown): void => {
        if (ws.readyState !== ws.OPEN) return;
        ws.send(JSON.stringify(message));
        // A client that stops reading would make the host hold everything sent to it. It cannot read a
        // closing handshake either, so it is cut at once.
        if (ws.bufferedAmount > maxBufferedBytes) ws.terminate();
      };
      const local = remote === '127.0.0.1' || remote === '::1';
      const connection = new Connection(options.host, send, local && !guestsOnly, {
        hangUp: (reason) => ws.close(1008, reason),
        wrongCode: guestsOnly ? () => limits.wrongCode(remote) : undefined,
      });
      attach(ws, connection, send, ownPage ? null : settings.maxMessagesPerSecond);
      if (guestsOnly) {
        const deadline = setTimeout(() => {
          if (!connection.joined) ws.close(CLOSE_IDLE, 'Join a table first');
        }, settings.joinDeadlineMs);
        ws.once('close', () => clearTimeout(deadline));
      }
    });
  });

  // Dead peers (a laptop lid closed, a pulled cable) are dropped when they miss a ping (the app's own page: more, see OWN_PAGE).
  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      const missed = missedPings.get(ws);
      if (!alive.has(ws)) {
        if (missed === undefined || missed >= OWN_PAGE.missedPings) {
          ws.terminate();
          continue;
        }
        missedPings.set(ws, missed + 1);
      } else if (missed !== undefined) {
        missedPings.set(ws, 0);
      }
      alive.delete(ws);
      ws.ping();
    }
  }, settings.heartbeatMs);
  heartbeat.unref();

  const port = await listen(server, options.port, bindAddress);
  if (!guestsOnly) access = new LocalAccess(port);
  const shownAddress = bindAddress === '0.0.0.0' ? '127.0.0.1' : bindAddress;
  return {
    url: access ? access.address() : `http://${shownAddress}:${port}/`,
    port,
    connections: () => sockets.clients.size,
    bufferedBytes: () => [...sockets.clients].reduce((sum, ws) => sum + ws.bufferedAmount, 0),
    close: () =>
      new Promise((resolve) => {
        clearInterval(heartbeat);
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `maxRate` null: no rate limit (the app's own page). */
function attach(ws: WebSocket, connection: Connection, send: (message: unknown) => void, maxRate: number | null): void {
  const bucket = maxRate === null ? null : new TokenBucket(maxRate, maxRate);
  ws.on('message', (data, isBinary) => {
    // Once closing, nothing more is read (a burst sent before the cut is not acted on).
    if (ws.readyState !== ws.OPEN) return;
    if (bucket && !bucket.take()) {
      ws.close(1008, 'Too many messages');
      return;
    }
    if (isBinary) {
      send({ id: -1, ok: false, error: hostError('bad-request', said('lan:hostSays.jsonText')) });
      return;
    }
    void connection.handle(data.toString()).then(send);
  });
  ws.on('close', () => connection.close());
  ws.on('error', () => connection.close());
}

/**
 * Answers an upgrade that is refused with a plain HTTP status, and closes the
 * socket. The reason stays English: no page of the app shows it (a browser's
 * WebSocket never reads a refused upgrade's body; the page words the failed
 * connection itself). The same goes for the WebSocket close reasons here
 * (the page tells the closes apart by their codes, CLOSE_IDLE, 1008) and the
 * plain HTTP bodies of serveLocal and serveFile, which a person reads only by
 * opening a wrong address in a browser, outside the app.
 */
function refuseUpgrade(socket: Duplex, reason: string, given?: string): void {
  const status = given ?? (reason === 'Not found.' ? '404 Not Found' : reason.startsWith('Too many') || reason === 'Starting.' ? '503 Service Unavailable' : '403 Forbidden');
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${reason}`);
  socket.destroy();
}

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d; one address, one count. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

function listen(server: http.Server, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * The host's own listener: only requests addressed to it from its own page. The
 * page itself is no secret (the key is in the printed address's fragment, which
 * the page reads); KEY_CHECK_PATH tells the page whether its key is this start's.
 */
function serveLocal(access: LocalAccess, root: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const refusal = access.refusal(request);
  if (refusal) {
    response.writeHead(403, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end(refusal);
    return;
  }
  if ((request.url ?? '').split('?')[0] === KEY_CHECK_PATH) {
    // 401 tells an old tab (a key from before a restart) to open the printed address; it says nothing else.
    const status = request.method === 'GET' ? (access.checkHasKey(request) ? 204 : 401) : 405;
    response.writeHead(status, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' }).end();
    return;
  }
  serveFile(root, request, response);
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

function serveFile(root: string, request: http.IncomingMessage, response: http.ServerResponse): void {
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
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
  fs.readFile(file, (error, body) => {
    if (error) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The app is not built: run npm run build.');
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(200, { ...headers, 'Content-Type': type, 'Cache-Control': cache });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
