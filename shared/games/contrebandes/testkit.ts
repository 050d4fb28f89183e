/**
 * Helpers for the Contrebandes tests (not used by the game itself): applying
 * scripted moves, random playouts, and the card bookkeeping the invariants
 * check. Pure TypeScript like the rest of shared/.
 */
import { setUp } from '../../engine/set-up.js';
import { type Step as ScriptStep, scriptFor } from '../../engine/testing/script.js';
import type { Seat } from '../../engine/contract.js';
import { type PlayoutStep as EngineStep, randomPlayout as enginePlayout } from '../../engine/conformance/playout.js';
import { type Card, CARDS_PER_PLAYER } from './cards.js';
import { contrebandesGame } from './game.js';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesOptions, ContrebandesState } from './types.js';

/**
 * The game without its bots, so that these tests depend on the rules alone.
 * index.test.ts checks that the definition uses these very functions.
 */
export const game = contrebandesGame;

/** Card ids by seat and place in the set: c(seat, index), index as in PLAYER_SET. */
export const C2 = 0;
export const C3 = 1;
export const C3b = 2;
export const F2 = 3;
export const F3 = 4;
export const F3b = 5;
export const W4 = 6;
export const W6 = 7;
export const G4 = 8;
export const G6 = 9;
export const CHEESE = 10;

export function c(seat: Seat, index: number): Card {
  return seat * CARDS_PER_PLAYER + index;
}

export function newGame(seats: number, firstOfficer: Seat | null = 0, seed = 1): ContrebandesState {
  const options: ContrebandesOptions = { firstOfficer };
  return setUp(game, seed, seats, options);
}

export type Step = ScriptStep<ContrebandesState, ContrebandesEvent>;

/** Scripted moves (the engine's test kit): one that must be accepted, or several in turn. */
export const { play, playAll } = scriptFor(game);

/** Loads for every seat that may load (seat → cards). */
export function loadAll(state: ContrebandesState, loads: Record<number, Card[]>): Step {
  return playAll(
    state,
    Object.entries(loads).map(([seat, cards]) => [Number(seat), { type: 'load', cards }] as [Seat, ContrebandesMove]),
  );
}

/** Every card of the night with the place it is in; a card in two places appears twice. */
export function cardPlaces(state: ContrebandesState): { card: Card; place: string }[] {
  const out: { card: Card; place: string }[] = [];
  state.hands.forEach((hand, seat) => hand.forEach((card) => out.push({ card, place: `hand ${seat}` })));
  state.mules.forEach((mule, seat) => mule.forEach((card) => out.push({ card, place: `mule ${seat}` })));
  state.cashed.forEach((pile, seat) => pile.forEach((card) => out.push({ card, place: `cashed ${seat}` })));
  state.officerTaken.forEach((card) => out.push({ card, place: 'officerTaken' }));
  state.caisse.forEach((card) => out.push({ card, place: 'caisse' }));
  return out;
}

export interface PlayoutStep {
  before: ContrebandesState;
  seat: Seat;
  move: ContrebandesMove;
  after: ContrebandesState;
  events: ContrebandesEvent[];
}

/**
 * A random game (the engine's random playout): each move is randomMove for a
 * random active seat, drawn from one generator seeded with `seed`. Calls
 * `visit` after every move.
 */
export function randomPlayout(
  seed: number,
  seats: number,
  visit: (step: PlayoutStep) => void = () => undefined,
  firstOfficer: Seat | null = null,
): ContrebandesState {
  const played = enginePlayout(game, {
    seed,
    seats,
    options: { firstOfficer },
    visit: ({ before, actor, move, after, events }: EngineStep<ContrebandesState, ContrebandesMove, ContrebandesEvent>) =>
      visit({ before, seat: actor as Seat, move, after, events }),
  });
  return played.states[played.states.length - 1] as ContrebandesState;
}
