/** The hard bot of Smugglers (2016): the shared policy with the hard skill (see policy.ts). */
import type { Bot } from '../../../engine/contract.js';
import type { SmugglersMove, SmugglersView } from '../types.js';
import { SKILLS, chooseMove } from './policy.js';

export const hardBot: Bot<SmugglersView, SmugglersMove> = {
  chooseMove: ({ view, seat, legalMoves, rng }) => chooseMove(SKILLS.hard, view, seat, legalMoves, rng),
};
