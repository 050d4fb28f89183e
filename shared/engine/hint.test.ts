/**
 * Hints on the toy game: the hard bot's choice from the seat's own view, with
 * a generator seeded from that view, the game's reason, and refusals for a
 * seat that has no decision of its own.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Bot } from './contract.js';
import { toyGame, type ToyMove, type ToyState, type ToyView } from './conformance/toy-game.js';
import { PLAIN_REASON, hintFor } from './hint.js';
import { setUp } from './set-up.js';

const seen: unknown[] = [];
/** Picks at random (so the seed shows), and notes what it was given. */
const drawing: Bot<ToyView, ToyMove> = {
  chooseMove: ({ view, legalMoves, rng }) => {
    seen.push(view);
    return rng.pick(legalMoves);
  },
};
const idle: Bot<ToyView, ToyMove> = { chooseMove: ({ legalMoves }) => legalMoves[0] as ToyMove };
const toy: AnyGameDefinition = {
  ...toyGame,
  bots: { easy: idle, normal: idle, hard: drawing },
  // A bot's view that differs from the page's: a hint must not read it.
  botViewFor: (state: ToyState, seat: number) => ({ ...toyGame.viewFor(state, seat), heard: 'everything' }),
  explainMove: (_view: ToyView, move: ToyMove) => ({ key: 'toy:hint.pick', params: { number: move.type === 'pick' ? move.number : 0 } }),
};

function picked(state: ToyState, seat: number, number: number): ToyState {
  const applied = toy.applyMove(state, seat, { type: 'pick', number });
  if (!applied.ok) throw new Error(applied.rejection.key);
  return applied.state as ToyState;
}

describe('a hint', () => {
  const start = setUp(toy, 1, 2, { rounds: 2 }) as ToyState;

  it('is the hard bot\'s choice from the seat\'s page view, with the game\'s reason', () => {
    seen.length = 0;
    const hint = hintFor(toy, start, 0);
    expect(hint.ok).toBe(true);
    if (!hint.ok) return;
    expect(toy.legalMoves(start, 0)).toContainEqual(hint.hint.move);
    expect(hint.hint.reason).toEqual({ key: 'toy:hint.pick', params: { number: (hint.hint.move as { number: number }).number } });
    expect(seen).toEqual([toy.viewFor(start, 0)]);
  });

  it('is the same for the same position, and for positions that differ only in what the seat cannot see', () => {
    const hints = [1, 2, 3].map((other) => hintFor(toy, picked(start, 1, other), 0));
    expect(hints[1]).toEqual(hints[0]);
    expect(hints[2]).toEqual(hints[0]);
    expect(hintFor(toy, picked(start, 1, 2), 0)).toEqual(hints[0]);
  });

  it('draws from a seed of the view: another view may give another choice', () => {
    // Over many tables (the view carries the round's scores) the drawing bot does not always pick alike.
    const moves = new Set<number>();
    for (let score = 0; score < 20; score++) {
      const state: ToyState = { ...start, scores: [score, 0] };
      const hint = hintFor(toy, state, 0);
      if (hint.ok) moves.add((hint.hint.move as { number: number }).number);
    }
    expect(moves.size).toBeGreaterThan(1);
  });

  it('says plainly what the bot chose where the game explains nothing', () => {
    const plain: AnyGameDefinition = { ...toy, explainMove: undefined };
    const hint = hintFor(plain, start, 0);
    expect(hint.ok && hint.hint.reason).toEqual(PLAIN_REASON);
  });

  it('is refused for a seat without a decision of its own, and once the game is over', () => {
    expect(hintFor(toy, picked(start, 0, 2), 0)).toEqual({ ok: false, problem: { key: 'match:hint.refused.notYourDecision' } });
    expect(hintFor(toy, start, 5)).toEqual({ ok: false, problem: { key: 'match:hint.refused.notYourDecision' } });
    const over: ToyState = { ...start, round: 2 };
    expect(hintFor(toy, over, 0)).toEqual({ ok: false, problem: { key: 'match:hint.refused.gameOver' } });
  });
});
