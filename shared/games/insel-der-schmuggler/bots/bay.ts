/**
 * The bay as the bots reckon with it: where the boats are, what each carries
 * as far as the bot can tell, how many tiles lie on each island and in the sea,
 * and the banked totals. Small and cheap to copy, so that a search can try
 * thousands of moves a decision; the rules' own state would carry far more
 * than a bot needs.
 *
 * A boat's cargo is a tile id when the bot knows the tile (its own, or one a
 * determinization drew), or a mystery: a tile from the sea or from another
 * boat (UNSEEN), or from an island's stack (fromIsland). The moves below follow
 * the rules (RULINGS decisions 5 to 7) closely enough for estimates; the moves
 * a bot finally makes always come from the engine's legal moves.
 */
import type { Seat } from '../../../engine/contract.js';
import { FIELDS, type FieldId, harbourIsland, type Island, isSea, sectorOf } from '../board.js';
import { tileFace, WINNING_TOTAL } from '../goods.js';
import type { InselMove } from '../types.js';
import { type Chart, HARBOURS, throwSpot } from './chart.js';

/** An empty boat. */
export const NO_CARGO = -1;
/** A tile nobody at the table has shown the bot: from the sea, or on another boat. */
export const UNSEEN = -2;
/** A tile just taken from an island's stack, not known to the bot. */
export function fromIsland(island: Island): number {
  return -3 - island;
}
/** The island of a fromIsland cargo, or null. */
export function islandOfCargo(cargo: number): Island | null {
  return cargo <= -3 && cargo >= -7 ? ((-3 - cargo) as Island) : null;
}

export interface Bay {
  seats: number;
  /** Whose roll comes next (in a search: after the move being weighed). */
  turn: Seat;
  beam: number;
  /** Per seat: the boat's field. */
  at: FieldId[];
  /** Per seat: a tile id, NO_CARGO, UNSEEN or fromIsland(island). */
  cargo: number[];
  /** Tiles left on each island. */
  islands: number[];
  /** Sea stacks: field and how many tiles lie there. */
  sea: { field: FieldId; count: number }[];
  /** Per seat: points banked. */
  banked: number[];
  /** The seat that has won, or null. */
  winner: Seat | null;
}

export function copyBay(bay: Bay): Bay {
  return {
    seats: bay.seats,
    turn: bay.turn,
    beam: bay.beam,
    at: bay.at.slice(),
    cargo: bay.cargo.slice(),
    islands: bay.islands.slice(),
    sea: bay.sea.map((stack) => ({ field: stack.field, count: stack.count })),
    banked: bay.banked.slice(),
    winner: bay.winner,
  };
}

export function nextSeat(bay: Bay, seat: Seat): Seat {
  return (seat + 1) % bay.seats;
}

/** The seat whose boat is on this sea field, or null (a harbour may hold several: null there too). */
export function boatOn(bay: Bay, field: FieldId): Seat | null {
  if (!isSea(field)) return null;
  for (let seat = 0; seat < bay.seats; seat++) if (bay.at[seat] === field) return seat;
  return null;
}

export function goodsAt(bay: Bay, field: FieldId): number {
  for (const stack of bay.sea) if (stack.field === field) return stack.count;
  return 0;
}

export function lit(bay: Bay, field: FieldId): boolean {
  return isSea(field) && sectorOf(field) === bay.beam;
}

/** Puts one tile on the sea stack at `field` (changes `bay`). */
export function dropGoods(bay: Bay, field: FieldId): void {
  const stack = bay.sea.find((s) => s.field === field);
  if (stack) stack.count++;
  else bay.sea.push({ field, count: 1 });
}

/** Takes the top tile of the sea stack at `field` (changes `bay`). */
function liftGoods(bay: Bay, field: FieldId): void {
  const index = bay.sea.findIndex((s) => s.field === field);
  if (index < 0) return;
  const stack = bay.sea[index] as { field: FieldId; count: number };
  if (stack.count > 1) stack.count--;
  else bay.sea.splice(index, 1);
}

/** An empty boat in a harbour whose island has goods takes the top tile (changes `bay`). */
function takeFromIsland(bay: Bay, seat: Seat): void {
  const island = harbourIsland(bay.at[seat] as FieldId);
  if (island === null || bay.cargo[seat] !== NO_CARGO || (bay.islands[island] as number) <= 0) return;
  bay.islands[island] = (bay.islands[island] as number) - 1;
  bay.cargo[seat] = fromIsland(island);
}

/** Banks a known tile when its boat is in the harbour of its destination, then takes a new one (changes `bay`). */
function deliver(bay: Bay, seat: Seat): void {
  const cargo = bay.cargo[seat] as number;
  if (cargo < 0) return;
  const face = tileFace(cargo);
  if (bay.at[seat] !== HARBOURS[face.destination]) return;
  bay.banked[seat] = (bay.banked[seat] as number) + face.value;
  bay.cargo[seat] = NO_CARGO;
  if ((bay.banked[seat] as number) >= WINNING_TOTAL && bay.winner === null) bay.winner = seat;
  takeFromIsland(bay, seat);
}

/** The beam stops in `bay.beam`: every boat there with goods loses them into the sea (changes `bay`). */
export function catchBoats(bay: Bay, chart: Chart): Seat[] {
  const caught: Seat[] = [];
  for (let seat = 0; seat < bay.seats; seat++) {
    const field = bay.at[seat] as FieldId;
    if (bay.cargo[seat] !== NO_CARGO && lit(bay, field)) {
      bay.cargo[seat] = NO_CARGO;
      dropGoods(bay, throwSpot(chart, field));
      caught.push(seat);
    }
  }
  return caught;
}

/**
 * The start of `seat`'s turn up to its sailing: delivery and taking a tile,
 * then the beam turned to `beam` and the boats caught there. A new bay.
 */
export function startTurn(bay: Bay, chart: Chart, seat: Seat, beam: number): Bay {
  const next = copyBay(bay);
  next.turn = seat;
  deliver(next, seat);
  takeFromIsland(next, seat);
  next.beam = beam;
  catchBoats(next, chart);
  return next;
}

/**
 * A sailing move of `seat` (sail, load, push or swap) on a copy of the bay;
 * afterwards the next seat is to roll. Other moves leave the bay as it is.
 */
export function sailMove(bay: Bay, chart: Chart, seat: Seat, move: InselMove): Bay {
  const next = copyBay(bay);
  next.turn = nextSeat(bay, seat);
  switch (move.type) {
    case 'sail':
      next.at[seat] = move.to;
      deliver(next, seat);
      break;
    case 'load': {
      next.at[seat] = move.at;
      // A loaded boat leaves its own tile on top of the stack: the count stays, the tile is a stranger's now.
      if (next.cargo[seat] === NO_CARGO) liftGoods(next, move.at);
      next.cargo[seat] = UNSEEN;
      break;
    }
    case 'push': {
      const pushed = boatOn(bay, move.at);
      next.at[seat] = move.at;
      if (pushed !== null) {
        next.at[pushed] = move.to;
        if (next.cargo[pushed] !== NO_CARGO && lit(next, move.to)) {
          next.cargo[pushed] = NO_CARGO;
          dropGoods(next, throwSpot(chart, move.to));
        }
      }
      break;
    }
    case 'swap': {
      const other = boatOn(bay, move.at);
      next.at[seat] = move.at;
      if (other !== null) next.at[other] = move.from;
      break;
    }
    default:
      break;
  }
  return next;
}

/** A sailing move with the pips it takes at least (for a search that weighs every roll of the die at once). */
export interface Reach {
  move: InselMove;
  steps: number;
  /**
   * The most pips with which the rules list it: a push onto a field the mover
   * could swap from is that swap, and the rules list it once, as the swap.
   */
  most: number;
}

/**
 * The sailing moves of `seat` with up to `pips` steps, as the rules allow
 * them (never onto a lit field, a rock or another boat's sea field but for a
 * push or a swap; a load needs a step at least). Used for the rivals' replies
 * in a search, where the engine's legal moves are not at hand.
 */
export function reaches(bay: Bay, chart: Chart, seat: Seat, pips: number): Reach[] {
  const start = bay.at[seat] as FieldId;
  const dist = new Map<FieldId, number>([[start, 0]]);
  const queue: FieldId[] = [start];
  const out: Reach[] = [];
  const pushes = new Set<number>();
  const blocked = (field: FieldId): boolean => chart.rock[field] === 1 || lit(bay, field);
  for (let head = 0; head < queue.length; head++) {
    const field = queue[head] as FieldId;
    const steps = dist.get(field) as number;
    if (steps >= pips) continue;
    for (const neighbour of (FIELDS[field] as { neighbours: readonly FieldId[] }).neighbours) {
      if (blocked(neighbour) || dist.has(neighbour)) continue;
      if (boatOn(bay, neighbour) !== null) continue;
      dist.set(neighbour, steps + 1);
      queue.push(neighbour);
    }
  }
  for (const [field, steps] of dist) {
    out.push({ move: { type: 'sail', to: field }, steps, most: pips });
    if (goodsAt(bay, field) > 0) {
      // Loading where the boat already lies needs a step out and back.
      if (steps > 0) out.push({ move: { type: 'load', at: field }, steps, most: pips });
      else if (pips >= 2 && FIELDS[field]?.neighbours.some((n) => dist.get(n) === 1)) out.push({ move: { type: 'load', at: field }, steps: 2, most: pips });
    }
    if (steps >= pips) continue;
    for (const target of (FIELDS[field] as { neighbours: readonly FieldId[] }).neighbours) {
      const other = boatOn(bay, target);
      if (other === null || other === seat || blocked(target)) continue;
      out.push({ move: { type: 'swap', from: field, at: target }, steps: steps + 1, most: pips });
      for (const to of (FIELDS[target] as { neighbours: readonly FieldId[] }).neighbours) {
        if (!isSea(to) || chart.rock[to] === 1) continue;
        const there = boatOn(bay, to);
        if (there !== null && there !== seat) continue;
        // The breadth-first order meets the shortest approach first.
        const key = target * 100 + to;
        if (pushes.has(key)) continue;
        pushes.add(key);
        const swapFrom = dist.get(to);
        const most = swapFrom === undefined ? pips : Math.min(pips, swapFrom);
        if (most >= steps + 1) out.push({ move: { type: 'push', at: target, to }, steps: steps + 1, most });
      }
    }
  }
  return out;
}
