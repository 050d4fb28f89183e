/**
 * LAN play: the lobby where a host sets up a table and guests from other
 * machines take its open seats, the chat, and the presence of each seat.
 *
 * A guest proves nothing but the join code to enter a lobby; claiming an open
 * seat gives him a secret seat token (the same kind of token local seats get),
 * which is all he needs to come back to that seat later, even after the host
 * restarted from the autosave.
 */
import { z } from 'zod';
import { botLevelSchema, type BotLevel } from './levels.js';
import type { Sentence } from './sentence.js';

/** Join codes use letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * 8 characters: 31^8, about 853 billion codes, so that the many connections a
 * LAN listener admits (each cut off after a few wrong codes) cannot find a
 * table by trying codes.
 */
export const JOIN_CODE_LENGTH = 8;
/** The longest chat line, in characters. */
export const MAX_CHAT_CHARS = 200;
/** Chat lines a room keeps (older ones are dropped). */
export const CHAT_HISTORY = 100;

export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), `A join code is ${JOIN_CODE_LENGTH} letters and digits.`);

export const lobbyIdSchema = z.string().regex(/^lobby-[a-f0-9]{8,32}$/, 'That is not a lobby id.');
const playerName = z.string().trim().min(1, 'A name cannot be empty.').max(24, 'A name has at most 24 characters.');

/** What the host puts in each seat of a lobby. */
export const lobbySeatSetupSchema = z.discriminatedUnion('kind', [
  /** Waiting for a guest from another machine. */
  z.object({ kind: z.literal('open') }).strict(),
  z.object({ kind: z.literal('bot'), name: playerName, level: botLevelSchema }).strict(),
  /** A player at the host's own screen (hot-seat when there are several). */
  z.object({ kind: z.literal('local'), name: playerName }).strict(),
]);
export type LobbySeatSetup = z.infer<typeof lobbySeatSetupSchema>;

export const chatTextSchema = z
  .string()
  .trim()
  .min(1, 'A chat message cannot be empty.')
  .max(MAX_CHAT_CHARS, `A chat message has at most ${MAX_CHAT_CHARS} characters.`);

/** A seat as everyone in the lobby sees it. */
export interface LobbySeat {
  seat: number;
  kind: 'open' | 'guest' | 'bot' | 'local';
  /** The guest's, bot's or local player's name; null for an open seat. */
  name: string | null;
  level: BotLevel | null;
  /** A guest who holds the seat but whose connection is down. */
  connected: boolean;
  /** The seat the receiving client holds. */
  yours: boolean;
}

/** Who said a chat line: the player at the host machine, a guest playing a seat, or someone watching. */
export type ChatRole = 'host' | 'guest' | 'spectator';

export interface ChatLine {
  /** Increasing per room; a client appends lines with a higher number. */
  n: number;
  from: string;
  /** Set by the host from who the sender is (never from the message), so a guest cannot pass for the host. */
  role: ChatRole;
  text: string;
  /** ISO time on the host's clock. */
  at: string;
}

/** Pushed to the host and every guest of a lobby whenever it changes. */
export interface LobbyUpdate {
  type: 'lobby';
  lobbyId: string;
  game: string;
  options: unknown;
  seats: LobbySeat[];
  allowSpectators: boolean;
  /** Whether the host lets the seats ask for hints ("What would you do?"): off unless he allows it. */
  allowHints: boolean;
  /** Only for the host: the code and the addresses to tell the guests. */
  host: { code: string; addresses: string[] } | null;
  /** Set once the host started the match: guests join their seats in it. */
  matchId: string | null;
  /** Set when the host closed the lobby or the LAN game: a sentence for the guests (each words it in his language). */
  closed: Sentence | null;
}

/**
 * Pushed with the whole recent history the first time a connection enters a
 * room, then line by line; a connection that comes back into a room gets only
 * the lines it missed. No connection is sent a line twice.
 */
export interface ChatUpdate {
  type: 'chat';
  /** A lobby id or a match id. */
  room: string;
  lines: ChatLine[];
  /** True when `lines` is the whole history: replace, don't append. */
  full: boolean;
}

/** How a seat of a running match is reached, as its status tells everyone. */
export type Presence = 'connected' | 'away' | null;

/** What the host learns when it opens a lobby. */
export interface LobbyOpened {
  lobbyId: string;
  code: string;
  /** http://<address>:<port>/ for every LAN IPv4 address of the machine. */
  addresses: string[];
}

/** What a guest gets for a claimed seat: keep the token, it is the only way back into the seat. */
export interface SeatClaim {
  lobbyId: string;
  seat: number;
  token: string;
}
