import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Autosaver } from './autosaver.js';
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
    const autosaver = new Autosaver(store, (_, problem) => reports.push(problem));
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

  it('reports a failed write as a sentence, and the next good write clears it', async () => {
    const store = new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-autosave-')));
    const reports: (string | null)[] = [];
    const autosaver = new Autosaver(store, (_, problem) => reports.push(problem));
    autosaver.save(MATCH, () => {
      throw new Error('disk full');
    });
    await autosaver.settle();
    expect(reports).toEqual(['The game could not be saved: disk full']);
    autosaver.save(MATCH, () => saveNumber(3));
    await autosaver.settle();
    expect(reports.at(-1)).toBeNull();
    expect(onDisk(store)).toBe(3);
  });
});
