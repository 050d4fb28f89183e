/**
 * Writing a file so that a crash, a full disk or a reader never finds it half
 * written: the text goes to a temporary file beside it (`<file>.<pid>.tmp`,
 * stale-temps.ts), which is synced to the disk and then renamed over the file
 * in one atomic step; the folder is synced after the rename so that the
 * rename itself survives a power cut.
 *
 * With `backup`, the file being replaced is kept under that name as well,
 * without ever taking the file itself away: the backup is a second name for
 * the same file (a hard link, or a copy where the file system has none), and
 * the new file then replaces the old name in the one atomic rename. (Renaming
 * the file to the backup first would leave a moment with no file at all: a
 * crash, or a reader, at that moment would find none.)
 *
 * A write that fails removes its temporary file and throws; the file is as it
 * was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beginTemp, endTemp } from './stale-temps.js';

export interface AtomicWriteOptions {
  /** Keep the file being replaced under this name (in the same folder). */
  backup?: string;
}

/** Writes `text` to `file` atomically (the folder must exist). */
export function writeFileAtomic(file: string, text: string, options: AtomicWriteOptions = {}): void {
  const temp = beginTemp(file);
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (options.backup !== undefined) keepBackup(file, options.backup);
    fs.renameSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  } finally {
    endTemp(temp);
  }
  syncDirectory(path.dirname(file));
}

/**
 * The same write without blocking the event loop: the text is written,
 * synced and renamed in the background. At every turn of the event loop
 * until the returned promise settles, `file` is there, old or new. Writes of
 * one file must not overlap (they share the temporary file).
 */
export async function writeFileAtomicInBackground(file: string, text: string, options: AtomicWriteOptions = {}): Promise<void> {
  const temp = beginTemp(file);
  try {
    const handle = await fs.promises.open(temp, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // The backup link and the rename follow each other with no await between the backup and the rename's start.
    if (options.backup !== undefined) keepBackup(file, options.backup);
    await fs.promises.rename(temp, file);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  } finally {
    endTemp(temp);
  }
  syncDirectory(path.dirname(file));
}

/**
 * Keeps the current `file` as `backup` too (a hard link, or a copy), leaving
 * `file` where it is. Only a plain file is kept: a link in its place is never
 * followed (its copy would bring whatever it points at, /etc/passwd, into the
 * data folder), and a folder cannot be one.
 */
function keepBackup(file: string, backup: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return;
  }
  if (!stat.isFile()) return;
  fs.rmSync(backup, { force: true });
  try {
    fs.linkSync(file, backup);
  } catch {
    fs.copyFileSync(file, backup);
  }
}

/** Makes a rename in `dir` durable; not every platform lets a folder be opened. */
export function syncDirectory(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /* Windows: folders cannot be fsynced; the rename is still atomic. */
  }
}

function removeQuietly(file: string): void {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    /* Left for removeStaleTemps at the next start. */
  }
}
