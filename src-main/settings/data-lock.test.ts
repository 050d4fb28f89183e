import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, LOCK_FILE_NAME, takeDataLock } from './data-lock.js';

const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-lock-'));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Another process (through tsx, like the worker threads under vitest) that takes the folder and keeps it until killed. */
async function otherCopyHolding(dataDir: string): Promise<ChildProcess> {
  const source = pathToFileURL(path.join(import.meta.dirname, 'data-lock.ts')).href;
  const code = `import(${JSON.stringify(source)}).then(({ takeDataLock }) => {
    takeDataLock(${JSON.stringify(dataDir)}, 'smugglers serve');
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);
  });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the other copy exited (${code}) before it took the lock`)));
  });
  return child;
}

function refusal(take: () => unknown): DataFolderInUse {
  try {
    take();
  } catch (error) {
    if (error instanceof DataFolderInUse) return error;
    throw error;
  }
  throw new Error('the lock was taken twice');
}

describe('the data folder lock', () => {
  it('lets one holder in at a time and says who holds it', () => {
    const dir = tempDir();
    const first = takeDataLock(dir, 'the app window');
    const refused = refusal(() => takeDataLock(dir, 'smugglers serve'));
    expect(refused.holder).toMatchObject({ pid: process.pid, kind: 'the app window' });
    expect(refused.message).toContain(`the app window (process ${process.pid}`);
    // The refusal changed nothing: the first holder still has it, then gives it back.
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ kind: 'the app window' });
    first.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    takeDataLock(dir, 'smugglers serve').release();
  });

  it('refuses a folder another running process holds, and takes it over once that process is gone', async () => {
    const dir = tempDir();
    const other = await otherCopyHolding(dir);
    const refused = refusal(() => takeDataLock(dir, 'the app window'));
    expect(refused.holder).toMatchObject({ pid: other.pid, kind: 'smugglers serve' });

    // Killed outright, it leaves its lock behind.
    await new Promise((resolve) => {
      other.once('exit', resolve);
      other.kill('SIGKILL');
    });
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    const lock = takeDataLock(dir, 'the app window');
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, kind: 'the app window' });
    lock.release();
  });

  it('takes over a lock left with its own pid by an earlier process (pids are reused), and one left unreadable by a crash', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, JSON.stringify({ pid: 4242, kind: 'smugglers serve', startedAt: '2026-01-01T00:00:00.000Z', token: 'old' }));
    takeDataLock(dir, 'the app window', { pid: 4242, isAlive: () => true }).release();

    // Empty: it is being written right now, unless it is old.
    fs.writeFileSync(file, '');
    const now = new Date(fs.statSync(file).mtimeMs);
    expect(refusal(() => takeDataLock(dir, 'the app window', { now: () => now })).holder).toBeNull();
    const later = new Date(now.getTime() + 60_000);
    const lock = takeDataLock(dir, 'the app window', { now: () => later });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ kind: 'the app window' });
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('releases only its own lock', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    const lock = takeDataLock(dir, 'smugglers serve');
    // Someone removed it and another copy took the folder: releasing must leave that copy's lock alone.
    const theirs = JSON.stringify({ pid: 99999, kind: 'the app window', startedAt: '2026-01-01T00:00:00.000Z', token: 'theirs' });
    fs.writeFileSync(file, theirs);
    lock.release();
    expect(fs.readFileSync(file, 'utf8')).toBe(theirs);
  });
});
