import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Autosaver, retryDelay } from './autosaver.js';
import type { SaveFile } from './save-file.js';
import { SaveStore } from './save-store.js';

const MATCH = 'contrebandes-20261129-100000-bbbbbb';

/** A save whose log length tells which one it is (the store writes any SaveFile; nothing here replays it). */
function saveNumber(n: number): SaveFile {
  return {
    format: 'smugglers-table-save',
    formatVersion: 1,
    matchId: MATCH,
    game: 'contrebandes',
    rulesVersion: 1,
    options: {},
    seed: 1,
    seats: [],
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    finished: false,
    log: Array.from({ length: n }, () => ({ actor: 0, move: null })),
    snapshot: null,
  } as SaveFile;
}

/** A store whose first `failures` writes fail as a process out of file descriptors does (then works again, if ever). */
function failingStore(failures: number): { store: SaveStore; tries: () => number } {
  const store = new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-autosave-')));
  const write = store.writeInBackground.bind(store);
  let tries = 0;
  store.writeInBackground = async (save) => {
    if (++tries <= failures) throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    return write(save);
  };
  return { store, tries: () => tries };
}

const FAST = { firstMs: 1, maxMs: 4 };

function onDisk(store: SaveStore): number {
  return (JSON.parse(fs.readFileSync(path.join(store.dir, `${MATCH}.json`), 'utf8')) as SaveFile).log.length;
}

describe('the autosaver', () => {
  it('folds the saves made during a write into one more write of the newest state', async () => {
    const store = new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-autosave-')));
    let writes = 0;
    const write = store.writeInBackground.bind(store);
    store.writeInBackground = (save) => {
      writes++;
      return write(save);
    };
    const reports: (string | null)[] = [];
    const autosaver = new Autosaver(store, (_, problem) => reports.push(problem?.message ?? null));
    for (let n = 1; n <= 20; n++) autosaver.save(MATCH, () => saveNumber(n));
    await autosaver.settle(MATCH);
    expect(onDisk(store)).toBe(20);
    expect(writes).toBeLessThanOrEqual(2);
    expect(reports.every((problem) => problem === null)).toBe(true);
    // The previous version is kept as the backup, as with every write.
    autosaver.save(MATCH, () => saveNumber(21));
    await autosaver.settle();
    expect(onDisk(store)).toBe(21);
    expect(fs.existsSync(path.join(store.dir, `${MATCH}.json.bak`))).toBe(true);
  });

  it('reports a failed write as a sentence (in English, and as words for each player), and the next good write clears it', async () => {
    const store = new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-autosave-')));
    const reports: (string | null)[] = [];
    const words: unknown[] = [];
    const autosaver = new Autosaver(store, (_, problem) => {
      reports.push(problem?.message ?? null);
      words.push(problem?.words ?? null);
    });
    autosaver.save(MATCH, () => {
      throw new Error('disk full');
    });
    await autosaver.settle();
    expect(reports).toEqual(['The game could not be saved: disk full']);
    expect(words.at(-1)).toEqual({ key: 'match:hostSays.notSaved', params: { reason: 'disk full' } });
    autosaver.save(MATCH, () => saveNumber(3));
    await autosaver.settle();
    expect(reports.at(-1)).toBeNull();
    expect(onDisk(store)).toBe(3);
  });

  it('keeps the newest state through failed writes and writes it once the disk works again', async () => {
    const { store, tries } = failingStore(3);
    const reports: (string | null)[] = [];
    const autosaver = new Autosaver(store, (_, problem) => reports.push(problem?.message ?? null), FAST);
    autosaver.save(MATCH, () => saveNumber(1));
    await autosaver.settle(); // the first try failed
    for (let n = 2; n <= 5; n++) autosaver.save(MATCH, () => saveNumber(n));
    // Each settle tries the pending save at once; the fourth try works.
    for (let round = 0; round < 10 && reports.at(-1) !== null; round++) await autosaver.settle();
    expect(tries()).toBe(4);
    expect(onDisk(store)).toBe(5);
    expect(reports).toEqual(['The game could not be saved: EMFILE: too many open files', null]);
  });

  it('tries a failed write again by itself, after a pause', async () => {
    const { store } = failingStore(2);
    const reports: (string | null)[] = [];
    const autosaver = new Autosaver(store, (_, problem) => reports.push(problem?.message ?? null), FAST);
    autosaver.save(MATCH, () => saveNumber(7));
    await vi.waitFor(() => expect(reports.at(-1)).toBeNull(), { timeout: 10_000, interval: 5 });
    expect(onDisk(store)).toBe(7);
    expect(reports).toHaveLength(2);
  });

  it('never keeps settle() waiting on a disk that keeps failing, and stops trying once closed', async () => {
    const { store, tries } = failingStore(Infinity);
    const autosaver = new Autosaver(store, () => {}, { firstMs: 60_000, maxMs: 60_000 });
    autosaver.save(MATCH, () => saveNumber(1));
    await autosaver.settle();
    expect(tries()).toBe(1);
    // Settling again does not wait out the pause: it tries once more at once.
    await autosaver.settle(MATCH);
    expect(tries()).toBe(2);
    // Closing makes a last try, and then no more.
    await autosaver.close();
    expect(tries()).toBe(3);
    await autosaver.settle();
    expect(tries()).toBe(3);
    expect(fs.existsSync(path.join(store.dir, `${MATCH}.json`))).toBe(false);
  });

  it('pauses 250 ms after the first failure, twice as long after each next one, at most 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((failures) => retryDelay(failures))).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});
