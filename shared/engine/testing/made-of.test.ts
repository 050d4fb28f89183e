import { describe, expect, it } from 'vitest';
import { toyGame } from '../conformance/toy-game.js';
import { functionsNotFrom } from './made-of.js';

describe('functionsNotFrom', () => {
  it('finds nothing in a definition made of the engine and its bots', () => {
    expect(functionsNotFrom({ ...toyGame, bots: {} }, toyGame)).toEqual([]);
  });

  it('names every function the definition holds otherwise, or lacks', () => {
    const { result: _result, ...withoutResult } = toyGame;
    expect(functionsNotFrom({ ...withoutResult, setup: () => null, viewFor: toyGame.viewFor }, toyGame).sort()).toEqual(['result', 'setup']);
  });
});
