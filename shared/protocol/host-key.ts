/**
 * How the app's own page proves to the headless host that it was opened from
 * the address the host printed (the key, new at every start).
 *
 * The printed address carries the key in its fragment (`#key=…`), which a
 * browser never sends to any server: a program on another port of 127.0.0.1
 * never sees it, whatever the player types or a site redirects to. The page
 * keeps it in its own origin's storage (which includes the port, unlike a
 * cookie) and offers it in the WebSocket handshake as a subprotocol, so the
 * host refuses a socket without it before the upgrade. A subprotocol is only
 * sent to this host and, unlike a query string, is not written into access
 * logs or the address bar; the host answers with the plain API_SUBPROTOCOL,
 * never echoing the key.
 */

/** The fragment parameter of the printed address: `http://127.0.0.1:PORT/#key=…`. */
export const KEY_FRAGMENT_PARAMETER = 'key';
/** The subprotocol the host chooses: the app's API, without the key. */
export const API_SUBPROTOCOL = 'smugglers';
/** The subprotocol that carries the key: this prefix, then the key (base64url: only token characters). */
export const KEY_SUBPROTOCOL_PREFIX = 'smugglers-key.';
/**
 * The header of the page's key check (GET /api/key): after a socket failed
 * before it opened, the page asks whether its key is this start's, since a
 * browser's WebSocket never tells a refused upgrade (401) from a host that is down.
 */
export const KEY_HEADER = 'Smugglers-Key';
export const KEY_CHECK_PATH = '/api/key';

/** A key as the host makes it: 32 bytes in base64url. Anything else is not looked at. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isKeyShaped(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/** The subprotocols a page offers: the API's, and its key when it has one. */
export function subprotocolsFor(key: string | null): string[] {
  return key === null ? [] : [API_SUBPROTOCOL, `${KEY_SUBPROTOCOL_PREFIX}${key}`];
}

/** The key offered in a Sec-WebSocket-Protocol header (comma-separated), or null. */
export function keyFromSubprotocols(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const protocol = part.trim();
    if (protocol.startsWith(KEY_SUBPROTOCOL_PREFIX)) return protocol.slice(KEY_SUBPROTOCOL_PREFIX.length);
  }
  return null;
}

/** The key in an address's fragment ("#key=…", or among other fragment parameters), or null. */
export function keyFromFragment(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of fragment.split('&')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at) !== KEY_FRAGMENT_PARAMETER) continue;
    const key = part.slice(at + 1);
    return isKeyShaped(key) ? key : null;
  }
  return null;
}
