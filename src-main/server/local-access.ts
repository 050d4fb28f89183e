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
 * - and the socket carries this start's key: 256 random bits printed in the
 *   address only to whoever started the host, which the page keeps as an
 *   HttpOnly, SameSite=Strict cookie named after the port.
 */
import crypto from 'node:crypto';
import type http from 'node:http';

/** The query parameter of the printed address that carries the key. */
export const KEY_PARAMETER = 'key';
/** Close code for a socket without this start's key (the page tells the player to open the printed address). */
export const CLOSE_NO_KEY = 4401;

export class LocalAccess {
  /** 32 random bytes, base64url: 256 bits, new at every start. */
  readonly key = crypto.randomBytes(32).toString('base64url');

  constructor(readonly port: number) {}

  get cookieName(): string {
    // Cookies ignore ports: a name per port keeps two hosts on one machine from overwriting each other's key.
    return `smugglers-key-${this.port}`;
  }

  /** The address to print: opening it once gives the browser the key. */
  address(): string {
    return `http://127.0.0.1:${this.port}/?${KEY_PARAMETER}=${this.key}`;
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

  /** Whether the request carries this start's key in its cookie. */
  hasKey(request: http.IncomingMessage): boolean {
    return keysEqual(readCookie(request.headers.cookie, this.cookieName), this.key);
  }

  /** The key given in the address's query, if it is this start's. */
  keyInQuery(url: URL): boolean {
    return keysEqual(url.searchParams.get(KEY_PARAMETER), this.key);
  }

  /** The cookie that keeps the key: not readable by scripts, never sent by another site's page. */
  setCookieHeader(): string {
    return `${this.cookieName}=${this.key}; Path=/; HttpOnly; SameSite=Strict`;
  }

  private ownAuthorities(): string[] {
    return [`127.0.0.1:${this.port}`, `localhost:${this.port}`];
  }
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Compares a given key with the expected one in constant time. */
function keysEqual(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
