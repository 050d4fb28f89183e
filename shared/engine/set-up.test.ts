import { describe, expect, it } from 'vitest';
import { toyGame } from './conformance/toy-game.js';
import { setUp } from './set-up.js';

describe('setUp', () => {
  it('gives the state of a setup that succeeds', () => {
    const setup = toyGame.setup(1, 2, { rounds: 2 });
    expect(setup.ok).toBe(true);
    expect(setUp(toyGame, 1, 2, { rounds: 2 })).toEqual(setup.ok ? setup.state : null);
  });

  it('throws the refusal of a setup that is refused, by its key', () => {
    expect(() => setUp(toyGame, 1, 5, { rounds: 2 })).toThrow(/toy: no game for 5 seats .*shell:refusal\.playerCount/);
  });
});
