import { describe, expect, it } from 'vitest';
import { setUp } from '../../../../shared/engine/set-up';
import { contrebandes } from '../../../../shared/games/contrebandes/index';
import { Rng } from '../../../../shared/engine/rng';
import type { ContrebandesMove, ContrebandesState, SeatNightScore } from '../../../../shared/games/contrebandes/types';
import type { LoggedEvent } from '../../../../shared/protocol/messages';
import {
  EMPTY_FEED,
  advanceFeed,
  checkLoad,
  claimsAreTrue,
  cycleKind,
  defaultClaims,
  designatableSeats,
  groupFaces,
  inspectableSeats,
  keepInHand,
  nextCardIndex,
  nightBreakdown,
  countIsDue,
  countOpens,
  openFeed,
  openedCaption,
  resumeFeed,
  safeLoadLimit,
  scoredCards,
  seatLayout,
  sortHand,
  toggleCard,
} from './logic';
import { wordsIn } from '../../i18n/testing';

const t = await wordsIn('en', 'contrebandes');

// Seat 0's cards: clothes 2,3,3 (0-2), food 2,3,3 (3-5), wine 4,6 (6,7), gold 4,6 (8,9), cheese (10).
const C2 = 0;
const C3 = 1;
const C3b = 2;
const F2 = 3;
const F3 = 4;
const W6 = 7;
const G4 = 8;
const G6 = 9;
const CHEESE = 10;

function play(state: ContrebandesState, seat: number, move: ContrebandesMove, version: number, log: LoggedEvent[]): ContrebandesState {
  const result = contrebandes.applyMove(state, seat, move);
  if (!result.ok) throw new Error(result.rejection.key);
  for (const event of result.events) log.push({ version, event });
  return result.state;
}

describe('seatLayout', () => {
  it('puts the next seats on the left, then the top, then the right', () => {
    expect(seatLayout(3, 0)).toEqual({ bottom: 0, left: [1], top: [], right: [2] });
    expect(seatLayout(4, 2)).toEqual({ bottom: 2, left: [3], top: [0], right: [1] });
    expect(seatLayout(5, 4)).toEqual({ bottom: 4, left: [0], top: [1, 2], right: [3] });
  });

  it('puts seat 0 at the bottom for a spectator', () => {
    expect(seatLayout(3, null).bottom).toBe(0);
  });
});

describe('selecting and loading', () => {
  it('sorts the hand in the order of the set', () => {
    expect(sortHand([CHEESE, W6, C2, F3])).toEqual([C2, F3, W6, CHEESE]);
  });

  it('toggles cards and forgets those no longer in hand', () => {
    expect(toggleCard([C2], F3)).toEqual([C2, F3]);
    expect(toggleCard([C2, F3], C2)).toEqual([F3]);
    expect(keepInHand([C2, F3, W6], [F3, W6, G6])).toEqual([F3, W6]);
  });

  it('moves the focus with arrows, Home and End, wrapping around', () => {
    expect(nextCardIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextCardIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextCardIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextCardIndex('Home', 3, 5)).toBe(0);
    expect(nextCardIndex('End', 0, 5)).toBe(4);
    expect(nextCardIndex('a', 0, 5)).toBeNull();
    expect(nextCardIndex('ArrowRight', 0, 0)).toBeNull();
  });

  it('asks for at least 2 cards', () => {
    expect(checkLoad(t, 11, 0, 0).status).toBe('too-few');
    expect(checkLoad(t, 11, 1, 0).message).toMatch(/at least 2 cards: choose 1 more/);
  });

  it('keeps 2 cards for each later quarter, and says how many may be loaded', () => {
    // 11 cards in the first quarter: 3 quarters follow, 6 cards must stay.
    expect(safeLoadLimit(11, 0)).toBe(5);
    expect(checkLoad(t, 11, 5, 0).status).toBe('ok');
    const risky = checkLoad(t, 11, 6, 0);
    expect(risky.status).toBe('risky');
    expect(risky.message).toMatch(/leaves you 5.*Load at most 5/);
  });

  it('lets the last quarter take everything', () => {
    expect(checkLoad(t, 3, 3, 3).status).toBe('ok');
  });

  it('says when the night is lost whatever is loaded', () => {
    // 5 cards in the second quarter: 2 quarters follow, 4 must stay, but a load takes 2.
    expect(checkLoad(t, 5, 2, 1).status).toBe('doomed');
  });
});

describe('declarations', () => {
  it('names legal goods truthfully and passes the rest off as the main legal good', () => {
    expect(defaultClaims([C2, F3])).toEqual(['clothes', 'food']);
    expect(defaultClaims([C2, C3, W6])).toEqual(['clothes', 'clothes', 'clothes']);
    expect(defaultClaims([F2, G6, CHEESE])).toEqual(['food', 'food', 'food']);
    expect(defaultClaims([W6, G4])).toEqual(['food', 'food']);
  });

  it('never claims contraband by default', () => {
    for (const mule of [[W6, G6], [CHEESE, G4, W6], [C3, C3b, W6, G6]]) {
      expect(defaultClaims(mule).every((kind) => kind === 'clothes' || kind === 'food')).toBe(true);
    }
  });

  it('tells the truth from a bluff', () => {
    expect(claimsAreTrue([C2, W6], ['wine', 'clothes'])).toBe(true);
    expect(claimsAreTrue([C2, W6], ['clothes', 'clothes'])).toBe(false);
    expect(claimsAreTrue([C2, W6], ['clothes'])).toBe(false);
  });

  it('cycles through the kinds', () => {
    expect(cycleKind('clothes')).toBe('food');
    expect(cycleKind('cheese')).toBe('clothes');
    expect(cycleKind('clothes', -1)).toBe('cheese');
  });
});

describe('piles', () => {
  it('groups identical faces, highest first, naming the lowest card of each', () => {
    // Clothes 3 of seat 0 (1, 2) and of seat 1 (12); wine 6 of seat 1 (18).
    expect(groupFaces([12, 1, 18, 2, 0])).toEqual([
      { card: 18, count: 1 },
      { card: 1, count: 3 },
      { card: 0, count: 1 },
    ]);
  });

  it('shows cheeses first and strikes the cancelled cards', () => {
    const score: SeatNightScore = {
      seat: 0,
      couldNotLoad: false,
      cashed: [W6, C3, C2, CHEESE],
      cheeses: 1,
      cancelled: [W6],
      goodsPoints: 5,
      counts: { clothes: 2, food: 0, wine: 0, gold: 0 },
      bonusOwed: 0,
      bonusCards: [],
      total: 5,
    };
    expect(scoredCards(score)).toEqual([
      { card: CHEESE, cheese: true, cancelled: false },
      { card: W6, cheese: false, cancelled: true },
      { card: C3, cheese: false, cancelled: false },
      { card: C2, cheese: false, cancelled: false },
    ]);
  });

  it('adds up the nights per seat', () => {
    expect(nightBreakdown([[3, 10, 0], [7, 2, 5]], 3)).toEqual([
      { seat: 0, nights: [3, 7], total: 10 },
      { seat: 1, nights: [10, 2], total: 12 },
      { seat: 2, nights: [0, 5], total: 5 },
    ]);
  });
});

describe('officer choices and the event feed, on a real quarter', () => {
  // Ada (0) is the officer; Bruno (1) loads wine, Cléo (2) loads a cheese.
  function quarter() {
    const log: LoggedEvent[] = [];
    let state = setUp(contrebandes, 1, 3, { firstOfficer: 0 });
    state = play(state, 0, { type: 'load', cards: [C2, F2] }, 1, log);
    state = play(state, 1, { type: 'load', cards: [11, 18] }, 2, log);
    state = play(state, 2, { type: 'load', cards: [22, 32] }, 3, log);
    state = play(state, 1, { type: 'declare', kinds: ['clothes', 'clothes'] }, 4, log);
    state = play(state, 2, { type: 'declare', kinds: ['clothes', 'food'], message: 'Nothing to see' }, 5, log);
    return { state, log };
  }

  it('offers every declared, uninspected mule, and every other seat to designate', () => {
    let { state } = quarter();
    const log: LoggedEvent[] = [];
    expect(inspectableSeats(contrebandes.viewFor(state, 0))).toEqual([1, 2]);
    state = play(state, 0, { type: 'inspect', target: 2 }, 6, log);
    expect(inspectableSeats(contrebandes.viewFor(state, 0))).toEqual([1]);
    state = play(state, 0, { type: 'stop' }, 7, log);
    expect(designatableSeats(contrebandes.viewFor(state, 0))).toEqual([1, 2]);
  });

  it('opens a searched mule with its caption, once, until the next quarter’s mules show', () => {
    const { log, ...rest } = quarter();
    let state = rest.state;
    let feed = openFeed(log);
    expect(feed.shown).toEqual([]);
    expect(feed.version).toBe(5);

    const more: LoggedEvent[] = [];
    state = play(state, 0, { type: 'inspect', target: 1 }, 6, more);
    feed = advanceFeed(feed, more);
    expect(feed.shown).toEqual([{ seat: 1, officer: 0, cards: [18, 11], outcome: 'illegal', version: 6, animate: true }]);
    expect(feed.opened).toEqual({ seat: 1, officer: 0, cards: [18, 11], outcome: 'illegal', version: 6, animate: true });
    expect(openedCaption(t, feed)).toBe('Caught! Illegal goods seized');

    // The same update again (a re-render, another seat's copy) changes nothing.
    expect(advanceFeed(feed, more)).toBe(feed);

    const cheese: LoggedEvent[] = [];
    state = play(state, 0, { type: 'inspect', target: 2 }, 7, cheese);
    feed = advanceFeed(feed, [...more, ...cheese]);
    expect(feed.shown.map((mule) => [mule.seat, mule.outcome])).toEqual([
      [1, 'illegal'],
      [2, 'cheese'],
    ]);
    expect(feed.opened?.seat).toBe(2);
    expect(openedCaption(t, feed)).toBe('Stinking cheese! The officer backs off');

    // The next quarter clears the mules shown on the seats; the last searched one stays open on the
    // table while the new mules are loaded, until they are shown.
    const next: LoggedEvent[] = [];
    state = play(state, 0, { type: 'designate', officer: 1 }, 9, next);
    feed = advanceFeed(feed, next);
    expect(feed.shown).toEqual([]);
    expect(feed.opened?.seat).toBe(2);
    const loads: LoggedEvent[] = [];
    state = play(state, 0, { type: 'load', cards: [C3, F3] }, 10, loads);
    state = play(state, 1, { type: 'load', cards: [12, 13] }, 11, loads);
    play(state, 2, { type: 'load', cards: [23, 24] }, 12, loads);
    expect(loads.some((logged) => (logged.event as { type: string }).type === 'mules-shown')).toBe(true);
    feed = advanceFeed(feed, loads);
    expect(feed.opened).toBeNull();
    expect(openedCaption(t, feed)).toBeNull();
  });

  it('shows a seized cheese in the officer’s seizures only; the searched mule shows what its owner keeps', () => {
    const { log, ...rest } = quarter();
    const more: LoggedEvent[] = [];
    const state = play(rest.state, 0, { type: 'inspect', target: 2 }, 6, more);
    const view = contrebandes.viewFor(state, 'spectator');
    expect(view.phase).toBe('inspecting');
    expect(view.officerTaken).toEqual([32]);
    for (const feed of [advanceFeed(openFeed(log), more), openFeed([...log, ...more])]) {
      expect(feed.shown).toEqual([expect.objectContaining({ seat: 2, outcome: 'cheese', cards: [22] })]);
      // Cléo's mule count says 1 card left: the same card the mule shows.
      expect(view.players[2]?.muleCount).toBe(feed.shown[0]?.cards.length);
    }
  });

  it('shows what was already inspected when the table opens, without animation', () => {
    const { state, log } = quarter();
    play(state, 0, { type: 'inspect', target: 1 }, 6, log);
    const feed = openFeed(log);
    expect(feed.shown).toHaveLength(1);
    expect(feed.shown[0]?.animate).toBe(false);
    expect(feed.opened).toMatchObject({ seat: 1, animate: false });
  });

  it('announces an officer who met cheese everywhere', () => {
    const log: LoggedEvent[] = [];
    let state = setUp(contrebandes, 1, 3, { firstOfficer: 0 });
    state = play(state, 0, { type: 'load', cards: [C2, F2] }, 1, log);
    state = play(state, 1, { type: 'load', cards: [11, 21] }, 2, log);
    state = play(state, 2, { type: 'load', cards: [22, 32] }, 3, log);
    state = play(state, 1, { type: 'declare', kinds: ['clothes', 'clothes'] }, 4, log);
    state = play(state, 2, { type: 'declare', kinds: ['clothes', 'clothes'] }, 5, log);
    let feed = openFeed(log);
    const more: LoggedEvent[] = [];
    state = play(state, 0, { type: 'inspect', target: 1 }, 6, more);
    play(state, 0, { type: 'inspect', target: 2 }, 7, more);
    feed = advanceFeed(feed, more);
    expect(feed.allCheese).toBe(true);
    expect(openedCaption(t, feed)).toBe('Cheese everywhere! The officer’s goods go to the Caisse');
  });
});

describe('the feed across updates', () => {
  it('ignores what is not an event', () => {
    expect(advanceFeed(EMPTY_FEED, [{ version: 3, event: null }]).version).toBe(3);
  });

  it('winds back after a move is taken back, so the replayed versions count', () => {
    const seen = advanceFeed(EMPTY_FEED, [{ version: 10, event: { type: 'loaded', seat: 0 } }]);
    const inspected: LoggedEvent = { version: 10, event: { type: 'inspected', officer: 0, seat: 1, cards: [18], outcome: 'illegal' } };
    expect(advanceFeed(seen, [inspected]).shown).toEqual([]);
    expect(advanceFeed(seen, [inspected], 9).shown).toHaveLength(1);
  });

  it('resumes a feed for another seat without replaying animations', () => {
    const seen = advanceFeed(EMPTY_FEED, [
      { version: 40, event: { type: 'inspected', officer: 0, seat: 1, cards: [18], outcome: 'illegal' } },
    ]);
    expect(seen.shown[0]?.animate).toBe(true);
    const resumed = resumeFeed(seen, [{ version: 42, event: { type: 'loaded', seat: 2 } }]);
    expect(resumed.shown[0]?.animate).toBe(false);
    expect(resumed.opened).toMatchObject({ seat: 1, animate: false });
    expect(resumed.version).toBe(42);
  });
});

describe('when the night count opens', () => {
  function nightEnd(): { before: ContrebandesState; after: ContrebandesState } {
    // Play bots until the first night is scored.
    let state = setUp(contrebandes, 5, 3, { firstOfficer: 0 });
    const rng = Rng.fromSeed(9);
    let before = state;
    while (state.nightTotals.length === 0 && state.phase !== 'bonus') {
      before = state;
      const seat = contrebandes.activeSeats(state)[0] as number;
      const view = contrebandes.viewFor(state, seat);
      const move = contrebandes.bots.easy.chooseMove({ view, seat, legalMoves: contrebandes.legalMoves(state, seat), rng });
      const result = contrebandes.applyMove(state, seat, move);
      if (!result.ok) throw new Error(result.rejection.key);
      state = result.state;
    }
    return { before, after: state };
  }

  it('is due once a night is scored, until the next night’s first quarter is over', () => {
    const { before, after } = nightEnd();
    expect(countIsDue(contrebandes.viewFor(before, 0))).toBe(false);
    const view = contrebandes.viewFor(after, 0);
    expect(countIsDue(view)).toBe(true);
    expect(countOpens(view, -1)).toBe(true);
    expect(countOpens(view, 0)).toBe(false);
    const later = { ...view, phase: 'loading' as const, night: 1, quarter: 1 };
    expect(countIsDue(later)).toBe(false);
  });

  it('is not due before any night is scored', () => {
    expect(countIsDue(contrebandes.viewFor(setUp(contrebandes, 1, 3, { firstOfficer: 0 }), 0))).toBe(false);
  });
});
