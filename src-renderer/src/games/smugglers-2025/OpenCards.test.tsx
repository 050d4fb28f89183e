/**
 * A replay's "all cards open" on the Smugglers (2025) table (shared/games/
 * smugglers-2025/replay.ts): every seat's hand and the card he put face down
 * drawn in his place, while a seat's own view shows the others' hands as
 * counts alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { kindOf } from '../../../../shared/games/smugglers-2025/goods';
import { openViewFor } from '../../../../shared/games/smugglers-2025/replay';
import type { S25View } from '../../../../shared/games/smugglers-2025/types';
import { S25Table } from './Table';
import { drawState, loadS25Words, s25Words, smuggleState, updateOf, viewOf } from './testkit';
import { attributeOf, tagsWith, textOf } from '../../kit2d/testing/markup';
import { tableMarkup } from '../../kit2d/testing/table-markup';

beforeAll(() => loadS25Words());

function draw(view: S25View): string {
  return tableMarkup(S25Table, view, updateOf(view), { reducedMotion: true });
}

/** The kinds drawn face up in one seat's place, under `attribute`, as the seat's area holds them. */
function openKinds(html: string, seat: number, attribute: 'data-open-hand' | 'data-open-pick'): string[] {
  const start = html.indexOf(`data-open-seat="${seat}"`);
  if (start < 0) return [];
  const next = html.indexOf('data-open-seat=', start + 1);
  return tagsWith(html.slice(start, next < 0 ? undefined : next), attribute).map((tag) => tag.value);
}

const sortedKinds = (cards: readonly number[]) => cards.map(kindOf).sort();

describe('the table with all cards open', () => {
  it('draws every seat’s hand and the card he put down', () => {
    const state = smuggleState();
    const html = draw(openViewFor(state));
    for (let seat = 0; seat < state.seats; seat++) {
      expect(openKinds(html, seat, 'data-open-hand').sort(), `seat ${seat}'s hand`).toEqual(sortedKinds(state.hands[seat] ?? []));
      expect(openKinds(html, seat, 'data-open-pick').sort(), `seat ${seat}'s pick`).toEqual(sortedKinds(state.picks[seat] ?? []));
    }
    // Bob's great sword, put down before the others chose.
    expect(openKinds(html, 1, 'data-open-pick')).toEqual(['greatSword']);
  });

  it('names each open card and whose hand it is', () => {
    const html = draw(openViewFor(drawState()));
    const words = s25Words();
    expect(html).toContain(`aria-label="${words('seats.openHandTip', { name: 'Ann' }).replace(/'/g, '&#x27;')}"`);
    expect(tagsWith(html, 'data-open-pick')).toEqual([]);
    expect(attributeOf(tagsWith(html, 'data-open-hand')[0], 'class')).toMatch(/^s25-open-card is-(legal|illegal)$/);
    // Below the table, where a spectator is told the hands are hidden.
    expect(textOf(html)).toContain('All cards open: each hand lies face up at its seat.');
    expect(textOf(html)).not.toContain('the hands are hidden');
  });

  it('keeps the others’ hands hidden in a seat’s own view', () => {
    const html = draw(viewOf(smuggleState(), 0));
    expect(html).not.toContain('data-open-seat');
    expect(html).not.toContain('data-open-hand');
  });
});
