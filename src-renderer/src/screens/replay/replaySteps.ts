/**
 * How the replay screen moves through a game (pure, so its tests need no
 * page): one step, a chapter back or on, the keys that do it, the pace of
 * "play" at the table speed, and the update a game's table is drawn from.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import type { Perspective, ReplayChapter, ReplayOpened, ReplayPosition } from '../../../../shared/protocol/replay';
import { type TableSpeed, speedFactor } from '../../../../shared/protocol/table-speed';

/** How long "play" shows each position at ×1: a human pace, time to see what the move did. */
export const PLAY_STEP_MS = 1500;

/** The wait before the next position while playing, at this table speed. */
export function playDelayMs(speed: TableSpeed): number {
  return PLAY_STEP_MS / speedFactor(speed);
}

/** `version` kept within the game: 0 (the setup) to `moves`. */
export function clampVersion(version: number, moves: number): number {
  return Math.min(moves, Math.max(0, Math.round(version)));
}

/** Where "previous chapter" goes from `version`: the start of the chapter it is in, or of the one before when it is at a start already; the setup before the first. */
export function chapterBefore(chapters: readonly ReplayChapter[], version: number): number {
  let before = 0;
  for (const chapter of chapters) if (chapter.version < version) before = chapter.version;
  return before;
}

/** Where "next chapter" goes from `version`: the next chapter's start, or the end. */
export function chapterAfter(chapters: readonly ReplayChapter[], version: number, moves: number): number {
  return chapters.find((chapter) => chapter.version > version)?.version ?? moves;
}

/** The chapter `version` is in (null before the first). */
export function chapterAt(chapters: readonly ReplayChapter[], version: number): ReplayChapter | null {
  let current: ReplayChapter | null = null;
  for (const chapter of chapters) if (chapter.version <= version) current = chapter;
  return current;
}

export type ReplayAction = 'previous' | 'next' | 'start' | 'end' | 'previousChapter' | 'nextChapter' | 'play';

/** What a key does on the replay screen (null: nothing). */
export function replayActionFor(key: string): ReplayAction | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    case 'PageUp':
      return 'previousChapter';
    case 'PageDown':
      return 'nextChapter';
    case ' ':
    case 'p':
      return 'play';
    default:
      return null;
  }
}

/** The version an action leads to from `version` ('play' leads nowhere by itself). */
export function versionAfter(action: Exclude<ReplayAction, 'play'>, version: number, opened: Pick<ReplayOpened, 'chapters' | 'moves'>): number {
  switch (action) {
    case 'previous':
      return clampVersion(version - 1, opened.moves);
    case 'next':
      return clampVersion(version + 1, opened.moves);
    case 'start':
      return 0;
    case 'end':
      return opened.moves;
    case 'previousChapter':
      return chapterBefore(opened.chapters, version);
    case 'nextChapter':
      return chapterAfter(opened.chapters, version, opened.moves);
  }
}

/** The seat whose view the table draws as its own: the perspective's seat, none for the spectator and all open. */
export function seatOf(perspective: Perspective): Seat | null {
  return typeof perspective === 'number' ? perspective : null;
}

/**
 * The update a game's table is drawn from, as a live table gets it: the
 * position's view and the events of its move. `fresh`: the table is drawn
 * anew for this position (a jump, another perspective), so the events are
 * its whole log; a step on is the next update of the same table.
 */
export function tableUpdateOf(opened: ReplayOpened, position: ReplayPosition, fresh: boolean): MatchUpdate {
  return {
    type: 'match',
    // A key of its own: the table's memory and its remembered counts are not the live match's.
    matchId: `replay-${opened.replayId}`,
    game: opened.game,
    viewer: position.perspective === 'open' ? 'spectator' : position.perspective,
    version: position.version,
    view: position.view,
    activeSeats: position.activeSeats,
    // No hint counts: a replay's ranking is the game's, without the hints column of the live table.
    seats: opened.players.map((name, seat) => ({ seat, name, kind: 'human', level: null, thinking: false, presence: null, standIn: null, hints: 0 })),
    events: position.events,
    fullLog: fresh,
    canUndo: false,
    result: position.result,
    saveError: null,
    hostProblem: null,
    lan: null,
    clock: null,
  };
}
