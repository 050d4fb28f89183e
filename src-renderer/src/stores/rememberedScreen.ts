/**
 * The screen this tab was on, kept in sessionStorage so that a reload (F5)
 * comes back to it, while a new window still starts at the menu. Only what is
 * needed to open the screen again is kept: a game's match id (the host hands
 * out the seats again, as Load does; a LAN guest's seat token stays where it
 * already was, in lan/credentials.ts), the game of the new-game screen.
 * Pure apart from the storage handed in, so it is tested without a browser.
 */
import { type GameId, catalog } from '../games/catalog';
import type { Screen } from './navigation';

export type RememberedScreen =
  | { name: 'menu' | 'load' | 'settings' | 'sandbox' | 'hostLobby' | 'join' | 'guestLobby' }
  | { name: 'newGame'; game: GameId }
  /** `guest`: a LAN guest's seat at another machine's host (reopened with his credentials, not from this host's saves). */
  | { name: 'game'; matchId: string; guest: boolean };

/** What else decides how a screen is opened again: the match on screen, and whether this window sits at another host's table. */
export interface ScreenContext {
  matchId: string | null;
  guest: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SCREEN_KEY = 'smugglers.screen';

const PLAIN = new Set<string>(['menu', 'load', 'settings', 'sandbox', 'hostLobby', 'join', 'guestLobby']);

// Match ids are made by the host (game id, time stamp, random hex); anything else in storage was not written by us.
const MATCH_ID = /^[a-z0-9][a-z0-9._-]{0,199}$/i;

const isGameId = (value: unknown): value is GameId => typeof value === 'string' && catalog.some((entry) => entry.id === value);

/**
 * What to keep for `screen`, or null: keep what is stored (starting up, or a
 * game screen whose match is not in the store yet, a moment after Start).
 */
export function screenToRemember(screen: Screen, context: ScreenContext): RememberedScreen | null {
  switch (screen.name) {
    case 'starting':
      return null;
    case 'newGame':
      // The options handed in (a sandbox profile) are not kept: the form starts from the game's defaults again.
      return { name: 'newGame', game: screen.game };
    case 'game':
      return context.matchId ? { name: 'game', matchId: context.matchId, guest: context.guest } : null;
    case 'replay':
      // A replay lives on the host for as long as its page: a reload comes back to the saved games, to open it again.
      return { name: 'load' };
    default:
      return { name: screen.name };
  }
}

export function serializeScreen(screen: RememberedScreen): string {
  return JSON.stringify(screen);
}

/** The screen in `raw`, or null when there is none or it is not one we wrote (the app then starts at the menu). */
export function parseScreen(raw: string | null): RememberedScreen | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const name = record.name;
  if (typeof name !== 'string') return null;
  if (PLAIN.has(name)) return { name: name as Exclude<RememberedScreen['name'], 'newGame' | 'game'> };
  if (name === 'newGame') return isGameId(record.game) ? { name, game: record.game } : null;
  if (name === 'game') {
    const { matchId, guest } = record;
    if (typeof matchId !== 'string' || !MATCH_ID.test(matchId) || typeof guest !== 'boolean') return null;
    return { name, matchId, guest };
  }
  return null;
}

function defaultStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function recallScreen(store: Store | null = defaultStore()): RememberedScreen | null {
  try {
    return parseScreen(store?.getItem(SCREEN_KEY) ?? null);
  } catch {
    return null;
  }
}

export function rememberScreen(screen: RememberedScreen, store: Store | null = defaultStore()): void {
  try {
    store?.setItem(SCREEN_KEY, serializeScreen(screen));
  } catch {
    // Private mode or a full storage: a reload then starts at the menu, nothing worse.
  }
}

export function forgetScreen(store: Store | null = defaultStore()): void {
  try {
    store?.removeItem(SCREEN_KEY);
  } catch {
    // Nothing to forget.
  }
}
