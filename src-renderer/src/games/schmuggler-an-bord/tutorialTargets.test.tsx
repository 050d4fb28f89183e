/**
 * The guided first game points at this table's parts by name (data-tutorial,
 * docs/tutorials.md): walked as the host plays it, every step the player reads
 * or answers finds its part on the player's table at that moment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { walkedTutorial } from '../../../../shared/engine/testing/tutorial-positions';
import { sabGame } from '../../../../shared/games/schmuggler-an-bord/game';
import { PLAYER_MOVES, schmugglerAnBordTutorial as tutorial } from '../../../../shared/games/schmuggler-an-bord/tutorial';
import type { SabState } from '../../../../shared/games/schmuggler-an-bord/types';
import { tableMarkup } from '../../kit2d/testing/table-markup';
import { tutorialNames } from '../../kit2d/testing/tutorial-names';
import { SabTable } from './Table';
import { loadSabWords, updateOf, viewOf } from './testkit';

beforeAll(() => loadSabWords());

/** The names the player's table marks for the tutorial. */
function namesOn(state: SabState): string[] {
  const view = viewOf(state, tutorial.player);
  return tutorialNames(tableMarkup(SabTable, view, updateOf(view)));
}

describe('the Schmuggler an Bord tutorial on the table', () => {
  it('finds the part each step points at, whenever the player reads it or makes its move', () => {
    const missing: string[] = [];
    const checked = new Set<string>();
    for (const { entry, state } of walkedTutorial(sabGame, tutorial, PLAYER_MOVES).positions) {
      const step = tutorial.steps.find((candidate) => candidate.id === entry.step);
      const ownMove = entry.kind === 'next' || entry.seat === tutorial.player;
      if (step?.target && ownMove) {
        checked.add(step.id);
        if (!namesOn(state).includes(step.target)) missing.push(`${step.id}: ${step.target}`);
      }
    }
    expect(missing).toEqual([]);
    // Every step the player reads or answers was looked at.
    expect([...checked].sort()).toEqual(tutorial.steps.filter((step) => !step.done || step.allows).map((step) => step.id).sort());
  });
});
