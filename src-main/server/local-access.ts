/**
 * Who may act as the host on the headless host's own listener (127.0.0.1).
 *
 * Being on this machine is not enough: a web page reached through DNS
 * rebinding, an HTML file opened from the Downloads folder or another local
 * user's process can all open a socket to 127.0.0.1. So the listener checks,
 * on every HTTP request and on the WebSocket upgrade:
 * - the Host header names this listener (127.0.0.1:PORT or localhost:PORT),
 *   which a rebound name (evil.example:PORT) cannot;
 * - an Origin, when there is one, is the app's own page, which a page from any
 *   other origin (another port, file://, a web site) cannot forge;
 * - and the upgrade carries this start's key: 256 random bits printed in the
 *   address's fragment only to whoever started the host, which the page keeps
 *   in its own origin's storage and offers as a WebSocket subprotocol
 *   (shared/protocol/host-key.ts says why not a cookie). A socket without it
 *   is refused before the upgrade, so it never holds one of the host's slots.
 * Cookies are not looked at: they ignore ports, so a program on another port
 * could both read one and plant one.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { KEY_FRAGMENT_PARAMETER, KEY_HEADER, keyFromSubprotocols } from '../../shared/protocol/host-key.js';


export class LocalAccess {
  /** 32 random bytes, base64url: 256 bits, new at every start. */
  readonly key = crypto.randomBytes(32).toString('base64url');

  constructor(readonly port: number) {}

  /** The address to print: its fragment gives the page the key and is never sent to a server. */
  address(): string {
    return `http://127.0.0.1:${this.port}/#${KEY_FRAGMENT_PARAMETER}=${this.key}`;
  }

  /**
   * Why this request must be refused before anything is served (wrong Host or
   * Origin), or null. English: a plain-text answer that a person reads only
   * after opening a wrong address in a browser, never in the app's pages (see
   * refuseUpgrade in http-server.ts).
   */
  refusal(request: http.IncomingMessage): string | null {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    if (!this.ownAuthorities().includes(hostHeader)) return 'This address is not the app’s: open the address the host printed.';
    const origin = request.headers.origin;
    if (origin !== undefined && !this.ownAuthorities().some((authority) => origin.toLowerCase() === `http://${authority}`)) {
      return 'Only the app’s own page may talk to this host.';
    }
    return null;
  }

  /** Whether an upgrade offers this start's key among its subprotocols. */
  upgradeHasKey(request: http.IncomingMessage): boolean {
    return keysEqual(keyFromSubprotocols(request.headers['sec-websocket-protocol']), this.key);
  }

  /** Whether the page's key check (GET /api/key) carries this start's key. */
  checkHasKey(request: http.IncomingMessage): boolean {
    const given = request.headers[KEY_HEADER.toLowerCase()];
    return keysEqual(typeof given === 'string' ? given : null, this.key);
  }

  private ownAuthorities(): string[] {
    return [`127.0.0.1:${this.port}`, `localhost:${this.port}`];
  }
}

/** Compares a given key with the expected one in constant time. */
function keysEqual(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
