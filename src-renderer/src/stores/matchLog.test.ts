import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from '../../../shared/protocol/messages';
import { EMPTY_LOG, coalesceUpdates, mergeLog, passedViews } from './matchLog';

const ev = (version: number, name: string) => ({ version, event: { name } });

describe('mergeLog', () => {
  it('takes every event of the first update', () => {
    const log = mergeLog(EMPTY_LOG, { version: 2, fullLog: false, events: [ev(0, 'setup'), ev(1, 'a'), ev(2, 'b'), ev(2, 'c')] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['setup', 'a', 'b', 'c']);
    expect(log.version).toBe(2);
  });

  it('keeps an event once when several viewers report it', () => {
    let log = mergeLog(EMPTY_LOG, { version: 1, fullLog: false, events: [ev(0, 'setup'), ev(1, 'a')] });
    log = mergeLog(log, { version: 2, fullLog: false, events: [ev(2, 'b')] }); // seat 0
    log = mergeLog(log, { version: 2, fullLog: false, events: [ev(2, 'b')] }); // spectator
    log = mergeLog(log, { version: 2, fullLog: false, events: [ev(0, 'setup'), ev(1, 'a'), ev(2, 'b')] }); // a re-join replays all
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['setup', 'a', 'b']);
  });

  it('replaces the log with a full one', () => {
    let log = mergeLog(EMPTY_LOG, { version: 3, fullLog: true, events: [ev(1, 'a'), ev(2, 'b'), ev(3, 'c')] });
    log = mergeLog(log, { version: 3, fullLog: true, events: [ev(1, 'a'), ev(2, 'b'), ev(3, 'c')] });
    expect(log.entries).toHaveLength(3);
    log = mergeLog(log, { version: 2, fullLog: true, events: [ev(1, 'a'), ev(2, 'b')] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['a', 'b']);
    expect(log.version).toBe(2);
  });

  it('returns the same object when nothing changes', () => {
    const log = mergeLog(EMPTY_LOG, { version: 1, fullLog: false, events: [ev(1, 'a')] });
    expect(mergeLog(log, { version: 1, fullLog: false, events: [] })).toBe(log);
  });

  it('cuts the log back after an undo and then takes the new events', () => {
    let log = mergeLog(EMPTY_LOG, { version: 3, fullLog: false, events: [ev(1, 'a'), ev(2, 'b'), ev(3, 'c')] });
    log = mergeLog(log, { version: 2, fullLog: false, events: [] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['a', 'b']);
    log = mergeLog(log, { version: 3, fullLog: false, events: [ev(3, 'c2')] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['a', 'b', 'c2']);
  });

  it('keeps the latest announcement only of a game of memory, whatever came before', () => {
    let log = mergeLog(EMPTY_LOG, { version: 2, fullLog: true, latestOnly: true, events: [ev(2, 'b'), ev(2, 'c')] });
    log = mergeLog(log, { version: 3, fullLog: false, latestOnly: true, events: [ev(3, 'd')] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['d']);
    // A move that says nothing (a secret decision) leaves the latest announcement up.
    log = mergeLog(log, { version: 4, fullLog: false, latestOnly: true, events: [] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['d']);
    expect(log.version).toBe(4);
    log = mergeLog(log, { version: 5, fullLog: false, latestOnly: true, events: [ev(5, 'e'), ev(5, 'f')] });
    expect(log.entries.map((e) => (e.event as { name: string }).name)).toEqual(['e', 'f']);
  });
});

describe('coalesceUpdates', () => {
  const update = (version: number, events: ReturnType<typeof ev>[], fullLog = false): MatchUpdate => ({
    type: 'match',
    matchId: 'm',
    game: 'g',
    viewer: 0,
    version,
    view: { version },
    activeSeats: [],
    seats: [],
    events,
    fullLog,
    canUndo: false,
    result: null,
    saveError: null,
    hostProblem: null,
    clock: null,
    lan: null,
  });

  it('keeps the newer view and the events of both', () => {
    const joined = coalesceUpdates(update(1, [ev(1, 'a')]), update(2, [ev(2, 'b')]));
    expect(joined.view).toEqual({ version: 2 });
    expect(joined.events.map((e) => (e.event as { name: string }).name)).toEqual(['a', 'b']);
    expect(joined.fullLog).toBe(false);
  });

  it('keeps the views it passed over, oldest first', () => {
    const joined = coalesceUpdates(coalesceUpdates(update(1, [ev(1, 'a')]), update(2, [ev(2, 'b')])), update(3, [ev(3, 'c')]));
    expect(joined.view).toEqual({ version: 3 });
    expect(passedViews(joined)).toEqual([{ version: 1 }, { version: 2 }]);
    expect(passedViews(update(4, []))).toEqual([]);
  });

  it('stays a full log when the older one was', () => {
    const joined = coalesceUpdates(update(1, [ev(0, 's'), ev(1, 'a')], true), update(2, [ev(2, 'b')]));
    expect(joined.fullLog).toBe(true);
    expect(joined.events).toHaveLength(3);
  });

  it('takes a newer full log as it is', () => {
    const newer = update(1, [ev(1, 'a')], true);
    expect(coalesceUpdates(update(2, [ev(2, 'b')]), newer)).toBe(newer);
  });
});
