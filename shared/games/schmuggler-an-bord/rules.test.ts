/**
 * The reckoning of Schmuggler an Bord: every worked example of the rulebook
 * (and the RULINGS' cases round them), played through the engine from the
 * first suspicion to the last chip, with who searched, who got the card and
 * who paid how much; then the numbers of the table and the pure helpers.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract.js';
import type { Good } from './goods.js';
import { cardsToDraw, endCards, payments, roundEnds, searchOrder, settleGuessing, settleObjections, startChips, suspectorCount } from './rules.js';
import { type Step, atEmptyField, play, searchInOrder } from './testkit.js';
import type { Fact, SabState, Suspicion } from './types.js';

const LETTERS = 'ABCDEF';
const seatOf = (letter: string): Seat => LETTERS.indexOf(letter);
const letter = (seat: Seat): string => LETTERS[seat] as string;

/** 'A→B, B→A' as suspicions. */
function chainOf(text: string): Suspicion[] {
  return text.split(',').map((part) => {
    const [by, suspect] = part.trim().split('→') as [string, string];
    return { by: seatOf(by), suspect: seatOf(suspect) };
  });
}

/** Each seat's cards besides the sought good. */
const OTHERS: Good[][] = [
  ['coffee', 'watches'],
  ['stamps', 'tea'],
  ['rum', 'silk'],
  ['pepper', 'cigars'],
  ['cameras', 'vanilla'],
  ['radios', 'nylons'],
];

interface Example {
  name: string;
  seats?: number;
  good: Good;
  /** The seat that holds the good (in the middle of its row). */
  holder: string;
  /** The suspicions in order: 'A→A' is the roller's "myself". */
  chain: string;
  /** After a "myself": the seats that object. */
  objectors?: string;
  /** Seats whose rows are empty. */
  empty?: string;
  chips?: number[];
  /** Each searcher's outcome, in order. */
  search: string[];
  gave: string | null;
  /** [seat, chips paid, chips owed], in seat order. */
  paid: [string, number, number][];
  over?: boolean;
}

const EXAMPLES: Example[] = [
  // "I have the gold myself" (A, B, C and D play; A rolled).
  { name: 'myself: nobody objects, nothing happens', good: 'gold', holder: 'A', chain: 'A→A', objectors: '', search: [], gave: null, paid: [] },
  { name: 'myself, a bluff: nobody objects, nothing happens', good: 'gold', holder: 'C', chain: 'A→A', objectors: '', search: [], gave: null, paid: [] },
  { name: 'myself: B and C object, A finds the gold: B and C pay 1 each', good: 'gold', holder: 'A', chain: 'A→A', objectors: 'BC', search: ['A finds'], gave: null, paid: [['B', 1, 1], ['C', 1, 1]] },
  { name: 'myself: B and C object, A lacks the gold: A pays 2', good: 'gold', holder: 'D', chain: 'A→A', objectors: 'BC', search: ['A lacks'], gave: null, paid: [['A', 2, 2]] },
  { name: 'myself: all three object, A has no cards and lacks it at once: A pays 3', good: 'gold', holder: 'D', chain: 'A→A', objectors: 'BCD', empty: 'A', search: ['A lacks'], gave: null, paid: [['A', 3, 3]] },
  // "You have the furs." "You have the furs." (B names A, who already suspected: A searches at once, then B.)
  { name: 'A→B, B→A: A finds the furs and gives them to B; A pays 1', good: 'furs', holder: 'A', chain: 'A→B, B→A', search: ['A finds'], gave: 'A→B', paid: [['A', 1, 1]] },
  { name: 'A→B, B→A: A lacks, B finds the furs and gives them to A; B pays 1', good: 'furs', holder: 'B', chain: 'A→B, B→A', search: ['A lacks', 'B finds'], gave: 'B→A', paid: [['B', 1, 1]] },
  { name: 'A→B, B→A: both lack, C and D do not search; A and B pay 1', good: 'furs', holder: 'C', chain: 'A→B, B→A', search: ['A lacks', 'B lacks'], gave: null, paid: [['A', 1, 1], ['B', 1, 1]] },
  // The named seat believes it himself.
  { name: 'A→B, B myself: B finds and gives the card to A; nobody pays', good: 'furs', holder: 'B', chain: 'A→B, B→B', search: ['B finds'], gave: 'B→A', paid: [] },
  { name: 'A→B, B myself: B lacks; both guessed wrong and pay 1', good: 'furs', holder: 'D', chain: 'A→B, B→B', search: ['B lacks'], gave: null, paid: [['A', 1, 1], ['B', 1, 1]] },
  {
    name: 'A→B, B→C, C myself finds: C gives the furs to B; A pays 2; A and D do not search',
    good: 'furs',
    holder: 'C',
    chain: 'A→B, B→C, C→C',
    search: ['C finds'],
    gave: 'C→B',
    paid: [['A', 2, 2]],
  },
  {
    name: 'A→B→C→D→A, D finds: C gets the furs; A, B and D pay 3',
    good: 'furs',
    holder: 'D',
    chain: 'A→B, B→C, C→D, D→A',
    search: ['A lacks', 'D finds'],
    gave: 'D→C',
    paid: [['A', 3, 3], ['B', 3, 3], ['D', 3, 3]],
  },
  {
    name: 'two guess correctly: B finds, A (first) gets the card, D (second) pays nothing',
    good: 'furs',
    holder: 'B',
    chain: 'A→B, B→C, C→D, D→B',
    search: ['B finds'],
    gave: 'B→A',
    paid: [['B', 3, 3], ['C', 3, 3]],
  },
  {
    name: 'nobody named has it: every suspector pays',
    good: 'furs',
    holder: 'D',
    chain: 'A→B, B→C, C→C',
    search: ['C lacks', 'B lacks'],
    gave: null,
    paid: [['A', 2, 2], ['B', 2, 2], ['C', 2, 2]],
  },
  {
    name: 'a payer with too few chips pays what he has, and the game ends',
    good: 'furs',
    holder: 'D',
    chain: 'A→B, B→C, C→D, D→A',
    chips: [15, 2, 15, 15],
    search: ['A lacks', 'D finds'],
    gave: 'D→C',
    paid: [['A', 3, 3], ['B', 2, 3], ['D', 3, 3]],
    over: true,
  },
  {
    name: 'five seats: E names C, who already suspected: C searches at once, then E finds; C gets the card; A and E pay 2',
    seats: 5,
    good: 'furs',
    holder: 'E',
    chain: 'A→C, C→E, E→C',
    search: ['C lacks', 'E finds'],
    gave: 'E→C',
    paid: [['A', 2, 2], ['E', 2, 2]],
  },
  {
    name: 'a searcher without cards lacks the good at once, and the next one searches',
    good: 'furs',
    holder: 'C',
    chain: 'A→B, B→C, C→B',
    empty: 'B',
    search: ['B lacks', 'C finds'],
    gave: 'C→B',
    paid: [['A', 2, 2], ['C', 2, 2]],
  },
  {
    name: 'the roller holds the card but was never named: nobody finds it',
    good: 'furs',
    holder: 'A',
    chain: 'A→B, B→C, C→B',
    search: ['B lacks', 'C lacks'],
    gave: null,
    paid: [['A', 2, 2], ['B', 2, 2], ['C', 2, 2]],
  },
];

const searchOutcome = (fact: Fact): string[] =>
  fact.type === 'found' ? [`${letter(fact.seat)} finds`] : fact.type === 'lacks' ? [`${letter(fact.seat)} lacks`] : [];

/** The round of an example, played: the suspicions, the objections (in seat order), then every search from the first place on. */
function playExample(example: Example): { before: SabState; after: Step } {
  const seats = example.seats ?? 4;
  const holder = seatOf(example.holder);
  const empty = example.empty ?? '';
  const rows = OTHERS.slice(0, seats).map((others, seat) => (empty.includes(letter(seat)) ? [] : seat === holder ? [others[0] as Good, example.good, others[1] as Good] : others.slice()));
  const before = atEmptyField({ seats, rows, good: example.good, roller: 0, ...(example.chips ? { chips: example.chips } : {}) });
  let state = before;
  const events: Fact[] = [];
  const step = (seat: Seat, move: Parameters<typeof play>[2]) => {
    const applied = play(state, seat, move);
    state = applied.state;
    events.push(...applied.events);
  };
  for (const { by, suspect } of chainOf(example.chain)) step(by, { type: 'suspect', seat: suspect });
  if (example.objectors !== undefined) for (let seat = 1; seat < seats; seat++) step(seat, { type: 'object', object: example.objectors.includes(letter(seat)) });
  const searched = searchInOrder(state);
  return { before, after: { state: searched.state, events: [...events, ...searched.events] } };
}

describe('the worked examples of the rulebook', () => {
  it.each(EXAMPLES)('$name', (example) => {
    const { before, after } = playExample(example);
    const { state, events } = after;
    expect(events.flatMap(searchOutcome)).toEqual(example.search);

    const gave = events.filter((fact) => fact.type === 'gave');
    expect(gave.map((fact) => `${letter(fact.from)}→${letter(fact.to)}`)).toEqual(example.gave === null ? [] : [example.gave]);
    expect(gave.every((fact) => fact.good === example.good)).toBe(true);
    expect(events.filter((fact) => fact.type === 'paid')).toEqual(example.paid.map(([seat, chips, owed]) => ({ type: 'paid', seat: seatOf(seat), chips, owed })));

    // The chips went into the kitty; the card moved from the holder's row to the end of the receiver's.
    const paid = new Map(example.paid.map(([seat, chips]) => [seatOf(seat), chips]));
    expect(state.chips).toEqual(before.chips.map((chips, seat) => chips - (paid.get(seat) ?? 0)));
    expect(state.kitty).toBe([...paid.values()].reduce((sum, chips) => sum + chips, 0));
    if (example.gave !== null) {
      const [from, to] = example.gave.split('→').map(seatOf) as [Seat, Seat];
      expect(state.rows[from]).toEqual((before.rows[from] as Good[]).filter((good) => good !== example.good));
      expect(state.rows[to]).toEqual([...(before.rows[to] as Good[]), example.good]);
    } else expect(state.rows).toEqual(before.rows);

    // The round is over: the next seat rolls, or the game ends.
    expect(state.round).toBeNull();
    if (example.over) {
      expect(state.phase).toBe('over');
      expect(events.at(-1)?.type).toBe('gameOver');
    } else {
      expect([state.phase, state.turn, state.turnNumber]).toEqual(['roll', 1, before.turnNumber + 1]);
      expect(events.some((fact) => fact.type === 'gameOver')).toBe(false);
    }
  });

  it('reveals the objections together, in seat order, once the last is in', () => {
    const { after } = playExample(EXAMPLES[3] as Example);
    expect(after.events.slice(0, 2)).toEqual([
      { type: 'suspected', by: 0, suspect: 0, good: 'gold' },
      { type: 'objections', seat: 0, objectors: [1, 2] },
    ]);
  });

  it('records each turned place, the find after the place that showed it, and stops the search there', () => {
    const { after } = playExample(EXAMPLES[11] as Example);
    expect(after.events.filter((fact) => fact.type !== 'suspected')).toEqual([
      { type: 'turned', seat: 0, index: 0 },
      { type: 'turned', seat: 0, index: 1 },
      { type: 'lacks', seat: 0, good: 'furs' },
      { type: 'turned', seat: 3, index: 0 },
      { type: 'turned', seat: 3, index: 1 },
      { type: 'found', seat: 3, index: 1, good: 'furs' },
      { type: 'gave', from: 3, to: 2, good: 'furs' },
      { type: 'paid', seat: 0, chips: 3, owed: 3 },
      { type: 'paid', seat: 1, chips: 3, owed: 3 },
      { type: 'paid', seat: 3, chips: 3, owed: 3 },
    ]);
  });
});

describe('the numbers of the table', () => {
  it.each([
    { seats: 3, chips: 12, draw: 3, end: 14 },
    { seats: 4, chips: 15, draw: 2, end: 12 },
    { seats: 5, chips: 18, draw: 2, end: 10 },
    { seats: 6, chips: 20, draw: 2, end: 8 },
  ])('$seats seats: $chips chips, $draw cards drawn, the end at $end cards', ({ seats, chips, draw, end }) => {
    expect([startChips(seats), cardsToDraw(seats), endCards(seats)]).toEqual([chips, draw, end]);
  });
});

describe('the helpers', () => {
  it.each([
    { chain: 'A→B, B→A', ending: 'A', order: 'AB', ends: true },
    { chain: 'A→B, B→B', ending: 'B', order: 'B', ends: true },
    { chain: 'A→B, B→C, C→C', ending: 'C', order: 'CB', ends: true },
    { chain: 'A→B, B→C, C→D, D→A', ending: 'A', order: 'ADCB', ends: true },
    { chain: 'A→B, B→C, C→D, D→B', ending: 'B', order: 'BDC', ends: true },
    { chain: 'A→C, C→E, E→C', ending: 'C', order: 'CE', ends: true },
    { chain: 'A→B, B→C', ending: 'C', order: 'CB', ends: false },
  ])('$chain: searched by $order', ({ chain, ending, order, ends }) => {
    const suspicions = chainOf(chain);
    expect(searchOrder(suspicions, seatOf(ending)).map(letter).join('')).toBe(order);
    expect(roundEnds(suspicions)).toBe(ends);
  });

  it('count each suspector once', () => {
    expect(suspectorCount(chainOf('A→B, B→C, C→D, D→A'))).toBe(4);
    expect(suspectorCount(chainOf('A→B, B→A'))).toBe(2);
  });

  it('settle a guessing round: the first correct suspicion gets the card, the wrong ones owe one chip less than the suspectors', () => {
    expect(settleGuessing(chainOf('A→B, B→C, C→D, D→B'), 1, 4)).toEqual({ gift: { from: 1, to: 0 }, owed: [0, 3, 3, 0] });
    expect(settleGuessing(chainOf('A→B, B→C, C→C'), null, 4)).toEqual({ gift: null, owed: [2, 2, 2, 0] });
    expect(settleObjections(0, [1, 2], true, 4)).toEqual({ gift: null, owed: [0, 1, 1, 0] });
    expect(settleObjections(0, [1, 2], false, 4)).toEqual({ gift: null, owed: [2, 0, 0, 0] });
  });

  it('pay what is owed, or all the chips a seat has, in seat order; nothing owed is no payment', () => {
    expect(payments([0, 3, 2, 1], [5, 2, 0, 4])).toEqual([
      { seat: 1, chips: 2, owed: 3 },
      { seat: 2, chips: 0, owed: 2 },
      { seat: 3, chips: 1, owed: 1 },
    ]);
  });
});
