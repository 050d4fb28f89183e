/**
 * A toy game of perfect information for the search's tests: a pile of
 * stones, each seat in turn takes one to three, and whoever takes the last
 * wins. A pile that is a multiple of four loses for the seat to move, so the
 * winning move is to leave one. Test code only.
 */
import { type GameResult, type Seat, reject } from '../contract.js';
import type { Rng } from '../rng.js';
import type { SearchGame, SearchRules } from './ismcts.js';

export interface NimState {
  pile: number;
  toMove: Seat;
  /** The seat that took the last stone, once the pile is empty. */
  winner: Seat | null;
}

export type NimMove = { take: number };

export const nimRules: SearchRules<NimState, NimMove> = {
  activeSeats: (state) => (state.winner === null ? [state.toMove] : []),
  legalMoves: (state, seat) => (state.winner === null && seat === state.toMove ? [1, 2, 3].filter((take) => take <= state.pile).map((take) => ({ take })) : []),
  randomMove: (state, seat, rng: Rng) => (state.winner === null && seat === state.toMove ? { take: 1 + rng.int(Math.min(3, state.pile)) } : null),
  applyMove: (state, actor, move) => {
    if (actor !== state.toMove || move.take < 1 || move.take > Math.min(3, state.pile)) return reject('illegal-move', 'nim:refusal.take');
    const pile = state.pile - move.take;
    return { ok: true, state: { pile, toMove: 1 - actor, winner: pile === 0 ? actor : null }, events: [] };
  },
  result: (state): GameResult | null =>
    state.winner === null ? null : { scores: [0, 1].map((seat) => (seat === state.winner ? 1 : 0)), winners: [state.winner], ranks: [0, 1].map((seat) => (seat === state.winner ? 1 : 2)) },
};

/** Nothing is hidden: the view is the state, and the sample is the view. */
export const nimSearch: SearchGame<NimState, NimMove, NimState> = { rules: nimRules, sample: (view) => view };
