/**
 * One copy of the host per data folder. The app window and `smugglers serve`
 * use the same folder by default; two hosts on it would each autosave their
 * own idea of a match over the other's, and moves would be lost without a
 * word. So a host first takes `smugglers-table.lock` in the folder: created
 * atomically (it fails when the file exists), holding who took it. A lock left
 * by a copy that crashed (its process is gone) is taken over.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { processIsAlive } from '../files/process-alive.js';

export const LOCK_FILE_NAME = 'smugglers-table.lock';

/** What took the lock, in the words the other copy shows its user. */
export type DataLockKind = 'the app window' | 'smugglers serve';

export interface LockHolder {
  pid: number;
  kind: string;
  startedAt: string;
}

/**
 * A lock file that cannot be read yet is one being written this very moment
 * (it is created empty, then filled); after this long it is one a crash left.
 */
const UNREADABLE_GRACE_MS = 10_000;

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    /** Null when the lock file is being written right now. */
    readonly holder: LockHolder | null,
  ) {
    super(`The data folder ${dataDir} is in use by ${describeHolder(holder)}.`);
  }
}

/** "smugglers serve (process 1234, started 2026-11-29T10:00:00.000Z)" */
export function describeHolder(holder: LockHolder | null): string {
  if (!holder) return "another copy of Smugglers' Table that is starting";
  return `${holder.kind} (process ${holder.pid}, started ${holder.startedAt})`;
}

export interface DataLockOptions {
  /** For tests: who we are, what time it is, and which processes are running. */
  pid?: number;
  now?: () => Date;
  isAlive?: (pid: number) => boolean;
}

/** The lock files this process holds, with their exact text: our own pid in a lock is ours only if it is one of these. */
const heldHere = new Map<string, string>();

export class DataLock {
  private released = false;
  private readonly releaseAtExit = (): void => this.release();

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {
    heldHere.set(file, text);
    // Also when the process ends without closing the host (process.exit after an error).
    process.once('exit', this.releaseAtExit);
  }

  /** Gives the folder back; removes the file only while it is still ours. */
  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.releaseAtExit);
    heldHere.delete(this.file);
    if (readText(this.file) === this.text) fs.rmSync(this.file, { force: true });
  }
}

/** Takes the data folder for this process, or throws DataFolderInUse saying who has it. */
export function takeDataLock(dataDir: string, kind: DataLockKind, options: DataLockOptions = {}): DataLock {
  const pid = options.pid ?? process.pid;
  const now = options.now ?? (() => new Date());
  const isAlive = options.isAlive ?? processIsAlive;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  // The random token tells this lock from an earlier one with the same pid (pids are reused, often in containers).
  const text = JSON.stringify({ pid, kind, startedAt: now().toISOString(), token: randomUUID() });
  // A few rounds: a stale lock is taken over, and another copy may be doing the same at the same moment.
  for (let round = 0; round < 5; round++) {
    if (createExclusive(file, text)) return new DataLock(file, text);
    const found = readText(file);
    if (found === null) continue; // gone meanwhile: try again
    const holder = parseHolder(found);
    if (holder === null) {
      if (!olderThan(file, UNREADABLE_GRACE_MS, now())) throw new DataFolderInUse(dataDir, null);
    } else if (heldHere.get(file) === found || (holder.pid !== pid && isAlive(holder.pid))) {
      throw new DataFolderInUse(dataDir, holder);
    }
    breakStale(file, found);
  }
  throw new DataFolderInUse(dataDir, null);
}

function createExclusive(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock, but only the one that was judged stale: it is first
 * moved aside (only one copy can move a given file), and if what was moved is
 * not that lock but a fresh one another copy took meanwhile, it is put back.
 */
function breakStale(file: string, staleText: string): void {
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      fs.linkSync(aside, file); // never over a lock taken since
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') fs.renameSync(aside, file);
    }
  }
  fs.rmSync(aside, { force: true });
}

function parseHolder(text: string): LockHolder | null {
  try {
    const data = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(data.pid) || typeof data.kind !== 'string' || typeof data.startedAt !== 'string') return null;
    return { pid: data.pid as number, kind: data.kind, startedAt: data.startedAt };
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function olderThan(file: string, ms: number, now: Date): boolean {
  try {
    return now.getTime() - fs.statSync(file).mtimeMs > ms;
  } catch {
    return true;
  }
}
