/**
 * The temporary files of atomic writes (`<name>.json.<pid>.tmp`: written,
 * synced, then renamed over `<name>.json`; atomic-write.ts). A process that
 * dies between the write and the rename leaves its temporary file behind, and
 * nothing else would ever remove it; the stores remove such leftovers when
 * they open a folder. Only files of exactly that form, of a process that is
 * gone (or of an earlier process that had our pid), are removed: never
 * anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { processIsAlive } from './process-alive.js';

const TEMP_NAME = /^([a-z0-9-]{1,200}\.json)\.(\d{1,10})\.tmp$/;

/** The temporary files this process is writing now: never leftovers, even though they carry our pid. */
const inFlight = new Set<string>();

/** The temporary file for a write of `file`, marked as being written until endTemp(). */
export function beginTemp(file: string): string {
  const temp = `${file}.${process.pid}.tmp`;
  inFlight.add(temp);
  return temp;
}

export function endTemp(temp: string): void {
  inFlight.delete(temp);
}

export interface StaleTempOptions {
  /** Whether a process is running (the writer of a temporary file may still be at it). */
  isAlive?: (pid: number) => boolean;
  /** Only the temporary files of this file name (`settings.json`), in a folder that holds other things too. */
  of?: string;
}

/** Removes the leftover temporary files in `dir` (a folder that does not exist has none); returns their names. */
export function removeStaleTemps(dir: string, options: StaleTempOptions = {}): string[] {
  const isAlive = options.isAlive ?? processIsAlive;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMP_NAME.exec(name);
    if (!match || (options.of !== undefined && match[1] !== options.of)) continue;
    const file = path.join(dir, name);
    const pid = Number(match[2]);
    if (inFlight.has(file) || (pid !== process.pid && isAlive(pid))) continue;
    try {
      if (!fs.lstatSync(file).isFile()) continue;
      fs.rmSync(file);
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove: either way it is left as it is.
    }
  }
  return removed;
}
