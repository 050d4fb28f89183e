/** The moves a seat may make: all of them (legalMoves) or one at random (randomMove). */
import type { Seat } from '../../engine/contract.js';
import type { Rng } from '../../engine/rng.js';
import { type Card, type Kind, KINDS, MIN_LOAD, faceKey } from './cards.js';
import { activeSeats, inspectableSeats } from './rules.js';
import type { ContrebandesMove, ContrebandesState } from './types.js';

export function legalMoves(state: ContrebandesState, seat: Seat): ContrebandesMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  switch (state.phase) {
    case 'loading':
      return distinctLoads(state.hands[seat] as Card[]).map((cards) => ({ type: 'load', cards }));
    case 'declaring':
      return kindMultisets((state.mules[seat] as Card[]).length).map((kinds) => ({ type: 'declare', kinds }));
    case 'inspecting': {
      const moves: ContrebandesMove[] = inspectableSeats(state).map((target) => ({ type: 'inspect', target }));
      if (state.inspections.length > 0) moves.push({ type: 'stop' });
      return moves;
    }
    case 'designating':
      return otherSeats(state, seat).map((officer) => ({ type: 'designate', officer }));
    case 'bonus':
      return distinctCards(state.caisse).map((card) => ({ type: 'takeBonus', card }));
    case 'over':
      return [];
  }
}

export function randomMove(state: ContrebandesState, seat: Seat, rng: Rng): ContrebandesMove | null {
  if (!activeSeats(state).includes(seat)) return null;
  switch (state.phase) {
    case 'loading': {
      const hand = rng.shuffle(state.hands[seat] as Card[]);
      const size = MIN_LOAD + rng.int(hand.length - MIN_LOAD + 1);
      return { type: 'load', cards: hand.slice(0, size) };
    }
    case 'declaring': {
      const kinds: Kind[] = (state.mules[seat] as Card[]).map(() => rng.pick(KINDS));
      return { type: 'declare', kinds };
    }
    case 'inspecting': {
      const targets = inspectableSeats(state);
      const canStop = state.inspections.length > 0;
      const choice = rng.int(targets.length + (canStop ? 1 : 0));
      return choice < targets.length ? { type: 'inspect', target: targets[choice] as Seat } : { type: 'stop' };
    }
    case 'designating':
      return { type: 'designate', officer: rng.pick(otherSeats(state, seat)) };
    case 'bonus':
      return { type: 'takeBonus', card: rng.pick(state.caisse) };
    case 'over':
      return null;
  }
}

function otherSeats(state: ContrebandesState, seat: Seat): Seat[] {
  const seats: Seat[] = [];
  for (let other = 0; other < state.seats; other++) if (other !== seat) seats.push(other);
  return seats;
}

/** One card per face (kind and value): the lowest-numbered of each. */
function distinctCards(cards: readonly Card[]): Card[] {
  const seen = new Map<number, Card>();
  for (const card of cards.slice().sort((a, b) => a - b)) if (!seen.has(faceKey(card))) seen.set(faceKey(card), card);
  return [...seen.values()];
}

/** Every load of at least 2 cards, counting interchangeable cards once. */
export function distinctLoads(hand: readonly Card[]): Card[][] {
  const groups = new Map<number, Card[]>();
  for (const card of hand.slice().sort((a, b) => a - b)) {
    const key = faceKey(card);
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  const groupList = [...groups.values()];
  const loads: Card[][] = [];
  const walk = (index: number, chosen: Card[]): void => {
    if (index === groupList.length) {
      if (chosen.length >= MIN_LOAD) loads.push(chosen.slice());
      return;
    }
    const group = groupList[index] as Card[];
    for (let n = 0; n <= group.length; n++) walk(index + 1, [...chosen, ...group.slice(0, n)]);
  };
  walk(0, []);
  return loads;
}

/** Every declaration of `size` kinds, each listed once in the order of KINDS. */
export function kindMultisets(size: number): Kind[][] {
  const out: Kind[][] = [];
  const walk = (from: number, chosen: Kind[]): void => {
    if (chosen.length === size) {
      out.push(chosen.slice());
      return;
    }
    for (let i = from; i < KINDS.length; i++) walk(i, [...chosen, KINDS[i] as Kind]);
  };
  walk(0, []);
  return out;
}
