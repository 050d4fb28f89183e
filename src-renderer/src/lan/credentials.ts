/**
 * What a LAN guest keeps in localStorage so that a reload, a dropped
 * connection or a restarted host takes him back where he was: the host's
 * address (null for a browser page served by that host), the lobby and its
 * code, his name, his seat and its token, and the match once it started.
 * Pure apart from the storage handed in, so it is tested without a browser.
 */

export interface GuestCredentials {
  /** host:port of the other machine (the app), or null: the page's own host (a browser). */
  address: string | null;
  lobbyId: string | null;
  code: string | null;
  name: string;
  game: string | null;
  seat: number | null;
  token: string | null;
  matchId: string | null;
}

/** Where the step back starts: straight into the match seat, watching it, back into the lobby, or nothing. */
export type ResumePlan =
  | { kind: 'joinSeat'; matchId: string; seat: number; token: string; game: string }
  | { kind: 'watch'; matchId: string; game: string }
  | { kind: 'joinLobby'; code: string; name: string; token?: string }
  | { kind: 'none' };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const CREDENTIALS_KEY = 'smugglers.lan.guest';
export const NAME_KEY = 'smugglers.lan.name';

const EMPTY: GuestCredentials = {
  address: null,
  lobbyId: null,
  code: null,
  name: '',
  game: null,
  seat: null,
  token: null,
  matchId: null,
};

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function defaultStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored credentials, or null when there are none or they are not usable. */
export function loadCredentials(store: Store | null = defaultStore()): GuestCredentials | null {
  let raw: string | null;
  try {
    raw = store?.getItem(CREDENTIALS_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const seat = record.seat;
  if (
    !isStringOrNull(record.address) ||
    !isStringOrNull(record.lobbyId) ||
    !isStringOrNull(record.code) ||
    typeof record.name !== 'string' ||
    !isStringOrNull(record.game) ||
    !(seat === null || (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0)) ||
    !isStringOrNull(record.token) ||
    !isStringOrNull(record.matchId)
  ) {
    return null;
  }
  return {
    address: record.address,
    lobbyId: record.lobbyId,
    code: record.code,
    name: record.name,
    game: record.game,
    seat,
    token: record.token,
    matchId: record.matchId,
  };
}

/** Merges `change` into the stored credentials (starting from empty ones) and returns the result. */
export function saveCredentials(change: Partial<GuestCredentials>, store: Store | null = defaultStore()): GuestCredentials {
  const next = { ...(loadCredentials(store) ?? EMPTY), ...change };
  try {
    store?.setItem(CREDENTIALS_KEY, JSON.stringify(next));
    if (next.name.trim() !== '') store?.setItem(NAME_KEY, next.name.trim());
  } catch {
    // Private mode or a full storage: the game goes on, only a reload will not find the seat.
  }
  return next;
}

/** Forgets the table (the name stays, for the next time). */
export function clearCredentials(store: Store | null = defaultStore()): void {
  try {
    store?.removeItem(CREDENTIALS_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The name typed last time, for the join form. */
export function rememberedName(store: Store | null = defaultStore()): string {
  try {
    return store?.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * How to get back: a started match with a seat and its token goes straight to
 * the seat (this works even after the host restarted, when the lobby is gone);
 * a started match without a seat is watched again; a lobby code goes back into
 * the lobby, with the seat token when there is one.
 */
export function resumePlan(credentials: GuestCredentials | null): ResumePlan {
  if (!credentials) return { kind: 'none' };
  const { matchId, seat, token, game, code, name } = credentials;
  if (matchId && game && seat !== null && token) return { kind: 'joinSeat', matchId, seat, token, game };
  if (matchId && game && seat === null) return { kind: 'watch', matchId, game };
  if (code && name.trim() !== '') return { kind: 'joinLobby', code, name: name.trim(), ...(token ? { token } : {}) };
  return { kind: 'none' };
}
