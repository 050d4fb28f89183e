/** A seat's counts say what they count: cards cashed are not points scored. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import type { ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { SeatPanel } from './SeatPanel';
import { cardsText, pointsText } from './text';

function stats(view: ContrebandesView, seat: number): string[] {
  const html = renderToString(
    <SeatPanel view={view} seat={seat} name="Bruno" status={undefined} own={false} shown={undefined} reducedMotion placement="top" />,
  );
  const list = /<dl class="cb-seat-stats">(.*?)<\/dl>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) => `${match[1]} ${match[2]}`.replace(/<!-- -->/g, ''));
}

describe('a seat’s counts', () => {
  it('reads cashed cards as cards and the score as points', () => {
    const view = contrebandes.viewFor(contrebandes.setup(1, 3, { firstOfficer: 0 }), 'spectator');
    const bruno = view.players[1];
    if (!bruno) throw new Error('no seat 1');
    view.players[1] = { ...bruno, handCount: 11, cashedCount: 6, total: 78 };
    expect(stats(view, 1)).toEqual(['Hand 11 cards', 'Cashed 6 cards', 'Score 78 pts']);
    view.players[1] = { ...bruno, handCount: 1, cashedCount: 1, total: 1 };
    expect(stats(view, 1)).toEqual(['Hand 1 card', 'Cashed 1 card', 'Score 1 pt']);
  });

  it('words counts and points apart', () => {
    expect([cardsText(0), cardsText(1), cardsText(6)]).toEqual(['0 cards', '1 card', '6 cards']);
    expect([pointsText(0), pointsText(1), pointsText(78)]).toEqual(['0 pts', '1 pt', '78 pts']);
  });
});
