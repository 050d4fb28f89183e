import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import { SettingsStore } from '../settings/settings-store.js';
import { writeFileAtomic, writeFileAtomicInBackground } from './atomic-write.js';
import { beginTemp, endTemp, removeStaleTemps } from './stale-temps.js';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-atomic-'));
}

const gonePid = (): number => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('atomic writes', () => {
  it('writes the whole text, replaces the file, and leaves no temporary file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'thing.json');
    writeFileAtomic(file, '{"a":1}');
    writeFileAtomic(file, '{"a":2}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":2}');
    const big = JSON.stringify({ text: 'x'.repeat(3_000_000) });
    writeFileAtomic(file, big);
    expect(fs.readFileSync(file, 'utf8')).toBe(big);
    expect(fs.readdirSync(dir)).toEqual(['thing.json']);
  });

  it('keeps no backup of a link in the file\'s place, and writes nothing through it', () => {
    const dir = tempDir();
    const outside = path.join(tempDir(), 'passwd');
    fs.writeFileSync(outside, 'root:x:0:0');
    const file = path.join(dir, 'highscores.json');
    fs.symlinkSync(outside, file);
    writeFileAtomic(file, 'new', { backup: path.join(dir, 'highscores.json.bak') });
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['highscores.json']);
    expect(fs.readFileSync(outside, 'utf8')).toBe('root:x:0:0');
  });

  it('keeps the file it replaces as the backup, only when there was one', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'match.json');
    const backup = path.join(dir, 'match.json.bak');
    writeFileAtomic(file, 'one', { backup });
    expect(fs.existsSync(backup)).toBe(false);
    writeFileAtomic(file, 'two', { backup });
    expect(fs.readFileSync(backup, 'utf8')).toBe('one');
    await writeFileAtomicInBackground(file, 'three', { backup });
    expect(fs.readFileSync(file, 'utf8')).toBe('three');
    expect(fs.readFileSync(backup, 'utf8')).toBe('two');
    expect(fs.readdirSync(dir).sort()).toEqual(['match.json', 'match.json.bak']);
  });

  it('never leaves a moment without the file while a background write replaces it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'match.json');
    const backup = path.join(dir, 'match.json.bak');
    writeFileAtomic(file, 'first');
    for (let round = 0; round < 20; round++) {
      let done = false;
      const text = JSON.stringify({ round, padding: 'x'.repeat(200_000) });
      const writing = writeFileAtomicInBackground(file, text, { backup }).finally(() => {
        done = true;
      });
      let looks = 0;
      while (!done) {
        expect(fs.existsSync(file), `the file is there (round ${round}, look ${looks})`).toBe(true);
        looks++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    }
  });

  it('leaves the file as it was and removes its temporary file when a write fails', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'kept.json');
    fs.writeFileSync(file, 'old');
    // The rename fails: a folder stands where the temporary file's target is.
    const blocked = path.join(dir, 'blocked.json');
    fs.mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    expect(() => writeFileAtomic(blocked, 'new')).toThrow();
    await expect(writeFileAtomicInBackground(blocked, 'new')).rejects.toThrow();
    expect(fs.readdirSync(dir).sort()).toEqual(['blocked.json', 'kept.json']);
    // The folder is gone: nothing is written anywhere.
    expect(() => writeFileAtomic(path.join(dir, 'missing', 'x.json'), 'new')).toThrow();
    await expect(writeFileAtomicInBackground(path.join(dir, 'missing', 'x.json'), 'new')).rejects.toThrow();
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  });
});

describe('leftover temporary files', () => {
  it('removes those of processes that are gone, only of the file asked for when asked', () => {
    const dir = tempDir();
    const gone = gonePid();
    const names = [`settings.json.${gone}.tmp`, `other.json.${gone}.tmp`, `settings.json.${process.ppid}.tmp`, 'settings.json', 'notes.txt'];
    for (const name of names) fs.writeFileSync(path.join(dir, name), '{"cut');
    const writing = beginTemp(path.join(dir, 'settings.json'));
    fs.writeFileSync(writing, '{"half');
    expect(removeStaleTemps(dir, { of: 'settings.json' })).toEqual([`settings.json.${gone}.tmp`]);
    expect(removeStaleTemps(dir)).toEqual([`other.json.${gone}.tmp`]);
    endTemp(writing);
    expect(removeStaleTemps(dir, { isAlive: () => false }).sort()).toEqual([`settings.json.${process.pid}.tmp`, `settings.json.${process.ppid}.tmp`].sort());
  });

  it('the settings store writes atomically and tidies only its own leftovers', () => {
    const dir = tempDir();
    const gone = gonePid();
    fs.writeFileSync(path.join(dir, `settings.json.${gone}.tmp`), '{"cut');
    fs.writeFileSync(path.join(dir, `smugglers-table.json.${gone}.tmp`), 'not the settings’');
    const store = new SettingsStore(dir);
    expect(fs.readdirSync(dir)).toEqual([`smugglers-table.json.${gone}.tmp`]);
    store.set({ ...DEFAULT_SETTINGS, playerName: 'Ada' });
    expect(fs.readdirSync(dir).sort()).toEqual(['settings.json', `smugglers-table.json.${gone}.tmp`]);
    expect(new SettingsStore(dir).get().playerName).toBe('Ada');
  });
});
