/**
 * The bots' decisions, phase by phase, for every level. Each decision starts
 * from the seat's view alone: its memory (memory.ts, rebuilt from the public
 * record) and the odds it draws from it (beliefs.ts).
 *
 * - Setup: any face-down card (they are all alike from above).
 * - Roll: the only move.
 * - Suspect: easy and normal say "myself" when they believe they hold the
 *   good, else name the likeliest other seat; hard plays the round forward
 *   for each suspect (hard.ts). Easy now and then decides on a whim.
 * - Objections: easy and normal object when they believe the roller lacks the
 *   good beyond their threshold; hard when it pays in expectation.
 * - Search: the place it remembers the good at, else a place it cannot place.
 *
 * The bot always returns one of the legal moves it was given; a move the
 * reasoning wants but the list lacks gives way to a random legal one.
 */
import type { BotInput, BotLevel, Seat } from '../../../engine/contract.js';
import { best } from '../../../engine/bots/best.js';
import type { Rng } from '../../../engine/rng.js';
import type { SabMove, SabView } from '../types.js';
import { roundOdds } from './beliefs.js';
import { objectionWorth, othersKnow, suspectWorths } from './hard.js';
import { DECISIONS } from './levels.js';
import { type Memory, recall } from './memory.js';
import { chooseTurn } from './search.js';

type MoveOf<T extends SabMove['type']> = Extract<SabMove, { type: T }>;

function movesOf<T extends SabMove['type']>(moves: readonly SabMove[], type: T): MoveOf<T>[] {
  return moves.filter((move): move is MoveOf<T> => move.type === type);
}

function chooseSuspect(level: BotLevel, view: SabView, seat: Seat, memory: Memory, moves: readonly MoveOf<'suspect'>[], rng: Rng): MoveOf<'suspect'> {
  const odds = roundOdds(memory, view);
  if (level === 'hard') {
    const worths = suspectWorths(view, seat, odds, othersKnow(memory, view), moves.map((move) => move.seat), rng);
    return moves[best(worths, rng)] as MoveOf<'suspect'>;
  }
  const traits = DECISIONS[level];
  const self = moves.find((move) => move.seat === seat);
  if (self && (odds[seat] ?? 0) >= traits.selfBelief) return self;
  const others = moves.filter((move) => move.seat !== seat);
  if (others.length === 0) return rng.pick(moves);
  return others[best(others.map((move) => odds[move.seat] ?? 0), rng)] as MoveOf<'suspect'>;
}

function chooseObjection(level: BotLevel, view: SabView, memory: Memory, moves: readonly MoveOf<'object'>[], rng: Rng): MoveOf<'object'> {
  const roller = view.round?.roller ?? view.turn;
  const holds = roundOdds(memory, view)[roller] ?? 0;
  const object = level === 'hard' ? objectionWorth(holds, view.seats) > 0 : 1 - holds >= DECISIONS[level].objectBelief;
  return moves.find((move) => move.object === object) ?? rng.pick(moves);
}

export function decide(level: BotLevel, { view, seat, legalMoves, rng }: BotInput<SabView, SabMove>): SabMove {
  const first = legalMoves[0];
  if (!first) throw new Error('schmuggler-an-bord bot: asked to move with no legal move');
  if (legalMoves.length === 1) return first;
  switch (first.type) {
    case 'draw':
    case 'roll':
      return rng.pick(legalMoves);
    case 'suspect':
    case 'object': {
      if (rng.next() < DECISIONS[level].whim) return rng.pick(legalMoves);
      const memory = recall(view, seat, level);
      return first.type === 'suspect'
        ? chooseSuspect(level, view, seat, memory, movesOf(legalMoves, 'suspect'), rng)
        : chooseObjection(level, view, memory, movesOf(legalMoves, 'object'), rng);
    }
    case 'turnCard':
      return chooseTurn(view, recall(view, seat, level), movesOf(legalMoves, 'turnCard'), rng);
  }
}
