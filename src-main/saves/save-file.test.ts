import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { playGame } from '../../shared/engine/play.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { Match } from '../host/match.js';
import { checkSaveText, type SaveFile } from './save-file.js';
import { SaveStore } from './save-store.js';

const NOW = new Date('2027-03-01T12:00:00.000Z');

/** A contrebandes match after `moves` random moves (all of them: the game is over). */
function saveAfter(moves: number): SaveFile {
  const match = new Match({
    id: 'contrebandes-20261129-100000-aaaaaa',
    game: contrebandes,
    options: { firstOfficer: 0 },
    seed: 7,
    seats: ['Ann', 'Ben', 'Cat'].map((name) => ({ name, kind: 'human' as const, level: null })),
    createdAt: '2026-11-29T10:00:00.000Z',
  });
  let played = 0;
  playGame(contrebandes, 7, ['random', 'random', 'random'], { firstOfficer: 0 }, {
    onMove: ({ seat, move }) => {
      if (played++ < moves) match.apply(seat, move);
    },
  });
  const save = match.toSaveFile();
  return { ...save, updatedAt: '2026-11-29T11:00:00.000Z' };
}

function checked(save: SaveFile, now = NOW): SaveFile {
  const result = checkSaveText(JSON.stringify(save), now);
  if (!result.ok) throw new Error(result.problem);
  return result.save;
}

describe('checking a save file', () => {
  it('takes whether the game is finished from the replay, not from the file', () => {
    const running = saveAfter(5);
    expect(running.finished).toBe(false);
    expect(checked({ ...running, finished: true }).finished).toBe(false);

    const over = saveAfter(Infinity);
    expect(over.finished).toBe(true);
    expect(checked({ ...over, finished: false }).finished).toBe(true);
    // The moves, which are the game, are kept as they are.
    expect(checked({ ...over, finished: false }).log).toEqual(over.log);
  });

  it('moves dates after now, and dates that are not dates, to now; writes the others as the app does', () => {
    const save = saveAfter(5);
    const future = checked({ ...save, createdAt: '2999-01-01T00:00:00.000Z', updatedAt: '2027-03-01T12:00:00.001Z' });
    expect(future.createdAt).toBe(NOW.toISOString());
    expect(future.updatedAt).toBe(NOW.toISOString());
    expect(checked({ ...save, updatedAt: 'last Tuesday' }).updatedAt).toBe(NOW.toISOString());

    const past = checked({ ...save, createdAt: '2026-11-29T11:00:00+01:00', updatedAt: '2027-03-01T12:00:00.000Z' });
    expect(past.createdAt).toBe('2026-11-29T10:00:00.000Z');
    expect(past.updatedAt).toBe(NOW.toISOString());
  });

  it('corrects one of its own saves in the same way when it reads it', () => {
    const store = new SaveStore(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-save-file-')));
    const save = { ...saveAfter(5), finished: true, updatedAt: '2999-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(store.dir, `${save.matchId}.json`), JSON.stringify(save));
    const summary = store.summary(save.matchId);
    expect(summary.problem).toBeNull();
    expect(summary.finished).toBe(false);
    expect(summary.updatedAt).not.toBe('2999-01-01T00:00:00.000Z');
  });
});

describe('replaying a save', () => {
  it('checks the shape of each logged move once, as the host does a move in play', () => {
    const save = saveAfter(12);
    const shapeChecks = vi.spyOn(contrebandes.moveSchema, 'safeParse');
    try {
      expect(checkSaveText(JSON.stringify(save), NOW).ok).toBe(true);
      expect(shapeChecks).toHaveBeenCalledTimes(save.log.length);
    } finally {
      shapeChecks.mockRestore();
    }
  });
});

describe('a save whose game cannot be set up', () => {
  it('is refused with the setup\'s refusal as its reason, in English and in words', () => {
    const save = saveAfter(0);
    const refused = checkSaveText(JSON.stringify({ ...save, options: { firstOfficer: 4 } }), NOW);
    expect(refused).toEqual({
      ok: false,
      problem: 'The game cannot be set up from this save: A table of 3 has no seat 5 to begin.',
      words: { key: 'shell:saveProblem.cannotSetUp', params: { reason: { key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: 5, seats: 3 } } } },
    });
  });
});

describe('a save made under earlier rules', () => {
  // Written by the app before issue #25 changed Smugglers (2025)'s bookkeeping (rules version 1): a
  // 3-player game, 60 moves in.
  const fixture = path.join(import.meta.dirname, 'fixtures', 'smugglers-2025-rules-1.json');
  const old = JSON.parse(fs.readFileSync(fixture, 'utf8')) as SaveFile;

  it('opens when its game still replays that version, with the replayed state as its snapshot', () => {
    expect(old.rulesVersion).toBe(1);
    const result = checkSaveText(JSON.stringify(old), NOW);
    if (!result.ok) throw new Error(result.problem);
    expect(result.save.rulesVersion).toBe(2);
    expect(result.save.log).toEqual(old.log);
    expect(result.save.snapshot).toEqual(JSON.parse(JSON.stringify(result.state)));
    expect(result.save.snapshot).not.toEqual(old.snapshot);
    // Written again, it is a save of today's rules and reads as one.
    expect(checkSaveText(JSON.stringify(result.save), NOW).ok).toBe(true);
  });

  it('is refused for a version the game does not replay, and a damaged log still is', () => {
    const refused = checkSaveText(JSON.stringify({ ...old, rulesVersion: 0 }), NOW);
    expect(refused.ok).toBe(false);
    const log = old.log.slice();
    log[5] = { actor: log[5]!.actor, move: { type: 'discard', kind: 'nothing' } };
    expect(checkSaveText(JSON.stringify({ ...old, log }), NOW).ok).toBe(false);
  });
});
