/**
 * Save files on disk: one file per match in <data dir>/saves, written
 * atomically (temporary file, fsync, rename) with the previous version kept as
 * `<match>.json.bak`. A damaged file is listed with its problem and never
 * overwritten: the match it belonged to cannot be saved over it either.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SaveSummary } from '../../shared/protocol/messages.js';
import { writeFileAtomic, writeFileAtomicInBackground } from '../files/atomic-write.js';
import { removeStaleTemps } from '../files/stale-temps.js';
import type { Sentence } from '../../shared/protocol/sentence.js';
import { type Said, said } from '../words/host-words.js';
import { type Checked, type SaveFile, checkSaveText, unreadable } from './save-file.js';

const SAVE_EXTENSION = '.json';
const BACKUP_EXTENSION = '.json.bak';

/** A save that cannot be written or read: the English message, and its words when a player may read it. */
export class SaveStoreError extends Error {
  readonly words?: Sentence;

  constructor(what: string | Said) {
    super(typeof what === 'string' ? what : what.message);
    if (typeof what !== 'string') this.words = what.words;
  }
}

export class SaveStore {
  readonly dir: string;
  /** Files found damaged: never written over. */
  private readonly damaged = new Set<string>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'saves');
    fs.mkdirSync(this.dir, { recursive: true });
    // What a crash between a write and its rename left behind.
    removeStaleTemps(this.dir);
  }

  private fileFor(matchId: string): string {
    // Only a request the app never sends has such an id (the protocol's schema checks it): English.
    if (!/^[a-z0-9-]{1,80}$/.test(matchId)) throw new SaveStoreError(`"${matchId}" is not a valid match id.`);
    return path.join(this.dir, matchId + SAVE_EXTENSION);
  }

  /** Writes a save atomically, keeping the previous file as a backup. */
  write(save: SaveFile): void {
    const file = this.fileFor(save.matchId);
    if (this.damaged.has(file)) {
      throw new SaveStoreError(said('shell:saveProblem.keptDamaged', { file: path.basename(file) }));
    }
    writeFileAtomic(file, JSON.stringify(save), { backup: backupFor(file) });
  }

  /**
   * The same write without blocking the event loop (the autosave after each
   * move): the save is turned into text at once, then written, synced and
   * renamed in the background. Writes of one match must not overlap (the
   * Autosaver sees to that).
   */
  async writeInBackground(save: SaveFile): Promise<void> {
    const file = this.fileFor(save.matchId);
    if (this.damaged.has(file)) {
      throw new SaveStoreError(said('shell:saveProblem.keptDamaged', { file: path.basename(file) }));
    }
    await writeFileAtomicInBackground(file, JSON.stringify(save), { backup: backupFor(file) });
  }

  /** Reads and checks one save (replaying its log). */
  read(matchId: string): Checked {
    const file = this.fileFor(matchId);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return unreadable('noFile');
    }
    const checked = checkSaveText(text);
    if (!checked.ok) this.damaged.add(file);
    else if (checked.save.matchId !== matchId) {
      this.damaged.add(file);
      return unreadable('wrongMatch', { named: matchId, holds: checked.save.matchId });
    }
    return checked;
  }

  list(): SaveSummary[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return [];
    }
    const summaries: SaveSummary[] = [];
    for (const name of names) {
      if (!name.endsWith(SAVE_EXTENSION)) continue;
      const matchId = name.slice(0, -SAVE_EXTENSION.length);
      if (!/^[a-z0-9-]{1,80}$/.test(matchId)) {
        summaries.push(damagedSummary(matchId, fileTime(path.join(this.dir, name)), unreadable('badFileName')));
        continue;
      }
      summaries.push(this.summary(matchId));
    }
    return summaries.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  summary(matchId: string): SaveSummary {
    const checked = this.read(matchId);
    if (!checked.ok) return damagedSummary(matchId, fileTime(this.fileFor(matchId)), checked);
    return summarize(checked.save);
  }

  delete(matchId: string): boolean {
    const file = this.fileFor(matchId);
    const existed = fs.existsSync(file);
    fs.rmSync(file, { force: true });
    fs.rmSync(backupFor(file), { force: true });
    this.damaged.delete(file);
    return existed;
  }

  /** The file's exact text, for export. */
  exportText(matchId: string): string {
    const file = this.fileFor(matchId);
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      throw new SaveStoreError(said('shell:saveProblem.noFile'));
    }
  }

  exists(matchId: string): boolean {
    return fs.existsSync(this.fileFor(matchId));
  }
}

export function summarize(save: SaveFile): SaveSummary {
  return {
    matchId: save.matchId,
    game: save.game,
    players: save.seats.map((seat) => seat.name),
    moves: save.log.length,
    finished: save.finished,
    updatedAt: save.updatedAt,
    problem: null,
  };
}

function damagedSummary(matchId: string, updatedAt: string, { words }: { words: Sentence }): SaveSummary {
  const game = matchId.split('-').slice(0, -3).join('-') || 'unknown';
  return { matchId, game, players: [], moves: 0, finished: false, updatedAt, problem: words };
}

function fileTime(file: string): string {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}

/** `<match>.json.bak`: the previous version of a save (atomic-write.ts keeps it as a second name of the old file). */
function backupFor(file: string): string {
  return file.slice(0, -SAVE_EXTENSION.length) + BACKUP_EXTENSION;
}
