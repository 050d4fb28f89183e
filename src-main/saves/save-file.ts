/**
 * The save file: everything needed to rebuild a match exactly (game, rules
 * version, options, seed, seats and the move log) plus a snapshot of the state,
 * which loading checks against a replay of the log. A file that fails any
 * check is reported with a reason and left untouched.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AnyGameDefinition, Parsed, Seat } from '../../shared/engine/contract.js';
import { HOST } from '../../shared/engine/contract.js';
import { gameById } from '../../shared/games/index.js';
import { botLevelSchema, describeSchemaError } from '../../shared/protocol/messages.js';
import type { Sentence, SentenceParams } from '../../shared/protocol/sentence.js';
import { BOT_SECRET_PATTERN } from '../bots/bot-seeds.js';
import { said } from '../words/host-words.js';

export const SAVE_FORMAT = 'smugglers-table-save';
export const SAVE_FORMAT_VERSION = 1;

const seatConfigSchema = z
  .object({
    name: z.string().min(1).max(24),
    kind: z.enum(['human', 'bot']),
    level: botLevelSchema.nullable(),
  })
  .strict();
export type SeatConfig = z.infer<typeof seatConfigSchema>;

const logEntrySchema = z.object({ actor: z.union([z.number().int().min(0), z.literal(HOST)]), move: z.unknown() }).strict();
export type LogEntry = z.infer<typeof logEntrySchema>;

/** A game played over the LAN: what lets its guests come back to their seats after the host restarts. */
const saveLanSchema = z
  .object({
    allowSpectators: z.boolean(),
    /** Whether the host lets the seats ask for hints (off unless he allowed it; saves from before have none: off). */
    allowHints: z.boolean().optional(),
    /** The port guests were told, tried first when the table opens again. */
    port: z.number().int().min(1).max(65535),
    /** SHA-256 of each guest's seat token (never the token itself). */
    guestSeats: z.array(z.object({ seat: z.number().int().min(0).max(15), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }).strict()),
  })
  .strict();
export type SaveLan = z.infer<typeof saveLanSchema>;

export const saveFileSchema = z
  .object({
    format: z.literal(SAVE_FORMAT),
    formatVersion: z.literal(SAVE_FORMAT_VERSION),
    matchId: z.string().regex(/^[a-z0-9-]{1,80}$/),
    game: z.string(),
    rulesVersion: z.number().int(),
    options: z.unknown(),
    // The host draws 53 bits (match-setup.ts); a seed typed for a game, or a save of before, has 32.
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /**
     * The key of the bots' decision seeds (src-main/bots/bot-seeds.ts), kept so that a reloaded match
     * replays its bots exactly. Saves from before it have none, and get a new one when loaded.
     */
    botSecret: z.string().regex(BOT_SECRET_PATTERN).optional(),
    seats: z.array(seatConfigSchema).min(1).max(16),
    createdAt: z.string(),
    updatedAt: z.string(),
    finished: z.boolean(),
    log: z.array(logEntrySchema),
    snapshot: z.unknown(),
    lan: saveLanSchema.optional(),
    /** How many hints each seat took (match:hint): the final ranking shows them. Saves from before have none: no hint taken. */
    hints: z.array(z.number().int().min(0)).max(16).optional(),
  })
  .strict();
export type SaveFile = z.infer<typeof saveFileSchema>;

export type Checked =
  | { ok: true; save: SaveFile; game: AnyGameDefinition; state: unknown; previousState: unknown | null }
  | Unreadable;

/** A save that cannot be loaded: why, in English (`problem`) and as words for the Load screen (shell:saveProblem.*). */
export interface Unreadable {
  ok: false;
  problem: string;
  words: Sentence;
}

/** A save problem from its key (shell:saveProblem.<name>) and parameters. */
export function unreadable(name: string, params?: SentenceParams): Unreadable {
  const { message, words } = said(`shell:saveProblem.${name}`, params);
  return { ok: false, problem: message, words };
}

/**
 * Parses a save file's text and rebuilds its match, checking every step.
 * `now` is when it is read: no save was written after it (see replaySave).
 */
export function checkSaveText(text: string, now: Date = new Date()): Checked {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unreadable('notJson');
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== SAVE_FORMAT) {
    return unreadable('notASave');
  }
  if ((data as { formatVersion?: unknown }).formatVersion !== SAVE_FORMAT_VERSION) {
    return unreadable('formatVersion', { version: String((data as { formatVersion?: unknown }).formatVersion) });
  }
  const parsed = saveFileSchema.safeParse(data);
  if (!parsed.success) return unreadable('damaged', { issue: describeSchemaError(parsed.error) });
  return replaySave(parsed.data, now);
}

/**
 * Rebuilds a save's match from its log. What the replay decides wins over
 * what the file says: whether the game is finished comes from the replayed
 * state, and a date after `now` (a wrong clock, or a hand-edited file, which
 * would stay first in the list for ever) or no date at all becomes `now`. The
 * moves, which are the game, are never changed.
 */
export function replaySave(save: SaveFile, now: Date = new Date()): Checked {
  const game = gameById(save.game);
  if (!game) return unreadable('unknownGame', { game: save.game });
  // An earlier version whose logs still play the same game is replayed; its snapshot was kept by
  // the old bookkeeping, so the replay's state replaces it rather than being compared with it.
  const earlierRules = save.rulesVersion !== game.rulesVersion && (game.replaysRulesVersions ?? []).includes(save.rulesVersion);
  if (save.rulesVersion !== game.rulesVersion && !earlierRules) {
    return unreadable('rulesVersion', { saved: save.rulesVersion, title: game.meta.title, current: game.rulesVersion });
  }
  const options = game.optionsSchema.safeParse(save.options);
  if (!options.success) return unreadable('optionsDamaged', { issue: describeSchemaError(options.error) });
  const players = save.seats.length;
  if (players < game.meta.minPlayers || players > game.meta.maxPlayers) {
    return unreadable('playerCount', { title: game.meta.title, min: game.meta.minPlayers, max: game.meta.maxPlayers, players });
  }
  const setup = game.setup(save.seed, players, options.data);
  if (!setup.ok) {
    const { key, params } = setup.problem;
    return unreadable('cannotSetUp', { reason: params ? { key, params } : { key } });
  }
  let state: unknown = setup.state;
  let previousState: unknown | null = null;
  for (const [index, entry] of save.log.entries()) {
    const move = game.moveSchema.safeParse(entry.move);
    if (!move.success) return unreadable('moveDamaged', { move: index + 1, issue: describeSchemaError(move.error) });
    // Checked once, here, where a damaged move is worded as the file's problem: the game takes it as parsed.
    const applied = game.applyParsedMove(state, entry.actor as Seat | typeof HOST, move.data as Parsed<unknown>);
    if (!applied.ok) {
      const { key, params } = applied.rejection;
      return unreadable('moveRefused', { move: index + 1, refusal: params ? { key, params } : { key } });
    }
    previousState = state;
    state = applied.state;
  }
  const replayed: unknown = JSON.parse(JSON.stringify(state));
  if (!earlierRules && !isDeepStrictEqual(replayed, save.snapshot)) {
    return unreadable('snapshotMismatch');
  }
  const corrected: SaveFile = {
    ...save,
    ...(earlierRules ? { rulesVersion: game.rulesVersion, snapshot: replayed } : {}),
    createdAt: notAfter(save.createdAt, now),
    updatedAt: notAfter(save.updatedAt, now),
    finished: game.result(state) !== null,
  };
  return { ok: true, save: corrected, game, state, previousState };
}

/** The date as the app writes it (ISO, UTC), and never later than `now`. */
function notAfter(date: string, now: Date): string {
  const time = Date.parse(date);
  if (Number.isNaN(time) || time > now.getTime()) return now.toISOString();
  return new Date(time).toISOString();
}
