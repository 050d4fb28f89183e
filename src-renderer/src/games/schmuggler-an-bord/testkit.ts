/**
 * For this game's tests: its words, and tables laid by hand in each phase
 * (states of the engine's own shape, seen through its viewFor, so that the
 * views are what a seat really gets). The words are added to the app's
 * i18next instance here, so the tests run whether or not the game's
 * catalogue is registered yet.
 */
import type { Viewer } from '../../../../shared/engine/contract';
import { rngStateFromSeed } from '../../../../shared/engine/rng';
import { FIELD_COUNT, GOODS, type Good, fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { Fact, Round, SabState, SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { viewFor } from '../../../../shared/games/schmuggler-an-bord/view';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import { i18n } from '../../i18n/i18n';
import en from './locales/en.json';
import type { Words } from './text';
import { matchUpdateOf } from '../../kit2d/testing/match-update';

const NAMESPACE = 'schmuggler-an-bord';

/** Puts the game's English catalogue into i18next, once. */
export function loadSabWords(): void {
  if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, en, true, true);
}

/** The game's words in English. */
export function sabWords(): Words {
  loadSabWords();
  return i18n.getFixedT('en', NAMESPACE) as Words;
}

export const NAMES = ['Ann', 'Bob', 'Cleo'];

/** Three seats after the setup: Ann holds gold and tea, Bob coffee, watches and rum, Cleo silk, pepper and cognac. */
export const ROWS: Good[][] = [
  ['gold', 'tea'],
  ['coffee', 'watches', 'rum'],
  ['silk', 'pepper', 'cognac'],
];

/** A 3-seat table after the setup, Bob to roll (turn 4), changed by `change`. */
export function tableState(change: Partial<SabState> = {}): SabState {
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
    // The stamps were taken on the latest roll.
    onField: GOODS.map((good) => !held.has(good) && good !== 'stamps'),
    pawn: fieldOf('stamps'),
    die: 2,
    rows: ROWS.map((row) => row.slice()),
    chips: [12, 11, 10],
    kitty: 3,
    round: null,
    facts: [
      { type: 'laidOut', fields: GOODS.filter((good) => !held.has(good)).map((good) => fieldOf(good)) },
      { type: 'rolled', seat: 0, turnNumber: 3, pips: 2, from: fieldOf('gold'), to: fieldOf('stamps') },
      { type: 'took', seat: 0, good: 'stamps' },
    ],
    ...change,
  };
}

/** The setup: Ann has drawn one card (slot 4, gold), Bob draws next; nothing lies on the fields yet. */
export function setupState(): SabState {
  const spread: (Good | null)[] = GOODS.slice();
  spread[4] = null;
  spread[fieldOf('gold')] = 'stamps';
  return tableState({
    phase: 'setup',
    turn: 1,
    turnNumber: 0,
    spread,
    onField: new Array<boolean>(FIELD_COUNT).fill(false),
    pawn: 0,
    die: null,
    rows: [['gold'], [], []],
    chips: [12, 12, 12],
    kitty: 0,
    facts: [{ type: 'drew', seat: 0, slot: 4, good: 'gold' }],
  });
}

function roundOf(change: Partial<Round>): Round {
  return { good: 'tea', roller: 1, chain: [], objections: null, searchers: [], turned: [], holder: null, ...change };
}

/** Bob rolled onto the empty tea field and must name a suspect (the chain so far as given). */
export function suspectState(chain: Round['chain'] = []): SabState {
  const rolled: Fact = { type: 'rolled', seat: 1, turnNumber: 4, pips: 2, from: fieldOf('stamps'), to: fieldOf('tea') };
  const said: Fact[] = chain.map((s) => ({ type: 'suspected', by: s.by, suspect: s.suspect, good: 'tea' }));
  return tableState({ phase: 'suspect', pawn: fieldOf('tea'), round: roundOf({ chain }), facts: [...tableState().facts, rolled, ...said] });
}

/** Bob said "I have the tea myself"; the decisions so far as given (Bob's own stays null). */
export function objectionsState(decisions: (boolean | null)[] = [null, null, null]): SabState {
  const base = suspectState([{ by: 1, suspect: 1 }]);
  return { ...base, phase: 'objections', round: roundOf({ chain: [{ by: 1, suspect: 1 }], objections: decisions }) };
}

/** Cleo named Ann, Ann said "myself" and searches her row for the tea; she has turned over place 1 (gold). */
export function searchState(): SabState {
  const chain = [
    { by: 1, suspect: 2 },
    { by: 2, suspect: 0 },
    { by: 0, suspect: 0 },
  ];
  const base = suspectState(chain);
  const turned: Fact = { type: 'turned', seat: 0, index: 0 };
  return { ...base, phase: 'search', round: roundOf({ chain, searchers: [0, 2], turned: [0] }), facts: [...base.facts, turned] };
}

/** The game is over: Cleo, out of chips, won with ten cards (20 points) against Bob's 17 and Ann's 16. */
export function overState(): SabState {
  const result = { scores: [16, 17, 20], winners: [2], ranks: [3, 2, 1] };
  const rows: Good[][] = [ROWS[0] as Good[], ROWS[1] as Good[], [...(ROWS[2] as Good[]), 'stamps', 'furs', 'gems', 'caviar', 'pearls', 'cigars', 'perfume']];
  return tableState({ phase: 'over', rows, chips: [12, 11, 0], facts: [...tableState().facts, { type: 'gameOver', result }] });
}

export function viewOf(state: SabState, viewer: Viewer): SabView {
  return viewFor(state, viewer);
}

/** The update a table gets with a view. */
export function updateOf(view: SabView, version = 5): MatchUpdate {
  return matchUpdateOf('schmuggler-an-bord', view, NAMES, version);
}
