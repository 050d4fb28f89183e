/**
 * Replays (issue #28, part 2): the host plays a save's move log again and
 * keeps every position; the page asks for one position at a time, from one
 * perspective, and gets that perspective's view and the events of that move,
 * nothing more (engine/replay.ts). Only the player at the host machine opens
 * replays (a LAN guest gets `host-only`): LAN games are replayed on the host.
 *
 * A replay opens from a save (the Load screen), from a match the host holds
 * (the final ranking), or from a replay file (a save file without the host's
 * own secrets: the bots' key and the LAN table), checked as a save is. The
 * replay lives until the page closes it, or its connection goes.
 */
import { z } from 'zod';
import type { Chapter, GameResult, Seat } from '../engine/contract.js';
import type { Perspective } from '../engine/replay.js';
import type { LoggedEvent } from './logged-event.js';

export type { Perspective } from '../engine/replay.js';

/** The largest replay file a page may send: a save's import's (messages.ts, MAX_MESSAGE_CHARS; not imported, as messages.ts imports this file). */
export const MAX_REPLAY_FILE_CHARS = 2_000_000;

const matchIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'A match id is made of lower-case letters, digits and dashes.');
export const replayIdSchema = z.string().regex(/^[a-z0-9]{1,40}$/, 'A replay id is made of lower-case letters and digits.');
export const perspectiveSchema = z.union([z.number().int().min(0).max(15), z.literal('spectator'), z.literal('open')]);

export const replaySourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('save'), matchId: matchIdSchema }).strict(),
  z.object({ kind: z.literal('match'), matchId: matchIdSchema }).strict(),
  z.object({ kind: z.literal('file'), fileName: z.string().max(200), content: z.string().max(MAX_REPLAY_FILE_CHARS) }).strict(),
]);
export type ReplaySource = z.infer<typeof replaySourceSchema>;

export const replayRequestSchemas = [
  /** Opens a replay: its first position comes with it, from `perspective` (default: the spectator's). */
  z.object({ id: z.number().int(), type: z.literal('openReplay'), source: replaySourceSchema, perspective: perspectiveSchema.optional() }).strict(),
  /** One position (after `version` moves) from one perspective. */
  z
    .object({ id: z.number().int(), type: z.literal('replayPosition'), replayId: replayIdSchema, version: z.number().int().min(0).max(1_000_000), perspective: perspectiveSchema })
    .strict(),
  z.object({ id: z.number().int(), type: z.literal('closeReplay'), replayId: replayIdSchema }).strict(),
  /** The replay as a file to share. */
  z.object({ id: z.number().int(), type: z.literal('exportReplay'), replayId: replayIdSchema }).strict(),
] as const;

/** A chapter's start: the position it opens at. */
export interface ReplayChapter extends Chapter {
  version: number;
}

/** One position as a perspective sees it. */
export interface ReplayPosition {
  replayId: string;
  version: number;
  perspective: Perspective;
  view: unknown;
  /** What the move that led here announced (none at the start), logged as a live match logs them. */
  events: LoggedEvent[];
  /** The log a page at the table held here: every announcement so far (a game of memory's latest only). */
  log: LoggedEvent[];
  activeSeats: Seat[];
  /** Set from the position the game ended on. */
  result: GameResult | null;
}

export interface ReplayOpened {
  replayId: string;
  /** The match replayed (a file's own id). */
  matchId: string;
  game: string;
  /** The seats' names, in seat order. */
  players: string[];
  /** How many moves the game holds: positions 0 to moves. */
  moves: number;
  /** Whether the game has ended (then all open may be offered). */
  ended: boolean;
  perspectives: Perspective[];
  chapters: ReplayChapter[];
  /** The first position. */
  position: ReplayPosition;
}

export interface ReplayResultFor {
  openReplay: ReplayOpened;
  replayPosition: ReplayPosition;
  closeReplay: { ok: true };
  exportReplay: { fileName: string; content: string };
}
