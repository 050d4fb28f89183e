import { describe, expect, it } from 'vitest';
import { runSteps } from './run-steps';

describe('runSteps', () => {
  it('runs every step and returns what the making returns', () => {
    const done: number[] = [];
    function* making(): Generator<void, string> {
      for (let step = 0; step < 3; step++) {
        done.push(step);
        yield;
      }
      return 'made';
    }
    expect(runSteps(making())).toBe('made');
    expect(done).toEqual([0, 1, 2]);
  });
});
