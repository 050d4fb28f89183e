/**
 * The solo high scores, kept in <data dir>/highscores.json beside the saves:
 * one table per game and mode, each the best HIGH_SCORES_KEPT scores. Written
 * atomically like the saves (files/atomic-write.ts: temporary file, fsync,
 * rename), with the previous version kept as `highscores.json.bak`; a crash
 * at any moment leaves the old tables or the new ones, never a half.
 *
 * The file is read when the tables are first asked for (a high-score screen,
 * a solo match's end), never while the host starts, and only within bounds
 * (files/bounded-read.ts): a link is never followed, a folder or anything
 * else that is not a plain file is never read, and neither is a file larger
 * than MAX_FILE_BYTES (the app writes a few kilobytes).
 *
 * A bad file never stops the host and never costs the scores that can still
 * be read. A damaged one (not JSON, cut short, an entry that fails its
 * checks) is moved aside (`highscores.json.damaged-<time>`, renamed, never
 * copied), every table and entry of it that passes the checks is kept (of a
 * file cut short, every entry that was whole), together with those of the
 * last good version (the backup), and the player is told. Whatever else
 * stands under the name (a folder, a link, a pipe, a file far too large) is
 * moved aside unread (`highscores.json.set-aside-<time>`), the backup's scores
 * are kept, and the player is told what it was. Either way new scores are
 * recorded in a new file; when the thing cannot be moved aside, the player is
 * told that too, and no score is recorded until it is moved away (nothing is
 * written over it). A well-formed file with more than a table keeps, a table
 * twice or a match twice is no damage: the best of each mode are kept.
 * A match is recorded once, whatever asks for it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  compareHighScores,
  HIGH_SCORES_KEPT,
  type HighScoreEntry,
  highScoreEntrySchema,
  type HighScoreTable,
  highScoreTableSchema,
} from '../../shared/protocol/high-scores.js';
import { writeFileAtomic } from '../files/atomic-write.js';
import { type NotReadable, readBounded } from '../files/bounded-read.js';
import { parseCutShort } from '../files/cut-short-json.js';
import { removeStaleTemps } from '../files/stale-temps.js';
import { type Said, said } from '../words/host-words.js';
import type { SoloRecord } from './solo-record.js';

export const HIGH_SCORES_FILE = 'highscores.json';
const BACKUP_FILE = 'highscores.json.bak';
export const HIGH_SCORES_FORMAT = 'smugglers-table-highscores';
export const HIGH_SCORES_FORMAT_VERSION = 1;

/**
 * The largest high-score file read: a table of 10 entries written by the app
 * takes about 2 KB, and a game has a few dozen modes at most (Smugglers
 * (2025): 2 × 2 × 5 = 20), so a file the app wrote stays far below this.
 */
export const MAX_FILE_BYTES = 1024 * 1024;

/** The file's frame; its tables and their entries are checked one by one, so that one bad entry costs only itself. */
const fileSchema = z
  .object({
    format: z.literal(HIGH_SCORES_FORMAT),
    formatVersion: z.literal(HIGH_SCORES_FORMAT_VERSION),
    tables: z.array(z.unknown()),
  })
  .strict();
const looseTableSchema = highScoreTableSchema.extend({ entries: z.array(z.unknown()) });

/** What a file held: nothing (no file), all of it good, what could be kept of a damaged one, or something not read at all. */
type Read =
  | { status: 'missing' }
  | { status: 'good'; tables: HighScoreTable[] }
  | { status: 'damaged'; tables: HighScoreTable[] }
  | { status: 'refused'; why: NotReadable; bytes: number; reason?: string };

/** A score offered to its table: its place (1 = best) if it made the table, and whether it was written now. */
export interface RecordOutcome {
  place: number | null;
  /** False when the match was recorded before (its place is the one it has), or the score did not make the table. */
  recorded: boolean;
}

export class HighScoreStore {
  readonly file: string;
  private readonly backup: string;
  /** Null until the tables are first asked for. */
  private tables: HighScoreTable[] | null = null;
  /** Set when the file was found bad: what the player is told. */
  private damaged: Said | null = null;
  /** Set when a bad file could not be moved aside: no score is written over it. */
  private blocked: Said | null = null;

  /** @param now the host's clock, for the name of a file set aside (tests give their own). */
  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, HIGH_SCORES_FILE);
    this.backup = path.join(dataDir, BACKUP_FILE);
    // What a crash between a write and its rename left (the data folder holds other things: only ours).
    removeStaleTemps(dataDir, { of: HIGH_SCORES_FILE });
  }

  /** What was wrong with the file when it was read, or null. */
  get problem(): Said | null {
    this.loaded();
    return this.damaged;
  }

  /** The tables, of one game or of all (copies: the caller may keep them). */
  list(game?: string): HighScoreTable[] {
    return this.loaded()
      .filter((table) => game === undefined || table.game === game)
      .map(copyTable);
  }

  /**
   * Offers a finished match's score to its mode's table. A match already in a
   * table is not recorded again. A failed write throws and changes nothing.
   */
  record(matchId: string, solo: SoloRecord, at: Date = this.now()): RecordOutcome {
    const current = this.loaded();
    for (const table of current) {
      const known = table.entries.findIndex((entry) => entry.matchId === matchId);
      if (known >= 0) return { place: table.game === solo.game && table.mode === solo.mode ? known + 1 : null, recorded: false };
    }
    const entry: HighScoreEntry = highScoreEntrySchema.parse({ name: solo.name, score: solo.score, date: at.toISOString(), matchId });
    const table = current.find((candidate) => candidate.game === solo.game && candidate.mode === solo.mode);
    const entries = best([...(table?.entries ?? []), entry]);
    const place = entries.indexOf(entry);
    if (place < 0) return { place: null, recorded: false };
    if (this.blocked) throw new Error(this.blocked.message);
    const updated: HighScoreTable = highScoreTableSchema.parse({ game: solo.game, mode: solo.mode, modeOptions: table?.modeOptions ?? solo.modeOptions, entries });
    const tables = table ? current.map((candidate) => (candidate === table ? updated : candidate)) : [...current, updated];
    this.write(tables, true);
    this.tables = tables;
    return { place: place + 1, recorded: true };
  }

  private write(tables: HighScoreTable[], keepBackup: boolean): void {
    const text = JSON.stringify({ format: HIGH_SCORES_FORMAT, formatVersion: HIGH_SCORES_FORMAT_VERSION, tables }, null, 2);
    writeFileAtomic(this.file, text, keepBackup ? { backup: this.backup } : {});
  }

  private loaded(): HighScoreTable[] {
    this.tables ??= this.load();
    return this.tables;
  }

  private load(): HighScoreTable[] {
    const read = readTables(this.file);
    if (read.status === 'missing') return [];
    if (read.status === 'good') return read.tables;
    // Moved aside for the player to look at, before anything is written in its place; renamed, so never copied
    // (a link is moved as a link, a folder as a folder, a huge file costs nothing).
    const damaged = read.status === 'damaged';
    const aside = `${HIGH_SCORES_FILE}.${damaged ? 'damaged' : 'set-aside'}-${this.now().getTime()}`;
    try {
      fs.renameSync(this.file, path.join(path.dirname(this.file), aside));
    } catch (error) {
      this.blocked = said('shell:hostSays.highScoresStuck', { file: HIGH_SCORES_FILE, reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message });
      this.damaged = this.blocked;
      console.error(this.damaged.message);
      return damaged ? read.tables : [];
    }
    const previous = readTables(this.backup);
    const kept = [...(damaged ? read.tables : []), ...(previous.status === 'good' || previous.status === 'damaged' ? previous.tables : [])];
    const tables = merge(kept);
    this.damaged = damaged ? said('shell:hostSays.highScoresDamaged', { file: aside }) : setAside(read.why, read.bytes, aside, read.reason);
    console.error(this.damaged.message);
    if (tables.length === 0) return tables;
    try {
      // What could be kept replaces the bad file; the backup stays the last good version.
      this.write(tables, false);
    } catch (error) {
      console.error(`The high scores that could be kept could not be written: ${(error as Error).message}`);
    }
    return tables;
  }
}

/** What the player is told of a file that was not read but moved aside. */
function setAside(why: NotReadable, bytes: number, aside: string, reason?: string): Said {
  switch (why) {
    case 'folder':
      return said('shell:hostSays.highScoresFolder', { file: aside });
    case 'link':
      return said('shell:hostSays.highScoresLink', { file: aside });
    case 'notAFile':
      return said('shell:hostSays.highScoresNotAFile', { file: aside });
    case 'tooBig':
      return said('shell:hostSays.highScoresTooBig', { file: aside, megabytes: Math.max(1, Math.round(bytes / 1_000_000)) });
    case 'unreadable':
      return said('shell:hostSays.highScoresUnreadable', { file: aside, reason: reason ?? '' });
  }
}

/** Reads a high-score file within bounds, keeping every table and entry that passes its checks. */
function readTables(file: string): Read {
  const read = readBounded(file, MAX_FILE_BYTES);
  if (read.status !== 'read') return read;
  let json: unknown;
  let cutShort = false;
  try {
    json = JSON.parse(read.text);
  } catch {
    // Cut short (a full disk, a copy that stopped): every entry that was whole still counts.
    json = parseCutShort(read.text);
    cutShort = true;
  }
  const frame = fileSchema.safeParse(json);
  if (!frame.success) return { status: 'damaged', tables: [] };
  let lost = cutShort;
  const tables: HighScoreTable[] = [];
  for (const raw of frame.data.tables) {
    const table = looseTableSchema.safeParse(raw);
    if (!table.success) {
      lost = true;
      continue;
    }
    const entries: HighScoreEntry[] = [];
    for (const rawEntry of table.data.entries) {
      const entry = highScoreEntrySchema.safeParse(rawEntry);
      if (entry.success) entries.push(entry.data);
      else lost = true;
    }
    tables.push({ ...table.data, entries });
  }
  // A table twice, a match twice or more than a table keeps is not damage: each mode keeps its best.
  const kept = merge(tables);
  return lost ? { status: 'damaged', tables: kept } : { status: 'good', tables: kept };
}

/** Tables of the same game and mode joined, each match once (its best), each table in order and cut to its best. */
function merge(tables: HighScoreTable[]): HighScoreTable[] {
  const seen = new Set<string>();
  const all = tables.flatMap((table) => table.entries.map((entry) => ({ table, entry }))).sort((a, b) => compareHighScores(a.entry, b.entry));
  const merged = new Map<string, HighScoreTable>();
  for (const table of tables) {
    const key = `${table.game} ${table.mode}`;
    if (!merged.has(key)) merged.set(key, { ...table, entries: [] });
  }
  for (const { table, entry } of all) {
    if (seen.has(entry.matchId)) continue;
    seen.add(entry.matchId);
    (merged.get(`${table.game} ${table.mode}`) as HighScoreTable).entries.push(entry);
  }
  return [...merged.values()].map((table) => ({ ...table, entries: table.entries.slice(0, HIGH_SCORES_KEPT) }));
}

/** A table's entries in order, cut to the best. */
function best(entries: HighScoreEntry[]): HighScoreEntry[] {
  return [...entries].sort(compareHighScores).slice(0, HIGH_SCORES_KEPT);
}

function copyTable(table: HighScoreTable): HighScoreTable {
  return { ...table, modeOptions: { ...table.modeOptions }, entries: table.entries.map((entry) => ({ ...entry })) };
}
