/**
 * A match keeps the engine's rejection code: a client learns why its move was
 * refused (not-your-turn, illegal-move, malformed-move, game-over, or a
 * stale move), and its message key and parameters to word it in its player's
 * language, beside the English sentence for logs.
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
    ['a move that is not a move', 0, { type: 'fly' }, 'malformed-move', 'shell:refusal.malformedMoveAt', { issue: 'invalidUnion', path: 'type' }, 'That is not a move of this game: it is no kind of move (at type).'],
    ['a card that does not exist', 0, { type: 'load', cards: [0, 99] }, 'malformed-move', 'shell:refusal.malformedMoveAt', { issue: 'tooBig', path: 'cards.1' }, 'That is not a move of this game: a value is too big (at cards.1).'],
    ['another seat\'s cards', 0, { type: 'load', cards: [11, 12] }, 'illegal-move', 'contrebandes:refusal.notInHand', undefined, 'You can only load cards from your own hand.'],
    ['a load of one card', 0, { type: 'load', cards: [0] }, 'illegal-move', 'contrebandes:refusal.muleTooSmall', { count: 2 }, 'A mule carries at least 2 cards.'],
    ['a seat that is not at the table', 5, { type: 'load', cards: [0, 1] }, 'not-your-turn', 'shell:refusal.noSuchSeat', { seat: '5' }, 'There is no seat 5 at this table.'],
    ['the host, in a game without host tasks', HOST, { type: 'stop' }, 'illegal-move', 'shell:refusal.noHostOutcome', { title: 'Contrebandes' }, 'Contrebandes has no outcome computed by the host.'],
  ] as const)('passes on the engine\'s code and message for %s, with the English sentence', (_case, actor, move, code, key, params, message) => {
    const match = newMatch();
    expect(match.apply(actor, move)).toEqual({ ok: false, code, key, ...(params ? { params } : {}), message });
    expect(match.version).toBe(0);
  });

  it('says not-your-turn to a seat that has moved already, and stale-move to one that did not see the table', () => {
    const match = newMatch();
    expect(match.apply(0, { type: 'load', cards: [0, 1] })).toEqual({ ok: true });
    expect(match.apply(0, { type: 'load', cards: [2, 3] })).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(match.apply(0, { type: 'load', cards: [2, 3] })).toEqual({
      ok: false,
      code: 'not-your-turn',
      key: 'contrebandes:refusal.loadedAlready',
      message: 'You have already loaded your mule this quarter.',
    });
    expect(match.apply(1, { type: 'load', cards: [11, 12] }, -1)).toEqual({
      ok: false,
      code: 'stale-move',
      key: 'shell:refusal.staleMove',
      message: 'That move was made for an earlier moment of the game; look at the table again.',
    });
    expect(match.log).toEqual([{ actor: 0, move: { type: 'load', cards: [0, 1] } }]);
  });

  it('accepts a move only for a version the seat was shown: none beyond the current one', () => {
    const match = newMatch();
    expect(match.apply(0, { type: 'load', cards: [0, 1] }, 0)).toEqual({ ok: true });
    const unseen = {
      ok: false,
      code: 'stale-move',
      key: 'shell:refusal.unseenVersion',
      message: 'That move was made for a moment of the game that has not come yet; look at the table again.',
    };
    for (const version of [match.version + 1000, match.version + 1, 2 ** 53, 0.5]) {
      expect(match.apply(1, { type: 'load', cards: [11, 12] }, version), String(version)).toEqual(unseen);
    }
    expect(match.version).toBe(1);
    // Seat 1 has been waiting since version 0: the table it was shown then and the one now are both its to answer.
    expect(match.apply(1, { type: 'load', cards: [11, 12] }, match.version)).toEqual({ ok: true });
    expect(match.apply(2, { type: 'load', cards: [22, 23] }, 0)).toEqual({ ok: true });
    expect(match.log).toHaveLength(3);
  });
});
