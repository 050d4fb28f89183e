/**
 * A replay: a game played again from its seed, options and move log, with
 * every position kept, so that any of them can be shown from any perspective
 * (issue #28, part 2). The positions come from the game's own applyMove, never
 * from a saved snapshot: what a replay shows is what the moves made.
 *
 * Position k is the state after k moves (0: the game as set up). Its events
 * are those the k-th move announced: the public events a live page is sent,
 * one move at a time (so a game of memory, GameDefinition.latestOnly, shows
 * its latest announcement only, as at the table).
 *
 * A perspective is a seat (exactly its view at that moment), the spectator,
 * or, once the game has ended, 'open': nothing hidden (openViewFor), for the
 * games that have it. Before the end the open view would tell what the
 * players are still to find out, so it is refused.
 */
import type { Actor, AnyGameDefinition, Chapter, GameResult, Parsed, RefusalMessage, Seat, Viewer } from './contract.js';
import { parseMove } from './parse-move.js';

/** Whose eyes a replay shows a position through. */
export type Perspective = Viewer | 'open';

export interface ReplayMove {
  actor: Actor;
  move: unknown;
}

/** A chapter's start: the position it opens at, and the chapter. */
export interface ChapterStart extends Chapter {
  version: number;
}

/** What a replay needs of a game: its rules, not its bots. */
export type ReplayedGame = Omit<AnyGameDefinition, 'bots'>;

export interface Replay {
  game: ReplayedGame;
  seats: number;
  /** states[k]: the state after k moves. */
  states: unknown[];
  /** events[k]: what the k-th move announced (events[0]: nothing, the setup announces nothing). */
  events: unknown[][];
  /** The positions that open a night, a round, a turn (GameDefinition.chapterOf), in order. */
  chapters: ChapterStart[];
  /** The result of the last position: null for a game not yet ended. */
  result: GameResult | null;
  /** A game of memory (GameDefinition.latestOnly, for its options): a position's log holds its latest announcement only. */
  latestOnly: boolean;
}

export type ReplayResult = { ok: true; replay: Replay } | { ok: false; problem: RefusalMessage };

/** Plays the log again from the setup, keeping every position. A move the game refuses (or a setup it refuses) is the problem, with the move's number. */
export function replayLog(game: ReplayedGame, seed: number, seats: number, options: unknown, log: readonly ReplayMove[]): ReplayResult {
  const setup = game.setup(seed, seats, options);
  if (!setup.ok) return { ok: false, problem: setup.problem };
  const states: unknown[] = [setup.state];
  const events: unknown[][] = [[]];
  const chapters: ChapterStart[] = [];
  let state = setup.state;
  for (const [index, entry] of log.entries()) {
    const parsed = parseMove(game.moveSchema, entry.move);
    const applied = parsed.ok ? game.applyParsedMove(state, entry.actor, parsed.move as Parsed<unknown>) : parsed;
    if (!applied.ok) return { ok: false, problem: { key: 'shell:hostSays.replayMoveRefused', params: { move: index + 1 } } };
    state = applied.state;
    states.push(state);
    events.push(applied.events);
    const version = index + 1;
    for (const event of applied.events) {
      const chapter = game.chapterOf?.(event) ?? null;
      // One chapter per position: the first the move opened (a night's first quarter opens with it).
      if (chapter !== null && chapters[chapters.length - 1]?.version !== version) chapters.push({ version, ...chapter });
    }
  }
  const latestOnly = game.latestOnly?.(options) ?? false;
  return { ok: true, replay: { game, seats, states, events, chapters, result: game.result(state), latestOnly } };
}

/** The perspectives a replay offers: every seat, the spectator, and all open once the game has ended (for a game that has an open view). */
export function perspectivesOf(replay: Replay): Perspective[] {
  const seats: Perspective[] = Array.from({ length: replay.seats }, (_, seat) => seat);
  return [...seats, 'spectator', ...(mayOpen(replay) ? (['open'] as const) : [])];
}

function mayOpen(replay: Replay): boolean {
  return replay.result !== null && replay.game.openViewFor !== undefined;
}

/** How many moves the replay holds (its last position's number). */
export function lastVersion(replay: Replay): number {
  return replay.states.length - 1;
}

export interface ReplayPosition {
  version: number;
  view: unknown;
  /** What the move that led here announced. */
  events: unknown[];
  /**
   * The log a page at the table would hold at this position: every move's announcements so far, each with
   * its move's number; for a game of memory the latest announcement only (a move that announced nothing
   * leaves the one before it), as at the table (RULINGS 3: a save replayed before its game ends must not
   * tell its players more than the table did).
   */
  log: { version: number; event: unknown }[];
  activeSeats: Seat[];
  /** Set from the position where the game ended on. */
  result: GameResult | null;
}

/** Position `version` through `perspective`'s eyes, or why not (no such move, no such seat, all open before the end). */
export function positionAt(replay: Replay, version: number, perspective: Perspective): { ok: true; position: ReplayPosition } | { ok: false; problem: RefusalMessage } {
  if (!Number.isInteger(version) || version < 0 || version > lastVersion(replay)) {
    return { ok: false, problem: { key: 'shell:hostSays.replayNoMove', params: { move: String(version), moves: lastVersion(replay) } } };
  }
  if (typeof perspective === 'number' && (!Number.isInteger(perspective) || perspective < 0 || perspective >= replay.seats)) {
    return { ok: false, problem: { key: 'shell:hostSays.replayNoSeat', params: { seat: String(perspective) } } };
  }
  if (perspective === 'open' && !mayOpen(replay)) return { ok: false, problem: { key: 'shell:hostSays.replayNotEnded' } };
  const state = replay.states[version];
  const game = replay.game;
  const view = perspective === 'open' ? (game.openViewFor as (state: unknown) => unknown)(state) : game.viewFor(state, perspective);
  return {
    ok: true,
    position: {
      version,
      view,
      events: (replay.events[version] ?? []).slice(),
      log: logAt(replay, version),
      activeSeats: game.activeSeats(state),
      result: game.result(state),
    },
  };
}

/** The log a page would hold at position `version` (ReplayPosition.log). */
function logAt(replay: Replay, version: number): { version: number; event: unknown }[] {
  const moves = replay.events.slice(0, version + 1).map((events, at) => events.map((event) => ({ version: at, event })));
  if (!replay.latestOnly) return moves.flat();
  for (let at = moves.length - 1; at >= 0; at--) if ((moves[at] ?? []).length > 0) return moves[at] ?? [];
  return [];
}
