/**
 * A hard bot on the engine's information-set search (engine/search/ismcts.ts),
 * tried against the hand-written hard bot (issue #30): the smuggling choice
 * is searched over states drawn by sample-state.ts, the others' face-down
 * picks one branch to the searcher (it cannot see them), each made as the
 * normal bot would make it from the sampled hand; each playout goes on
 * to the end of the round with the normal bot's moves for every seat, from
 * each seat's own view of the sampled state, and is scored by each seat's
 * outlook (the worth of his front and hand with the rounds left), as a
 * chance of leading. The drawing step is the hard bot's own (planDraw).
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { type SearchGame, type SearchOptions, searchMove } from '../../../engine/search/ismcts.js';
import { s25Game } from '../game.js';
import type { S25Move, S25State, S25View } from '../types.js';
import { viewFor } from '../view.js';
import { decide } from './policy.js';
import { positionOf } from './position.js';
import { sampleState } from './sample-state.js';

/** How far one seat's lead in outlook points counts: a lead of this many points is about a 3 in 4 chance of winning. */
const LEAD_SCALE = 6;

export const SEARCH_OPTIONS: SearchOptions = { iterations: 120, rolloutDepth: 40, exploration: 0.5 };

function worths(state: S25State): number[] {
  return Array.from({ length: state.seats }, (_, seat) => {
    const position = positionOf(viewFor(state, seat), seat);
    return position.outlook.worth(position.front, position.hand, position.roundsAfter);
  });
}

/** Per seat, a chance of leading from the outlooks: a logistic of the lead over the best of the others. */
export function leadChances(values: readonly number[]): number[] {
  return values.map((value, seat) => {
    const best = Math.max(...values.filter((_, other) => other !== seat));
    return 1 / (1 + Math.exp(-(value - best) / (LEAD_SCALE / Math.log(3))));
  });
}

export function s25SearchGame(round: number): SearchGame<S25State, S25Move, S25View> {
  return {
    rules: {
      activeSeats: s25Game.activeSeats,
      legalMoves: s25Game.legalMoves,
      randomMove: s25Game.randomMove,
      applyMove: (state, seat, move) => s25Game.applyMove(state, seat, move),
      result: (state) => (state.phase === 'over' ? s25Game.result(state) : null),
    },
    sample: sampleState,
    moveKey: (move) => (move.type === 'smuggle' ? `s${move.kinds.join(',')}` : move.type === 'drawDeck' ? 'd' : `${move.type}${move.kind}`),
    // A pick is laid face down: the searcher sees only that it was made.
    observe: (_state, _actor, move) => (move.type === 'smuggle' ? 'picked' : JSON.stringify(move)),
    // What the others lay face down, as the normal bot would from the sampled hand.
    hiddenMove: (state, actor, moves, rng) => decide('normal', { view: viewFor(state, actor), seat: actor, legalMoves: moves.slice(), rng }),
    evaluate: (state) => leadChances(worths(state)),
    rollout: (state, seat: Seat, rng: Rng) => {
      // The round is over once the next begins: cut the playout there (the evaluation values the rest).
      if (state.round !== round) return null;
      return decide('normal', { view: viewFor(state, seat), seat, legalMoves: s25Game.legalMoves(state, seat), rng });
    },
  };
}

/** The searching bot: the search for a smuggling choice, the hard bot's plan for the drawing step. */
export const searchBot: Bot<S25View, S25Move> = {
  chooseMove(input) {
    const { view, seat, legalMoves, rng } = input;
    if (legalMoves.length <= 1 || view.phase !== 'smuggle') return decide('hard', input);
    return searchMove(s25SearchGame(view.round), view, seat, legalMoves, view.seats, rng, SEARCH_OPTIONS);
  },
};
