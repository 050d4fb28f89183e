import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HighScoreTable } from '../../shared/protocol/high-scores.js';
import { HIGH_SCORES_FILE, HIGH_SCORES_FORMAT, HighScoreStore, MAX_FILE_BYTES } from './high-score-store.js';
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
      name: 'a negative score',
      text: fileOf([standardTable([good(1, 80), { ...good(2, 70), score: -5 }, { ...good(3, 60), score: 10_000_000 }, good(4, 50)])]),
      kept: [
        ['P1', 80],
        ['P4', 50],
      ],
    },
    {
      name: 'cut short inside an entry',
      text: JSON.stringify(JSON.parse(fileOf([{ ...LONG, entries: [good(5, 44)] }, standardTable([good(1, 80), good(2, 70), good(3, 60)])])), null, 2).split('"P3"')[0] as string,
      kept: [
        ['P5', 44],
        ['P1', 80],
        ['P2', 70],
      ],
    },
  ];

  it.each(cases)('($name) is set aside, the host goes on with every score it could read, and says so', ({ text, kept }) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), text);
    const store = new HighScoreStore(dir, at('2027-03-01T12:00:00.000Z'));
    const aside = `${HIGH_SCORES_FILE}.damaged-${Date.parse('2027-03-01T12:00:00.000Z')}`;
    // Moved aside whole (renamed: the same file, not a copy).
    const original = fs.statSync(path.join(dir, HIGH_SCORES_FILE)).ino;
    expect(store.problem).not.toBeNull();
    expect(fs.statSync(path.join(dir, aside)).ino).toBe(original);
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

  it('that cannot be moved aside is left as it is, and no score is written over it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), '{"cut');
    const store = new HighScoreStore(dir);
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    });
    expect(store.list()).toEqual([]);
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresStuck', params: { file: HIGH_SCORES_FILE, reason: 'EACCES' } });
    expect(store.problem?.message).toBe(
      'The high-score file highscores.json in the data folder cannot be used, and it could not be moved aside (EACCES): no new score is recorded until it is moved out of the folder.',
    );
    expect(() => store.record(matchId(1), solo(10), day(1))).toThrow(/could not be moved aside/);
    expect(fileText(dir)).toBe('{"cut');
  });
});

describe('what else may stand under the high-score file’s name', () => {
  const MOMENT = '2027-03-01T12:00:00.000Z';
  const aside = `${HIGH_SCORES_FILE}.set-aside-${Date.parse(MOMENT)}`;

  /** A data folder whose last good version (the backup) holds one score, with `make` standing under the file's name. */
  function folderWith(make: (file: string) => void): { dir: string; store: HighScoreStore } {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'highscores.json.bak'), fileOf([standardTable([good(1, 30)])]));
    make(path.join(dir, HIGH_SCORES_FILE));
    return { dir, store: new HighScoreStore(dir, at(MOMENT)) };
  }

  /** Every later score is recorded in a new plain file, beside the backup's. */
  function recordsAgain(dir: string, store: HighScoreStore): void {
    expect(store.list()[0]?.entries.map((entry) => entry.name)).toEqual(['P1']);
    expect(store.record(matchId(2), solo(40, 'Ben'), day(2))).toEqual({ place: 1, recorded: true });
    expect(fs.lstatSync(path.join(dir, HIGH_SCORES_FILE)).isFile()).toBe(true);
    const next = new HighScoreStore(dir);
    expect(next.problem).toBeNull();
    expect(next.list()[0]?.entries.map((entry) => entry.name)).toEqual(['Ben', 'P1']);
  }

  it('is not even looked at while the host starts: only when the tables are first asked for', () => {
    const { dir, store } = folderWith((file) => fs.mkdirSync(file));
    expect(fs.statSync(path.join(dir, HIGH_SCORES_FILE)).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(dir, aside))).toBe(false);
    expect(store.problem).not.toBeNull();
    expect(fs.existsSync(path.join(dir, aside))).toBe(true);
  });

  it('a folder is moved aside unread, the player is told what it was, and scores are recorded again', () => {
    const { dir, store } = folderWith((file) => {
      fs.mkdirSync(file);
      fs.writeFileSync(path.join(file, 'inside.txt'), 'mine');
    });
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresFolder', params: { file: aside } });
    expect(store.problem?.message).toBe(`In the data folder, a folder had the high-score file’s name: it was not read, and it is moved aside as ${aside}. New scores go in a new file.`);
    expect(fs.readFileSync(path.join(dir, aside, 'inside.txt'), 'utf8')).toBe('mine');
    recordsAgain(dir, store);
  });

  it('a link is never followed: what it points at is neither read, nor copied, nor written', () => {
    const outside = path.join(tempDir(), 'passwd');
    const secret = fileOf([standardTable([good(9, 99)])]).replace('}]}', '}], "root": "x:0:0"}');
    fs.writeFileSync(outside, secret);
    const { dir, store } = folderWith((file) => fs.symlinkSync(outside, file));
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresLink', params: { file: aside } });
    expect(fs.readlinkSync(path.join(dir, aside))).toBe(outside);
    recordsAgain(dir, store);
    expect(fs.readFileSync(outside, 'utf8')).toBe(secret);
    for (const name of fs.readdirSync(dir)) {
      if (!fs.lstatSync(path.join(dir, name)).isSymbolicLink()) expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).not.toContain('x:0:0');
    }
  });

  it('a link in the backup’s place is never followed either', () => {
    const outside = path.join(tempDir(), 'passwd');
    fs.writeFileSync(outside, fileOf([standardTable([good(9, 99)])]));
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), '{"cut');
    fs.symlinkSync(outside, path.join(dir, 'highscores.json.bak'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(new HighScoreStore(dir).list()).toEqual([]);
  });

  it('a pipe is not opened (the host would wait on it for ever)', () => {
    const { dir, store } = folderWith((file) => expect(spawnSync('mkfifo', [file]).status).toBe(0));
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresNotAFile', params: { file: aside } });
    recordsAgain(dir, store);
  });

  it('a file far larger than high scores take is not read, and is moved aside (renamed, never copied)', () => {
    // Well formed, with entries enough to pass the bound: the 23 MB file of the audit, in small.
    const entries = Array.from({ length: Math.ceil((2 * MAX_FILE_BYTES) / 100) }, (_, n) => good(n + 10, n % 500));
    const text = fileOf([standardTable(entries)]).padEnd(3_000_000, ' ');
    expect(text.length).toBe(3_000_000);
    const { dir, store } = folderWith((file) => fs.writeFileSync(file, text));
    const original = fs.statSync(path.join(dir, HIGH_SCORES_FILE)).ino;
    expect(store.problem?.words).toEqual({ key: 'shell:hostSays.highScoresTooBig', params: { file: aside, megabytes: 3 } });
    expect(store.problem?.message).toBe(`The high-score file was 3 MB, far more than high scores take: it was not read, and it is moved aside as ${aside}. New scores go in a new file.`);
    expect(fs.statSync(path.join(dir, aside)).ino).toBe(original);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith(HIGH_SCORES_FILE)).sort()).toEqual([HIGH_SCORES_FILE, 'highscores.json.bak', aside].sort());
    recordsAgain(dir, store);
  });
});

describe('a well-formed high-score file the app would not have written', () => {
  it.each([
    {
      name: 'more than ten in a table',
      tables: [standardTable(Array.from({ length: 800 }, (_, n) => good(n, n)))],
      kept: Array.from({ length: 10 }, (_, n): [string, number] => [`P${799 - n}`, 799 - n]),
    },
    {
      name: 'a match twice',
      tables: [standardTable([good(1, 50), { ...good(1, 90), name: 'Copy' }])],
      kept: [['Copy', 90]] as [string, number][],
    },
    {
      name: 'a mode twice',
      tables: [standardTable([good(1, 50)]), standardTable([good(2, 60)])],
      kept: [
        ['P2', 60],
        ['P1', 50],
      ] as [string, number][],
    },
  ])('($name) is read, not set aside: each mode keeps its best', ({ tables, kept }) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, HIGH_SCORES_FILE), fileOf(tables));
    const store = new HighScoreStore(dir);
    expect(store.problem).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(store.list().flatMap((table) => table.entries.map((entry): [string, number] => [entry.name, entry.score]))).toEqual(kept);
    expect(fs.readdirSync(dir)).toEqual([HIGH_SCORES_FILE]);
    expect(store.record(matchId(9999), solo(800, 'Top'), day(50))).toEqual({ place: 1, recorded: true });
  });
});

describe('a score', () => {
  it.each([-5, -1, 10_000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('of %s is no score: it is refused and nothing is written', (score) => {
    const dir = tempDir();
    const store = new HighScoreStore(dir);
    expect(() => store.record(matchId(1), solo(score), day(1))).toThrow();
    expect(store.list()).toEqual([]);
    expect(fs.existsSync(path.join(dir, HIGH_SCORES_FILE))).toBe(false);
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
