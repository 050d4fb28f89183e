/**
 * Helpers for the Schmuggler an Bord rules tests (not used by the game
 * itself): tables laid out by hand, a die that rolls what a test needs,
 * scripted moves and searches. Pure TypeScript like the rest of shared/.
 */
import { setUp } from '../../engine/set-up.js';
import { type Step as ScriptStep, scriptFor } from '../../engine/testing/script.js';
import type { Seat } from '../../engine/contract.js';
import { Rng, type RngState } from '../../engine/rng.js';
import { FIELD_COUNT, GOODS, type Good, fieldOf } from './goods.js';
import { sabGame } from './game.js';
import { startChips } from './rules.js';
import type { Fact, Phase, Round, SabOptions, SabState } from './types.js';

/** The game without its bots, so that these tests depend on the rules alone. */
export const game = sabGame;

export function options(change: Partial<SabOptions> = {}): SabOptions {
  return { openHistory: false, firstPlayer: 0, ...change };
}

export function newGame(seats: number, change: Partial<SabOptions> = {}, seed = 1): SabState {
  return setUp(game, seed, seats, options(change));
}

export type Step = ScriptStep<SabState, Fact>;

/** Scripted moves (the engine's test kit): one that must be accepted, several in turn, or one that must be refused. */
export const { play, playAll, refusal } = scriptFor(game);

/** A generator whose next die shows `pips` (found by trying seeds). */
export function rngRolling(pips: number): RngState {
  for (let seed = 0; seed < 10_000; seed++) if (Rng.fromSeed(seed).die(6) === pips) return Rng.fromSeed(seed).save();
  throw new Error(`no seed rolls ${pips}`);
}

export interface Table {
  seats: number;
  /** Per seat: its cards, in the order they came. */
  rows: Good[][];
  /** Default: the start's chips for every seat. */
  chips?: number[];
  kitty?: number;
  phase?: Phase;
  turn?: Seat;
  turnNumber?: number;
  pawn?: number;
  round?: Round | null;
  /** Default: every good not in a row lies on its field. */
  onField?: boolean[];
}

/** A table after the setup, laid out by hand: the cards in no row lie on their fields. */
export function table(spec: Table): SabState {
  const held = new Set(spec.rows.flat());
  return {
    game: 'schmuggler-an-bord',
    seats: spec.seats,
    options: options(),
    rng: Rng.fromSeed(7).save(),
    phase: spec.phase ?? 'roll',
    firstPlayer: 0,
    turn: spec.turn ?? 0,
    turnNumber: spec.turnNumber ?? 5,
    spread: new Array<Good | null>(FIELD_COUNT).fill(null),
    onField: spec.onField ?? GOODS.map((good) => !held.has(good)),
    pawn: spec.pawn ?? 0,
    die: null,
    rows: spec.rows.map((row) => row.slice()),
    chips: spec.chips ?? new Array<number>(spec.seats).fill(startChips(spec.seats)),
    kitty: spec.kitty ?? 0,
    round: spec.round ?? null,
    facts: [],
  };
}

/** The roller stands on the empty field of `good` and must name a suspect. */
export function atEmptyField(spec: Table & { good: Good; roller: Seat }): SabState {
  const state = table({ ...spec, phase: 'suspect', turn: spec.roller, pawn: fieldOf(spec.good) });
  const onField = state.onField.slice();
  onField[fieldOf(spec.good)] = false;
  return {
    ...state,
    onField,
    round: { good: spec.good, roller: spec.roller, chain: [], objections: null, searchers: [], turned: [], holder: null },
  };
}

/** Every search of the round, each searcher turning his places from the first on, until the round is settled. */
export function searchInOrder(state: SabState): Step {
  let current = state;
  const events: Fact[] = [];
  while (current.phase === 'search') {
    const round = current.round as Round;
    const seat = round.searchers[0] as Seat;
    let index = 0;
    while (round.turned.includes(index)) index++;
    const step = play(current, seat, { type: 'turnCard', index });
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}
