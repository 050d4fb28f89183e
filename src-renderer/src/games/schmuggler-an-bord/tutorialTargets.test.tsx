/**
 * The guided first game points at this table's parts by name (data-tutorial,
 * docs/tutorials.md): walked as the host plays it, every step the player reads
 * or answers finds its part on the player's table at that moment.
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { walkTutorial } from '../../../../shared/engine/testing/tutorial-walk';
import { sabGame } from '../../../../shared/games/schmuggler-an-bord/game';
import { PLAYER_MOVES, schmugglerAnBordTutorial as tutorial } from '../../../../shared/games/schmuggler-an-bord/tutorial';
import type { SabState } from '../../../../shared/games/schmuggler-an-bord/types';
import { TableMemories } from '../../stores/tableMemory';
import { SabTable } from './Table';
import { loadSabWords, updateOf, viewOf } from './testkit';

beforeAll(() => loadSabWords());

function draw(state: SabState): string {
  const view = viewOf(state, tutorial.player);
  return renderToString(
    <SabTable
      update={updateOf(view)}
      view={view}
      seat={tutorial.player}
      seats={updateOf(view).seats}
      submit={() => Promise.resolve({ ok: true })}
      reducedMotion={false}
      memory={new TableMemories().of('m')}
      holdAfter={() => undefined}
    />,
  );
}

/** Whether the markup has an element named `target` (one name of a space-separated data-tutorial list). */
function names(html: string, target: string): boolean {
  return [...html.matchAll(/data-tutorial="([^"]*)"/g)].some((found) => (found[1] ?? '').split(' ').includes(target));
}

describe('the Schmuggler an Bord tutorial on the table', () => {
  it('finds the part each step points at, whenever the player reads it or makes its move', () => {
    const start = setUp(sabGame, tutorial.seed, tutorial.seats, tutorial.options);
    const walk = walkTutorial(sabGame, start, tutorial, PLAYER_MOVES);
    let state = start;
    const missing: string[] = [];
    const checked = new Set<string>();
    for (const entry of walk.entries) {
      const step = tutorial.steps.find((candidate) => candidate.id === entry.step);
      const ownMove = entry.kind === 'next' || entry.seat === tutorial.player;
      if (step?.target && ownMove) {
        checked.add(step.id);
        if (!names(draw(state), step.target)) missing.push(`${step.id}: ${step.target}`);
      }
      if (entry.kind === 'move') {
        const applied = sabGame.applyMove(state, entry.seat, entry.move);
        if (!applied.ok) throw new Error(`The walk's ${JSON.stringify(entry.move)} was refused.`);
        state = applied.state;
      }
    }
    expect(missing).toEqual([]);
    // Every step the player reads or answers was looked at.
    expect([...checked].sort()).toEqual(tutorial.steps.filter((step) => !step.done || step.allows).map((step) => step.id).sort());
  });
});
