import { describe, expect, it } from 'vitest';
import type { ReplayOpened, ReplayPosition } from '../../../../shared/protocol/replay';
import { chapterAfter, chapterAt, chapterBefore, clampVersion, playDelayMs, replayActionFor, seatOf, tableUpdateOf, versionAfter } from './replaySteps';

const chapters = [
  { version: 4, kind: 'night', number: 2 },
  { version: 9, kind: 'night', number: 3 },
] as const;
const opened = { replayId: 'abc123', game: 'contrebandes', players: ['Ann', 'Ben', 'Cat'], moves: 12, chapters: [...chapters] } as unknown as ReplayOpened;

describe('moving through a replay', () => {
  it('steps within the game, from the setup to the last move', () => {
    expect(versionAfter('previous', 0, opened)).toBe(0);
    expect(versionAfter('next', 0, opened)).toBe(1);
    expect(versionAfter('next', 12, opened)).toBe(12);
    expect(versionAfter('start', 7, opened)).toBe(0);
    expect(versionAfter('end', 7, opened)).toBe(12);
    expect(clampVersion(99, 12)).toBe(12);
    expect(clampVersion(-3, 12)).toBe(0);
  });

  it('jumps to the start of the chapter it is in, the one before from a start, and on to the next', () => {
    expect(chapterBefore(chapters, 6)).toBe(4);
    expect(chapterBefore(chapters, 4)).toBe(0);
    expect(chapterBefore(chapters, 10)).toBe(9);
    expect(chapterAfter(chapters, 0, 12)).toBe(4);
    expect(chapterAfter(chapters, 4, 12)).toBe(9);
    expect(chapterAfter(chapters, 9, 12)).toBe(12);
    expect(chapterAt(chapters, 3)).toBeNull();
    expect(chapterAt(chapters, 9)).toEqual({ version: 9, kind: 'night', number: 3 });
  });

  it('has keys for steps, chapters and play, and none for the rest', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', ' '].map(replayActionFor)).toEqual([
      'previous',
      'next',
      'start',
      'end',
      'previousChapter',
      'nextChapter',
      'play',
    ]);
    expect(replayActionFor('x')).toBeNull();
  });

  it('plays at the table speed: ×2 twice as fast, ×4 four times', () => {
    expect(playDelayMs('x2')).toBe(playDelayMs('x1') / 2);
    expect(playDelayMs('x4')).toBe(playDelayMs('x1') / 4);
  });
});

describe("the update a replay's table is drawn from", () => {
  const position: ReplayPosition = {
    replayId: 'abc123',
    version: 5,
    perspective: 1,
    view: { viewer: 1 },
    events: [{ version: 5, event: { type: 'loaded', seat: 0 } }],
    log: [
      { version: 2, event: { type: 'loaded', seat: 2 } },
      { version: 5, event: { type: 'loaded', seat: 0 } },
    ],
    activeSeats: [2],
    result: null,
  };

  it('is the seat’s own, with the events of its move, and nothing to take back or to play for', () => {
    const update = tableUpdateOf(opened, position, false);
    expect(update).toMatchObject({ viewer: 1, version: 5, view: { viewer: 1 }, activeSeats: [2], fullLog: false, canUndo: false, lan: null, clock: null });
    expect(update.events).toEqual(position.events);
    expect(update.seats.map((seat) => seat.name)).toEqual(['Ann', 'Ben', 'Cat']);
    // Its own key: the live match's table memory and remembered counts stay the live match's.
    expect(update.matchId).toBe('replay-abc123');
    expect(seatOf(1)).toBe(1);
  });

  it('shows all open and the spectator as the public table, drawn for no seat', () => {
    expect(tableUpdateOf(opened, { ...position, perspective: 'open' }, true)).toMatchObject({ viewer: 'spectator', fullLog: true });
    expect(seatOf('open')).toBeNull();
    expect(seatOf('spectator')).toBeNull();
  });
});
