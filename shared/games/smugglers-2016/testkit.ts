/**
 * Helpers for the Smugglers (2016) tests (not used by the game itself):
 * scripted moves, rounds with chosen dice, rolls whose outcome the test
 * decides (as the host would after its simulation), and random playouts whose
 * host outcomes are drawn at random. Pure TypeScript like the rest of shared/.
 */
import { HOST, type Seat } from '../../engine/contract.js';
import { type PlayoutStep as EngineStep, randomPlayout as enginePlayout } from '../../engine/conformance/playout.js';
import { Rng, type RngState } from '../../engine/rng.js';
import { setUp } from '../../engine/set-up.js';
import { type Step as ScriptStep, scriptFor } from '../../engine/testing/script.js';
import type { RollOutcome } from './physics/contract.js';
import { smugglersGame } from './game.js';
import { beginRound, currentTester } from './rules.js';
import type { Contraband, SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState } from './types.js';

/** The game without its bots; the tests give the host's outcomes themselves, without physics. */
export const game = smugglersGame;

export function options(change: Partial<SmugglersOptions> = {}): SmugglersOptions {
  return { hourglassSeconds: 60, shortGame: false, firstPlayer: 0, ...change };
}

export function newGame(seats: number, change: Partial<SmugglersOptions> = {}, seed = 1): SmugglersState {
  return setUp(game, seed, seats, options(change));
}

export type Step = ScriptStep<SmugglersState, SmugglersEvent>;

/** Scripted moves (the engine's test kit): one that must be accepted (a seat's or the host's), or steps in turn. */
export const { play, chain } = scriptFor(game);

/** A generator state whose first dice are `dice` (found by trying seeds). */
export function rngGiving(dice: readonly number[]): RngState {
  for (let seed = 0; seed < 1_000_000; seed++) {
    const rng = Rng.fromSeed(seed);
    if (dice.every((value) => rng.die(6) === value)) return Rng.fromSeed(seed).save();
  }
  throw new Error(`no seed gives the dice ${dice.join(', ')}`);
}

/**
 * The current round started over with the given dice: the first starts the
 * round (a red one leaves the hole open), the next ones are drawn later (the
 * second roll after a red number, the roll-offs). Tokens, bombs, the boss and
 * the starting player are those of `state`, which may be changed first.
 */
export function roundWithDice(state: SmugglersState, dice: readonly number[], change: Partial<SmugglersState> = {}): SmugglersState {
  const next = JSON.parse(JSON.stringify({ ...state, ...change })) as SmugglersState;
  next.rng = rngGiving(dice);
  next.round -= 1;
  beginRound(next, []);
  return next;
}

/** Sets what the next dice drawn by the engine will be (for roll-offs and second rolls). */
export function withDice(state: SmugglersState, dice: readonly number[]): SmugglersState {
  return { ...state, rng: rngGiving(dice) };
}

export interface SphereChoice {
  massG: number;
  contraband: Contraband;
  roundness?: number;
}

/** Every seat sculpts (seat → its sphere). */
export function sculptAll(state: SmugglersState, spheres: readonly SphereChoice[]): Step {
  return chain(
    state,
    spheres.map((sphere, seat) => (current: SmugglersState) =>
      play(current, seat, { type: 'sculpt', massG: sphere.massG, roundness: sphere.roundness ?? 1, shapeSeed: seat, contraband: sphere.contraband }),
    ),
  );
}

/** The current tester pushes and the host reports `outcome`. */
export function roll(state: SmugglersState, outcome: RollOutcome, strength = 0.5): Step {
  const seat = currentTester(state);
  return chain(state, [(s) => play(s, seat, { type: 'push', strength }), (s) => play(s, HOST, { type: 'roll-outcome', outcome })]);
}

/** Each tester in turn rolls through his list of outcomes (in test order, from the starting player). */
export function testAll(state: SmugglersState, outcomes: Record<number, RollOutcome[]>): Step {
  let current = state;
  const events: SmugglersEvent[] = [];
  while (current.phase === 'testing') {
    const seat = currentTester(current);
    const list = outcomes[seat];
    if (!list || list.length === 0) throw new Error(`no outcome left for seat ${seat}`);
    const step = roll(current, list.shift() as RollOutcome);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}

/** Passed for the seats listed, stuck twice for the others. */
export function passOnly(seats: number, passing: readonly Seat[]): Record<number, RollOutcome[]> {
  const out: Record<number, RollOutcome[]> = {};
  for (let seat = 0; seat < seats; seat++) out[seat] = passing.includes(seat) ? ['passed'] : ['stuck', 'stuck'];
  return out;
}

export type PlayoutStep = EngineStep<SmugglersState, SmugglersMove, SmugglersEvent>;

const OUTCOMES: RollOutcome[] = ['passed', 'stuck', 'short'];

/** A random host outcome: passed, stuck or short with the given weights. */
export function randomOutcome(rng: Rng, weights: [number, number, number] = [0.45, 0.4, 0.15]): RollOutcome {
  let draw = rng.next() * (weights[0] + weights[1] + weights[2]);
  for (let i = 0; i < 3; i++) {
    draw -= weights[i] as number;
    if (draw < 0) return OUTCOMES[i] as RollOutcome;
  }
  return 'stuck';
}

/** The host's answer to a roll in random playouts: an outcome drawn at random, as if the physics said so. */
export function randomRoll(_task: unknown, rng: Rng): SmugglersMove {
  return { type: 'roll-outcome', outcome: randomOutcome(rng) };
}

/**
 * A random game (the engine's random playout): random moves for a random
 * active seat, random host outcomes, from one generator seeded with `seed`.
 * Calls `visit` after every move.
 */
export function randomPlayout(
  seed: number,
  seats: number,
  visit: (step: PlayoutStep) => void = () => undefined,
  change: Partial<SmugglersOptions> = {},
): SmugglersState {
  const played = enginePlayout(game, { seed, seats, options: options({ firstPlayer: null, ...change }), hostMove: randomRoll, maxMoves: 20_000, visit });
  return played.states[played.states.length - 1] as SmugglersState;
}

/** A move that must be accepted, applied. */
function applied(state: SmugglersState, actor: Seat | typeof HOST, move: SmugglersMove): SmugglersState {
  const outcome = game.applyMove(state, actor, move);
  if (!outcome.ok) throw new Error(outcome.rejection.key);
  return outcome.state;
}

/** A new 2-player game (seed 3 unless told) whose two balls are sculpted, small and round (8 g, a sweet treat each): the test begins. */
export function bothSculpted(seed = 3): SmugglersState {
  let state = newGame(2, {}, seed);
  for (const seat of [0, 1]) state = applied(state, seat, { type: 'sculpt', massG: 8, roundness: 1, shapeSeed: 7, contraband: 'sweet' });
  return state;
}

/** That game after its test: the first tester's ball through the fence (the office), the second's stuck twice (the junk room). */
export function afterTheTest(): SmugglersState {
  let state = bothSculpted();
  const [first, second] = state.testOrder as [Seat, Seat];
  state = applied(state, first, { type: 'push', strength: 0.7 });
  state = applied(state, HOST, { type: 'roll-outcome', outcome: 'passed' });
  for (let i = 0; i < 2; i++) {
    state = applied(state, second, { type: 'push', strength: 0.7 });
    state = applied(state, HOST, { type: 'roll-outcome', outcome: 'stuck' });
  }
  return state;
}
