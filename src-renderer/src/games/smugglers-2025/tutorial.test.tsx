/**
 * The guided first game points at parts of this table (data-tutorial): each
 * step's target is on the table, as the newcomer's seat sees it, while the
 * step is on screen. The tutorial is walked as the host plays it
 * (walkTutorial), and the table drawn at each step.
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { walkTutorial } from '../../../../shared/engine/testing/tutorial-walk';
import { smugglers2025 } from '../../../../shared/games/smugglers-2025/index';
import { s25Tutorial as tutorial } from '../../../../shared/games/smugglers-2025/tutorial';
import type { S25Move, S25State } from '../../../../shared/games/smugglers-2025/types';
import { tagsWith } from '../../kit2d/testing/markup';
import { TableMemories } from '../../stores/tableMemory';
import { S25Table } from './Table';
import { loadS25Words, updateOf, viewOf } from './testkit';

beforeAll(() => loadS25Words());

const game = smugglers2025;
const PLAYER: S25Move[] = [
  { type: 'smuggle', kinds: ['crossbow'] },
  { type: 'discard', kind: 'ratPoison' },
  { type: 'takeMarket', kind: 'tea' },
  { type: 'drawDeck' },
  { type: 'smuggle', kinds: ['purpleGem'] },
];

/** The table as the newcomer's seat sees it. */
function drawn(state: S25State): string {
  const view = viewOf(state, tutorial.player);
  return renderToString(
    <S25Table
      update={updateOf(view)}
      view={view}
      seat={tutorial.player}
      seats={updateOf(view).seats}
      submit={() => Promise.resolve({ ok: true })}
      reducedMotion
      memory={new TableMemories().of('m')}
      holdAfter={() => undefined}
    />,
  );
}

/** The names the table marks for the tutorial. */
function targetsOn(state: S25State): Set<string> {
  return new Set(tagsWith(drawn(state), 'data-tutorial').flatMap((tag) => tag.value.split(' ')));
}

function applied(state: S25State, seat: number, move: S25Move): S25State {
  const result = game.applyMove(state, seat, move);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(move)}`);
  return result.state;
}

/** The table at each step, as it stands when the step comes on screen. */
function tablesByStep(): Map<string, S25State> {
  const start = setUp(game, tutorial.seed, tutorial.seats, tutorial.options);
  const walk = walkTutorial(game, start, tutorial, PLAYER);
  const tables = new Map<string, S25State>();
  let state = start;
  for (const entry of walk.entries) {
    if (!tables.has(entry.step)) tables.set(entry.step, state);
    if (entry.kind === 'move') state = applied(state, entry.seat, entry.move);
  }
  // The bots here chose before the newcomer, so the reveal skipped the steps that watch it come: their table is
  // the newcomer's card down while the others still choose.
  for (const [watch, smuggle, move] of [['picks', 'smuggle', PLAYER[0]], ['picks2', 'smuggle2', PLAYER[4]]] as const) {
    const before = tables.get(smuggle);
    if (before && move) tables.set(watch, applied(before, tutorial.player, move));
  }
  return tables;
}

describe('the Smugglers (2025) tutorial on the table', () => {
  it('finds every step’s target on the table while the step is on screen', () => {
    const tables = tablesByStep();
    for (const step of tutorial.steps) {
      const state = tables.get(step.id);
      expect(state, step.id).toBeDefined();
      if (step.target !== null && state) expect([...targetsOn(state)], step.id).toContain(step.target);
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
