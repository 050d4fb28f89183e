/** Setting up a match: the game's own rules for new games are held, and saves made before them still load. */
import { describe, expect, it } from 'vitest';
import { inselDerSchmuggler } from '../../shared/games/insel-der-schmuggler/index.js';
import { checkSaveText } from '../saves/save-file.js';
import { checkTable } from './match-setup.js';
import { Match } from './match.js';

const twoRocks = { rocks: 2, rockPlacement: 'random', startHarbours: 'random', firstPlayer: 0 } as const;

describe('checking a new table', () => {
  it('refuses 3 more rocks in a new 2-player Insel der Schmuggler, in words each player reads', () => {
    expect(() => checkTable('insel-der-schmuggler', 2, { ...twoRocks, rocks: 3 })).toThrow(
      expect.objectContaining({
        error: {
          code: 'bad-request',
          message: 'With 2 players the rock in the strait is one of the box’s 3: the variant adds at most 2 rocks.',
          key: 'insel-der-schmuggler:refusal.rocksWithTwo',
          params: { max: 2 },
        },
      }),
    );
    expect(checkTable('insel-der-schmuggler', 2, twoRocks)).toEqual(twoRocks);
    expect(checkTable('insel-der-schmuggler', 3, { ...twoRocks, rocks: 3 })).toEqual({ ...twoRocks, rocks: 3 });
  });

  it('still loads a 2-player save with 3 rocks, made under the earlier reading', () => {
    const match = new Match({
      id: 'insel-der-schmuggler-20261101-100000-aaaaaa',
      game: inselDerSchmuggler,
      options: { ...twoRocks, rocks: 3 },
      seed: 9,
      seats: ['Ann', 'Ben'].map((name) => ({ name, kind: 'human' as const, level: null })),
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    const checked = checkSaveText(JSON.stringify(match.toSaveFile()), new Date('2027-03-01T12:00:00.000Z'));
    expect(checked.ok).toBe(true);
    expect((match.state as { rocks: number[] }).rocks).toHaveLength(4);
  });
});
