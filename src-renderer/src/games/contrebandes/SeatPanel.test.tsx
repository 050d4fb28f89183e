/** A seat's counts say what they count: cards cashed are not points scored. */
import { setUp } from '../../../../shared/engine/set-up';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import type { ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { wordsIn } from '../../i18n/testing';
import { SeatPanel } from './SeatPanel';
import { cardsText, pointsText } from './text';

function statsList(view: ContrebandesView, seat: number): string {
  const html = renderToString(
    <SeatPanel view={view} seat={seat} name="Bruno" status={undefined} own={false} shown={undefined} reducedMotion placement="top" />,
  );
  return /<dl class="cb-seat-stats">(.*?)<\/dl>/.exec(html)?.[1] ?? '';
}

/** Each count as it reads: its name (in its tip's trigger) and its value. */
function stats(view: ContrebandesView, seat: number): string[] {
  return [...statsList(view, seat).matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) =>
    `${match[1]} ${match[2]}`.replace(/<[^>]*>|<!-- -->/g, ''),
  );
}

describe('a seat’s counts', () => {
  it('reads cashed cards as cards and the score as points', () => {
    const view = contrebandes.viewFor(setUp(contrebandes, 1, 3, { firstOfficer: 0 }), 'spectator');
    const bruno = view.players[1];
    if (!bruno) throw new Error('no seat 1');
    view.players[1] = { ...bruno, handCount: 11, cashedCount: 6, total: 78 };
    expect(stats(view, 1)).toEqual(['Hand 11 cards', 'Cashed 6 cards', 'Score 78 pts']);
    view.players[1] = { ...bruno, handCount: 1, cashedCount: 1, total: 1 };
    expect(stats(view, 1)).toEqual(['Hand 1 card', 'Cashed 1 card', 'Score 1 pt']);
  });

  it('explains each count on hover, focus and long press', () => {
    const view = contrebandes.viewFor(setUp(contrebandes, 1, 3, { firstOfficer: 0 }), 'spectator');
    const names = [...statsList(view, 1).matchAll(/<dt>(.*?)<\/dt>/g)].map((match) => match[1]);
    expect(names).toEqual([
      '<span class="kit-tip" tabindex="0">Hand</span>',
      '<span class="kit-tip" tabindex="0">Cashed</span>',
      '<span class="kit-tip" tabindex="0">Score</span>',
    ]);
  });

  it('words counts and points apart', async () => {
    const t = await wordsIn('en', 'contrebandes');
    expect([cardsText(t, 0), cardsText(t, 1), cardsText(t, 6)]).toEqual(['0 cards', '1 card', '6 cards']);
    expect([pointsText(t, 0), pointsText(t, 1), pointsText(t, 78)]).toEqual(['0 pts', '1 pt', '78 pts']);
  });

  it('words them in German and French', async () => {
    const de = await wordsIn('de', 'contrebandes');
    expect([cardsText(de, 1), cardsText(de, 6), pointsText(de, 1), pointsText(de, 78)]).toEqual(['1 Karte', '6 Karten', '1 Pkt.', '78 Pkt.']);
    const fr = await wordsIn('fr', 'contrebandes');
    expect([cardsText(fr, 0), cardsText(fr, 1), cardsText(fr, 6), pointsText(fr, 1), pointsText(fr, 78)]).toEqual([
      '0 carte',
      '1 carte',
      '6 cartes',
      '1 pt',
      '78 pts',
    ]);
  });
});
