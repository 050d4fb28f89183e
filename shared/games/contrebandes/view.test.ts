/**
 * Views: what each seat (or a spectator) is sent. A seat may know its own
 * hand, mule and cashed pile, and what was shown to everybody: the cards in
 * `revealed` (inspected mules, the Caisse, the piles at the end of the night),
 * the Caisse and the officer's takings; a spectator only the shown cards.
 * Card ids are reused every night, so the scoring of a finished night is
 * checked against what that night showed when it ended.
 */
import { describe, it, expect } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import fc from 'fast-check';
import type { Viewer } from '../../engine/contract.js';
import { type Card, playerSet } from './cards.js';
import type { ContrebandesEvent, ContrebandesState, ContrebandesView, NightScore } from './types.js';
import { C2, C3, CHEESE, F2, F3, G6, W4, W6, c, game, loadAll, newGame, play, playAll, randomPlayout } from './testkit.js';

const VIEW_KEYS = [
  'activeSeats',
  'bonusQueue',
  'caisse',
  'game',
  'hand',
  'inspections',
  'mule',
  'night',
  'nightTotals',
  'nights',
  'officer',
  'officerTaken',
  'ownCashed',
  'phase',
  'players',
  'quarter',
  'result',
  'revealed',
  'scoring',
  'seats',
  'viewer',
];
const PLAYER_KEYS = ['cashedCount', 'couldNotLoad', 'declaration', 'handCount', 'hasLoaded', 'muleCount', 'seat', 'total'];

function scoringCards(scoring: NightScore): Card[] {
  return [...scoring.caisse, ...scoring.seats.flatMap((seat) => [...seat.cashed, ...seat.cancelled, ...seat.bonusCards])];
}

/** Every card id a view carries, by where it sits (a new card-bearing field must be added here). */
function viewCards(view: ContrebandesView): { current: Card[]; history: Card[] } {
  if (Object.keys(view).sort().join() !== VIEW_KEYS.join()) throw new Error(`unexpected view fields: ${Object.keys(view).join()}`);
  for (const player of view.players) {
    if (Object.keys(player).sort().join() !== PLAYER_KEYS.join()) throw new Error(`unexpected player fields: ${Object.keys(player).join()}`);
  }
  const current = [...(view.hand ?? []), ...(view.mule ?? []), ...(view.ownCashed ?? []), ...view.officerTaken, ...view.caisse, ...view.revealed];
  const scoring = view.scoring === null ? [] : scoringCards(view.scoring);
  // During the bonus phase the scoring is tonight's; otherwise it is a finished night's.
  const tonight = view.scoring !== null && view.scoring.night === view.night && view.phase === 'bonus';
  return tonight ? { current: [...current, ...scoring], history: [] } : { current, history: scoring };
}

function mayKnow(state: ContrebandesState, viewer: Viewer): Set<Card> {
  const known = new Set<Card>([...state.revealed, ...state.caisse, ...state.officerTaken]);
  if (viewer !== 'spectator') {
    for (const card of [...(state.hands[viewer] as Card[]), ...(state.mules[viewer] as Card[]), ...(state.cashed[viewer] as Card[])]) known.add(card);
  }
  return known;
}

describe('views never show a card the viewer may not know', () => {
  it('holds for every state of random games, every seat and the spectator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 3, max: 5 }), (seed, seats) => {
        const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => seat), 'spectator'];
        /** Cards public at the end of each night: the piles and the Caisse, as the night-scored event shows them. */
        const shownAtNightEnd = new Map<number, Set<Card>>();
        const check = (state: ContrebandesState, events: ContrebandesEvent[], before: ContrebandesState | null): void => {
          for (const event of events) {
            if (event.type === 'night-scored') shownAtNightEnd.set(event.scoring.night, new Set(scoringCards(event.scoring)));
          }
          const leaks: string[] = [];
          for (const viewer of viewers) {
            const view = game.viewFor(state, viewer);
            const { current, history } = viewCards(view);
            const known = mayKnow(state, viewer);
            for (const card of current) if (!known.has(card)) leaks.push(`${String(viewer)} sees card ${card} in ${state.phase}`);
            if (history.length > 0) {
              const shown = shownAtNightEnd.get((view.scoring as NightScore).night) as Set<Card>;
              for (const card of history) if (!shown.has(card)) leaks.push(`${String(viewer)} sees card ${card} in an old scoring`);
            }
            if (viewer === 'spectator') {
              if (view.hand !== null || view.mule !== null || view.ownCashed !== null) leaks.push('the spectator sees a hand, a mule or a pile');
            } else if (
              JSON.stringify([view.hand, view.mule, view.ownCashed]) !==
              JSON.stringify([state.hands[viewer], state.mules[viewer], state.cashed[viewer]])
            ) {
              leaks.push(`${viewer} does not see his own cards`);
            }
            // Loading is simultaneous: no mule count shows before everybody has loaded. (That nothing else in
            // the view tells what the others loaded, the conformance suite checks with the others' loads drawn again.)
            if (state.phase === 'loading') {
              for (const player of view.players) {
                if (player.seat !== viewer && player.muleCount !== null) leaks.push(`${String(viewer)} sees mule ${player.seat}`);
              }
            }
          }
          expect(leaks).toEqual([]);
          // Events go to everybody: the cards they carry must be public.
          for (const event of events) {
            if (event.type === 'inspected') {
              expect(event.cards.slice().sort((a, b) => a - b)).toEqual(before?.mules[event.seat]);
            } else if (event.type === 'all-cheese') {
              for (const card of event.toCaisse) expect(state.caisse.includes(card) || state.night > (before?.night ?? 0)).toBe(true);
            } else if (event.type === 'bonus-taken') {
              expect(before?.phase === 'bonus' || events.some((other) => other.type === 'night-scored')).toBe(true);
            } else if (event.type !== 'night-scored' && event.type !== 'game-over') {
              expect(JSON.stringify(event)).not.toMatch(/"(cards|card|toCaisse|scoring)"/);
            }
          }
        };
        const first = setUp(game, seed, seats, { firstOfficer: null });
        check(first, [], null);
        randomPlayout(seed, seats, ({ before, after, events }) => check(after, events, before));
      }),
      { numRuns: 25 },
    );
  });
});

describe('the view of one table', () => {
  it('shows each seat its own hand, and the others only as counts', () => {
    const state = newGame(3, 0);
    const view = game.viewFor(state, 1);
    expect(view).toMatchObject({ game: 'contrebandes', viewer: 1, seats: 3, nights: 3, night: 0, quarter: 0, officer: 0, phase: 'loading' });
    expect(view.hand).toEqual(playerSet(1));
    expect(view.mule).toEqual([]);
    expect(view.activeSeats).toEqual([0, 1, 2]);
    expect(view.players.map((player) => player.handCount)).toEqual([11, 11, 11]);
    expect(view.result).toBeNull();
  });

  it('hides the mule counts, and the hands shrinking, until everybody has loaded', () => {
    let state = newGame(3, 0);
    state = play(state, 0, { type: 'load', cards: [c(0, C2), c(0, C3), c(0, F2)] }).state;
    state = play(state, 1, { type: 'load', cards: [c(1, W6), c(1, G6)] }).state;
    const other = game.viewFor(state, 2);
    expect(other.players.map((player) => [player.hasLoaded, player.handCount, player.muleCount])).toEqual([
      [true, 11, null],
      [true, 11, null],
      [false, 11, 0],
    ]);
    const own = game.viewFor(state, 0);
    expect(own.players[0]).toMatchObject({ handCount: 8, muleCount: 3 });
    expect(own.mule).toEqual([c(0, C2), c(0, C3), c(0, F2)]);
    expect(own.players[1]).toMatchObject({ handCount: 11, muleCount: null });
    expect(game.viewFor(state, 'spectator').players.map((player) => player.muleCount)).toEqual([null, null, null]);
    // The last load shows every count.
    state = play(state, 2, { type: 'load', cards: [c(2, F3), c(2, W4)] }).state;
    expect(game.viewFor(state, 'spectator').players.map((player) => [player.handCount, player.muleCount])).toEqual([
      [8, 3],
      [9, 2],
      [9, 2],
    ]);
  });

  it('keeps the officer\'s own mule hidden from the others when he hands it to a wrongly accused player', () => {
    let state = loadAll(newGame(3, 0), { 0: [c(0, W6), c(0, G6)], 1: [c(1, C2), c(1, C3)], 2: [c(2, CHEESE), c(2, F2)] }).state;
    state = playAll(state, [
      [1, { type: 'declare', kinds: ['clothes', 'clothes'] }],
      [2, { type: 'declare', kinds: ['food', 'food'] }],
      [0, { type: 'inspect', target: 2 }], // cheese: shown to all, the officer takes it
      [0, { type: 'inspect', target: 1 }], // only legal goods: the officer hands everything to seat 1
    ]).state;
    expect(state.cashed[1]).toEqual([c(1, C2), c(1, C3), c(0, W6), c(0, G6), c(2, CHEESE)]);
    const third = JSON.stringify(game.viewFor(state, 2));
    const spectator = game.viewFor(state, 'spectator');
    for (const hidden of [c(0, W6), c(0, G6)]) {
      expect(spectator.revealed).not.toContain(hidden);
      expect(game.viewFor(state, 2).revealed).not.toContain(hidden);
    }
    expect(third).not.toMatch(new RegExp(`\\b${c(0, W6)}\\b`));
    // The wrongly accused player sees what he got; the cheese was public anyway.
    expect(game.viewFor(state, 1).ownCashed).toEqual(state.cashed[1]);
    expect(spectator.revealed).toContain(c(2, CHEESE));
    expect(spectator.players.map((player) => player.cashedCount)).toEqual([0, 5, 1]);
  });

  it('shows every pile once the night is scored', () => {
    // Play a random night to its end and look at the scoring while bonus cards are owed.
    let bonusView: ContrebandesView | null = null;
    for (let seed = 0; seed < 50 && bonusView === null; seed++) {
      randomPlayout(seed, 4, ({ after }) => {
        if (bonusView === null && after.phase === 'bonus') bonusView = game.viewFor(after, 'spectator');
      });
    }
    const view = bonusView as ContrebandesView | null;
    expect(view).not.toBeNull();
    if (view === null) return;
    expect(view.scoring?.night).toBe(view.night);
    for (const seat of view.scoring?.seats ?? []) for (const card of seat.cashed) expect(view.revealed).toContain(card);
    expect(view.bonusQueue.length).toBeGreaterThan(0);
    expect(view.activeSeats).toEqual([view.bonusQueue[0]?.seat]);
  });

  it('is a copy: changing a view changes nothing in the game', () => {
    const end = randomPlayout(3, 3);
    const before = JSON.stringify(end);
    const view = game.viewFor(end, 0);
    view.hand?.push(99);
    view.revealed.push(99);
    view.scoring?.seats[0]?.cashed.push(99);
    view.scoring?.seats[0]?.bonusCards.push(99);
    view.nightTotals[0]?.push(99);
    view.bonusQueue.push({ seat: 0, owed: 9 });
    expect(JSON.stringify(end)).toBe(before);
    expect(view.result).toEqual(game.result(end));
  });
});
