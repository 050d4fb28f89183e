import { describe, expect, it } from 'vitest';
import { HOST } from '../contract.js';
import { type ToyMove, toyGame } from '../conformance/toy-game.js';
import { setUp } from '../set-up.js';
import { scriptFor } from './script.js';

const { play, playAll, chain, refusal } = scriptFor(toyGame);
const start = setUp(toyGame, 1, 2, { rounds: 2 });
const pick = (number: number): ToyMove => ({ type: 'pick', number });

describe('scripted moves', () => {
  it('play a move that must be accepted, with its events', () => {
    const step = play(start, 0, pick(2));
    expect(step.state.picks).toEqual([2, null]);
    expect(step.events).toEqual([{ type: 'picked', seat: 0 }]);
  });

  it('play several moves in turn (the host\'s too), collecting the events', () => {
    const step = playAll(start, [
      [0, pick(2)],
      [1, pick(3)],
      [HOST, { type: 'die', value: 4 }],
    ]);
    expect(step.state.scores).toEqual([0, 7]);
    expect(step.events.map((event) => event.type)).toEqual(['picked', 'picked', 'rolled', 'shown']);
  });

  it('chain steps, each from the state the last reached', () => {
    const step = chain(start, [(state) => play(state, 1, pick(1)), (state) => play(state, 0, pick(3))]);
    expect(step.state.picks).toEqual([3, 1]);
    expect(step.events).toHaveLength(2);
    expect(chain(start, [])).toEqual({ state: start, events: [] });
  });

  it('throw with the refusal when a move that must be accepted is refused, and the other way round', () => {
    expect(() => play(start, 0, pick(4))).toThrow('seat 0 {"type":"pick","number":4} refused: shell:refusal.malformedMoveAt');
    expect(refusal(start, HOST, { type: 'die', value: 4 })).toEqual({ code: 'not-your-turn', key: 'toy:refusal.nobodyRolls' });
    expect(() => refusal(start, 0, pick(1))).toThrow('seat 0 {"type":"pick","number":1} was accepted');
  });
});
