/**
 * The host API's messages, the same over Electron IPC and over WebSocket.
 *
 * A client sends requests `{ id, type, ... }` and gets one response `{ id, ok,
 * result | error }` for each; the host pushes `match` updates to every client
 * that joined a seat or watches a match. Every incoming message is checked
 * against these schemas before the host looks at it.
 */
import { z } from 'zod';
import { LANGUAGE_CHOICES } from './language.js';
import { DEFAULT_TABLE_SPEED, TABLE_SPEEDS } from './table-speed.js';
import type { BotLevel, GameResult, RefusalMessage, RejectionCode, Seat } from '../engine/contract.js';
import type { TutorialShown } from '../engine/tutorial.js';
import {
  type ChatUpdate,
  chatTextSchema,
  joinCodeSchema,
  type LobbyOpened,
  lobbyIdSchema,
  lobbySeatSetupSchema,
  type LobbyUpdate,
  type Presence,
  type SeatClaim,
} from './lan.js';
import type { Sentence } from './sentence.js';
import { botLevelSchema } from './levels.js';
import { type SandboxResultFor, sandboxRequestSchemas, type SweepUpdate } from './sandbox.js';
import { type HighScoreResultFor, highScoreRequestSchemas } from './high-scores.js';
import type { LoggedEvent } from './logged-event.js';
import { type ReplayResultFor, replayRequestSchemas } from './replay.js';
import { type DiscoveryResultFor, discoveryRequestSchemas } from './discovery.js';

export type { LoggedEvent } from './logged-event.js';

export { botLevelSchema } from './levels.js';

/** 2: the host's sentences and refusals go as a key and parameters only, without the host's English. */
export const PROTOCOL_VERSION = 2;
/** The largest message the host accepts, in characters of JSON. */
export const MAX_MESSAGE_CHARS = 2_000_000;
/** The largest message a LAN guest may send (guests never import save files). */
export const MAX_GUEST_MESSAGE_CHARS = 16_000;

const matchId = z.string().regex(/^[a-z0-9-]{1,80}$/, 'A match id is made of lower-case letters, digits and dashes.');
const seat = z.number().int().min(0).max(15);
const name = z.string().trim().min(1, 'A name cannot be empty.').max(24, 'A name has at most 24 characters.');
const token = z.string().regex(/^[0-9a-f]{32,128}$/, 'A seat token is a hexadecimal string.');

export const seatSetupSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name }).strict(),
  z.object({ kind: z.literal('bot'), name, level: botLevelSchema }).strict(),
]);
export type SeatSetup = z.infer<typeof seatSetupSchema>;

/**
 * The host's player's name, '' until he chooses one. The host is
 * language-neutral: the screens word a name not chosen in their reader's
 * language ("Player", "Spieler", "Joueur"), and a new game's seat gets the
 * name as worded there (docs/i18n.md, "The player’s name").
 */
export const NO_NAME_CHOSEN = '';
const chosenName = z.string().trim().max(24, 'A name has at most 24 characters.');

export const settingsSchema = z
  .object({
    playerName: chosenName,
    /** Milliseconds a bot waits before its move shows, so people can follow. */
    botDelayMs: z.number().int().min(0).max(5000),
    reducedMotion: z.boolean(),
    /** Ask "Pass to <name>" before showing a seat's secrets in hot-seat games. */
    hotSeatCurtain: z.boolean(),
    /** The language the host's player reads ('system': his system's). */
    language: z.enum(LANGUAGE_CHOICES),
    /** How fast other players' turns go by (table-speed.ts): his animations, and his tables' bots. */
    tableSpeed: z.enum(TABLE_SPEEDS),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  playerName: NO_NAME_CHOSEN,
  botDelayMs: 700,
  reducedMotion: false,
  hotSeatCurtain: true,
  language: 'system',
  tableSpeed: DEFAULT_TABLE_SPEED,
};

export const requestSchema = z.discriminatedUnion('type', [
  z
    .object({
      id: z.number().int(),
      type: z.literal('createMatch'),
      game: z.string().max(40),
      seats: z.array(seatSetupSchema).min(1).max(16),
      options: z.unknown().optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
  /** A game's guided first game (docs/tutorials.md): its fixed table, the player at its seat under his name. */
  z.object({ id: z.number().int(), type: z.literal('startTutorial'), game: z.string().max(40), name }).strict(),
  /** The player read the tutorial's step on screen (Next). */
  z.object({ id: z.number().int(), type: z.literal('tutorialNext'), matchId }).strict(),
  /** The tutorial's match goes on as a normal game: normal bots, saved like any match. */
  z.object({ id: z.number().int(), type: z.literal('tutorialContinue'), matchId }).strict(),
  z.object({ id: z.number().int(), type: z.literal('joinSeat'), matchId, seat, token }).strict(),
  z.object({ id: z.number().int(), type: z.literal('watch'), matchId }).strict(),
  z.object({ id: z.number().int(), type: z.literal('leave'), matchId }).strict(),
  z
    .object({
      id: z.number().int(),
      type: z.literal('submitMove'),
      matchId,
      seat,
      move: z.unknown(),
      /** The match version the client's view showed: one from the start of the seat's turn to the current one, or the move is refused. */
      version: z.number().int().min(0).optional(),
    })
    .strict(),
  z.object({ id: z.number().int(), type: z.literal('undo'), matchId, seat }).strict(),
  /** What would the hard bot do in the seat's place, and why (match:hint): for the seat's own decision only. */
  z.object({ id: z.number().int(), type: z.literal('askHint'), matchId, seat }).strict(),
  /** The seat's station is on screen and ready (Smugglers: the sculpting hands): its clock starts now, if it has not yet. */
  z.object({ id: z.number().int(), type: z.literal('stationReady'), matchId, seat }).strict(),
  /** Smugglers: the seat's hourglass ran out with this much putty in his ball; from now on it cannot change. */
  z.object({ id: z.number().int(), type: z.literal('lockPutty'), matchId, seat, massG: z.number().positive().max(1000) }).strict(),
  /** The host's player asks for a host task (a roll) that kept failing to be tried again. */
  z.object({ id: z.number().int(), type: z.literal('retryHostTask'), matchId }).strict(),
  z.object({ id: z.number().int(), type: z.literal('listSaves') }).strict(),
  z.object({ id: z.number().int(), type: z.literal('loadSave'), matchId }).strict(),
  z.object({ id: z.number().int(), type: z.literal('deleteSave'), matchId }).strict(),
  z.object({ id: z.number().int(), type: z.literal('exportSave'), matchId }).strict(),
  z
    .object({
      id: z.number().int(),
      type: z.literal('importSave'),
      fileName: z.string().max(200),
      content: z.string().max(MAX_MESSAGE_CHARS),
    })
    .strict(),
  z.object({ id: z.number().int(), type: z.literal('getSettings') }).strict(),
  z.object({ id: z.number().int(), type: z.literal('hello') }).strict(),
  // LAN play: the host's side.
  z
    .object({
      id: z.number().int(),
      type: z.literal('openLobby'),
      game: z.string().max(40),
      seats: z.array(lobbySeatSetupSchema).min(1).max(16),
      options: z.unknown().optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      allowSpectators: z.boolean(),
      /** Whether the seats may ask for hints (match:hint); absent: no, as at every LAN table by default. */
      allowHints: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      id: z.number().int(),
      type: z.literal('updateLobby'),
      lobbyId: lobbyIdSchema,
      seats: z.array(lobbySeatSetupSchema).min(1).max(16),
      options: z.unknown().optional(),
      allowSpectators: z.boolean(),
      allowHints: z.boolean().optional(),
    })
    .strict(),
  z.object({ id: z.number().int(), type: z.literal('startLobby'), lobbyId: lobbyIdSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('closeLobby'), lobbyId: lobbyIdSchema }).strict(),
  /** Lets a bot play a guest's seat while he is away (level), or gives the seat back (null). */
  z.object({ id: z.number().int(), type: z.literal('standIn'), matchId, seat, level: botLevelSchema.nullable() }).strict(),
  // LAN play: the guest's side.
  z
    .object({
      id: z.number().int(),
      type: z.literal('joinLobby'),
      code: joinCodeSchema,
      name,
      /** A seat token kept from an earlier visit: takes the guest back to his seat. */
      token: token.optional(),
    })
    .strict(),
  z.object({ id: z.number().int(), type: z.literal('claimSeat'), lobbyId: lobbyIdSchema, seat }).strict(),
  z.object({ id: z.number().int(), type: z.literal('releaseSeat'), lobbyId: lobbyIdSchema }).strict(),
  /** A chat line to a lobby (its id) or a match (its id). */
  z.object({ id: z.number().int(), type: z.literal('chat'), room: z.string().max(80), text: chatTextSchema }).strict(),
  z.object({ id: z.number().int(), type: z.literal('setSettings'), settings: settingsSchema }).strict(),
  // The physics sandbox (host only).
  ...sandboxRequestSchemas,
  // The solo high scores (host only).
  ...highScoreRequestSchemas,
  // Replays (host only).
  ...replayRequestSchemas,
  // Tables other hosts advertise on the LAN (host only).
  ...discoveryRequestSchemas,
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

export interface SeatStatus {
  seat: Seat;
  name: string;
  kind: 'human' | 'bot';
  level: 'easy' | 'normal' | 'hard' | null;
  /** A bot working out its move. */
  thinking: boolean;
  /** For a person's seat: whether a window or browser is following it (null for bots). */
  presence: Presence;
  /** A bot playing this person's seat while he is away (LAN games). */
  standIn: BotLevel | null;
  /** How many hints the seat took (match:hint): the final ranking shows them. */
  hints: number;
}


/** Pushed to a client whenever its match changes: the view of one seat (or a spectator's). */
export interface MatchUpdate {
  type: 'match';
  matchId: string;
  game: string;
  viewer: Seat | 'spectator';
  /** How many moves have been applied. */
  version: number;
  view: unknown;
  activeSeats: Seat[];
  seats: SeatStatus[];
  /** Events since the client's previous update for this viewer. */
  events: LoggedEvent[];
  /** True when `events` is the whole log (the first update, or after an undo took moves back): replace, don't append. */
  fullLog: boolean;
  /**
   * A game of memory (GameDefinition.latestOnly): `events` is the latest
   * announcement at most, and the page keeps no older one either (absent
   * from older hosts: false).
   */
  latestOnly?: boolean;
  /** Whether the viewer may take back his last move now (the host decides: docs/host.md "Taking back a move"). */
  canUndo: boolean;
  /**
   * Set while the match stands where a take-back put it: whose move was
   * taken back, for every seat's table (and the spectators') to say so.
   * Absent from older hosts: none.
   */
  tookBack?: { seat: Seat } | null;
  result: GameResult | null;
  /** Set when the last autosave failed: the game goes on, but the player must know it is not saved. (A sentence the client words.) */
  saveError: Sentence | null;
  /**
   * Set when an outcome the host computes (a physics roll) kept failing: the
   * game waits for it; the host's player may ask for it to be tried again. (A sentence the client words.)
   */
  hostProblem: Sentence | null;
  /** Set for a game played over the LAN. */
  lan: MatchLan | null;
  /** The viewer's own clock on a timed decision (Smugglers' sculpting hourglass); null when none runs for him. */
  clock: SeatClock | null;
  /** In a guided first game, the step on screen (its words' keys and what it points at); absent otherwise. */
  tutorial?: TutorialShown;
}

/**
 * A seat's clock as the host counts it: what is left when the host sent the
 * update, not a moment in time (the guests' machines' clocks differ). The
 * client counts down from the update's arrival and starts again from each new one.
 */
export interface SeatClock {
  /** Milliseconds left, 0 once it has run out. */
  remainingMs: number;
  /** The whole time it runs. */
  totalMs: number;
  /**
   * Once the time is out, what the decision is held to (Smugglers: the grams
   * of putty in the ball); null while it may still change.
   */
  frozen: number | null;
}

export interface MatchLan {
  allowSpectators: boolean;
  /** Whether the host lets the seats ask for hints (off by default at a LAN table). */
  allowHints: boolean;
  /** Only for the host's own window: the code and addresses to give guests. */
  host: { code: string; addresses: string[] } | null;
  /** Set when the host closed the table: guests go back to the join screen. (A sentence the client words.) */
  closed: Sentence | null;
}

export type Push = MatchUpdate | LobbyUpdate | ChatUpdate | SweepUpdate;

/** Who the client is to the host: the player at the host machine, or a LAN guest. */
export interface Hello {
  role: 'host' | 'guest';
  protocol: number;
}

export interface SeatGrant {
  seat: Seat;
  token: string;
}

export interface MatchOpened {
  matchId: string;
  game: string;
  /** Tokens for the human seats, which this client may now join. */
  grants: SeatGrant[];
}

/**
 * A hint (shared/engine/hint.ts): the hard bot's move for the seat, and why,
 * as a message its page words; `version` is the match version it was worked
 * out for (a hint for an older position is of no use).
 */
export interface HintAnswer {
  move: unknown;
  reason: RefusalMessage;
  version: number;
}

export interface SaveSummary {
  matchId: string;
  game: string;
  /** Names of the seats, in seat order. */
  players: string[];
  moves: number;
  finished: boolean;
  updatedAt: string;
  /** Null for a good save; otherwise why it cannot be loaded. (A sentence the client words.) */
  problem: Sentence | null;
}

export interface ResultFor extends SandboxResultFor, HighScoreResultFor, ReplayResultFor, DiscoveryResultFor {
  createMatch: MatchOpened;
  startTutorial: MatchOpened;
  tutorialNext: { ok: true };
  tutorialContinue: { ok: true };
  joinSeat: { ok: true };
  watch: { ok: true };
  leave: { ok: true };
  submitMove: { ok: true; version: number };
  undo: { ok: true; version: number };
  askHint: HintAnswer;
  stationReady: { ok: true };
  lockPutty: { ok: true };
  retryHostTask: { ok: true };
  listSaves: SaveSummary[];
  loadSave: MatchOpened;
  deleteSave: { ok: true };
  exportSave: { fileName: string; content: string };
  importSave: SaveSummary;
  getSettings: Settings;
  setSettings: Settings;
  hello: Hello;
  openLobby: LobbyOpened;
  updateLobby: { ok: true };
  startLobby: MatchOpened;
  closeLobby: { ok: true };
  standIn: { ok: true };
  joinLobby: LobbyUpdate;
  claimSeat: SeatClaim;
  releaseSeat: { ok: true };
  chat: { ok: true };
}

export type ErrorCode =
  | 'bad-request'
  | 'unknown-game'
  | 'unknown-match'
  | 'not-your-seat'
  | 'stale-move'
  /** A move the game refused: the engine's own RejectionCode, passed on as it is. */
  | RejectionCode
  | 'cannot-undo'
  /** No hint now: not the seat's decision, the game over, or hints not allowed at this LAN table. */
  | 'no-hint'
  /** A change the seat's clock no longer allows (Smugglers: other putty after the hourglass ran out). */
  | 'too-late'
  | 'damaged-save'
  | 'host-only'
  | 'wrong-code'
  | 'seat-taken'
  | 'lobby-not-ready'
  | 'lan-unavailable'
  /** A guest sent chat lines or lobby requests faster than a person would. */
  | 'too-fast'
  | 'internal';

/**
 * A refused request: its code, which clients act on, and its sentence as data
 * (a move the game refused: see RefusalMessage in shared/engine/contract.ts;
 * the host's own refusals: see Sentence in sentence.ts), the message `key`
 * ('contrebandes:refusal.notYourCard', 'lan:hostSays.wrongCode') and its
 * `params`. No English goes with it: each client words it in its player's
 * language, which may differ from the host's; the host words it in English
 * only for its own log and the command line (host-words.ts).
 */
export interface HostError extends Sentence {
  code: ErrorCode;
}

export type Response =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: HostError };

/** A request without its id, as the client code writes it. */
export type RequestBody<T extends RequestType> = Omit<Extract<Request, { type: T }>, 'id'>;

/** Turns a zod error into one readable sentence. */
export function describeSchemaError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The message does not have the expected shape.';
  const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  return `${issue.message}${where}`;
}
