/**
 * The file name of a named study or profile: a readable slug of the name and
 * the SHA-256 of the exact name, so that two names never share a file (the
 * slug alone folds case and punctuation together; the 32-bit hash used
 * before could be equal for two names, and saving one then replaced the
 * other). Lower-case only, so a case-insensitive disk sees the same names.
 *
 * Files saved under the old names (slug and 32-bit hash) are renamed to the
 * new ones when a folder is opened, so nothing saved before is lost.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashText } from '../../shared/engine/rng.js';
import { sandboxNameSchema } from '../../shared/protocol/sandbox.js';

export const EXTENSION = '.json';

function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  );
}

/** A name as a file name: a readable slug of it and the SHA-256 of the exact name. */
export function sandboxFileName(name: string): string {
  return `${slug(name)}-${createHash('sha256').update(name, 'utf8').digest('hex')}${EXTENSION}`;
}

/** The name files had before: the slug and a 32-bit hash, which two names could share. */
export function legacySandboxFileName(name: string): string {
  return `${slug(name)}-${hashText(name).toString(16).padStart(8, '0')}${EXTENSION}`;
}

const LEGACY_FILE = /^[a-z0-9-]+-[0-9a-f]{8}\.json$/;

/**
 * Renames the files of `dir` saved under the old naming to the new one. A
 * file is renamed only when the name inside it gives exactly its old file
 * name, and never over a file already under the new name; any other file,
 * and any file that cannot be read or renamed, stays as it is.
 */
export function migrateLegacyFileNames(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const fileName of names) {
    if (!LEGACY_FILE.test(fileName)) continue;
    const file = path.join(dir, fileName);
    const name = nameInside(file);
    if (name === null || legacySandboxFileName(name) !== fileName) continue;
    const target = path.join(dir, sandboxFileName(name));
    if (fs.existsSync(target)) continue;
    try {
      fs.renameSync(file, target);
    } catch {
      // A folder we may not write: the file stays where it is, to be renamed another time.
    }
  }
}

/** The name a study or profile file holds, if it can be read at all (a damaged file may still have it). */
export function nameInside(file: string): string | null {
  try {
    const name = sandboxNameSchema.safeParse((JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown } | null)?.name);
    return name.success ? name.data : null;
  } catch {
    return null;
  }
}
