/**
 * The moves a seat may make: all of them (legalMoves) or one drawn at random
 * without listing them (randomMove, for random playouts). Both read only what
 * every seat knows: which slots of the spread still hold a card, how many
 * cards lie in a row and which places of it were turned in this search.
 */
import type { Seat } from '../../engine/contract.js';
import type { Rng } from '../../engine/rng.js';
import { isActive } from './play.js';
import type { Round, SabMove, SabState } from './types.js';

const OBJECTIONS: readonly SabMove[] = [
  { type: 'object', object: true },
  { type: 'object', object: false },
];

export function legalMoves(state: SabState, seat: Seat): SabMove[] {
  if (!isActive(state, seat)) return [];
  switch (state.phase) {
    case 'setup': {
      const moves: SabMove[] = [];
      state.spread.forEach((good, slot) => good !== null && moves.push({ type: 'draw', slot }));
      return moves;
    }
    case 'roll':
      return [{ type: 'roll' }];
    case 'suspect': {
      const moves: SabMove[] = [];
      for (let named = 0; named < state.seats; named++) moves.push({ type: 'suspect', seat: named });
      return moves;
    }
    case 'objections':
      return OBJECTIONS.map((move) => ({ ...move }));
    case 'search': {
      const turned = (state.round as Round).turned;
      const moves: SabMove[] = [];
      const count = (state.rows[seat] ?? []).length;
      for (let index = 0; index < count; index++) if (!turned.includes(index)) moves.push({ type: 'turnCard', index });
      return moves;
    }
    case 'over':
      return [];
  }
}

export function randomMove(state: SabState, seat: Seat, rng: Rng): SabMove | null {
  if (!isActive(state, seat)) return null;
  switch (state.phase) {
    case 'setup':
      // At least 12 of the 30 slots hold a card until the last draw: a few tries find one.
      for (;;) {
        const slot = rng.int(state.spread.length);
        if (state.spread[slot] !== null) return { type: 'draw', slot };
      }
    case 'roll':
      return { type: 'roll' };
    case 'suspect':
      return { type: 'suspect', seat: rng.int(state.seats) };
    case 'objections':
      return { type: 'object', object: rng.int(2) === 0 };
    case 'search': {
      // A searcher has a card left to turn (a row turned in full ends his search), so a few tries find one.
      const turned = (state.round as Round).turned;
      const count = (state.rows[seat] ?? []).length;
      for (;;) {
        const index = rng.int(count);
        if (!turned.includes(index)) return { type: 'turnCard', index };
      }
    }
    case 'over':
      return null;
  }
}
