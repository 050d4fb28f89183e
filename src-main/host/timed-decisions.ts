/**
 * The games whose decisions the host times, each with its rules for the clock
 * (pure functions in the game's folder). A game not listed has no clock.
 */
import type { Seat } from '../../shared/engine/contract.js';
import { hourglassTurn, hurriedPutty, puttyOfMove, samePutty, sculptedPutty } from '../../shared/games/smugglers-2016/hourglass.js';
import type { SmugglersMove, SmugglersState } from '../../shared/games/smugglers-2016/types.js';
import type { TimedDecision } from './seat-clocks.js';

/** Smugglers (2016): the sculpting hourglass freezes the putty in each ball. The match checked the moves' shape first. */
const smugglersHourglass: TimedDecision = {
  turn: (state) => hourglassTurn(state as SmugglersState),
  frozenBy: (move) => puttyOfMove(move as SmugglersMove),
  held: (state, seat: Seat) => sculptedPutty(state as SmugglersState, seat),
  fallback: (state) => hurriedPutty(state as SmugglersState),
  same: samePutty,
};

const TIMED: Record<string, TimedDecision> = {
  'smugglers-2016': smugglersHourglass,
};

/** The timed decisions of a game, or null when it has none. */
export function timedDecisionOf(gameId: string): TimedDecision | null {
  return Object.hasOwn(TIMED, gameId) ? (TIMED[gameId] as TimedDecision) : null;
}
