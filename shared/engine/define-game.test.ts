/**
 * defineGame's prelude, case by case on the toy game (a host task, secret
 * simultaneous picks): which check answers first, with which code and message,
 * and that the game's play sees only parsed moves of seats in turn.
 */
import { describe, expect, it, vi } from 'vitest';
import { setUp } from './set-up.js';
import { type Actor, HOST, type Parsed, type RejectionCode, describeRefusal } from './contract.js';
import { defineGame } from './define-game.js';
import { parseMove } from './parse-move.js';
import { type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView, toyGame, toyRules } from './conformance/toy-game.js';

const start = setUp(toyGame, 1, 2, { rounds: 2 });
const pick = (number: number): ToyMove => ({ type: 'pick', number });
const picked = (state: ToyState, seat: number, number: number): ToyState => {
  const applied = toyGame.applyMove(state, seat, pick(number));
  if (!applied.ok) throw new Error(describeRefusal(applied.rejection));
  return applied.state;
};
/** Both seats have picked: the host's die is awaited. */
const rolling = picked(picked(start, 0, 2), 1, 3);
const over: ToyState = { ...start, round: 2 };

type Message = { key: string; params?: Record<string, string | number> };
const shell = (name: string, params?: Message['params']): Message => ({ key: `shell:refusal.${name}`, ...(params ? { params } : {}) });
const toy = (name: string): Message => ({ key: `toy:refusal.${name}` });

/** [case, state, actor, move, code, message (key and parameters)] */
const refusals: [string, ToyState, unknown, unknown, RejectionCode, Message][] = [
  ['a finished game, for a seat', over, 0, pick(1), 'game-over', shell('gameOver')],
  ['a finished game, for the host', over, HOST, { type: 'die', value: 3 }, 'game-over', shell('gameOver')],
  ['a finished game, even for garbage', over, 7, null, 'game-over', shell('gameOver')],
  ['a seat below 0', start, -1, pick(1), 'not-your-turn', shell('noSuchSeat', { seat: '-1' })],
  ['a seat past the table', start, 2, pick(1), 'not-your-turn', shell('noSuchSeat', { seat: '2' })],
  ['a seat that is not a whole number', start, 0.5, pick(1), 'not-your-turn', shell('noSuchSeat', { seat: '0.5' })],
  ['a seat that is not a number at all', start, Number.NaN, pick(1), 'not-your-turn', shell('noSuchSeat', { seat: 'NaN' })],
  ['a seat given as text', start, '0', pick(1), 'not-your-turn', shell('noSuchSeat', { seat: '0' })],
  ['a seat that is nothing', start, null, pick(1), 'not-your-turn', shell('noSuchSeatLikeThat')],
  ['a move that is nothing', start, 0, null, 'malformed-move', shell('malformedMove', { issue: 'invalidType' })],
  ['a move out of range', start, 0, pick(4), 'malformed-move', shell('malformedMoveAt', { issue: 'tooBig', path: 'number' })],
  ['a move with a field too many', start, 0, { ...pick(1), extra: true }, 'malformed-move', shell('malformedMove', { issue: 'unrecognizedKeys' })],
  ['a malformed move out of turn (the shape first)', rolling, 0, { type: 'pick' }, 'malformed-move', shell('malformedMoveAt', { issue: 'invalidType', path: 'number' })],
  ['the host\'s move by a seat in turn', start, 0, { type: 'die', value: 3 }, 'illegal-move', toy('onlyHostRolls')],
  ['the host\'s move by a seat out of turn', rolling, 0, { type: 'die', value: 3 }, 'illegal-move', toy('onlyHostRolls')],
  ['a seat out of turn, in the game\'s words', picked(start, 0, 1), 0, pick(2), 'not-your-turn', toy('pickedAlready')],
  ['the host with nothing to do, in the game\'s words', start, HOST, { type: 'die', value: 3 }, 'not-your-turn', toy('nobodyRolls')],
  ['the host with a malformed move', rolling, HOST, { type: 'die', value: 7 }, 'malformed-move', shell('malformedMoveAt', { issue: 'tooBig', path: 'value' })],
  ['the host with a seat\'s move', rolling, HOST, pick(1), 'illegal-move', shell('hostReportsOnly')],
];

describe('defineGame: the prelude of every move', () => {
  it.each(refusals)('refuses %s', (_case, state, actor, move, code, message) => {
    const applied = toyGame.applyMove(state, actor as Actor, move as ToyMove);
    expect(applied).toEqual({ ok: false, rejection: { code, ...message } });
  });

  it('hands the rules a parsed move of a seat in turn, and the host its own move while its task is pending', () => {
    const seen: unknown[] = [];
    const spied = defineGame<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>({
      ...toyRules,
      play: (state, seat, move) => {
        seen.push(['play', seat, move]);
        return { ok: true, state, events: [] as ToyEvent[] };
      },
      host: {
        task: (state) => (state === rolling ? { kind: 'roll', input: null } : null),
        perform: async () => ({ type: 'die', value: 1 }),
        onlyHost: (move) => (move.type === 'die' ? { key: 'toy:refusal.onlyHostRolls' } : null),
        play: (state, move) => {
          seen.push(['host', move]);
          return { ok: true, state, events: [] as ToyEvent[] };
        },
      },
    });
    const move = pick(2);
    for (const [state, actor, sent] of [
      [start, 1, move],
      [start, 5, move],
      [start, 0, { type: 'pick', number: 'two' }],
      [rolling, 0, move],
      [rolling, HOST, { type: 'die', value: 6 }],
      [start, HOST, { type: 'die', value: 6 }],
    ] as [ToyState, Actor, ToyMove][]) {
      spied.applyMove(state, actor, sent);
    }
    expect(seen).toEqual([
      ['play', 1, move],
      ['host', { type: 'die', value: 6 }],
    ]);
  });

  it('answers the host of a game without host tasks in the game\'s name, and keeps the rules out of the definition', () => {
    const { host: _host, ...withoutHost } = toyRules;
    const game = defineGame(withoutHost);
    expect(game.applyMove(start, HOST, { type: 'die', value: 1 })).toEqual({
      ok: false,
      rejection: { code: 'illegal-move', key: 'shell:refusal.noHostOutcome', params: { title: 'Toy' } },
    });
    expect(game.hostTask).toBeUndefined();
    expect(game.performHostTask).toBeUndefined();
    // The definition carries the contract, not the rules it was made from (only applyMove and applyParsedMove may call play).
    expect(Object.keys(toyGame).sort()).toEqual(
      ['activeSeats', 'applyMove', 'applyParsedMove', 'defaultOptions', 'hostTask', 'legalMoves', 'meta', 'moveSchema', 'optionsSchema', 'performHostTask', 'randomMove', 'result', 'rulesVersion', 'setup', 'viewFor'],
    );
  });

  it('applies a move parsed at the edge with the same prelude and rules, without parsing it again', () => {
    const parsed = (move: unknown): Parsed<ToyMove> => {
      const result = parseMove(toyGame.moveSchema, move);
      if (!result.ok) throw new Error(describeRefusal(result.rejection));
      return result.move;
    };
    const wellFormed = refusals.filter(([, , , move]) => parseMove(toyGame.moveSchema, move).ok);
    expect(wellFormed.length).toBeGreaterThan(10);
    const safeParse = vi.spyOn(toyGame.moveSchema, 'safeParse');
    try {
      for (const [what, state, actor, move] of wellFormed) {
        const expected = toyGame.applyMove(state, actor as Actor, move as ToyMove);
        const given = parsed(move);
        safeParse.mockClear();
        expect(toyGame.applyParsedMove(state, actor as Actor, given), what).toEqual(expected);
        expect(safeParse, what).not.toHaveBeenCalled();
      }
      const moved = toyGame.applyParsedMove(start, 0, parsed(pick(2)));
      expect(moved).toEqual(toyGame.applyMove(start, 0, pick(2)));
      expect(moved.ok).toBe(true);
    } finally {
      safeParse.mockRestore();
    }
  });

  it('has words of its own for a game without any', () => {
    const { notYourTurn: _words, ...plain } = toyRules;
    const game = defineGame(plain);
    expect(game.applyMove(picked(start, 0, 1), 0, pick(3))).toEqual({
      ok: false,
      rejection: { code: 'not-your-turn', key: 'shell:refusal.notYourTurn' },
    });
    expect(game.applyMove(start, HOST, { type: 'die', value: 2 })).toEqual({
      ok: false,
      rejection: { code: 'not-your-turn', key: 'shell:refusal.nothingForHost' },
    });
  });
});
