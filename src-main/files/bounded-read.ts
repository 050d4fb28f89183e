/**
 * Reading a small file of the app's own from the data folder without trusting
 * what stands under its name: a link is never followed (it could lead out of
 * the folder, to /etc/passwd or to another user's files), a folder, a pipe or
 * a device is never opened for reading (a pipe would block the host for
 * ever), and a file larger than the app ever writes there is not read at all
 * (a 600 MB file would cost the host its memory and its start).
 *
 * The name is looked at without following it (lstat), then opened without
 * following a link that appeared since (O_NOFOLLOW, where the platform has
 * it) nor waiting on a pipe (O_NONBLOCK), and the open file is looked at
 * again (fstat) before at most `maxBytes` + 1 bytes of it are read.
 */
import fs from 'node:fs';

/** What stood under the name instead of a small plain file. */
export type NotReadable = 'folder' | 'link' | 'notAFile' | 'tooBig' | 'unreadable';

export type BoundedRead =
  | { status: 'missing' }
  | { status: 'read'; text: string }
  /** Not read: what is there, its size in bytes (0 when unknown), and the system's reason for 'unreadable'. */
  | { status: 'refused'; why: NotReadable; bytes: number; reason?: string };

const NO_FOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const NO_WAIT = fs.constants.O_NONBLOCK ?? 0;

export function readBounded(file: string, maxBytes: number): BoundedRead {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'refused', why: 'unreadable', bytes: 0, reason: codeOf(error) };
  }
  const kind = kindOf(stat, maxBytes);
  if (kind) return { status: 'refused', why: kind, bytes: stat.size };
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | NO_FOLLOW | NO_WAIT);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing' };
    // O_NOFOLLOW on a link that took the file's place since the lstat.
    if (code === 'ELOOP') return { status: 'refused', why: 'link', bytes: 0 };
    return { status: 'refused', why: 'unreadable', bytes: 0, reason: codeOf(error) };
  }
  try {
    const opened = fs.fstatSync(fd);
    const openedKind = kindOf(opened, maxBytes);
    if (openedKind) return { status: 'refused', why: openedKind, bytes: opened.size };
    // One byte more than allowed tells a file that grew since the fstat.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const got = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (got === 0) break;
      length += got;
    }
    if (length > maxBytes) return { status: 'refused', why: 'tooBig', bytes: length };
    return { status: 'read', text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { status: 'refused', why: 'unreadable', bytes: 0, reason: codeOf(error) };
  } finally {
    fs.closeSync(fd);
  }
}

function kindOf(stat: fs.Stats, maxBytes: number): NotReadable | null {
  if (stat.isSymbolicLink()) return 'link';
  if (stat.isDirectory()) return 'folder';
  if (!stat.isFile()) return 'notAFile';
  if (stat.size > maxBytes) return 'tooBig';
  return null;
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
