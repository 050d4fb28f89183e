import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/engine/play.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import type { Sentence } from '../../shared/protocol/sentence.js';
import { englishOf } from '../host/failure.js';
import { Match } from '../host/match.js';
import { checkSaveText, type SaveFile } from './save-file.js';
import { SaveStore } from './save-store.js';
import { beginTemp, endTemp } from '../files/stale-temps.js';

function tempStore(): SaveStore {
  return new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-saves-')));
}

/** A save of a match in progress: a few moves played by random movers. */
function saveWithMoves(matchId: string, moves: number): SaveFile {
  const match = new Match({
    id: matchId,
    game: contrebandes,
    options: { firstOfficer: 0 },
    seed: 42,
    seats: ['Ann', 'Ben', 'Cat'].map((name) => ({ name, kind: 'human' as const, level: null })),
    createdAt: '2026-11-29T10:00:00.000Z',
  });
  let played = 0;
  const replay = playGame(contrebandes, 42, ['random', 'random', 'random'], { firstOfficer: 0 }, {
    maxMoves: 10_000,
    onMove: ({ seat, move }) => {
      if (played++ < moves) match.apply(seat, move);
    },
  });
  expect(replay.moves).toBeGreaterThan(moves);
  return match.toSaveFile();
}

describe('save files', () => {
  it('writes atomically, keeps the previous version as a backup, and reads back what it wrote', () => {
    const store = tempStore();
    const first = saveWithMoves('contrebandes-20261129-100000-aaaaaa', 5);
    store.write(first);
    const second = saveWithMoves('contrebandes-20261129-100000-aaaaaa', 9);
    store.write(second);

    const read = store.read(first.matchId);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.save.log).toHaveLength(9);
    const backup = JSON.parse(fs.readFileSync(path.join(store.dir, `${first.matchId}.json.bak`), 'utf8')) as SaveFile;
    expect(backup.log).toHaveLength(5);
    expect(fs.readdirSync(store.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never leaves a moment without the save while a background write replaces it', async () => {
    const store = tempStore();
    const id = 'contrebandes-20261129-100000-bbbbbb';
    store.write(saveWithMoves(id, 3));
    const file = path.join(store.dir, `${id}.json`);
    for (let round = 0; round < 20; round++) {
      let done = false;
      const writing = store.writeInBackground(saveWithMoves(id, 4 + (round % 5))).finally(() => {
        done = true;
      });
      // Look at every turn of the event loop while the write goes on (a reader, or a crash, could come at any of them).
      let looks = 0;
      while (!done) {
        expect(fs.existsSync(file), `the save is there (round ${round}, look ${looks})`).toBe(true);
        looks++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
    }
    const read = store.read(id);
    expect(read.ok).toBe(true);
    expect(fs.existsSync(path.join(store.dir, `${id}.json.bak`))).toBe(true);
  });

  it('lists a damaged file with a reason, never overwrites it, and keeps listing the good ones', () => {
    const store = tempStore();
    const good = saveWithMoves('contrebandes-20261129-100000-bbbbbb', 4);
    store.write(good);
    const brokenId = 'contrebandes-20261129-100000-cccccc';
    const broken = path.join(store.dir, `${brokenId}.json`);
    fs.writeFileSync(broken, JSON.stringify(saveWithMoves(brokenId, 6)).slice(0, 300));
    fs.writeFileSync(path.join(store.dir, 'notes.json'), '{"hello": 1}');

    const list = store.list();
    expect(list.find((entry) => entry.matchId === good.matchId)?.problem).toBeNull();
    const damaged = list.find((entry) => entry.matchId === brokenId);
    expect(damaged).toMatchObject({ problem: { key: 'shell:saveProblem.notJson' } });
    expect(englishOf(damaged?.problem as Sentence)).toBe('The file is not valid JSON (it may be cut short or damaged).');
    expect(damaged?.game).toBe('contrebandes');
    const notes = list.find((entry) => entry.matchId === 'notes');
    expect(notes).toMatchObject({ problem: { key: 'shell:saveProblem.notASave' } });
    expect(englishOf(notes?.problem as Sentence)).toBe("This is not a Smugglers' Table save file.");

    const before = fs.readFileSync(broken, 'utf8');
    expect(() => store.write(saveWithMoves(brokenId, 7))).toThrow(
      expect.objectContaining({ message: `The save file ${brokenId}.json is damaged; it is kept as it is and not overwritten.`, words: { key: 'shell:saveProblem.keptDamaged', params: { file: `${brokenId}.json` } } }),
    );
    expect(fs.readFileSync(broken, 'utf8')).toBe(before);
  });

  it('refuses a save whose snapshot does not match its log, or whose moves do not replay', () => {
    const save = saveWithMoves('contrebandes-20261129-100000-dddddd', 8);
    const tampered = structuredClone(save) as SaveFile & { snapshot: { caisse: number[] } };
    tampered.snapshot.caisse = [...tampered.snapshot.caisse, 99];
    expect(checkSaveText(JSON.stringify(tampered))).toMatchObject({ ok: false, problem: expect.stringMatching(/does not match a replay/), words: { key: 'shell:saveProblem.snapshotMismatch' } });

    const badMove = structuredClone(save);
    badMove.log[2] = { actor: 0, move: { type: 'designate', officer: 0 } };
    // The refusal the log's move meets is quoted as words too, for the Load screen to word in its player's language.
    expect(checkSaveText(JSON.stringify(badMove))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^Move 3 of the log cannot be replayed: \S/),
      words: { key: 'shell:saveProblem.moveRefused', params: { move: 3, refusal: { key: expect.stringMatching(/^contrebandes:refusal\./) } } },
    });

    const otherGame = { ...save, game: 'chess' };
    expect(checkSaveText(JSON.stringify(otherGame))).toMatchObject({
      ok: false,
      problem: 'The game "chess" is not available in this version of the app.',
      words: { key: 'shell:saveProblem.unknownGame', params: { game: 'chess' } },
    });

    const future = { ...save, formatVersion: 9 };
    expect(checkSaveText(JSON.stringify(future))).toMatchObject({
      ok: false,
      problem: 'The save file format version 9 is not supported by this version of the app.',
      words: { key: 'shell:saveProblem.formatVersion', params: { version: '9' } },
    });

    expect(checkSaveText(JSON.stringify(save))).toMatchObject({ ok: true });
  });

  it('deletes a save and its backup', () => {
    const store = tempStore();
    const save = saveWithMoves('contrebandes-20261129-100000-eeeeee', 3);
    store.write(save);
    store.write(save);
    expect(store.delete(save.matchId)).toBe(true);
    expect(fs.readdirSync(store.dir)).toEqual([]);
    expect(store.delete(save.matchId)).toBe(false);
  });

  it('removes the temporary files of writes a crash cut short when it opens, and nothing else', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-saves-'));
    const dir = path.join(dataDir, 'saves');
    fs.mkdirSync(dir);
    const id = 'contrebandes-20261129-100000-ffffff';
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid as number;
    const leftovers = [`${id}.json.${gonePid}.tmp`, `${id}.json.${process.pid}.tmp`];
    const kept = [
      `${id}.json`,
      `${id}.json.bak`,
      `${id}.json.tmp`,
      'notes.tmp',
      `Other.json.${gonePid}.tmp`,
      `${id}.json.${gonePid}.tmp.keep`,
      // Another process that is running may be writing it.
      `${id}.json.${process.ppid}.tmp`,
    ];
    for (const name of [...leftovers, ...kept]) fs.writeFileSync(path.join(dir, name), '{"cut short');
    fs.mkdirSync(path.join(dir, `folder.json.${gonePid}.tmp`));
    // One this process is writing right now (another store on the folder) is not a leftover either.
    const writing = beginTemp(path.join(dir, 'contrebandes-20261129-100000-abcdef.json'));
    fs.writeFileSync(writing, '{"half');

    new SaveStore(dataDir);
    expect(fs.readdirSync(dir).sort()).toEqual([...kept, `folder.json.${gonePid}.tmp`, path.basename(writing)].sort());
    endTemp(writing);
  });
});
