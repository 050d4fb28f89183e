/**
 * The engine contract: what every game of Smugglers' Table provides to the host.
 *
 * A game is a set of pure functions over plain-JSON states. The host never knows
 * a game's rules; it only asks who may act (activeSeats), checks and applies
 * moves (applyMove), and sends each seat what it may see (viewFor). The shapes
 * below carry every kind of turn the five games need:
 *
 * - one seat at a time (a declaration, an inspection, a die roll);
 * - several seats at once (secret loading, sculpting, card play, objections):
 *   activeSeats lists all of them, each submits a move, the state keeps the
 *   moves already given (hidden from the other seats' views) and resolves once
 *   the last one is in;
 * - chains that pass from seat to seat (suspicions): activeSeats names the next
 *   seat of the chain after each move;
 * - randomness (dice, shuffles): drawn from the seeded generator in the state;
 * - outcomes that only the host can compute (a physics roll): the state asks
 *   for a HostTask, the host runs it and applies its outcome as a move by HOST.
 *
 * A game writes its rules and makes them into this contract with defineGame
 * (define-game.ts), which checks what every move must pass first (the game is
 * not over, the seat exists and may move, the move has the shape of a move).
 * The conformance suite (conformance/) holds every registered game to the
 * rules below. See docs/engine.md for the long form.
 */
import type { ZodType } from 'zod';
import type { GameManifest } from './manifest.js';
import type { Rng } from './rng.js';
import type { TimedDecision } from './timed-decision.js';
import type { RefusalMessage, RefusalParams } from './refusal-message.js';
import type { Actor, Seat, Viewer } from './seat.js';
import type { Tutorial } from './tutorial.js';

// The seat and refusal words live apart, so the kit's own files (a tutorial) can use them without a circle.
export { HOST, type Actor, type Seat, type Viewer } from './seat.js';
export type { RefusalMessage, RefusalParams } from './refusal-message.js';

export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** Why a move was refused, as a code the host and the bots act on. */
export type RejectionCode = 'not-your-turn' | 'illegal-move' | 'malformed-move' | 'game-over';


export interface Rejection extends RefusalMessage {
  code: RejectionCode;
}

declare const parsed: unique symbol;
/**
 * A move that passed its game's moveSchema: only parseMove (parse-move.ts)
 * makes one. A mark for the type checker, nothing at run time.
 */
export type Parsed<M> = M & { readonly [parsed]: true };

export type MoveResult<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; rejection: Rejection };

/**
 * A new game, or why it cannot be set up (as chessops' `fromSetup`): a seat
 * count or options the game does not support are a refusal, never a throw.
 * The refusal is a message (its key and parameters), worded by whoever shows
 * it, as a refused move's.
 */
export type SetupResult<S> = { ok: true; state: S } | { ok: false; problem: RefusalMessage };

/** The end of a game: a score per seat, the winners (several on a shared win) and a rank per seat (1 = first; equal scores share a rank). */
export interface GameResult {
  scores: number[];
  winners: Seat[];
  ranks: number[];
}

/**
 * An outcome the engine cannot compute itself because it needs the host's
 * machinery (a Rapier simulation). `input` is plain JSON; the game's
 * performHostTask turns it into a move that the host applies as HOST.
 */
export interface HostTask {
  kind: string;
  input: unknown;
}

/** What a bot is given: its own seat's view (GameDefinition.botViewFor) and the moves its seat may make, never the full state. */
export interface BotInput<V, M> {
  view: V;
  seat: Seat;
  legalMoves: M[];
  rng: Rng;
}

export interface Bot<V, M> {
  chooseMove(input: BotInput<V, M>): M;
}

/** Static facts about a game, shown in the menu, and its capabilities: its manifest (manifest.ts), which the engine carries. */
export type GameMeta = GameManifest;

/**
 * One game. S is its state, M a move, E a public event, V a seat's view and O
 * its setup options. Every function is pure and deterministic; states, moves,
 * events, views and options are plain JSON.
 */
export interface GameDefinition<S = unknown, M = unknown, E = unknown, V = unknown, O = unknown> {
  meta: GameMeta;
  /** Bumped whenever the rules change how a move log replays; saves record it. */
  rulesVersion: number;
  /**
   * Earlier rules versions whose move logs still play the same game under
   * today's rules (only the bookkeeping of the state changed, as when a view
   * learned to hide more): their saves replay, and the replayed state takes
   * the place of the saved snapshot. A version not listed is refused.
   */
  replaysRulesVersions?: readonly number[];

  /** Validates setup options coming from the outside (a new-game form, a save file). */
  optionsSchema: ZodType<O>;
  defaultOptions(seats: number): O;
  /**
   * What a new game may not be set up with beyond the schema, for `seats`
   * seats (a message), or null. Checked when a match is set up, never when a
   * save is loaded: a rule read anew may refuse options that older saves hold,
   * and setup still plays those as they were made.
   */
  newGameProblem?(seats: number, options: O): RefusalMessage | null;
  /** Validates the shape of a move coming from the outside, before applyMove judges it. */
  moveSchema: ZodType<M>;

  /**
   * A new game for `seats` seats, or its refusal: a seat count out of the
   * game's range, options that are not its options (the wrong type, an option
   * it does not have, a value out of range) or that do not fit the seat count
   * (a first player past the table). It never throws, and whether it refuses
   * depends on the seat count and the options alone, never on the seed.
   * Options come from outside (a request, a save): they are checked against
   * optionsSchema whatever their type says. newGameProblem is not asked here.
   */
  setup(seed: number, seats: number, options: O): SetupResult<S>;
  /** The seats that may move now: none when the game is over or waits for a host task. */
  activeSeats(state: S): Seat[];
  /**
   * Every move `seat` may make now (empty when it may not move). Moves that
   * differ only by interchangeable items (two identical cards) are listed once.
   * Legal moves never depend on what `seat` cannot see.
   */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * One legal move drawn at random, without listing them all: random playouts
   * use it. Returns null when `seat` may not move.
   */
  randomMove(state: S, seat: Seat, rng: Rng): M | null;
  /** Checks and applies a move. A bad move is a rejection, never a throw; the input state is never changed. */
  applyMove(state: S, actor: Actor, move: M): MoveResult<S, E>;
  /**
   * applyMove for a move whose shape was already checked (parseMove, at the
   * host's edge): the same checks and rules, without parsing it again.
   */
  applyParsedMove(state: S, actor: Actor, move: Parsed<M>): MoveResult<S, E>;
  /** What `viewer` may know, and nothing more. */
  viewFor(state: S, viewer: Viewer): V;
  /**
   * A game of memory's promise (Schmuggler an Bord, RULINGS 3): with these
   * options, no page, guest or spectator receives an announcement older than
   * the latest. Its views then carry the latest announcement only, and the
   * host sends a subscriber no event of an earlier move, not even on
   * (re)subscribing, so no tool in a browser can remember for its player.
   * The conformance suite holds a game to it. Absent: false.
   */
  latestOnly?(options: O): boolean;
  /**
   * What a bot of `seat` decides from: its seat's view, plus what a player at
   * the table heard but a page is not sent (a game of memory's spoken record;
   * the bot's level decides what it keeps). Only the host's bot scheduling and
   * the bot playouts call it; nothing of it reaches a page. Absent: viewFor.
   */
  botViewFor?(state: S, seat: Seat): V;
  /**
   * How long the table needs to take in what a move announced (its events),
   * in milliseconds at the table speed ×1, before a bot moves again: a game
   * of memory's announcement stays up long enough to be read aloud. The
   * host's bots wait the longer of this and their usual pace
   * (src-main/host/bot-pace.ts). Absent: the usual pace only.
   */
  readingMs?(events: readonly E[]): number;
  /** Null while the game runs. */
  result(state: S): GameResult | null;

  /** An outcome the host must compute before the game can go on, or null. */
  hostTask?(state: S): HostTask | null;
  performHostTask?(task: HostTask): Promise<M>;
  /** A decision the host times (a sculpting hourglass), or absent: the game keeps no clock. */
  timedDecision?: TimedDecision;
  /**
   * The game's guided first game (tutorial.ts; its manifest says `tutorial:
   * true`), or absent: the menu offers none.
   */
  tutorial?: Tutorial<V, M, O>;

  /**
   * Whether `seat` may take back `move` (just applied to `before`, giving
   * `after`). The host also requires that nobody has moved since.
   */
  canUndo?(before: S, seat: Seat, move: M, after: S): boolean;

  /**
   * A replay's "all cards open" (engine/replay.ts): the position with nothing
   * hidden, drawn by the game's own table. The replay offers it only once
   * the game it replays has ended, at every one of its positions (before the
   * end it would tell what the players are still to find out). Absent: the
   * replay offers seats and the spectator only.
   */
  openViewFor?(state: S): V;
  /**
   * Where a replay's chapters begin (engine/replay.ts): the chapter an event
   * opens (a night, a round, a turn, in the game's own words), or null for
   * any other event. Absent: a replay has one chapter, the whole game.
   */
  chapterOf?(event: E): Chapter | null;

  bots: Record<BotLevel, Bot<V, M>>;

  /**
   * Why a seat might make `move` from `view`, in words (a key of the game's
   * catalogue, '<gameId>:hint.<name>', and its parameters, as a refusal's):
   * the reason a hint gives with the hard bot's choice (hint.ts). It reads
   * nothing but the view, so the reason tells no secret, and it says
   * something true and specific ("it completes a set of three, +10").
   * Absent: the hint shows the move without a reason of the game's own.
   */
  explainMove?(view: V, move: M, seat: Seat): RefusalMessage;
}

/** A stretch of a game that a replay jumps to: its kind, in the games' own words, and its number (from 1). */
export interface Chapter {
  kind: ChapterKind;
  number: number;
}
export const CHAPTER_KINDS = ['night', 'round', 'turn'] as const;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];

/** A game definition with its type parameters erased, as the host holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;

/** A refused move: its code and the message key (with its parameters, if any) a player reads. */
export function reject(code: RejectionCode, key: string, params?: RefusalParams): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: refusal(code, { key, ...(params ? { params } : {}) }) };
}

/** A rejection from a code and a message. */
export function refusal(code: RejectionCode, message: RefusalMessage): Rejection {
  return message.params ? { code, key: message.key, params: message.params } : { code, key: message.key };
}

/** A refusal as a developer reads it in a thrown error or a test failure: its key and parameters, not the player's words. */
export function describeRefusal(message: RefusalMessage): string {
  return message.params ? `${message.key} ${JSON.stringify(message.params)}` : message.key;
}

/** Ranks from scores: higher is better, equal scores share a rank (1, 1, 3, ...). */
export function ranksFromScores(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}
