// Beside the games rather than shared/engine/play.ts: the engine kit may not import a game, and this plays one.
import { describe, expect, it } from 'vitest';
import { contrebandes } from './contrebandes/index.js';
import type { Seat } from '../engine/contract.js';
import { decisionSeed, playGame } from '../engine/play.js';

describe('playGame', () => {
  it('seeds each decision from the game seed, or from the seeds it is given (a test planning a host bot\'s game)', () => {
    const players = ['random', 'random', 'random'] as const;
    const asked: [number, Seat][] = [];
    const given = playGame(contrebandes, 3, players, undefined, {
      decisionSeed: (moveIndex, seat) => {
        asked.push([moveIndex, seat]);
        return decisionSeed(3, moveIndex, seat);
      },
    });
    // Asked once per move, in order; the same seeds give the same game as the default.
    expect(asked.map(([moveIndex]) => moveIndex)).toEqual(Array.from({ length: given.moves }, (_, index) => index));
    expect(playGame(contrebandes, 3, players).state).toEqual(given.state);
    // Other seeds, another game.
    const other = playGame(contrebandes, 3, players, undefined, { decisionSeed: (moveIndex, seat) => decisionSeed(4, moveIndex, seat) });
    expect(other.state).not.toEqual(given.state);
  });
});
