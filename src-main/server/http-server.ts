/**
 * The headless host's server: the built renderer over HTTP and the host API
 * over a WebSocket at /api, on 127.0.0.1 unless told otherwise.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_GUEST_MESSAGE_CHARS, MAX_MESSAGE_CHARS } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import type { Host } from '../host/host.js';

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
  /** Messages a connection may send per second before it is cut off. */
  maxMessagesPerSecond?: number;
  /**
   * A LAN table's listener: every client is a guest, whatever its address
   * (the player at the host uses the app's own window or the local server).
   */
  guestsOnly?: boolean;
  /** WebSocket connections served at once; more are refused. */
  maxConnections?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** WebSocket clients connected now. */
  connections(): number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const bindAddress = options.bindAddress ?? '127.0.0.1';
  const rendererDir = path.resolve(options.rendererDir);
  const server = http.createServer((request, response) => serveFile(rendererDir, request, response));
  const guestsOnly = options.guestsOnly ?? false;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: guestsOnly ? MAX_GUEST_MESSAGE_CHARS * 4 : MAX_MESSAGE_CHARS });
  const maxRate = options.maxMessagesPerSecond ?? 50;
  const maxConnections = options.maxConnections ?? 200;

  server.on('upgrade', (request, socket, head) => {
    let pathname = '';
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // An unreadable URL is refused below.
    }
    if (pathname !== '/api' || sockets.clients.size >= maxConnections) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const remote = request.socket.remoteAddress ?? '';
      const local = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
      const send = (push: unknown): void => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(push));
      };
      const connection = new Connection(options.host, send, local && !guestsOnly, () => ws.close(1008, 'Too many wrong codes'));
      attach(ws, connection, maxRate);
    });
  });

  const port = await listen(server, options.port, bindAddress);
  const shownAddress = bindAddress === '0.0.0.0' ? '127.0.0.1' : bindAddress;
  return {
    url: `http://${shownAddress}:${port}/`,
    port,
    connections: () => sockets.clients.size,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function attach(ws: WebSocket, connection: Connection, maxRate: number): void {
  let windowStart = Date.now();
  let count = 0;
  ws.on('message', (data, isBinary) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    if (++count > maxRate) {
      ws.close(1008, 'Too many messages');
      return;
    }
    if (isBinary) {
      ws.send(JSON.stringify({ id: -1, ok: false, error: { code: 'bad-request', message: 'Messages are JSON text.' } }));
      return;
    }
    void connection.handle(data.toString()).then((response) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(response));
    });
  });
  ws.on('close', () => connection.close());
  ws.on('error', () => connection.close());
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

function serveFile(root: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  const headers = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
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
