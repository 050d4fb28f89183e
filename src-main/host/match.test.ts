/**
 * A match keeps the engine's rejection code: a client learns why its move was
 * refused (not-your-turn, illegal-move, malformed-move, game-over, or a
 * stale move), not only a sentence.
 */
import { describe, expect, it } from 'vitest';
import { HOST } from '../../shared/engine/contract.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { Match } from './match.js';

function newMatch(): Match {
  return new Match({
    id: 'contrebandes-20270301-120000-aaaaaa',
    game: contrebandes,
    options: { firstOfficer: 0 },
    seed: 3,
    seats: ['Ann', 'Ben', 'Cat'].map((name) => ({ name, kind: 'human' as const, level: null })),
    createdAt: '2027-03-01T12:00:00.000Z',
  });
}

describe('a match refusing a move', () => {
  it.each([
    ['a move that is not a move', 0, { type: 'fly' }, 'malformed-move', /^That is not a move of this game: .+\.$/],
    ['a card that does not exist', 0, { type: 'load', cards: [0, 99] }, 'malformed-move', /not a move of this game/],
    ['another seat\'s cards', 0, { type: 'load', cards: [11, 12] }, 'illegal-move', /your own hand/],
    ['a load of one card', 0, { type: 'load', cards: [0] }, 'illegal-move', /at least 2/],
    ['a seat that is not at the table', 5, { type: 'load', cards: [0, 1] }, 'not-your-turn', /no seat 5/],
    ['the host, in a game without host tasks', HOST, { type: 'stop' }, 'illegal-move', /no outcome computed by the host/],
  ] as const)('passes on the engine\'s code for %s', (_case, actor, move, code, message) => {
    const match = newMatch();
    expect(match.apply(actor, move)).toEqual({ ok: false, code, message: expect.stringMatching(message) });
    expect(match.version).toBe(0);
  });

  it('says not-your-turn to a seat that has moved already, and stale-move to one that did not see the table', () => {
    const match = newMatch();
    expect(match.apply(0, { type: 'load', cards: [0, 1] })).toEqual({ ok: true });
    expect(match.apply(0, { type: 'load', cards: [2, 3] })).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(match.apply(1, { type: 'load', cards: [11, 12] }, -1)).toMatchObject({ ok: false, code: 'stale-move' });
    expect(match.log).toEqual([{ actor: 0, move: { type: 'load', cards: [0, 1] } }]);
  });
});
