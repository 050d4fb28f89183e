/**
 * Views of hand-laid tables, one per phase, as each seat and a spectator get
 * them: the own hand and pick by kind, the others' only as counts and flags,
 * the public goods (market, fronts, reveal, discard top, the cards seen taken
 * from the market) as they lie, the scores and the result only at the end. (That no view of any reachable state
 * holds more is the property test's: properties.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract.js';
import { rngStateFromSeed } from '../../engine/rng.js';
import { type Card, KINDS, KIND_OF, type Kind } from './goods.js';
import type { RevealedCard, S25State, S25View } from './types.js';
import { viewFor } from './view.js';

/** Hands out distinct cards of the kinds asked for. */
class Cards {
  private readonly used = new Set<Card>();
  of(kinds: readonly Kind[]): Card[] {
    return kinds.map((kind) => {
      const card = KIND_OF.findIndex((other, index) => other === kind && !this.used.has(index));
      if (card < 0) throw new Error(`no ${kind} left`);
      this.used.add(card);
      return card;
    });
  }
}

interface Layout {
  hands: Kind[][];
  front: Kind[][];
  market: Kind[];
  discard: Kind[];
  deck: Kind[];
  /** Per seat: the kinds picked (null: not yet). */
  picks?: (Kind[] | null)[];
  takenFromMarket?: Kind[][];
}

/** Three seats and a robot in round 3 of 12, seat 1 holding the sack, laid out by kind. */
function table(layout: Layout, change: Partial<S25State> = {}): S25State {
  const cards = new Cards();
  // The hand's public cards first, so that they are the hand's own cards.
  const taken = (layout.takenFromMarket ?? layout.hands.map(() => [])).map((kinds) => cards.of(kinds));
  const hands = layout.hands.map((kinds, seat) => [...(taken[seat] as Card[]), ...cards.of(kinds)]);
  return {
    game: 'smugglers-2025',
    seats: layout.hands.length,
    options: { robots: 1, longGame: false, coins: true, firstPlayer: 1 },
    rng: rngStateFromSeed(7),
    phase: 'smuggle',
    round: 3,
    rounds: 12,
    sack: 1,
    customsDeck: ['teaBan', 'openBorder', 'legalAudit', 'silkSeal', 'ivoryPatrol', 'jewellersEye', 'gemRegistry', 'spiceTariff', 'weaponCheck'],
    customs: 'poisonCheck',
    deck: cards.of(layout.deck),
    discard: cards.of(layout.discard),
    market: cards.of(layout.market),
    hands,
    front: layout.front.map((kinds) => cards.of(kinds)),
    picks: (layout.picks ?? layout.hands.map(() => null)).map((kinds) => (kinds === null ? null : cards.of(kinds))),
    revealed: REVEALED,
    drawing: null,
    takenFromMarket: taken,
    burned: [],
    ...change,
  };
}

const REVEALED: RevealedCard[] = [
  { player: { seat: 0 }, kind: 'crossbow', reason: 'secondWeapon' },
  { player: { seat: 1 }, kind: 'silk', reason: null },
  { player: { seat: 2 }, kind: 'fruits', reason: null },
  { player: { robot: 0 }, kind: 'greatSword', reason: 'secondWeapon' },
];

const BASE: Layout = {
  hands: [
    ['tea', 'ring', 'spice', 'snakeVenom', 'silk'],
    ['ivory', 'fruits', 'fruits', 'blueGem'],
    ['goldCoins', 'spice', 'purpleGem', 'ratPoison', 'bagOfGems'],
  ],
  front: [['silk', 'silk'], ['silk', 'pinkGem', 'ring'], ['fruits', 'crossbow']],
  market: ['tea', 'stolenJewelry', 'pinkGem'],
  discard: ['crossbow', 'greatSword', 'silverCoins'],
  deck: ['spice', 'blueGem', 'silk', 'tea'],
  takenFromMarket: [[], ['blueGem'], []],
};

const PUBLIC: Partial<S25View> = {
  game: 'smugglers-2025',
  seats: 3,
  options: { robots: 1, longGame: false, coins: true, firstPlayer: 1 },
  round: 3,
  rounds: 12,
  sack: 1,
  customs: 'poisonCheck',
  customsLeft: 9,
  deckCount: 4,
  discardCount: 3,
  discardTop: 'silverCoins',
  market: ['tea', 'stolenJewelry', 'pinkGem'],
  front: [['silk', 'silk'], ['silk', 'pinkGem', 'ring'], ['fruits', 'crossbow']],
  // 5; 1 + 3 + (3 + 3 doubled); 0 + 10.
  frontScores: [5, 10, 10],
  revealed: REVEALED,
  // Seat 1 was seen taking a blue gem from the market: it is public while he holds it.
  takenFromMarket: [[], ['blueGem'], []],
};

const HANDS: Record<number, Kind[]> = {
  0: ['spice', 'silk', 'tea', 'ring', 'snakeVenom'],
  1: ['fruits', 'fruits', 'blueGem', 'blueGem', 'ivory'],
  2: ['spice', 'purpleGem', 'bagOfGems', 'goldCoins', 'ratPoison'],
};

const VIEWERS: Viewer[] = [0, 1, 2, 'spectator'];

interface Case {
  name: string;
  state: S25State;
  /** What every viewer sees alike. */
  all: Partial<S25View>;
  /** Per viewer: his hand and his pick. */
  own: (viewer: Viewer) => Pick<S25View, 'hand' | 'ownPick'>;
}

const handOnly = (viewer: Viewer) => ({ hand: viewer === 'spectator' ? null : (HANDS[viewer] as Kind[]), ownPick: null });

// Seat 0 picked his tea, seat 2 his bag of gems; seat 1 still chooses (the picks left the hands).
const halfPicked = table({
  ...BASE,
  hands: [
    ['ring', 'spice', 'snakeVenom', 'silk'],
    ['ivory', 'fruits', 'fruits', 'blueGem'],
    ['goldCoins', 'spice', 'purpleGem', 'ratPoison'],
  ],
  picks: [['tea'], null, ['bagOfGems']],
});

// Double Smuggling: seat 1 picked two cards, seat 2 his only card; seat 0 still chooses.
const doublePicked = table(
  {
    ...BASE,
    hands: [['tea', 'ring', 'spice', 'snakeVenom', 'silk'], ['ivory', 'fruits'], []],
    takenFromMarket: [[], [], []],
    picks: [null, ['fruits', 'blueGem'], ['purpleGem']],
  },
  { customs: 'doubleSmuggling', options: { robots: 1, longGame: true, coins: true, firstPlayer: 1 } },
);

const drawing = table(
  {
    ...BASE,
    hands: [['ring', 'spice', 'snakeVenom', 'silk'], ['fruits', 'fruits', 'blueGem'], ['goldCoins', 'spice', 'purpleGem', 'ratPoison']],
  },
  { phase: 'draw', drawing: { seat: 1, discarded: true, drawn: 0 } },
);

const over = table(
  {
    ...BASE,
    hands: [['spice', 'silk'], ['fruits', 'fruits', 'blueGem'], ['goldCoins', 'spice', 'purpleGem', 'ratPoison']],
  },
  { phase: 'over', round: 12, customsDeck: [], customs: 'legalAudit' },
);

const CASES: Case[] = [
  {
    name: 'smuggle, nobody picked: every seat holding cards is active',
    state: table(BASE),
    all: { ...PUBLIC, phase: 'smuggle', activeSeats: [0, 1, 2], handCounts: [5, 5, 5], picked: [false, false, false], drawing: null, scores: null, result: null },
    own: handOnly,
  },
  {
    name: 'smuggle, two picked: who picked shows, what only to himself',
    state: halfPicked,
    all: { phase: 'smuggle', activeSeats: [1], handCounts: [4, 5, 4], picked: [true, false, true], scores: null, result: null },
    own: (viewer) =>
      ({
        0: { hand: ['spice', 'silk', 'ring', 'snakeVenom'], ownPick: ['tea'] },
        1: { hand: HANDS[1] as Kind[], ownPick: null },
        2: { hand: ['spice', 'purpleGem', 'goldCoins', 'ratPoison'], ownPick: ['bagOfGems'] },
        spectator: { hand: null, ownPick: null },
      })[String(viewer)] as Pick<S25View, 'hand' | 'ownPick'>,
  },
  {
    name: 'smuggle under Double Smuggling: two picked cards, by kind; a seat left with no card is not active',
    state: doublePicked,
    all: { customs: 'doubleSmuggling', activeSeats: [0], handCounts: [5, 2, 0], picked: [false, true, true] },
    own: (viewer) =>
      ({
        0: { hand: HANDS[0] as Kind[], ownPick: null },
        1: { hand: ['fruits', 'ivory'], ownPick: ['fruits', 'blueGem'] },
        2: { hand: [], ownPick: ['purpleGem'] },
        spectator: { hand: null, ownPick: null },
      })[String(viewer)] as Pick<S25View, 'hand' | 'ownPick'>,
  },
  {
    name: 'draw: the seat drawing is active, his turn as it stands',
    state: drawing,
    all: { ...PUBLIC, phase: 'draw', activeSeats: [1], handCounts: [4, 4, 4], picked: [false, false, false], drawing: { seat: 1, discarded: true, drawn: 0 }, scores: null, result: null },
    own: (viewer) =>
      ({
        0: { hand: ['spice', 'silk', 'ring', 'snakeVenom'], ownPick: null },
        1: { hand: ['fruits', 'fruits', 'blueGem', 'blueGem'], ownPick: null },
        2: { hand: ['spice', 'purpleGem', 'goldCoins', 'ratPoison'], ownPick: null },
        spectator: { hand: null, ownPick: null },
      })[String(viewer)] as Pick<S25View, 'hand' | 'ownPick'>,
  },
  {
    name: 'over: nobody moves; every score broken down, coins in hand included, and the result',
    state: over,
    all: {
      phase: 'over',
      activeSeats: [],
      customs: 'legalAudit',
      customsLeft: 0,
      frontScores: [5, 10, 10],
      scores: [
        { byKind: { silk: 5 }, coinsInHand: 0, illegalCount: 0, total: 5 },
        { byKind: { silk: 1, pinkGem: 3, ring: 6 }, coinsInHand: 0, illegalCount: 0, total: 10 },
        { byKind: { fruits: 0, crossbow: 10 }, coinsInHand: 10, illegalCount: 1, total: 20 },
      ],
      result: { scores: [5, 10, 20], winners: [2], ranks: [3, 2, 1] },
    },
    own: (viewer) =>
      ({
        0: { hand: ['spice', 'silk'], ownPick: null },
        1: { hand: ['fruits', 'fruits', 'blueGem', 'blueGem'], ownPick: null },
        2: { hand: ['spice', 'purpleGem', 'goldCoins', 'ratPoison'], ownPick: null },
        spectator: { hand: null, ownPick: null },
      })[String(viewer)] as Pick<S25View, 'hand' | 'ownPick'>,
  },
];

describe('the view of each phase, for each viewer', () => {
  for (const { name, state, all, own } of CASES) {
    describe(name, () => {
      for (const viewer of VIEWERS) {
        it(`as ${viewer === 'spectator' ? 'a spectator' : `seat ${viewer}`}`, () => {
          const before = JSON.stringify(state);
          const view = viewFor(state, viewer);
          expect(view).toMatchObject({ game: 'smugglers-2025', viewer, seats: 3, ...all });
          expect({ hand: view.hand, ownPick: view.ownPick }).toEqual(own(viewer));
          expect(JSON.stringify(state)).toBe(before);
        });
      }
    });
  }
});

describe('what a view never shows', () => {
  /** The kinds a view names outside the public places (market, fronts, reveal, discard top, cards seen taken from the market or burned), with where. */
  function privateKinds(view: S25View): string[] {
    const { market: _market, front: _front, revealed: _revealed, discardTop: _top, takenFromMarket: _taken, burned: _burned, ...rest } = view;
    const found: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string' && (KINDS as readonly string[]).includes(value)) found.push(`${path}=${value}`);
      else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
      else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    };
    walk(rest, 'view');
    return found;
  }

  it.each([
    ['smuggle', table(BASE)],
    ['half picked', halfPicked],
    ['double smuggling', doublePicked],
    ['draw', drawing],
  ])('no kind of a hand or a pick but the viewer\'s own (%s)', (_, state) => {
    for (const viewer of VIEWERS) {
      const view = viewFor(state, viewer);
      const expected = [...(view.hand ?? []).map((kind, index) => `view.hand[${index}]=${kind}`), ...(view.ownPick ?? []).map((kind, index) => `view.ownPick[${index}]=${kind}`)];
      expect(privateKinds(view).sort()).toEqual(expected.sort());
    }
  });

  it('no hand, no pick and no deck card for a spectator: of a hand, only the cards seen taken from the market', () => {
    for (const state of [table(BASE), halfPicked, drawing]) {
      const view = viewFor(state, 'spectator');
      expect(privateKinds(view)).toEqual([]);
      expect(view.takenFromMarket).toEqual([[], ['blueGem'], []]);
    }
  });

  it('the own pick is gone once the picks are revealed (the drawing step)', () => {
    const state = { ...halfPicked, phase: 'draw' as const, drawing: { seat: 1, discarded: false, drawn: 0 } };
    expect(viewFor(state, 0).ownPick).toBeNull();
  });

  it('shares no array with the state: changing a view changes nothing in the game', () => {
    const state = halfPicked;
    const before = JSON.stringify(state);
    const view = viewFor(state, 0);
    view.hand?.push('ivory');
    view.ownPick?.pop();
    view.market.pop();
    view.front[0]?.push('ivory');
    view.handCounts[0] = 9;
    view.picked.fill(false);
    view.revealed.pop();
    view.takenFromMarket[1]?.pop();
    (view.revealed[0] as RevealedCard).reason = null;
    (view.revealed[1] as { player: { seat: number } }).player.seat = 2;
    view.options.robots = 4;
    expect(JSON.stringify(state)).toBe(before);
    const drawView = viewFor(drawing, 1);
    if (drawView.drawing) drawView.drawing.drawn = 3;
    expect(drawing.drawing).toEqual({ seat: 1, discarded: true, drawn: 0 });
  });

  it('has no scores nor result before the end', () => {
    for (const state of [table(BASE), halfPicked, drawing]) {
      const view = viewFor(state, 'spectator');
      expect(view.scores).toBeNull();
      expect(view.result).toBeNull();
    }
  });

  it('an empty discard pile has no top', () => {
    expect(viewFor(table({ ...BASE, discard: [] }), 0)).toMatchObject({ discardTop: null, discardCount: 0 });
  });
});
