/**
 * A replay's "all cards open" on the Contrebandes table (shared/games/
 * contrebandes/replay.ts): every seat's hand and the real cards on its mule
 * drawn face up in its place, while the seat's own view shows the others'
 * mules as backs only.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../../shared/engine/conformance/playout';
import { contrebandesGame } from '../../../../shared/games/contrebandes/game';
import { openViewFor } from '../../../../shared/games/contrebandes/replay';
import type { ContrebandesState, ContrebandesView } from '../../../../shared/games/contrebandes/types';
import { matchUpdateOf } from '../../kit2d/testing/match-update';
import { tableMarkup } from '../../kit2d/testing/table-markup';
import { ContrebandesTable } from './Table';

const NAMES = ['Rosa', 'Bruno', 'Chloé', 'Dario'];

/** The first declaring step of a random 4-seat game: every mule loaded, its cards still secret. */
function declaring(): ContrebandesState {
  const { states } = randomPlayout(contrebandesGame, { seed: 3, seats: 4 });
  const state = states.find((candidate) => candidate.phase === 'declaring');
  if (!state) throw new Error('no declaring step');
  return state;
}

function draw(view: ContrebandesView): string {
  return tableMarkup(ContrebandesTable, view, matchUpdateOf('contrebandes', view, NAMES), { reducedMotion: true });
}

/** The card ids drawn face up in the element with this test id (up to the next test id: the count beside them). */
function cardsIn(html: string, testId: string): number[] {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return [];
  const inner = html.slice(start, html.indexOf('data-testid=', start + 1));
  return [...inner.matchAll(/data-card="(\d+)"/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
}

const sorted = (cards: readonly number[]) => cards.slice().sort((a, b) => a - b);

describe('the table with all cards open', () => {
  it('draws every seat’s hand and mule face up', () => {
    const state = declaring();
    const html = draw(openViewFor(state));
    for (let seat = 0; seat < state.seats; seat++) {
      expect(cardsIn(html, `mule-cards-${seat}`), `seat ${seat}'s mule`).toEqual(sorted(state.mules[seat] ?? []));
      expect(cardsIn(html, `hand-cards-${seat}`), `seat ${seat}'s hand`).toEqual(sorted(state.hands[seat] ?? []));
      expect(state.mules[seat]?.length ?? 0).toBeGreaterThan(0);
    }
    // Each seat's hand has a row of its own, and its cashed pile is the seat's, not "mine".
    expect(html.match(/class="cb-seat [^"]*\bcb-seat--open\b/g)).toHaveLength(state.seats);
    expect(html).not.toContain('Show my cashed cards');
  });

  it('still shows a seat the others’ mules as backs alone', () => {
    const state = declaring();
    const html = draw(contrebandesGame.viewFor(state, 0));
    for (let seat = 1; seat < state.seats; seat++) {
      expect(html).not.toContain(`data-testid="mule-cards-${seat}"`);
      expect(html).not.toContain(`data-testid="hand-cards-${seat}"`);
    }
    expect(cardsIn(html, 'mule-cards-0')).toEqual(sorted(state.mules[0] ?? []));
  });
});
