import { describe, expect, it } from 'vitest';
import { functionsNotFrom } from '../../engine/testing/made-of.js';
import { smugglers2016 } from './index.js';
import { game, newGame, play } from './testkit.js';
import type { SmugglersMove } from './types.js';

describe('the Smugglers (2016) definition', () => {
  it('is made of the engine functions the tests use', () => {
    expect(functionsNotFrom(smugglers2016, game)).toEqual([]);
    expect(smugglers2016.meta).toMatchObject({ id: 'smugglers-2016', minPlayers: 2, maxPlayers: 4 });
  });

  it('validates options and moves from the outside', () => {
    expect(smugglers2016.defaultOptions(3)).toEqual({ hourglassSeconds: 60, shortGame: false, firstPlayer: null });
    const schema = smugglers2016.optionsSchema;
    expect(schema.safeParse({ hourglassSeconds: 30, shortGame: true, firstPlayer: 3 }).success).toBe(true);
    expect(schema.safeParse({ hourglassSeconds: 29, shortGame: true, firstPlayer: null }).success).toBe(false);
    expect(schema.safeParse({ hourglassSeconds: 121, shortGame: true, firstPlayer: null }).success).toBe(false);
    expect(schema.safeParse({ hourglassSeconds: 60, shortGame: false, firstPlayer: null, extra: 1 }).success).toBe(false);
    const good: SmugglersMove[] = [
      { type: 'sculpt', massG: 12.5, roundness: 0.9, shapeSeed: 4294967295, contraband: 'stink' },
      { type: 'push', strength: 0 },
      { type: 'reround', roundness: 1, shapeSeed: 0 },
      { type: 'inspect', target: 3, guess: 'sour' },
      { type: 'steal', from: 1, token: 'sweet' },
      { type: 'roll-outcome', outcome: 'short' },
    ];
    for (const move of good) expect(smugglers2016.moveSchema.safeParse(move).success).toBe(true);
    for (const move of [
      { type: 'sculpt', massG: 12, roundness: 1.2, shapeSeed: 1, contraband: 'sweet' },
      { type: 'push', strength: 1.01 },
      { type: 'inspect', target: 4, guess: 'sour' },
      { type: 'steal', from: 1, token: 'stink' },
      { type: 'roll-outcome', outcome: 'bounced' },
      { type: 'push', strength: 0.5, extra: true },
    ]) {
      expect(smugglers2016.moveSchema.safeParse(move).success).toBe(false);
    }
  });

  it('lets a seat take back its sphere while the others are still sculpting', () => {
    const before = newGame(2);
    const move: SmugglersMove = { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 1, contraband: 'sweet' };
    const after = play(before, 0, move).state;
    expect(smugglers2016.canUndo?.(before, 0, move, after)).toBe(true);
    const last: SmugglersMove = { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 2, contraband: 'sour' };
    const done = play(after, 1, last).state;
    expect(smugglers2016.canUndo?.(after, 1, last, done)).toBe(false);
  });

  it('refuses a host task of another kind', async () => {
    await expect(smugglers2016.performHostTask?.({ kind: 'shuffle', input: null })).rejects.toThrow(/no host task/);
  });
});
