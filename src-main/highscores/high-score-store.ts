/**
 * The solo high scores, kept in <data dir>/highscores.json beside the saves:
 * one table per game and mode, each the best HIGH_SCORES_KEPT scores. Written
 * atomically like the saves (files/atomic-write.ts: temporary file, fsync,
 * rename), with the previous version kept as `highscores.json.bak`; a crash
 * at any moment leaves the old tables or the new ones, never a half.
 *
 * A damaged file never stops the host and never costs the scores that can
 * still be read: it is copied aside (`highscores.json.damaged-<time>`), every
 * table and entry of it that passes the checks is kept, together with those
 * of the last good version (the backup), and the player is told. A match is
 * recorded once, whatever asks for it again.
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
import { removeStaleTemps } from '../files/stale-temps.js';
import { type Said, said } from '../host/host-words.js';
import type { SoloRecord } from './solo-record.js';

export const HIGH_SCORES_FILE = 'highscores.json';
const BACKUP_FILE = 'highscores.json.bak';
export const HIGH_SCORES_FORMAT = 'smugglers-table-highscores';
export const HIGH_SCORES_FORMAT_VERSION = 1;

/** The file's frame; its tables and their entries are checked one by one, so that one bad entry costs only itself. */
const fileSchema = z
  .object({
    format: z.literal(HIGH_SCORES_FORMAT),
    formatVersion: z.literal(HIGH_SCORES_FORMAT_VERSION),
    tables: z.array(z.unknown()),
  })
  .strict();
const looseTableSchema = highScoreTableSchema.extend({ entries: z.array(z.unknown()) });

/** What a file held: nothing (no file), all of it good, or what could be kept of a damaged one. */
type Read = { status: 'missing' } | { status: 'good'; tables: HighScoreTable[] } | { status: 'damaged'; tables: HighScoreTable[] };

/** A score offered to its table: its place (1 = best) if it made the table, and whether it was written now. */
export interface RecordOutcome {
  place: number | null;
  /** False when the match was recorded before (its place is the one it has), or the score did not make the table. */
  recorded: boolean;
}

export class HighScoreStore {
  readonly file: string;
  private readonly backup: string;
  private tables: HighScoreTable[];
  /** Set when the file was found damaged at start: what the player is told. */
  private damaged: Said | null = null;

  /** @param now the host's clock, for the name of a damaged file set aside (tests give their own). */
  constructor(
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, HIGH_SCORES_FILE);
    this.backup = path.join(dataDir, BACKUP_FILE);
    // What a crash between a write and its rename left (the data folder holds other things: only ours).
    removeStaleTemps(dataDir, { of: HIGH_SCORES_FILE });
    this.tables = this.load();
  }

  /** Why the file was set aside at start, or null. */
  get problem(): Said | null {
    return this.damaged;
  }

  /** The tables, of one game or of all (copies: the caller may keep them). */
  list(game?: string): HighScoreTable[] {
    return this.tables.filter((table) => game === undefined || table.game === game).map(copyTable);
  }

  /**
   * Offers a finished match's score to its mode's table. A match already in a
   * table is not recorded again. A failed write throws and changes nothing.
   */
  record(matchId: string, solo: SoloRecord, at: Date = this.now()): RecordOutcome {
    for (const table of this.tables) {
      const known = table.entries.findIndex((entry) => entry.matchId === matchId);
      if (known >= 0) return { place: table.game === solo.game && table.mode === solo.mode ? known + 1 : null, recorded: false };
    }
    const entry: HighScoreEntry = highScoreEntrySchema.parse({ name: solo.name, score: solo.score, date: at.toISOString(), matchId });
    const table = this.tables.find((candidate) => candidate.game === solo.game && candidate.mode === solo.mode);
    const entries = best([...(table?.entries ?? []), entry]);
    const place = entries.indexOf(entry);
    if (place < 0) return { place: null, recorded: false };
    const updated: HighScoreTable = highScoreTableSchema.parse({ game: solo.game, mode: solo.mode, modeOptions: table?.modeOptions ?? solo.modeOptions, entries });
    const tables = table ? this.tables.map((candidate) => (candidate === table ? updated : candidate)) : [...this.tables, updated];
    this.write(tables, true);
    this.tables = tables;
    return { place: place + 1, recorded: true };
  }

  private write(tables: HighScoreTable[], keepBackup: boolean): void {
    const text = JSON.stringify({ format: HIGH_SCORES_FORMAT, formatVersion: HIGH_SCORES_FORMAT_VERSION, tables }, null, 2);
    writeFileAtomic(this.file, text, keepBackup ? { backup: this.backup } : {});
  }

  private load(): HighScoreTable[] {
    const read = readTables(this.file);
    if (read.status === 'missing') return [];
    if (read.status === 'good') return read.tables;
    // Damaged: kept aside for the player to look at, before anything is written over it.
    const aside = `${HIGH_SCORES_FILE}.damaged-${this.now().getTime()}`;
    try {
      fs.copyFileSync(this.file, path.join(path.dirname(this.file), aside));
    } catch (error) {
      console.error(`The damaged high-score file could not be set aside: ${(error as Error).message}`);
    }
    const previous = readTables(this.backup);
    const tables = merge([...read.tables, ...(previous.status === 'missing' ? [] : previous.tables)]);
    this.damaged = said('shell:hostSays.highScoresDamaged', { file: aside });
    console.error(this.damaged.message);
    try {
      // What could be kept replaces the damaged file; the backup stays the last good version.
      this.write(tables, false);
    } catch (error) {
      console.error(`The high scores that could be kept could not be written: ${(error as Error).message}`);
    }
    return tables;
  }
}

/** Reads a high-score file, keeping every table and entry that passes its checks. */
function readTables(file: string): Read {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'damaged', tables: [] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'damaged', tables: [] };
  }
  const frame = fileSchema.safeParse(json);
  if (!frame.success) return { status: 'damaged', tables: [] };
  let lost = false;
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
  const kept = merge(tables);
  // Tables of one mode twice, a match twice, or more than a table keeps: not a file the app wrote.
  const tidy = kept.length === tables.length && kept.every((table, index) => table.entries.length === tables[index]?.entries.length);
  return lost || !tidy ? { status: 'damaged', tables: kept } : { status: 'good', tables: kept };
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
