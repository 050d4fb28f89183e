/**
 * One match: a game's state, its move log, its seats and the public event log.
 * The match is the authority: every move is checked against the move schema
 * and the rules before it changes anything. A move from outside is parsed
 * once, where it comes in (parse, or apply for a raw move): from there on it
 * travels as a Parsed move, and the game applies it without parsing it again.
 */
import {
  type Actor,
  type AnyGameDefinition,
  type GameResult,
  HOST,
  type Parsed,
  type RefusalMessage,
  type Rejection,
  type RejectionCode,
  type Seat,
  type Viewer,
} from '../../shared/engine/contract.js';
import { allowsTakeBack } from '../../shared/engine/manifest.js';
import { type ParsedMove, parseMove } from '../../shared/engine/parse-move.js';
import { botView } from '../../shared/engine/play.js';
import type { LoggedEvent, SeatStatus } from '../../shared/protocol/messages.js';
import { type LogEntry, type SaveFile, type SaveLan, SAVE_FORMAT, SAVE_FORMAT_VERSION, type SeatConfig } from '../saves/save-file.js';
import { newBotSecret } from '../bots/bot-seeds.js';
import { inEnglish } from '../words/host-words.js';

/**
 * A refused move keeps the engine's code (not-your-turn, illegal-move, ...):
 * the client gets it as the error code, with the message key and parameters
 * it words in its player's language; `message`, the English sentence, stays
 * with the host, for its log and the command line.
 */
export type ApplyOutcome = { ok: true } | ({ ok: false; code: RejectionCode | 'stale-move'; message: string } & RefusalMessage);

/** A refused move as the match answers it (a malformed move refused where it came in, too). */
export function refused(rejection: Rejection | { code: 'stale-move'; key: string }): Extract<ApplyOutcome, { ok: false }> {
  const { code, key } = rejection;
  const params = 'params' in rejection ? rejection.params : undefined;
  return { ok: false, code, key, ...(params ? { params } : {}), message: inEnglish({ key, ...(params ? { params } : {}) }) };
}

export interface MatchInit {
  id: string;
  game: AnyGameDefinition;
  options: unknown;
  seed: number;
  seats: SeatConfig[];
  createdAt: string;
  /** The key of the bots' decision seeds (bots/bot-seeds.ts); a new match draws one. */
  botSecret?: string;
}

/** The game refused the match's table (its setup's result): nothing was set up, and the refusal says why. */
export class SetupRefused extends Error {
  constructor(readonly problem: RefusalMessage) {
    super(inEnglish(problem));
  }
}

export class Match {
  readonly id: string;
  readonly game: AnyGameDefinition;
  readonly options: unknown;
  readonly seed: number;
  readonly seats: SeatConfig[];
  readonly createdAt: string;
  /** The key of the bots' decision seeds: kept in the save, never sent to anyone. */
  readonly botSecret: string;
  updatedAt: string;
  state: unknown;
  /** The state before the last move, for undo. */
  private previousState: unknown | null = null;
  readonly log: LogEntry[] = [];
  events: LoggedEvent[] = [];
  /** For each seat, the version since which it has been waiting to move (for stale-move checks). */
  private activeSince: (number | null)[] = [];
  readonly thinking = new Set<Seat>();
  /** Set for a game played over the LAN (kept in the save). */
  lan: SaveLan | null = null;
  /** How many hints each seat took (kept in the save, shown in the final ranking). */
  readonly hints: number[];

  constructor(init: MatchInit) {
    this.id = init.id;
    this.game = init.game;
    this.options = init.options;
    this.seed = init.seed;
    this.seats = init.seats;
    this.createdAt = init.createdAt;
    this.botSecret = init.botSecret ?? newBotSecret();
    this.updatedAt = init.createdAt;
    this.hints = init.seats.map(() => 0);
    const setup = init.game.setup(init.seed, init.seats.length, init.options);
    if (!setup.ok) throw new SetupRefused(setup.problem);
    this.state = setup.state;
    this.trackActiveSeats();
  }

  /** Rebuilds a match from a checked save: the log is replayed to recover the public events too. */
  static fromSave(save: SaveFile, game: AnyGameDefinition): Match {
    const match = new Match({
      id: save.matchId,
      game,
      options: save.options,
      seed: save.seed,
      seats: save.seats,
      createdAt: save.createdAt,
      // A save from before the secret gets a new one: its bots' choices from here on differ from those an
      // older copy of the app would have made, which nothing depends on (the moves made are in the log).
      botSecret: save.botSecret,
    });
    for (const entry of save.log) {
      const outcome = match.apply(entry.actor, entry.move);
      if (!outcome.ok) throw new Error(`Replay failed: ${outcome.message}`);
    }
    match.updatedAt = save.updatedAt;
    match.lan = save.lan ?? null;
    save.hints?.forEach((count, seat) => {
      if (seat < match.hints.length) match.hints[seat] = count;
    });
    return match;
  }

  get version(): number {
    return this.log.length;
  }

  result(): GameResult | null {
    return this.game.result(this.state);
  }

  activeSeats(): Seat[] {
    return this.game.activeSeats(this.state);
  }

  viewFor(viewer: Viewer): unknown {
    return this.game.viewFor(this.state, viewer);
  }

  /** What a bot of `seat` decides from (with a game of memory's spoken record): for the bot workers only, never a page. */
  botViewFor(seat: Seat): unknown {
    return botView(this.game, this.state, seat);
  }

  /** Whether the game promises that no page receives an announcement older than the latest (GameDefinition.latestOnly). */
  latestOnly(): boolean {
    return this.game.latestOnly?.(this.options) ?? false;
  }

  /**
   * The public events a page may be sent: the whole log, or for a game that
   * promises latest only the events of the latest move that announced
   * anything (a move with none, a secret decision, leaves the one before
   * it up). The host's own window is a page too.
   */
  pageEvents(): LoggedEvent[] {
    if (!this.latestOnly()) return this.events.slice();
    const newest = this.events[this.events.length - 1];
    return newest === undefined ? [] : this.events.filter((logged) => logged.version === newest.version);
  }

  legalMoves(seat: Seat): unknown[] {
    return this.game.legalMoves(this.state, seat);
  }

  /** Checks the shape of a move from outside (a page's, a bot worker's, a physics worker's): the one parse on its way in. */
  parse(rawMove: unknown): ParsedMove<unknown> {
    return parseMove(this.game.moveSchema, rawMove);
  }

  /** Parses and applies a move from outside (a save's log, a test): whether it is stale first, as applyParsed. */
  apply(actor: Actor, rawMove: unknown, basedOn?: number): ApplyOutcome {
    const stale = this.stale(actor, basedOn);
    if (stale) return stale;
    const parsed = this.parse(rawMove);
    return parsed.ok ? this.applyFresh(actor, parsed.move) : refused(parsed.rejection);
  }

  /** Checks and applies a parsed move: whether it is stale (see stale), then the game's checks and rules. */
  applyParsed(actor: Actor, move: Parsed<unknown>, basedOn?: number): ApplyOutcome {
    return this.stale(actor, basedOn) ?? this.applyFresh(actor, move);
  }

  /** A parsed move that is not stale: the game's checks and rules, then the match keeps it. */
  private applyFresh(actor: Actor, move: Parsed<unknown>): ApplyOutcome {
    const applied = this.game.applyParsedMove(this.state, actor, move);
    if (!applied.ok) return refused(applied.rejection);
    this.previousState = this.state;
    this.state = applied.state;
    this.log.push({ actor, move });
    for (const event of applied.events) this.events.push({ version: this.version, event });
    this.updatedAt = new Date().toISOString();
    this.trackActiveSeats();
    // A seat that moves again must first have seen its own last move.
    if (actor !== HOST && this.activeSince[actor] !== null) this.activeSince[actor] = this.version;
    return { ok: true };
  }

  /**
   * `basedOn` is the version the mover saw; a move made before the seat's
   * current turn began is stale and refused. A seat is only ever shown
   * versions up to the current one, so a version beyond it names a moment
   * nobody was shown and is refused too (it would otherwise pass every later
   * check, whatever the table then shows).
   */
  private stale(actor: Actor, basedOn: number | undefined): ApplyOutcome | null {
    if (actor === HOST || basedOn === undefined) return null;
    if (!Number.isSafeInteger(basedOn) || basedOn > this.version) return refused({ code: 'stale-move', key: 'shell:refusal.unseenVersion' });
    const since = this.activeSince[actor];
    if (since !== null && since !== undefined && basedOn < since) return refused({ code: 'stale-move', key: 'shell:refusal.staleMove' });
    return null;
  }

  /** Counts a hint `seat` took (match:hint). */
  tookHint(seat: Seat): void {
    this.hints[seat] = (this.hints[seat] ?? 0) + 1;
    this.updatedAt = new Date().toISOString();
  }

  /**
   * Whether `seat` may take back the last move: it was his, nobody moved
   * since, the game is not over, the game allows taking back (its manifest)
   * and this move (canUndo: nothing revealed by it). In a game of memory
   * (latestOnly) a move that announced anything stays: taken back, it would
   * leave an older announcement the latest on the wire (RULINGS 3).
   */
  canUndo(seat: Seat): boolean {
    const last = this.log[this.log.length - 1];
    if (!last || last.actor !== seat || this.previousState === null || !this.game.canUndo || !allowsTakeBack(this.game.meta)) return false;
    if (this.result() !== null) return false;
    if (this.latestOnly() && this.events.some((logged) => logged.version === this.version)) return false;
    return this.game.canUndo(this.previousState, seat, last.move, this.state);
  }

  undo(seat: Seat): boolean {
    if (!this.canUndo(seat)) return false;
    this.log.pop();
    this.state = this.previousState;
    this.previousState = null;
    this.events = this.events.filter((logged) => logged.version <= this.version);
    this.updatedAt = new Date().toISOString();
    this.activeSince = [];
    this.trackActiveSeats();
    return true;
  }

  seatStatus(): SeatStatus[] {
    return this.seats.map((config, seat) => ({
      seat,
      name: config.name,
      kind: config.kind,
      level: config.level,
      thinking: this.thinking.has(seat),
      presence: null,
      standIn: null,
      hints: this.hints[seat] ?? 0,
    }));
  }

  toSaveFile(): SaveFile {
    return {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      matchId: this.id,
      game: this.game.meta.id,
      rulesVersion: this.game.rulesVersion,
      options: this.options,
      seed: this.seed,
      botSecret: this.botSecret,
      seats: this.seats,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
      finished: this.result() !== null,
      log: this.log,
      snapshot: this.state,
      ...(this.lan ? { lan: this.lan } : {}),
      // Only once a seat took one: a match without hints saves as it always did.
      ...(this.hints.some((count) => count > 0) ? { hints: this.hints.slice() } : {}),
    };
  }

  private trackActiveSeats(): void {
    const active = new Set(this.activeSeats());
    this.activeSince = this.seats.map((_, seat) => (active.has(seat) ? (this.activeSince[seat] ?? this.version) : null));
  }
}
