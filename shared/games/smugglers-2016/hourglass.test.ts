import { describe, expect, it } from 'vitest';
import { hourglassTurn, hurriedPutty, puttyOfMove, samePutty, sculptedPutty } from './hourglass.js';
import { MAX_MASS_G, MIN_MASS_G, physicsOf } from './physical.js';
import { DEFAULT_PROFILE } from './physics/index.js';
import { hurriedBallG, minBallG } from './putty.js';
import { newGame, play, sculptAll } from './testkit.js';

describe('the putty the hands, the rules and the hourglass share', () => {
  it('the smallest ball is the rules’ lightest sphere, and a hurried ball is never smaller', () => {
    expect(minBallG(MAX_MASS_G)).toBe(MIN_MASS_G);
    expect(physicsOf({ ...DEFAULT_PROFILE, puttyPerPlayerG: 55 }).minMassG).toBe(minBallG(55));
    expect(hurriedBallG(0, 40)).toBe(minBallG(40));
    expect(hurriedBallG(1, 40)).toBe(minBallG(40));
    expect(hurriedBallG(17.5, 40)).toBe(17.5);
    expect(hurriedBallG(50, 40)).toBe(40);
  });

  it('counts the same putty as the same, whatever the order of the sums, and other putty as other', () => {
    expect(samePutty(0.1 + 0.2, 0.3)).toBe(true);
    expect(samePutty(12, 12)).toBe(true);
    expect(samePutty(12, 12.01)).toBe(false);
    expect(samePutty(12, Number.NaN)).toBe(false);
  });
});

describe('the hourglass as the host times it', () => {
  it('runs during a round’s sculpting, for the option’s seconds, under a key of its round', () => {
    const state = newGame(2, { hourglassSeconds: 45 });
    expect(state.phase).toBe('sculpting');
    expect(hourglassTurn(state)).toEqual({ key: `round-${state.round}`, ms: 45_000 });
    const tested = sculptAll(state, [{ massG: 10, contraband: 'sweet' }, { massG: 12, contraband: 'sour' }]).state;
    expect(tested.phase).not.toBe('sculpting');
    expect(hourglassTurn(tested)).toBeNull();
  });

  it('knows which moves put putty in a ball, and what a seat’s ball holds', () => {
    const state = newGame(2);
    const sculpt = { type: 'sculpt', massG: 14.5, roundness: 0.5, shapeSeed: 3, contraband: 'sweet' } as const;
    expect(puttyOfMove(sculpt)).toBe(14.5);
    expect(puttyOfMove({ type: 'push', strength: 0.5 })).toBeNull();
    expect(puttyOfMove({ type: 'reround', roundness: 1, shapeSeed: 1 })).toBeNull();
    expect(sculptedPutty(state, 0)).toBeNull();
    const after = play(state, 0, sculpt).state;
    expect(sculptedPutty(after, 0)).toBe(14.5);
    expect(sculptedPutty(after, 1)).toBeNull();
    expect(hurriedPutty(state)).toBe(MIN_MASS_G);
  });
});
