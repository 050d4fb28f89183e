/**
 * The sculpting hourglass as the host times it. The engine keeps no clock (a
 * replay must not depend on one): these pure functions only tell the host
 * what is being timed now, which moves change the putty in a ball, and what a
 * seat's ball holds, so that it can refuse a change once the sand has run out
 * (src-main/host/seat-clocks.ts). Rolling (roundness, shape) and the choice of
 * contraband stay free after the sand has run out.
 */
import type { Seat } from '../../engine/contract.js';
import type { TimedDecision } from '../../engine/timed-decision.js';
import { tablePhysics } from './physical.js';
import { hurriedBallG, samePutty } from './putty.js';
import type { SmugglersMove, SmugglersState } from './types.js';

export interface HourglassTurn {
  /** Changes when a new hourglass is turned (a new round's sculpting). */
  key: string;
  /** How long the sand runs. */
  ms: number;
}

/** The hourglass running now: during a round's sculpting, the option's seconds; null otherwise. */
export function hourglassTurn(state: SmugglersState): HourglassTurn | null {
  if (state.phase !== 'sculpting') return null;
  return { key: `round-${state.round}`, ms: state.options.hourglassSeconds * 1000 };
}

/** The putty a move puts in the seat's ball (a sculpt), or null for a move that does not change it. */
export function puttyOfMove(move: SmugglersMove): number | null {
  return move.type === 'sculpt' ? move.massG : null;
}

/** The putty in the ball the seat sculpted this round (null before he sculpted, or outside the sculpting). */
export function sculptedPutty(state: SmugglersState, seat: Seat): number | null {
  if (state.phase !== 'sculpting') return null;
  return state.players[seat]?.sphere?.massG ?? null;
}

/** The ball a seat whose hands said nothing in time is taken to hold: the smallest, grabbed in a hurry. */
export function hurriedPutty(state: SmugglersState): number {
  return hurriedBallG(0, tablePhysics(state.options).maxMassG);
}

export { samePutty };

/** The hourglass as the engine's timed decision: it freezes the putty in each ball. The match checked the moves' shape first. */
export const smugglersHourglass: TimedDecision = {
  turn: (state) => hourglassTurn(state as SmugglersState),
  frozenBy: (move) => puttyOfMove(move as SmugglersMove),
  held: (state, seat: Seat) => sculptedPutty(state as SmugglersState, seat),
  fallback: (state) => hurriedPutty(state as SmugglersState),
  same: samePutty,
};
