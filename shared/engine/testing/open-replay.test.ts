import { describe, expect, it } from 'vitest';
import type { Viewer } from '../contract.js';
import { defineGame } from '../define-game.js';
import { type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView, toyGame, toyRules } from '../conformance/toy-game.js';
import { allOpenProblem, finishedGame } from './open-replay.js';

const hostMove = () => ({ type: 'die' as const, value: 3 });
const openViewFor = (state: ToyState) => ({ ...toyRules.viewFor(state, 'spectator'), open: state.picks }) as ToyView;
/** The toy with an open view (every pick shown). */
const toy = defineGame<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>({ ...toyRules, openViewFor });

describe('a finished game', () => {
  it('is played to its end, its log one move per state after the setup', () => {
    const played = finishedGame(toy, { seed: 1, seats: 3, hostMove });
    expect([played.seed, played.seats, played.options]).toEqual([1, 3, { rounds: 2 }]);
    expect(toy.result(played.states[played.states.length - 1] as ToyState)).not.toBeNull();
    expect(played.log).toHaveLength(played.states.length - 1);
    expect(played.log[0]?.actor).toBeTypeOf('number');
  });
});

describe('allOpenProblem', () => {
  const played = finishedGame(toy, { seed: 1, seats: 2, hostMove });

  it('finds nothing in a game whose open view is given only by all open, and only once it has ended', () => {
    expect(allOpenProblem(toy, played, openViewFor)).toBeNull();
  });

  it('names a seat whose own view has the open cards', () => {
    const viewFor = (state: ToyState, viewer: Viewer) => ({ ...toyRules.viewFor(state, viewer), open: [] }) as ToyView;
    const leaky = defineGame<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions>({ ...toyRules, openViewFor, viewFor });
    expect(allOpenProblem(leaky, played, openViewFor)).toBe('toy, seed 1, 2 seats, move 1: the view of seat 0 has the open cards');
  });

  it('names an open view other than the one the replay gives, and a game that has none', () => {
    const other = (state: ToyState) => ({ ...openViewFor(state), round: 9 });
    expect(allOpenProblem(toy, played, other)).toBe("toy, seed 1, 2 seats, move 1: the replay's open view is not openViewFor's: round: 0 ≠ 9");
    expect(allOpenProblem(toyGame, played, openViewFor)).toBe('toy, seed 1, 2 seats: the ended game does not offer all open');
  });
});
