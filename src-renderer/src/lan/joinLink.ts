/**
 * The join address a LAN table's QR code carries: the host's address with the
 * table's code in its fragment (`http://192.168.1.20:47800/#join=CODE`), and
 * the table's game (`&game=ID`), so that the phone fetches that game's table
 * while its guest types his name (it is no secret: the host's lobby and its
 * LAN advertisement show it). A browser never sends a fragment to the server,
 * so the code reaches the host only in the guest's own join request, as when
 * it is typed.
 */
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeCode } from './limits';

/** The fragment parameters that carry the code and the table's game. */
export const JOIN_FRAGMENT_PARAMETER = 'join';
export const GAME_FRAGMENT_PARAMETER = 'game';

/** What a game id may look like in the fragment (a folder's name): anything else is not read. */
const GAME_ID = /^[a-z0-9-]{1,40}$/;

/** The address to scan: `address` (as the host gives it, `http://IP:PORT/`) with `code`, and the table's `game`, in its fragment. */
export function joinAddressFor(address: string, code: string, game?: string): string {
  const page = address.split('#')[0] as string;
  const withGame = game !== undefined && GAME_ID.test(game) ? `&${GAME_FRAGMENT_PARAMETER}=${game}` : '';
  return `${page}#${JOIN_FRAGMENT_PARAMETER}=${encodeURIComponent(normalizeCode(code))}${withGame}`;
}

/** The raw value of parameter `name` in an address's fragment ("#a=1&name=…"), or null when it is not there. */
function fragmentParameter(hash: string, name: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of fragment.split('&')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at) === name) return part.slice(at + 1);
  }
  return null;
}

/** The table's game in an address's fragment ("&game=…"), or null when there is none that could be one. */
export function joinGameFromFragment(hash: string): string | null {
  const game = fragmentParameter(hash, GAME_FRAGMENT_PARAMETER);
  return game !== null && GAME_ID.test(game) ? game : null;
}

/** The code in an address's fragment ("#join=…", or among other fragment parameters), or null when there is none that could be one. */
export function joinCodeFromFragment(hash: string): string | null {
  const raw = fragmentParameter(hash, JOIN_FRAGMENT_PARAMETER);
  if (raw === null) return null;
  let code: string;
  try {
    code = normalizeCode(decodeURIComponent(raw));
  } catch {
    return null;
  }
  return code.length === JOIN_CODE_LENGTH && [...code].every((char) => JOIN_CODE_ALPHABET.includes(char)) ? code : null;
}

/** The fragment without the code's and the game's parameters (other parameters kept), with its '#', or '' when nothing is left. */
export function fragmentWithoutJoinCode(hash: string): string {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const ours = [JOIN_FRAGMENT_PARAMETER, GAME_FRAGMENT_PARAMETER];
  const rest = fragment.split('&').filter((part) => part !== '' && !ours.includes(part.split('=')[0] as string));
  return rest.length === 0 ? '' : `#${rest.join('&')}`;
}

/** The code (and the table's game) this page was opened with, kept for the join screen once they have left the address bar. */
let scanned: string | null = null;
let scannedGame: string | null = null;

/**
 * Takes the code from the page's address, if it has one: keeps it for the join screen and drops it from the
 * address bar (as host/hostKey.ts does with the host's key), so a reload, the history or a shared screenshot
 * does not carry it on.
 */
export function takeJoinCodeFromAddress(): string | null {
  const code = joinCodeFromFragment(location.hash);
  if (code === null) return null;
  scanned = code;
  scannedGame = joinGameFromFragment(location.hash);
  history.replaceState(history.state, '', `${location.pathname}${location.search}${fragmentWithoutJoinCode(location.hash)}`);
  return code;
}

/** The code the page was opened with (a scanned QR code), or null. */
export function scannedJoinCode(): string | null {
  return scanned;
}

/** The game of the table whose code was scanned, or null (an older host's QR code, or none scanned). */
export function scannedJoinGame(): string | null {
  return scanned === null ? null : scannedGame;
}

/** The scanned code is used (the guest joined with it, or typed another): a later visit to the join screen asks again. */
export function forgetScannedJoinCode(): void {
  scanned = null;
  scannedGame = null;
}
