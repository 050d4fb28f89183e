/**
 * The moves a seat may make: all of them (legalMoves) or one drawn at random
 * (randomMove). The random move leans toward the boat's goal (decision 9):
 * mostly a move that ends nearest its goods' harbour, or, for an empty boat,
 * nearest goods to take; now and then any legal move. Uniform random sailing
 * would wander for thousands of moves; this way random playouts end in a few
 * hundred. It reads only what the seat knows: its own cargo and public facts.
 */
import type { Seat } from '../../engine/contract.js';
import type { Rng } from '../../engine/rng.js';
import { type FieldId, HARBOUR_IDS, ISLAND_IDS, type Island } from './board.js';
import { type TileId, tileFace } from './goods.js';
import { type SailMove, harbourDistances, listSailMoves, listedEnd, listedLoads, listedMove, nearestDistances, rockFields, sailMoves, throwFields } from './moves.js';
import { isTurnOf } from './rules.js';
import type { BeamDirection, InselMove, InselState } from './types.js';

const DIRECTIONS: readonly BeamDirection[] = ['clockwise', 'counterclockwise'];
/** How often a random move ignores the goal. */
const WANDER = 0.1;
/** A score worse than any distance on the board. */
const FAR = 1000;

export function legalMoves(state: InselState, seat: Seat): InselMove[] {
  if (!isTurnOf(state, seat)) return [];
  switch (state.phase) {
    case 'rocks':
      return rockFields(state.rocks).map((field) => ({ type: 'placeRock', field }));
    case 'harbours':
      return ISLAND_IDS.map((island) => ({ type: 'chooseHarbour', island }));
    case 'roll':
      return [{ type: 'roll' }];
    case 'beam':
      return DIRECTIONS.map((direction) => ({ type: 'turnBeam', direction }));
    case 'throw':
      return throwFields(state, state.toThrow[0] as Seat).map((field) => ({ type: 'throw', field }));
    case 'sail':
      return sailMoves(state, seat, state.dice?.smuggler ?? 0);
    case 'over':
      return [];
  }
}

export function randomMove(state: InselState, seat: Seat, rng: Rng): InselMove | null {
  if (!isTurnOf(state, seat)) return null;
  switch (state.phase) {
    case 'rocks':
      return { type: 'placeRock', field: rng.pick(rockFields(state.rocks)) };
    case 'harbours':
      return { type: 'chooseHarbour', island: rng.int(ISLAND_IDS.length) as Island };
    case 'roll':
      return { type: 'roll' };
    case 'beam':
      return { type: 'turnBeam', direction: rng.pick(DIRECTIONS) };
    case 'throw':
      return { type: 'throw', field: rng.pick(throwFields(state, state.toThrow[0] as Seat)) };
    case 'sail':
      return randomSail(state, seat, rng);
    case 'over':
      return null;
  }
}

/** The goals of an empty boat's random sailing move (randomSail's scratch: it is synchronous). */
const goals: FieldId[] = [];

/**
 * A sailing move: most often one of those that end nearest the goal (drawn
 * evenly among them), else any. Looks at the listed moves without making
 * them into objects, and makes only the one it picks.
 */
function randomSail(state: InselState, seat: Seat, rng: Rng): SailMove {
  const count = listSailMoves(state, seat, state.dice?.smuggler ?? 0);
  if (count === 1 || rng.next() < WANDER) return listedMove(rng.int(count));
  const cargo = state.boats[seat]?.cargo ?? null;
  let distances: Int8Array;
  if (cargo !== null) {
    // His own goods, which he has looked at: their harbour.
    if (!(state.knownBy[cargo] ?? []).includes(seat)) return listedMove(rng.int(count));
    distances = harbourDistances(state.rocks, tileFace(cargo).destination);
  } else {
    let goalCount = 0;
    for (const stack of state.overboard) goals[goalCount++] = stack.field;
    for (let island = 0; island < state.islands.length; island++) if ((state.islands[island] as TileId[]).length > 0) goals[goalCount++] = HARBOUR_IDS[island] as FieldId;
    if (goalCount === 0) return listedMove(rng.int(count));
    distances = nearestDistances(state.rocks, goals, goalCount);
  }
  let best = FAR + 1;
  let ties = 0;
  let pick = 0;
  for (let i = 0; i < count; i++) {
    let score: number;
    // Loading is the goal of an empty boat, and a loss of time for a loaded one.
    if (listedLoads(i)) score = cargo === null ? 0 : FAR;
    else {
      const steps = distances[listedEnd(i)] as number;
      score = steps < 0 ? FAR : steps;
    }
    if (score < best) {
      best = score;
      ties = 1;
      pick = i;
    } else if (score === best && rng.int(++ties) === 0) pick = i;
  }
  return listedMove(pick);
}
