import { describe, expect, it } from 'vitest';
import { toyGame } from '../conformance/toy-game.js';
import { findStep } from './find-step.js';

const hostMove = () => ({ type: 'die' as const, value: 3 });

describe('findStep', () => {
  it('finds the first move of a seat that the test names, with the states around it', () => {
    const step = findStep(toyGame, { tables: [{ seats: 3 }], hostMove }, (candidate) => candidate.after.round === 1 && candidate.move.type === 'pick' && candidate.move.number === 3);
    expect(step).not.toBeNull();
    expect(step?.after.round).toBe(1);
    expect(step?.move).toEqual({ type: 'pick', number: 3 });
    expect(step?.after.picks[step.actor]).toBe(3);
    expect(step?.before.picks[step.actor]).toBeNull();
  });

  it('never gives a move of the host, and null when no playout has such a move', () => {
    expect(findStep(toyGame, { tables: [{ seats: 2 }], hostMove, seeds: 3 }, (candidate) => candidate.move.type === 'die')).toBeNull();
  });

  it('finds the same move again from the same seeds', () => {
    const wanted = (candidate: { move: { type: string } }) => candidate.move.type === 'pick';
    expect(findStep(toyGame, { tables: [{ seats: 3 }], hostMove }, wanted)).toEqual(findStep(toyGame, { tables: [{ seats: 3 }], hostMove }, wanted));
  });
});
