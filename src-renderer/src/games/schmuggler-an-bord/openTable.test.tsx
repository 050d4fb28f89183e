/**
 * A replay's "all cards open" on the Schmuggler an Bord table (shared/games/
 * schmuggler-an-bord/replay.ts): every face-down card shows its good, each
 * row in its seat's place and the spread's undrawn cards in their slots,
 * while a seat's own view still shows card backs alone (a game of memory).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { openViewFor } from '../../../../shared/games/schmuggler-an-bord/replay';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { SabTable } from './Table';
import { loadSabWords, sabWords, searchState, setupState, updateOf, viewOf } from './testkit';
import { goodName } from './text';
import { attributeOf, tagsWith } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';

beforeAll(() => loadSabWords());

function draw(view: SabView): string {
  return tableMarkup(SabTable, view, updateOf(view), { reducedMotion: true });
}

/** The goods drawn face up in one seat's row, in order. */
function openRow(html: string, seat: number): string[] {
  const start = html.indexOf(`data-open-row="${seat}"`);
  if (start < 0) return [];
  const row = html.slice(start, html.indexOf('data-cards', start));
  return [...row.matchAll(/data-open-good="([a-z]+)"/g)].map((match) => match[1] as string);
}

describe('the table with all cards open', () => {
  it('shows the good of every card in every row', () => {
    const state = searchState();
    const html = draw(openViewFor(state));
    for (let seat = 0; seat < state.seats; seat++) expect(openRow(html, seat), `seat ${seat}`).toEqual(state.rows[seat]);
    expect(state.rows.flat().length).toBeGreaterThan(0);
  });

  it('draws the card that just came once, sliding in at the row’s end as at the table', () => {
    const state = setupState();
    const html = draw(openViewFor(state));
    expect(state.rows[0]).toEqual(['gold']);
    expect(openRow(html, 0)).toEqual([]);
    expect(tagsWith(html, 'data-arriving').map((tag) => tag.value)).toEqual(['gold']);
  });

  it('shows the good of every undrawn card of the spread in its slot', () => {
    const state = setupState();
    const slots = tagsWith(draw(openViewFor(state)), 'data-slot');
    const goods = state.spread.flatMap((good, slot) => (good === null ? [] : [[String(slot), good]]));
    expect(slots.map((slot) => [slot.value, attributeOf(slot, 'data-open-good')])).toEqual(goods);
    expect(attributeOf(slots[0], 'aria-label')).toBe(`Card 1, face up: ${goodName(sabWords(), state.spread[0] as Good)}`);
  });

  it('keeps every card face down in a seat’s own view', () => {
    for (const state of [searchState(), setupState()]) {
      const html = draw(viewOf(state, 0));
      expect(html).not.toContain('data-open-row');
      expect(html).not.toContain('data-open-good');
    }
  });
});
