/** Setting up a match: its seed drawn wide, the game's own rules for new games held, and saves made before them still loading. */
import { describe, expect, it } from 'vitest';
import { inselDerSchmuggler } from '../../shared/games/insel-der-schmuggler/index.js';
import { checkSaveText } from '../saves/save-file.js';
import { checkTable, newMatch, randomMatchSeed } from './match-setup.js';
import { Match } from './match.js';

const SEATS = ['Ann', 'Ben', 'Cat'].map((name) => ({ name, kind: 'human' as const, level: null }));
const twoRocks = { rocks: 2, rockPlacement: 'random', startHarbours: 'random', firstPlayer: 0 } as const;

describe('checking a new table', () => {
  it('refuses 3 more rocks in a new 2-player Insel der Schmuggler, in words each player reads', () => {
    expect(() => checkTable('insel-der-schmuggler', 2, { ...twoRocks, rocks: 3 })).toThrow(
      expect.objectContaining({
        error: {
          code: 'bad-request',
          key: 'insel-der-schmuggler:refusal.rocksWithTwo',
          params: { max: 2 },
        },
        // The English is the host's, for its log.
        message: 'With 2 players the rock in the strait is one of the box’s 3: the variant adds at most 2 rocks.',
      }),
    );
    expect(checkTable('insel-der-schmuggler', 2, twoRocks)).toEqual(twoRocks);
    expect(checkTable('insel-der-schmuggler', 3, { ...twoRocks, rocks: 3 })).toEqual({ ...twoRocks, rocks: 3 });
  });

  it('refuses a table the game cannot set up (a first player past it) with the setup\'s refusal, in words each player reads', () => {
    const firstPlayerPast = { ...twoRocks, firstPlayer: 3 };
    expect(() => checkTable('insel-der-schmuggler', 2, firstPlayerPast)).toThrow(
      expect.objectContaining({
        error: { code: 'bad-request', key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: 4, seats: 2 } },
        // The English is the host's, for its log.
        message: 'A table of 2 has no seat 4 to begin.',
      }),
    );
    // A match asked for without the check (a host's own call) is refused alike, and nothing is set up.
    const robotless = { robots: 0, longGame: false, coins: false, firstPlayer: null };
    expect(() => newMatch('smugglers-2025', robotless, SEATS.slice(0, 1), 5)).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ code: 'bad-request', key: 'smugglers-2025:refusal.tooFewRobots', params: { players: 1, count: 2 } }) }),
    );
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

describe('a new match', () => {
  it('draws its seed from 53 random bits, too many to try one by one', () => {
    const seeds = Array.from({ length: 64 }, () => randomMatchSeed());
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    // With 32 bits none would pass 2^32; with 53 all but about 2^-21 of them do.
    expect(seeds.filter((seed) => seed > 0xffffffff).length).toBeGreaterThan(60);
    expect(new Set(seeds).size).toBe(64);
  });

  it('draws its bots\' secret, or takes the one the host was started with (tests plan their bots\' games with it)', () => {
    const options = { robots: 0, longGame: false, coins: false, firstPlayer: null };
    const drawn = [newMatch('smugglers-2025', options, SEATS, 5), newMatch('smugglers-2025', options, SEATS, 5)];
    expect(drawn[0]!.botSecret).not.toBe(drawn[1]!.botSecret);
    const given = 'ab'.repeat(32);
    expect(newMatch('smugglers-2025', options, SEATS, 5, given).botSecret).toBe(given);
  });

  it('is saved with its wide seed and replays from it', () => {
    const match = newMatch('smugglers-2025', { robots: 0, longGame: false, coins: false, firstPlayer: null }, SEATS, undefined);
    expect(match.seed).toBeGreaterThan(0xffffffff);
    const checked = checkSaveText(JSON.stringify(match.toSaveFile()));
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.save.seed).toBe(match.seed);
    expect(checked.state).toEqual(match.state);
  });
});
