import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HighScoreTable } from '../../shared/protocol/high-scores.js';
import { HIGH_SCORES_FILE, HIGH_SCORES_FORMAT, HighScoreStore } from './high-score-store.js';
import type { SoloRecord } from './solo-record.js';

const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-highscores-'));

const STANDARD: Omit<SoloRecord, 'name' | 'score'> = { game: 'smugglers-2025', mode: 'standard-robots-2', modeOptions: { longGame: false, coins: false, robots: 2 } };
const LONG: Omit<SoloRecord, 'name' | 'score'> = { game: 'smugglers-2025', mode: 'long-coins-robots-3', modeOptions: { longGame: true, coins: true, robots: 3 } };

const solo = (score: number, name = 'Ann', mode = STANDARD): SoloRecord => ({ ...mode, name, score });
const matchId = (n: number): string => `smugglers-2025-20270301-120000-${n.toString(16).padStart(6, '0')}`;
const day = (n: number): Date => new Date(Date.UTC(2027, 2, 1 + n, 12));

/** A clock that says the same moment (the name of a damaged file set aside). */
const at = (iso: string) => () => new Date(iso);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  vi.restoreAllMocks();
});

function fileText(dir: string): string {
  return fs.readFileSync(path.join(dir, HIGH_SCORES_FILE), 'utf8');
}

function fileOf(tables: unknown[]): string {
  return JSON.stringify({ format: HIGH_SCORES_FORMAT, formatVersion: 1, tables });
}

describe('the high-score tables', () => {
  it('keep the best 10 of each mode, the higher score first and of equal ones the earlier, across a restart', () => {
    const dir = tempDir();
    const store = new HighScoreStore(dir);
    const scores = [40, 72, 55, 72, 18, 90, 33, 61, 55, 47, 29, 84];
    const places = scores.map((score, n) => store.record(matchId(n), solo(score, `P${n}`), day(n)));
    // Each place is the one the score took when it came (later ones may push it down).
    expect(places.map((outcome) => outcome.place)).toEqual([1, 1, 2, 2, 5, 1, 6, 4, 6, 7, 10, 2]);
    expect(places.every((outcome) => outcome.recorded)).toBe(true);

    const expected = [
      ['P5', 90],
      ['P11', 84],
      ['P1', 72],
      ['P3', 72],
      ['P7', 61],
      ['P2', 55],
      ['P8', 55],
      ['P9', 47],
      ['P0', 40],
      ['P6', 33],
    ];
    const [table] = store.list('smugglers-2025');
    expect(table?.entries.map((entry) => [entry.name, entry.score])).toEqual(expected);
    expect(table?.entries[0]).toEqual({ name: 'P5', score: 90, date: '2027-03-06T12:00:00.000Z', matchId: matchId(5) });

    // Equal to the tenth but later (the earlier keeps its place), or below it: not kept, nothing written.
    const before = fileText(dir);
    expect(store.record(matchId(20), solo(33, 'Late'), day(20))).toEqual({ place: null, recorded: false });
    expect(store.record(matchId(22), solo(-5, 'Low'), day(22))).toEqual({ place: null, recorded: false });
    expect(fileText(dir)).toBe(before);
    // Above it: in, and the tenth goes.
    expect(store.record(matchId(21), solo(34, 'Zed'), day(21))).toEqual({ place: 10, recorded: true });

    const reopened = new HighScoreStore(dir);
    expect(reopened.problem).toBeNull();
    expect(reopened.list()[0]?.entries.map((entry) => entry.name)).toEqual(['P5', 'P11', 'P1', 'P3', 'P7', 'P2', 'P8', 'P9', 'P0', 'Zed']);
  });

  it('keeps each mode in its own table and lists one game’s or all', () => {
    const store = new HighScoreStore(tempDir());
    store.record(matchId(1), solo(50), day(1));
    store.record(matchId(2), solo(20, 'Ben', LONG), day(2));
    store.record(matchId(3), { game: 'another-game', mode: 'any', modeOptions: {}, name: 'Cat', score: 5 }, day(3));
    const summary = (tables: HighScoreTable[]) => tables.map((table) => [table.game, table.mode, table.entries.map((entry) => entry.name)]);
    expect(summary(store.list('smugglers-2025'))).toEqual([
      ['smugglers-2025', 'standard-robots-2', ['Ann']],
      ['smugglers-2025', 'long-coins-robots-3', ['Ben']],
    ]);
    expect(store.list()).toHaveLength(3);
    expect(store.list('contrebandes')).toEqual([]);
    expect(store.list('smugglers-2025')[1]?.modeOptions).toEqual({ longGame: true, coins: true, robots: 3 });
  });

  it('records a match once, whatever asks again and with whatever score', () => {
    const dir = tempDir();
    const store = new HighScoreStore(dir);
    expect(store.record(matchId(1), solo(50), day(1))).toEqual({ place: 1, recorded: true });
    store.record(matchId(2), solo(60), day(2));
    const before = fileText(dir);
    expect(store.record(matchId(1), solo(99), day(3))).toEqual({ place: 2, recorded: false });
    expect(new HighScoreStore(dir).record(matchId(1), solo(50), day(4))).toEqual({ place: 2, recorded: false });
    expect(fileText(dir)).toBe(before);
    expect(store.list()[0]?.entries.map((entry) => entry.score)).toEqual([60, 50]);
  });

  it('writes atomically: the previous version kept as the backup, no temporary file left, a failed write changes nothing', () => {
    const dir = tempDir();
    const store = new HighScoreStore(dir);
    store.record(matchId(1), solo(10), day(1));
    const first = fileText(dir);
    store.record(matchId(2), solo(20), day(2));
    expect(fs.readFileSync(path.join(dir, 'highscores.json.bak'), 'utf8')).toBe(first);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // The temporary file cannot be made (a folder is in its way): the write throws, the file and the tables stay.
    const second = fileText(dir);
    const blocker = path.join(dir, `${HIGH_SCORES_FILE}.${process.pid}.tmp`);
    fs.mkdirSync(blocker);
    expect(() => store.record(matchId(3), solo(30), day(3))).toThrow();
    expect(fileText(dir)).toBe(second);
    expect(store.list()[0]?.entries.map((entry) => entry.score)).toEqual([20, 10]);
    fs.rmdirSync(blocker);
    expect(store.record(matchId(3), solo(30), day(3))).toEqual({ place: 1, recorded: true });
  });

  it('removes the temporary file a crash left at start, and no other file', () => {
    const dir = tempDir();
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid as number;
    const leftover = `${HIGH_SCORES_FILE}.${gonePid}.tmp`;
    const others = [`settings.json.${gonePid}.tmp`, 'highscores.json.bak', 'notes.txt'];
    for (const name of [leftover, ...others]) fs.writeFileSync(path.join(dir, name), '{"cut short');
    new HighScoreStore(dir);
    expect(fs.readdirSync(dir).sort()).toEqual([...others].sort());
  });
});

const good = (n: number, score: number) => ({ name: `P${n}`, score, date: day(n).toISOString(), matchId: matchId(n) });
const standardTable = (entries: unknown[]) => ({ ...STANDARD, entries });

describe('a damaged high-score file', () => {
  const cases: { name: string; text: string; kept: [string, number][] }[] = [
    { name: 'not JSON', text: '{"format": "smugglers-table-highs', kept: [] },
    { name: 'empty', text: '', kept: [] },
    { name: 'not a high-score file', text: JSON.stringify({ format: 'smugglers-table-save', tables: [] }), kept: [] },
    { name: 'a format version to come', text: JSON.stringify({ format: HIGH_SCORES_FORMAT, formatVersion: 2, tables: [] }), kept: [] },
    {
      name: 'one bad entry among good ones',
      text: fileOf([standardTable([good(1, 80), { ...good(2, 70), score: 'seventy' }, good(3, 60)])]),
      kept: [
        ['P1', 80],
        ['P3', 60],
      ],
    },
    {
      name: 'a bad table beside a good one',
      text: fileOf([{ ...standardTable([good(1, 5)]), mode: '../../etc' }, { ...LONG, entries: [good(2, 44)] }]),
      kept: [['P2', 44]],
    },
    {
      name: 'a match twice',
      text: fileOf([standardTable([good(1, 50), { ...good(1, 90), name: 'Copy' }])]),
      kept: [['Copy', 90]],
    },
    {
      name: 'more than ten in a table',
      text: fileOf([standardTable(Array.from({ length: 12 }, (_, n) => good(n, n)))]),
      kept: Array.from({ length: 10 }, (_, n): [string, number] => [`P${11 - n}`, 11 - n]),
    },
  ];

  it.each(cases)('($name) is set aside, the host goes on with every score it could read, and says so', ({ text, kept }) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), text);
    const store = new HighScoreStore(dir, at('2027-03-01T12:00:00.000Z'));

    const aside = `${HIGH_SCORES_FILE}.damaged-${Date.parse('2027-03-01T12:00:00.000Z')}`;
    expect(fs.readFileSync(path.join(dir, aside), 'utf8')).toBe(text);
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresDamaged', params: { file: aside } });
    expect(store.problem?.message).toBe(`The high-score file was damaged: it is kept aside as ${aside}, and every score that could still be read is kept.`);
    expect(errors).toHaveBeenCalled();
    expect(store.list().flatMap((table) => table.entries.map((entry): [string, number] => [entry.name, entry.score]))).toEqual(kept);

    // What was kept is a good file now: the next start has nothing to say, and recording goes on.
    const next = new HighScoreStore(dir);
    expect(next.problem).toBeNull();
    expect(next.list()).toEqual(store.list());
    expect(next.record(matchId(40), solo(1000), day(40))).toEqual({ place: 1, recorded: true });
  });

  it('gets back the scores of its last good version (the backup)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    const store = new HighScoreStore(dir);
    store.record(matchId(1), solo(30, 'Ann'), day(1));
    store.record(matchId(2), solo(20, 'Ben', LONG), day(2));
    store.record(matchId(3), solo(40, 'Cat'), day(3));
    // Cut short after the last write: the backup holds the two before it.
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), fileText(dir).slice(0, 50));

    const reopened = new HighScoreStore(dir);
    expect(reopened.problem?.words.key).toBe('shell:hostSays.highScoresDamaged');
    expect(reopened.list().map((table) => [table.mode, table.entries.map((entry) => entry.name)])).toEqual([
      ['standard-robots-2', ['Ann']],
      ['long-coins-robots-3', ['Ben']],
    ]);
  });

  it('that cannot be read back at all still never stops the host', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    // A folder where the file should be: nothing can be read, copied or written there.
    fs.mkdirSync(path.join(dir, HIGH_SCORES_FILE));
    const store = new HighScoreStore(dir);
    expect(store.list()).toEqual([]);
    expect(store.problem?.words.key).toBe('shell:hostSays.highScoresDamaged');
    expect(() => store.record(matchId(1), solo(10), day(1))).toThrow();
  });
});

/** A copy of the host (through tsx, like the worker threads under vitest) that records scores as fast as it can until it is killed. */
function recorder(dir: string, from: number): { child: ChildProcess; acknowledged: number[]; first: Promise<void> } {
  const source = pathToFileURL(path.join(import.meta.dirname, 'high-score-store.ts')).href;
  const code = `import(${JSON.stringify(source)}).then(({ HighScoreStore }) => {
    const store = new HighScoreStore(${JSON.stringify(dir)});
    if (store.problem) { process.stdout.write('damaged\\n'); process.exit(1); }
    for (let n = ${from}; ; n++) {
      const mode = 'mode-' + (n % 3);
      store.record('match-' + n, { game: 'smugglers-2025', mode, modeOptions: {}, name: 'Ann', score: n });
      process.stdout.write('recorded ' + n + '\\n');
    }
  });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const acknowledged: number[] = [];
  let buffered = '';
  const first = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const found = /^recorded (\d+)$/.exec(line);
        if (found) acknowledged.push(Number(found[1]));
        else reject(new Error(`the recorder says: ${line}`));
      }
      if (acknowledged.length > 0) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the recorder exited (${code}) before it recorded anything`)));
  });
  return { child, acknowledged, first };
}

/** Crashes one data folder `crashes` times in a row; returns the number of scores acknowledged. */
async function crashRepeatedly(dir: string, crashes: number): Promise<number> {
  const acknowledged = new Set<number>();
  let next = 0;
  for (let crash = 0; crash < crashes; crash++) {
    const run = recorder(dir, next);
    await run.first;
    // Killed at some moment of a write: before its temporary file, in it, at its rename, or between writes.
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 15)));
    await new Promise((resolve) => {
      run.child.once('exit', resolve);
      run.child.kill('SIGKILL');
    });
    for (const n of run.acknowledged) acknowledged.add(n);

    const store = new HighScoreStore(dir);
    expect(store.problem, `after crash ${crash + 1}`).toBeNull();
    const tables = store.list();
    const kept = new Map(tables.flatMap((table) => table.entries.map((entry) => [entry.matchId, { mode: table.mode, score: entry.score }] as const)));
    // Every score acknowledged is there, unless its mode's table is full of higher ones.
    for (const n of acknowledged) {
      const table = tables.find((candidate) => candidate.mode === `mode-${n % 3}`);
      const pushedOut = table !== undefined && table.entries.length === 10 && table.entries.every((entry) => entry.score > n);
      if (!pushedOut) expect(kept.get(`match-${n}`), `match-${n} after crash ${crash + 1}`).toEqual({ mode: `mode-${n % 3}`, score: n });
    }
    next = Math.max(next, ...[...kept.values()].map((entry) => entry.score + 1), ...[...acknowledged].map((n) => n + 1));
  }
  return acknowledged.size;
}

describe('the high scores through crashes', () => {
  it('lose no acknowledged score and are never found damaged in 20 kill -9 crashes', async () => {
    // Two data folders crashed 10 times each, side by side (a crash costs a start of the host's code, ≈ 0.5 s of
    // CPU: the unit suite keeps it to 20; the saves' audit ran 60).
    const counts = await Promise.all(Array.from({ length: 2 }, () => crashRepeatedly(tempDir(), 10)));
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(10);
  }, 240_000);
});
