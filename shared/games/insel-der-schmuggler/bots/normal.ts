/**
 * The normal bot: greedy with sense. Every choice is weighed by what the bay
 * is worth right after it (estimate.ts): it delivers when it can, heads for
 * its tile's harbour round the beam, keeps goods out of the sectors the beam
 * is likely to stop on, loads goods from the sea when its boat is empty,
 * pushes rivals that carry goods into the beam, turns the black beam onto
 * them, and throws their goods where they are slow to get them back. It looks
 * no further than its own move, what it cannot see it counts at the mean, and
 * it weighs goods against turns at the bay's own pace (NORMAL_SKILL).
 *
 * The setup choices are shared with the hard bot: the harbour whose island
 * promises the quickest points, and the rock that lengthens the ways between
 * harbours least (a rock hurts every boat alike, so the bot keeps the bay open).
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { type FieldId, HARBOUR_IDS, type Island } from '../board.js';
import { goalDistances } from '../moves.js';
import type { InselMove, InselView } from '../types.js';
import { type Bay, catchBoats, copyBay, dropGoods, NO_CARGO, nextSeat, reaches, sailMove } from './bay.js';
import { HARBOURS, throwSpot, wrapSector } from './chart.js';
import { type Reckoning, bayFromView, islandTurns, reckon, worth } from './estimate.js';

/** A little noise so that equal choices are not always settled the same way. */
const JITTER = 1e-6;

/** The move with the highest score (ties broken by the rng); the first move when none scores. */
export function bestBy<M>(moves: readonly M[], score: (move: M) => number, rng: Rng): M {
  let best = moves[0] as M;
  let bestScore = -Infinity;
  for (const move of moves) {
    const value = score(move) + rng.next() * JITTER;
    if (value > bestScore) {
      bestScore = value;
      best = move;
    }
  }
  return best;
}

/** The rock that lengthens the ways between the harbours least. */
export function gentleRock(view: InselView, legalMoves: readonly InselMove[], rng: Rng): InselMove {
  const spread = (rocks: readonly FieldId[]): number => {
    let total = 0;
    for (const harbour of HARBOUR_IDS) {
      const dist = goalDistances(rocks, [harbour]);
      for (const other of HARBOUR_IDS) total += dist[other] as number;
    }
    return total;
  };
  return bestBy(legalMoves, (move) => (move.type === 'placeRock' ? -spread([...view.rocks, move.field]) : -Infinity), rng);
}

/** The harbour whose island promises the quickest points (a boat already there shares its stack). */
export function promisingHarbour(rec: Reckoning, view: InselView, legalMoves: readonly InselMove[], rng: Rng): InselMove {
  return bestBy(
    legalMoves,
    (move) => {
      if (move.type !== 'chooseHarbour') return -Infinity;
      const sharing = view.boats.filter((boat) => boat.at === HARBOURS[move.island]).length;
      return -islandTurns(rec, move.island as Island) - sharing * 0.5;
    },
    rng,
  );
}

/** The bay after the beam turns to `beam` on `seat`'s roll and catches who is there. */
export function beamTurned(rec: Reckoning, bay: Bay, beam: number): Bay {
  const next = copyBay(bay);
  next.beam = wrapSector(beam);
  catchBoats(next, rec.chart);
  return next;
}

/** The bay after the goods of the first boat waiting are thrown onto `field` (the others' where the bots' estimate puts them). */
export function goodsThrown(rec: Reckoning, bay: Bay, toThrow: readonly Seat[], field: FieldId): Bay {
  const next = copyBay(bay);
  toThrow.forEach((seat, i) => {
    next.cargo[seat] = NO_CARGO;
    dropGoods(next, i === 0 ? field : throwSpot(rec.chart, next.at[seat] as FieldId));
  });
  return next;
}

/** The bay with `seat`'s turn over, the next seat to roll (changes `bay`, a copy the caller made). */
export function turnEnded(bay: Bay, seat: Seat): Bay {
  bay.turn = nextSeat(bay, seat);
  return bay;
}

/** The best worth `seat` can reach by sailing in this bay with `pips` (its roll done). */
export function bestSailWorth(rec: Reckoning, bay: Bay, seat: Seat, pips: number): number {
  let best = -Infinity;
  for (const reach of reaches(bay, rec.chart, seat, pips)) best = Math.max(best, worth(rec, sailMove(bay, rec.chart, seat, reach.move), seat));
  return best;
}

/** What a move leaves, weighed for `seat`: the normal bot's whole judgement. */
export function greedyScore(rec: Reckoning, bay: Bay, view: InselView, seat: Seat, move: InselMove): number {
  const pips = view.dice?.smuggler ?? 0;
  switch (move.type) {
    case 'sail':
    case 'load':
    case 'push':
    case 'swap':
      return worth(rec, sailMove(bay, rec.chart, seat, move), seat);
    case 'turnBeam':
      return bestSailWorth(rec, beamTurned(rec, bay, bay.beam + (move.direction === 'clockwise' ? 2 : -2)), seat, pips);
    case 'throw': {
      const thrown = goodsThrown(rec, bay, view.toThrow, move.field);
      // After the beam's own catches the roller sails next; after his push or swap into the beam the throws
      // end his turn, and the bay is weighed as the next seat rolls in it.
      if (view.moved) return worth(rec, turnEnded(thrown, seat), seat);
      return bestSailWorth(rec, thrown, seat, pips);
    }
    default:
      return 0;
  }
}

export function normalMove(view: InselView, seat: Seat, legalMoves: readonly InselMove[], rng: Rng): InselMove {
  const only = legalMoves.length === 1 ? legalMoves[0] : undefined;
  if (only !== undefined) return only;
  const first = legalMoves[0] as InselMove;
  if (first.type === 'placeRock') return gentleRock(view, legalMoves, rng);
  const rec = reckon(view, seat);
  if (first.type === 'chooseHarbour') return promisingHarbour(rec, view, legalMoves, rng);
  const bay = bayFromView(view);
  return bestBy(legalMoves, (move) => greedyScore(rec, bay, view, seat, move), rng);
}

export const normalBot: Bot<InselView, InselMove> = {
  chooseMove: ({ view, seat, legalMoves, rng }) => normalMove(view, seat, legalMoves, rng),
};
