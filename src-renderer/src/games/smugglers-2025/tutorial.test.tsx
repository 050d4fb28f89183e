/**
 * The guided first game points at parts of this table (data-tutorial): each
 * step's target is on the table, as the newcomer's seat sees it, while the
 * step is on screen. The tutorial is walked as the host plays it
 * (walkedTutorial), and the table drawn at each step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { statesByStep, walkedTutorial } from '../../../../shared/engine/testing/tutorial-positions';
import { smugglers2025 } from '../../../../shared/games/smugglers-2025/index';
import { play, TUTORIAL_PLAYER as PLAYER } from '../../../../shared/games/smugglers-2025/testkit';
import { s25Tutorial as tutorial } from '../../../../shared/games/smugglers-2025/tutorial';
import type { S25State } from '../../../../shared/games/smugglers-2025/types';
import { tagsWith } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';
import { tutorialNames } from '../../kit2d/testing/tutorial-names';
import { S25Table } from './Table';
import { loadS25Words, updateOf, viewOf } from './testkit';

beforeAll(() => loadS25Words());

const game = smugglers2025;

/** The table as the newcomer's seat sees it. */
function drawn(state: S25State): string {
  const view = viewOf(state, tutorial.player);
  return tableMarkup(S25Table, view, updateOf(view), { reducedMotion: true });
}

/** The table at each step, as it stands when the step comes on screen. */
function tablesByStep(): Map<string, S25State> {
  const tables = statesByStep(walkedTutorial(game, tutorial, PLAYER));
  // The bots here chose before the newcomer, so the reveal skipped the steps that watch it come: their table is
  // the newcomer's card down while the others still choose.
  for (const [watch, smuggle, move] of [['picks', 'smuggle', PLAYER[0]], ['picks2', 'smuggle2', PLAYER[4]]] as const) {
    const before = tables.get(smuggle);
    if (before && move) tables.set(watch, play(before, tutorial.player, move).state);
  }
  return tables;
}

describe('the Smugglers (2025) tutorial on the table', () => {
  it('finds every step’s target on the table while the step is on screen', () => {
    const tables = tablesByStep();
    for (const step of tutorial.steps) {
      const state = tables.get(step.id);
      expect(state, step.id).toBeDefined();
      if (step.target !== null && state) expect(tutorialNames(drawn(state)), step.id).toContain(step.target);
    }
  });

  it('rings the hand with the Smuggle and Discard buttons, and only the newcomer’s own seat as his', () => {
    const tables = tablesByStep();
    const html = drawn(tables.get('smuggle') as S25State);
    const marked = tagsWith(html, 'data-tutorial').map((tag) => [tag.tag, tag.value]);
    expect(marked).toContainEqual(['section', 'hand smuggle discard']);
    expect(marked).toContainEqual(['button', 'smuggle']);
    expect(tagsWith(html, 'data-tutorial').filter((tag) => tag.value === 'own-seat').map((tag) => /data-seat-area="(\d)"/.exec(tag.attributes)?.[1])).toEqual(['0']);
  });
});
