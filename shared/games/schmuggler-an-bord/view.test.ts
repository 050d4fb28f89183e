/**
 * Views of hand-laid tables, one per phase, as each seat and a spectator get
 * them: the rows and the spread only as counts and flags, the objection
 * decisions secret until all are in, the turned cards' goods for the searcher
 * alone, and of the record only the latest announcement (the whole of it with
 * open history, and in a bot's view). (That no view of any reachable state
 * holds more is the property test's: properties.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract.js';
import { rngStateFromSeed } from '../../engine/rng.js';
import { FIELD_COUNT, GOODS, type Good, fieldOf } from './goods.js';
import type { Fact, Round, SabState, SabView } from './types.js';
import { botViewFor, viewFor } from './view.js';

/** Three seats after the setup: seat 0 holds gold and tea, seat 1 coffee, watches and rum, seat 2 silk, pepper and cognac. */
const ROWS: Good[][] = [
  ['gold', 'tea'],
  ['coffee', 'watches', 'rum'],
  ['silk', 'pepper', 'cognac'],
];

function table(change: Partial<SabState> = {}): SabState {
  const held = new Set(ROWS.flat());
  return {
    game: 'schmuggler-an-bord',
    seats: 3,
    options: { openHistory: false, firstPlayer: 0 },
    rng: rngStateFromSeed(7),
    phase: 'roll',
    firstPlayer: 0,
    turn: 1,
    turnNumber: 4,
    spread: new Array<Good | null>(FIELD_COUNT).fill(null),
    onField: GOODS.map((good) => !held.has(good)),
    pawn: fieldOf('gold'),
    die: 2,
    rows: ROWS.map((row) => row.slice()),
    chips: [12, 11, 10],
    kitty: 3,
    round: null,
    facts: [{ type: 'drew', seat: 0, slot: 4, good: 'gold' }],
    ...change,
  };
}

function round(change: Partial<Round> = {}): Round {
  return { good: 'watches', roller: 0, chain: [], objections: null, searchers: [], turned: [], holder: null, ...change };
}

/** The setup half done: seats 0 and 1 drew one card each, seat 2 draws next. */
function inSetup(): SabState {
  const spread: (Good | null)[] = GOODS.slice();
  spread[3] = null;
  spread[17] = null;
  return table({
    phase: 'setup',
    turn: 2,
    turnNumber: 0,
    spread,
    onField: new Array<boolean>(FIELD_COUNT).fill(false),
    pawn: 0,
    die: null,
    rows: [['furs'], ['cigars'], []],
    chips: [12, 12, 12],
    kitty: 0,
    facts: [
      { type: 'drew', seat: 0, slot: 3, good: 'furs' },
      { type: 'drew', seat: 1, slot: 17, good: 'cigars' },
    ],
  });
}

const GAME_OVER: Fact = { type: 'gameOver', result: { scores: [16, 18, 16], winners: [1], ranks: [2, 1, 2] } };

/** The last move of a game: seat 1 rolls, takes the card of the field, and that ends the game. */
const ROLL_TAKE_OVER: Fact[] = [{ type: 'rolled', seat: 1, turnNumber: 4, pips: 2, from: 0, to: 2 }, { type: 'took', seat: 1, good: 'gold' }, GAME_OVER];

const VIEWERS: Viewer[] = [0, 1, 2, 'spectator'];

interface Case {
  name: string;
  state: SabState;
  /** What every viewer sees alike. */
  all: Partial<SabView>;
  /** What differs by viewer. */
  each?: Partial<Record<string, (view: SabView) => void>>;
}

const objecting = table({
  phase: 'objections',
  turn: 0,
  round: round({ chain: [{ by: 0, suspect: 0 }], objections: [null, true, null] }),
});

const searchingAfterObjections = table({
  phase: 'search',
  turn: 0,
  round: round({ chain: [{ by: 0, suspect: 0 }], objections: [null, true, false], searchers: [0], turned: [1] }),
});

// Seat 1 named seat 2, seat 2 named seat 1 (who had suspected): seat 1 searches, then seat 2.
const searchingGuessingRound = table({
  phase: 'search',
  turn: 0,
  round: round({
    good: 'cognac',
    chain: [
      { by: 0, suspect: 1 },
      { by: 1, suspect: 2 },
      { by: 2, suspect: 1 },
    ],
    searchers: [1, 2],
    turned: [2, 0],
  }),
});

const CASES: Case[] = [
  {
    name: 'setup: the spread as flags (drawn slots false), the rows as counts, the next to draw active',
    state: inSetup(),
    all: {
      phase: 'setup',
      activeSeats: [2],
      spread: GOODS.map((_, slot) => slot !== 3 && slot !== 17),
      rows: [1, 1, 0],
      round: null,
      result: null,
      die: null,
      // The latest draw alone: who drew what before is for the players to remember.
      facts: [{ type: 'drew', seat: 1, slot: 17, good: 'cigars' }],
    },
  },
  {
    name: 'roll: the seat whose turn it is, the board as it lies',
    state: table(),
    all: {
      phase: 'roll',
      activeSeats: [1],
      turn: 1,
      turnNumber: 4,
      rows: [2, 3, 3],
      chips: [12, 11, 10],
      kitty: 3,
      pawn: fieldOf('gold'),
      die: 2,
      options: { openHistory: false, firstPlayer: 0 },
      spread: new Array<boolean>(FIELD_COUNT).fill(false),
    },
  },
  {
    name: 'suspect, nobody named yet: the roller names',
    state: table({ phase: 'suspect', turn: 0, round: round() }),
    all: {
      activeSeats: [0],
      round: { good: 'watches', roller: 0, chain: [], objections: null, searchers: [], search: null, holder: null },
    },
  },
  {
    name: 'suspect, in a chain: the seat named last names',
    state: table({ phase: 'suspect', turn: 0, round: round({ chain: [{ by: 0, suspect: 2 }] }) }),
    all: { activeSeats: [2] },
  },
  {
    name: 'objections: the seats still deciding are active; who decided shows, not how',
    state: objecting,
    all: { activeSeats: [2] },
    each: {
      0: (view) => expect(view.round?.objections).toEqual({ decided: [false, true, false], own: null, objectors: null }),
      1: (view) => expect(view.round?.objections).toEqual({ decided: [false, true, false], own: true, objectors: null }),
      2: (view) => expect(view.round?.objections).toEqual({ decided: [false, true, false], own: null, objectors: null }),
      spectator: (view) => expect(view.round?.objections).toEqual({ decided: [false, true, false], own: null, objectors: null }),
    },
  },
  {
    name: 'search after "myself": the decisions revealed together, the roller alone sees what he turned',
    state: searchingAfterObjections,
    all: { activeSeats: [0] },
    each: {
      0: (view) => {
        expect(view.round?.objections).toEqual({ decided: [false, true, true], own: null, objectors: [1] });
        expect(view.round?.search).toEqual({ seat: 0, turned: [1], seen: [{ index: 1, good: 'tea' }] });
      },
      1: (view) => {
        expect(view.round?.objections).toEqual({ decided: [false, true, true], own: true, objectors: [1] });
        expect(view.round?.search).toEqual({ seat: 0, turned: [1], seen: null });
      },
      2: (view) => {
        expect(view.round?.objections).toEqual({ decided: [false, true, true], own: false, objectors: [1] });
        expect(view.round?.search).toEqual({ seat: 0, turned: [1], seen: null });
      },
      spectator: (view) => {
        expect(view.round?.objections).toEqual({ decided: [false, true, true], own: null, objectors: [1] });
        expect(view.round?.search).toEqual({ seat: 0, turned: [1], seen: null });
      },
    },
  },
  {
    name: 'search in a guessing round: the first searcher is active and alone sees his turned places, in turning order',
    state: searchingGuessingRound,
    all: { activeSeats: [1] },
    each: {
      0: (view) => expect(view.round?.search).toEqual({ seat: 1, turned: [2, 0], seen: null }),
      1: (view) => {
        expect(view.round?.search).toEqual({ seat: 1, turned: [2, 0], seen: [{ index: 2, good: 'rum' }, { index: 0, good: 'coffee' }] });
        expect(view.round).toMatchObject({ good: 'cognac', objections: null, searchers: [1, 2], holder: null });
      },
      2: (view) => expect(view.round?.search).toEqual({ seat: 1, turned: [2, 0], seen: null }),
      spectator: (view) => expect(view.round?.search).toEqual({ seat: 1, turned: [2, 0], seen: null }),
    },
  },
  {
    name: 'over: nobody moves, the result is the one the gameOver fact announced',
    state: table({ phase: 'over', facts: [{ type: 'drew', seat: 0, slot: 4, good: 'gold' }, ...ROLL_TAKE_OVER] }),
    all: { activeSeats: [], result: { scores: [16, 18, 16], winners: [1], ranks: [2, 1, 2] }, facts: ROLL_TAKE_OVER },
  },
];

describe('the view of each phase, for each viewer', () => {
  for (const { name, state, all, each } of CASES) {
    describe(name, () => {
      for (const viewer of VIEWERS) {
        it(`as ${viewer === 'spectator' ? 'a spectator' : `seat ${viewer}`}`, () => {
          const before = JSON.stringify(state);
          const view = viewFor(state, viewer);
          expect(view).toMatchObject({ game: 'schmuggler-an-bord', viewer, seats: 3, ...all });
          // The latest announcement only (RULINGS 3): the records here are one fact long, but the setup's and the end's.
          if (all.facts === undefined) expect(view.facts).toEqual(state.facts);
          each?.[String(viewer)]?.(view);
          expect(JSON.stringify(state)).toBe(before);
        });
      }
    });
  }
});

/** The goods a view names outside the record, with where. */
function goodsOutsideFacts(view: SabView): string[] {
  const { facts: _public, ...rest } = view;
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string' && (GOODS as readonly string[]).includes(value)) found.push(`${path}=${value}`);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(rest, 'view');
  return found;
}

describe('what a view never shows', () => {
  it.each([
    ['setup', inSetup(), []],
    ['roll', table(), []],
    ['objections', objecting, ['view.round.good=watches']],
    ['search after "myself"', searchingAfterObjections, ['view.round.good=watches']],
    ['a guessing round', searchingGuessingRound, ['view.round.good=cognac']],
  ])('no good outside the record but the sought one, except to the searcher (%s)', (_, state, sought) => {
    const searcher = state.phase === 'search' ? state.round?.searchers[0] : undefined;
    for (const viewer of VIEWERS) {
      const shown = goodsOutsideFacts(viewFor(state, viewer));
      const seen = viewer === searcher ? (state.round?.turned ?? []).map((index, n) => `view.round.search.seen[${n}].good=${ROWS[viewer]?.[index] as string}`) : [];
      expect(shown.sort()).toEqual([...sought, ...seen].sort());
    }
  });

  it('shares no array with the state: changing a view changes nothing in the game', () => {
    const state = searchingAfterObjections;
    const before = JSON.stringify(state);
    const view = viewFor(state, 0);
    view.rows[0] = 99;
    view.chips.push(1);
    view.onField.fill(true);
    view.facts.push({ type: 'took', seat: 0, good: 'gold' });
    view.round?.chain.push({ by: 1, suspect: 1 });
    view.round?.searchers.pop();
    view.round?.search?.turned.push(0);
    view.round?.search?.seen?.pop();
    view.round?.objections?.decided.fill(false);
    view.options.openHistory = true;
    expect(JSON.stringify(state)).toBe(before);
  });

  it('has no result before the end, whatever the record says', () => {
    const state = table({ facts: [GAME_OVER] });
    expect(viewFor(state, 'spectator').result).toBeNull();
  });
});

describe('the record a view carries (RULINGS 3)', () => {
  const record: Fact[] = [
    { type: 'drew', seat: 0, slot: 4, good: 'gold' },
    { type: 'laidOut', fields: [1, 2] },
    { type: 'rolled', seat: 0, turnNumber: 1, pips: 3, from: 0, to: 3 },
    { type: 'took', seat: 0, good: 'tea' },
    { type: 'rolled', seat: 1, turnNumber: 2, pips: 1, from: 3, to: 4 },
    { type: 'suspected', by: 1, suspect: 2, good: 'watches' },
    { type: 'suspected', by: 2, suspect: 0, good: 'watches' },
  ];

  it('is the latest announcement for every page, seats and spectators alike, and never one fact older', () => {
    const state = table({ phase: 'suspect', round: round({ roller: 1, chain: [{ by: 1, suspect: 2 }, { by: 2, suspect: 0 }] }), facts: record });
    for (const viewer of VIEWERS) expect(viewFor(state, viewer).facts).toEqual([record[6]]);
  });

  it('is the whole record with open history', () => {
    const state = table({ options: { openHistory: true, firstPlayer: 0 }, facts: record });
    for (const viewer of VIEWERS) expect(viewFor(state, viewer).facts).toEqual(record);
  });

  it("is the whole record in a bot's view, which is otherwise its seat's view", () => {
    const state = searchingGuessingRound;
    const full = { ...state, facts: record };
    for (const seat of [0, 1, 2]) {
      const bot = botViewFor(full, seat);
      expect(bot.facts).toEqual(record);
      expect(bot.facts).not.toBe(full.facts);
      expect({ ...bot, facts: [] }).toEqual({ ...viewFor(full, seat), facts: [] });
    }
  });
});
