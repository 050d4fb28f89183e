import { describe, expect, it } from 'vitest';
import { advance, isFinished, next, NOT_THIS_STEP, READ_FIRST, scriptedMove, shown, stepRefusal, TUTORIAL_START, type Tutorial } from './tutorial.js';

/** A table whose view is a number (how many moves were made) and whose moves are words. */
const tutorial: Tutorial<number, string> = {
  seed: 1,
  seats: 2,
  options: {},
  player: 0,
  names: ['', 'Bot'],
  bots: [[], ['first', { pick: (view, legal) => legal.find((move) => move.endsWith(String(view))) ?? null }]],
  steps: [
    { id: 'read', target: 'table', text: 'game:tutorial.read' },
    { id: 'go', target: 'go-button', text: 'game:tutorial.go', hint: 'game:tutorial.goHint', allows: (move) => move === 'go', done: ({ move }) => move === 'go' },
    { id: 'wait', target: null, text: 'game:tutorial.wait', done: ({ view }) => view >= 3 },
    { id: 'any', target: null, text: 'game:tutorial.any', allows: () => false, done: ({ move }) => move !== null },
    { id: 'end', target: null, text: 'game:tutorial.end' },
  ],
};

describe('the tutorial step machine', () => {
  it('waits for Next at a step to read, and only there', () => {
    expect(next(tutorial, TUTORIAL_START, 0)).toEqual({ step: 1 });
    expect(next(tutorial, { step: 1 }, 0)).toBeNull();
  });

  it('counts the player’s move for the step on screen, then asks the following steps of the view alone', () => {
    // The move completes "go"; the view (3 moves made) completes "wait" too; "any" waits for a move of its own.
    expect(advance(tutorial, { step: 1 }, { view: 3, move: 'go' })).toEqual({ step: 3 });
    expect(advance(tutorial, { step: 1 }, { view: 1, move: 'go' })).toEqual({ step: 2 });
    // A bot's move (no move of the player's) completes nothing that waits for one.
    expect(advance(tutorial, { step: 1 }, { view: 3, move: null })).toEqual({ step: 1 });
    // A step to read stops the walk.
    expect(advance(tutorial, TUTORIAL_START, { view: 9, move: 'go' })).toBe(TUTORIAL_START);
  });

  it('refuses a move the step does not take, with its hint, the kit’s words where it has none', () => {
    expect(stepRefusal(tutorial, { step: 1 }, 'go', 0)).toBeNull();
    expect(stepRefusal(tutorial, { step: 1 }, 'stay', 0)).toEqual({ key: 'game:tutorial.goHint' });
    expect(stepRefusal(tutorial, TUTORIAL_START, 'go', 0)).toEqual(READ_FIRST);
    expect(stepRefusal(tutorial, { step: 3 }, 'go', 0)).toEqual(NOT_THIS_STEP);
    // Finished, the game is the player's own.
    expect(stepRefusal(tutorial, { step: 5 }, 'anything', 0)).toBeNull();
  });

  it('shows the step on screen, and the last one once finished, pointing at nothing', () => {
    expect(shown(tutorial, { step: 1 })).toEqual({
      index: 1,
      count: 5,
      id: 'go',
      target: 'go-button',
      text: 'game:tutorial.go',
      hint: 'game:tutorial.goHint',
      reading: false,
      finished: false,
    });
    expect(shown(tutorial, TUTORIAL_START).reading).toBe(true);
    const done = next(tutorial, { step: 4 }, 0) ?? TUTORIAL_START;
    expect(isFinished(tutorial, done)).toBe(true);
    expect(shown(tutorial, done)).toMatchObject({ index: 4, id: 'end', target: null, reading: false, finished: true });
  });

  it('gives each bot seat its scripted moves in order, a rule’s pick, and nothing illegal or past the end', () => {
    const legal = (move: string) => move !== 'forbidden';
    expect(scriptedMove(tutorial, 1, 0, 0, [], legal)).toBe('first');
    expect(scriptedMove(tutorial, 1, 1, 2, ['a1', 'b2'], legal)).toBe('b2');
    expect(scriptedMove(tutorial, 1, 1, 7, ['a1', 'b2'], legal)).toBeNull();
    expect(scriptedMove(tutorial, 1, 2, 0, [], legal)).toBeNull();
    expect(scriptedMove(tutorial, 0, 0, 0, [], legal)).toBeNull();
    expect(scriptedMove(tutorial, 1, 0, 0, [], () => false)).toBeNull();
  });
});
