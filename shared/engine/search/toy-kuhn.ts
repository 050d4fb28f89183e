/**
 * A toy game of hidden cards for the search's tests: Kuhn poker. Three cards
 * (1, 2, 3), one dealt face down to each of two seats and one left out; each
 * antes a chip. Seat 0 checks or bets a chip; then seat 1 checks or bets
 * (after a check) or calls or folds (after a bet); after check–bet, seat 0
 * calls or folds. A fold loses the pot; otherwise the higher card takes it.
 * A seat sees its own card and the actions; which of the other two cards the
 * other seat holds it must infer. Test code only.
 */
import { type GameResult, type Seat, reject } from '../contract.js';
import type { Rng } from '../rng.js';
import type { SearchGame, SearchRules } from './ismcts.js';

export const KUHN_ACTIONS = ['check', 'bet', 'call', 'fold'] as const;
export type KuhnAction = (typeof KUHN_ACTIONS)[number];

export interface KuhnState {
  /** Each seat's card, 1..3. */
  cards: [number, number];
  actions: KuhnAction[];
}

export interface KuhnView {
  seat: Seat;
  card: number;
  actions: KuhnAction[];
}

const ended = (actions: readonly KuhnAction[]): boolean => {
  const last = actions.join(' ');
  return last === 'check check' || last === 'bet call' || last === 'bet fold' || last === 'check bet call' || last === 'check bet fold';
};

const toMove = (state: KuhnState): Seat | null => (ended(state.actions) ? null : state.actions.length % 2);

function moves(state: KuhnState): KuhnAction[] {
  return state.actions.at(-1) === 'bet' ? ['call', 'fold'] : ['check', 'bet'];
}

/** Seat 0's winnings in chips (seat 1's are their opposite). */
export function kuhnWinnings(state: KuhnState): number {
  const line = state.actions.join(' ');
  if (line === 'bet fold') return 1;
  if (line === 'check bet fold') return -1;
  const stake = line === 'check check' ? 1 : 2;
  return state.cards[0] > state.cards[1] ? stake : -stake;
}

export const kuhnRules: SearchRules<KuhnState, KuhnAction> = {
  activeSeats: (state) => {
    const seat = toMove(state);
    return seat === null ? [] : [seat];
  },
  legalMoves: (state, seat) => (toMove(state) === seat ? moves(state) : []),
  randomMove: (state, seat, rng: Rng) => (toMove(state) === seat ? rng.pick(moves(state)) : null),
  applyMove: (state, actor, move) => {
    if (toMove(state) !== actor || !moves(state).includes(move)) return reject('illegal-move', 'kuhn:refusal.action');
    return { ok: true, state: { cards: state.cards, actions: [...state.actions, move] }, events: [] };
  },
  result: (state): GameResult | null => {
    if (!ended(state.actions)) return null;
    const won = kuhnWinnings(state);
    const winner = won > 0 ? 0 : 1;
    return { scores: [won, -won], winners: [winner], ranks: [winner === 0 ? 1 : 2, winner === 1 ? 1 : 2] };
  },
};

export function kuhnView(state: KuhnState, seat: Seat): KuhnView {
  return { seat, card: state.cards[seat] as number, actions: state.actions.slice() };
}

/** The other seat's card: either card the view does not show, drawn fairly. */
export function sampleKuhn(view: KuhnView, seat: Seat, rng: Rng): KuhnState {
  const other = rng.pick([1, 2, 3].filter((card) => card !== view.card));
  const cards: [number, number] = seat === 0 ? [view.card, other] : [other, view.card];
  return { cards, actions: view.actions.slice() };
}

export const kuhnSearch: SearchGame<KuhnState, KuhnAction, KuhnView> = { rules: kuhnRules, sample: sampleKuhn, moveKey: (move) => move };

/** A deal from a generator: two of the three cards, in order. */
export function dealKuhn(rng: Rng): KuhnState {
  const [a, b] = rng.shuffle([1, 2, 3]) as [number, number, number];
  return { cards: [a, b], actions: [] };
}
