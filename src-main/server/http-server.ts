/**
 * The headless host's server: the built renderer over HTTP and the host API
 * over a WebSocket at /api, on 127.0.0.1 unless told otherwise.
 *
 * It listens before the API's code is loaded (ws, the protocol's schemas, the host's words) and may be
 * given the host still loading: the page's files are served at once, and a socket that comes before the
 * API is ready waits for it. So `npm start` prints the address while the host is still loading its
 * engines, and the browser fetches the page meanwhile (issue #27: the menu within 1 s).
 */
import type http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Connection } from '../host/connection.js';
import type { hostError } from '../host/failure.js';
import type { said } from '../words/host-words.js';
import type { Host } from '../host/host.js';
import { AddressLimits } from './address-limits.js';
import { API_SUBPROTOCOL, KEY_CHECK_PATH } from '../../shared/protocol/host-key.js';
import { FairShare, KEPT } from './fair-share.js';
import { LocalAccess } from './local-access.js';
import { http as nodeHttp } from './node-http.js';
import { SECURITY_HEADERS, serveFile } from './static-files.js';
import { TokenBucket } from '../host/token-bucket.js';

export { CONTENT_SECURITY_POLICY } from './static-files.js';

export interface ServerOptions {
  /** The host, or the host still loading: its sockets wait for it (the page's files do not). */
  host: Host | Promise<Host>;
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
  /** A connection whose response makes no progress this long (nobody reads it) is closed. */
  writeTimeoutMs?: number;
  /** Guests only: TCP connections not (yet) WebSockets, per address and in all. */
  httpConnectionsPerAddress?: number;
  maxHttpConnections?: number;
  /** Guests only: HTTP requests one address may have answered at once; more are answered 503. */
  requestsPerAddress?: number;
  /** Guests only: clients at a table without a seat (in a lobby, watching), per address and in all. */
  seatlessPerAddress?: number;
  maxSeatless?: number;
  /** Guests only: a client in a lobby without a seat, not watching, that sends nothing this long is let go. */
  seatlessIdleMs?: number;
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
/**
 * A guest without a seat was let go (idle in a lobby, or to make room for a
 * newcomer from another machine): the app's page opens a socket again at once
 * and enters the lobby again, as after any dropped connection.
 */
export const CLOSE_MADE_ROOM = 4409;

const DEFAULTS = {
  maxMessagesPerSecond: 50,
  maxConnections: 200,
  connectionsPerAddress: 16,
  wrongCodesPerAddress: 10,
  joinDeadlineMs: 10_000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1_000_000,
  handshakeTimeoutMs: 10_000,
  writeTimeoutMs: 10_000,
  httpConnectionsPerAddress: 32,
  maxHttpConnections: 256,
  requestsPerAddress: 32,
  seatlessPerAddress: 8,
  maxSeatless: 64,
  seatlessIdleMs: 10 * 60_000,
};

/** A guest's WebSocket, from the upgrade on: its place in the counts per address. */
interface Guest {
  socket: Duplex;
  ws: WebSocket | null;
  connection: Connection | null;
}

const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/** What the host API over WebSocket needs beyond the page's files: loaded after the server listens (see above). */
interface Api {
  host: Host;
  sockets: WebSocketServer;
  Connection: typeof Connection;
  hostError: typeof hostError;
  said: typeof said;
}

async function loadApi(host: Host | Promise<Host>, guestsOnly: boolean): Promise<Api> {
  // The host first: loading it (serve.ts) brings these modules too, a part at a time.
  const ready = await host;
  const [{ WebSocketServer }, { Connection }, { MAX_GUEST_MESSAGE_CHARS, MAX_MESSAGE_CHARS }, { hostError }, { said }] = await Promise.all([
    import('ws'),
    import('../host/connection.js'),
    import('../../shared/protocol/messages.js'),
    import('../host/failure.js'),
    import('../words/host-words.js'),
  ]);
  // Each message is at most MAX_MESSAGE_CHARS characters; UTF-8 takes up to 4 bytes for one, and the
  // Connection answers a too-long message with a clear error rather than the socket closing.
  const maxPayload = (guestsOnly ? MAX_GUEST_MESSAGE_CHARS : MAX_MESSAGE_CHARS) * 4;
  // The app's own page offers its key as a second subprotocol; the answer names only the API's.
  const sockets = new WebSocketServer({ noServer: true, maxPayload, handleProtocols: (offered) => (offered.has(API_SUBPROTOCOL) ? API_SUBPROTOCOL : false) });
  return { host: ready, sockets, Connection, hostError, said };
}

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
  // Guests' requests being answered, per address: one machine cannot have the host send it everything at once.
  const answering = new Map<string, number>();
  const server = nodeHttp.createServer((request, response) => {
    // A response nobody reads is cut: the socket may go this long without sending anything (a slow reader
    // still makes progress). Node leaves a keep-alive connection's next request without any timeout.
    request.socket.setTimeout(settings.writeTimeoutMs);
    if (guestsOnly) {
      const remote = normalizeAddress(request.socket.remoteAddress ?? '');
      const busy = answering.get(remote) ?? 0;
      if (busy >= settings.requestsPerAddress) {
        response.writeHead(503, { ...SECURITY_HEADERS, 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' }).end('Too many requests from your address.');
        return;
      }
      answering.set(remote, busy + 1);
      response.once('close', () => {
        const left = (answering.get(remote) ?? 1) - 1;
        if (left > 0) answering.set(remote, left);
        else answering.delete(remote);
      });
      return serveFile(rendererDir, request, response);
    }
    if (!access) return void response.writeHead(503).end();
    serveLocal(access, rendererDir, request, response);
  });
  // A connection that says nothing is not kept: each TCP connection has this long to finish its request.
  server.headersTimeout = settings.handshakeTimeoutMs;
  server.requestTimeout = settings.handshakeTimeoutMs;
  // Guests only: on the host's own listener every connection comes from this machine, so a cap on TCP
  // connections would let any local program lock the app's own page out with idle ones (each is closed
  // after handshakeTimeoutMs anyway, and only a socket with the key is upgraded). On a guest listener,
  // above Node's own limit a connection is dropped before anyone sees it; the counts below stay within it.
  if (guestsOnly) server.maxConnections = settings.maxConnections + settings.maxHttpConnections + 64;
  // A guest's TCP connections that are not WebSockets (yet): a share per address, counted from accept, before
  // any HTTP, so that one machine holding idle connections cannot keep others out (fair-share.ts).
  const plainSockets = new FairShare<Socket>({
    perAddress: settings.httpConnectionsPerAddress,
    total: settings.maxHttpConnections,
    rank: () => 0,
    pushOut: (socket) => socket.destroy(),
  });
  server.on('connection', (socket: Socket) => {
    socket.setTimeout(settings.handshakeTimeoutMs, () => socket.destroy());
    if (!guestsOnly) return;
    const remote = normalizeAddress(socket.remoteAddress ?? '');
    if (!plainSockets.admit(remote, socket)) return void socket.destroy();
    socket.once('close', () => plainSockets.leave(remote, socket));
  });

  // Loaded just after the server listens (so that the address goes out first: see the top of this file),
  // awaited by the first socket. A host that fails to load is the caller's to report (serve.ts awaits it);
  // the sockets that waited for it are dropped.
  let api: Api | null = null;
  let closed = false;
  let listening = (): void => {};
  const apiReady = new Promise<void>((resolve) => (listening = resolve))
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => loadApi(options.host, guestsOnly))
    .then((loaded) => {
      api = loaded;
      if (closed) loaded.sockets.close();
      return loaded;
    });
  apiReady.catch(() => {});
  const clients = (): Set<WebSocket> => api?.sockets.clients ?? new Set();
  const limits = new AddressLimits({
    wrongCodesPerAddress: settings.wrongCodesPerAddress,
    wrongCodeWindowMs: WRONG_CODE_WINDOW_MS,
  });
  const alive = new WeakSet<WebSocket>();
  /** Pings in a row the app's own pages did not answer (guests are dropped at the first). */
  const missedPings = new WeakMap<WebSocket, number>();
  // Guests' WebSockets: a share per address; when all are taken a newcomer takes the place of the machine that
  // holds the most, its sockets that joined nothing first, then those without a seat; a seated guest keeps his.
  const guests = new FairShare<Guest>({
    perAddress: settings.connectionsPerAddress,
    total: settings.maxConnections,
    rank: (guest) => ({ new: 0, seatless: 1, seated: KEPT })[guest.connection?.standing ?? 'new'],
    pushOut: (guest) => letGo(guest),
  });
  // Guests at a table without a seat (in a lobby, watching): bounded so that holders of the code cannot fill the
  // listener, with the same share per address; a guest in his seat is never counted here.
  const seatless = new FairShare<Guest>({
    perAddress: settings.seatlessPerAddress,
    total: settings.maxSeatless,
    rank: () => 0,
    pushOut: (guest) => letGo(guest),
  });
  const letGo = (guest: Guest): void => {
    if (!guest.ws) return void guest.socket.destroy();
    // Out of every table at once, not when the closing handshake ends: the room is the newcomer's now.
    guest.connection?.close();
    if (guest.connection?.standing === 'new') guest.ws.close(CLOSE_IDLE, 'Join a table first');
    else guest.ws.close(CLOSE_MADE_ROOM, 'Made room for another guest');
  };

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
          : access?.refusal(request) ?? (!guestsOnly && clients().size >= settings.maxConnections ? 'Too many connections.' : null);
    if (refusal) return refuseUpgrade(socket, refusal);
    // Checked before the upgrade: a socket without the key never holds one of the slots.
    if (access && !access.upgradeHasKey(request)) return refuseUpgrade(socket, 'Open the address the host printed.', '401 Unauthorized');
    const remote = normalizeAddress(request.socket.remoteAddress ?? '');
    const guest: Guest = { socket, ws: null, connection: null };
    if (guestsOnly && !guests.admit(remote, guest)) {
      return refuseUpgrade(socket, guests.size(remote) >= settings.connectionsPerAddress ? 'Too many connections from your address.' : 'Too many connections.');
    }
    if (guestsOnly) {
      // From here on the connection counts as a WebSocket, not as a plain TCP connection.
      plainSockets.leave(remote, socket as Socket);
      socket.once('close', () => {
        guests.leave(remote, guest);
        seatless.leave(remote, guest);
        waiting.delete(guest);
      });
    }
    (socket as Socket).setTimeout(0);
    // At once when the API is loaded; the first sockets of a host still starting wait for it.
    const upgrade = ({ host, sockets, Connection, hostError, said }: Api): void => sockets.handleUpgrade(request, socket, head, (ws) => {
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      guest.ws = ws;
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
      let deadline: NodeJS.Timeout | undefined;
      const armDeadline = (): void => {
        clearTimeout(deadline);
        deadline = setTimeout(() => {
          if (guest.connection?.joined === false) ws.close(CLOSE_IDLE, 'Join a table first');
        }, settings.joinDeadlineMs);
      };
      const connection = new Connection(host, send, local && !guestsOnly, {
        hangUp: (reason) => ws.close(1008, reason),
        wrongCode: guestsOnly ? () => limits.wrongCode(remote) : undefined,
        codeLockedMs: guestsOnly ? () => limits.lockedFor(remote) : undefined,
        stand: guestsOnly
          ? (standing) => {
              if (standing !== 'seatless') {
                seatless.leave(remote, guest);
                waiting.delete(guest);
                // Taken out of every table again (no room without a seat): the deadline to join runs anew.
                if (standing === 'new') armDeadline();
                return true;
              }
              if (!seatless.has(remote, guest) && !seatless.admit(remote, guest)) return false;
              waiting.add(guest);
              return true;
            }
          : undefined,
      });
      guest.connection = connection;
      attach(ws, connection, send, ownPage ? null : settings.maxMessagesPerSecond, () => send({ id: -1, ok: false, error: hostError('bad-request', said('lan:hostSays.jsonText')) }));
      if (guestsOnly) {
        armDeadline();
        ws.once('close', () => clearTimeout(deadline));
      }
    });
    if (api) upgrade(api);
    else apiReady.then(upgrade, () => socket.destroy());
  });

  // Guests in a lobby without a seat (not watching a match) who send nothing for long are let go: their page
  // opens a socket again and enters again by itself; a script that only holds its socket does not.
  const waiting = new Set<Guest>();
  const idleSweep = setInterval(() => {
    const since = Date.now() - settings.seatlessIdleMs;
    for (const guest of waiting) {
      const connection = guest.connection;
      if (connection?.standing === 'seatless' && !connection.watching && connection.lastHeard < since) letGo(guest);
    }
  }, Math.max(50, Math.min(settings.seatlessIdleMs / 4, 15_000)));
  idleSweep.unref();

  // Dead peers (a laptop lid closed, a pulled cable) are dropped when they miss a ping (the app's own page: more, see OWN_PAGE).
  const heartbeat = setInterval(() => {
    for (const ws of clients()) {
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
  listening();
  if (!guestsOnly) access = new LocalAccess(port);
  const shownAddress = bindAddress === '0.0.0.0' ? '127.0.0.1' : bindAddress;
  return {
    url: access ? access.address() : `http://${shownAddress}:${port}/`,
    port,
    connections: () => clients().size,
    bufferedBytes: () => [...clients()].reduce((sum, ws) => sum + ws.bufferedAmount, 0),
    close: () =>
      new Promise((resolve) => {
        closed = true;
        clearInterval(heartbeat);
        clearInterval(idleSweep);
        for (const client of clients()) client.terminate();
        api?.sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `maxRate` null: no rate limit (the app's own page). `refuseBinary` answers a binary message. */
function attach(ws: WebSocket, connection: Connection, send: (message: unknown) => void, maxRate: number | null, refuseBinary: () => void): void {
  const bucket = maxRate === null ? null : new TokenBucket(maxRate, maxRate);
  ws.on('message', (data, isBinary) => {
    // Once closing, nothing more is read (a burst sent before the cut is not acted on).
    if (ws.readyState !== ws.OPEN) return;
    if (bucket && !bucket.take()) {
      ws.close(1008, 'Too many messages');
      return;
    }
    if (isBinary) {
      refuseBinary();
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
  // The host's own page, on the loopback: nothing to save on the wire, and the first load after a start would wait
  // for the compression (the menu within a second of the command, issue #27). LAN guests get theirs compressed.
  serveFile(root, request, response, null);
}
