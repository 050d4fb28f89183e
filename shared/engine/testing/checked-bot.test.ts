import { describe, expect, it } from 'vitest';
import type { Bot } from '../contract.js';
import type { ToyMove, ToyView } from '../conformance/toy-game.js';
import { Rng } from '../rng.js';
import { checkedBot } from './checked-bot.js';

type ToyBot = Bot<ToyView, ToyMove>;
const view: ToyView = { viewer: 0, round: 0, picked: [false, false], own: null, shown: [], scores: [0, 0] };
const legalMoves: ToyMove[] = [1, 2, 3].map((number) => ({ type: 'pick', number }));
const ask = (bot: ToyBot, seed = 1) => checkedBot(bot).chooseMove({ view: structuredClone(view), seat: 0, legalMoves: structuredClone(legalMoves), rng: Rng.fromSeed(seed) });

describe('checkedBot', () => {
  it('passes on the move of a bot that keeps its promises', () => {
    const drawing: ToyBot = { chooseMove: ({ legalMoves: moves, rng }) => rng.pick(moves) };
    for (let seed = 0; seed < 10; seed++) expect(ask(drawing, seed)).toEqual(Rng.fromSeed(seed).pick(legalMoves));
  });

  it('accepts a legal move written with its keys in another order', () => {
    expect(ask({ chooseMove: () => ({ number: 2, type: 'pick' }) as ToyMove })).toEqual({ number: 2, type: 'pick' });
  });

  it('throws for a move that is not legal', () => {
    expect(() => ask({ chooseMove: () => ({ type: 'pick', number: 4 }) })).toThrow('seat 0 chose {"type":"pick","number":4}, which is not among its legal moves');
  });

  it('throws for a bot that picks otherwise when asked again with the same view and generator', () => {
    let calls = 0;
    expect(() => ask({ chooseMove: ({ legalMoves: moves }) => moves[calls++ % 3] as ToyMove })).toThrow(/then \{"type":"pick","number":2\} from the same view and generator/);
  });

  it('throws for a bot that writes to its view or its legal moves', () => {
    expect(() => ask({ chooseMove: (input) => ((input.view.scores[0] = 9), input.legalMoves[0] as ToyMove) })).toThrow(TypeError);
    expect(() => ask({ chooseMove: (input) => input.legalMoves.pop() as ToyMove })).toThrow(TypeError);
  });
});
