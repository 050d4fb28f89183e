/**
 * What a game gives the conformance suite besides its definition: the one
 * thing the suite cannot find out by itself, which parts of a state are whose
 * secret, and how to play it quickly. A game default-exports its kit from
 * shared/games/<id>/conformance.ts, where shared/games/conformance.test.ts
 * finds it; the suite (checks.ts) then holds it to every rule
 * of docs/engine.md. Test code only.
 */
import type { GameDefinition, HostTask, Seat, Viewer } from '../contract.js';
import type { Rng } from '../rng.js';
import type { Sampler } from '../search/sampler.js';

/** A table to play: a seat count and the options. */
export interface ConformanceTable<O> {
  seats: number;
  options: O;
}

/** A table a game must refuse to set up, and why, as a test title reads it. */
export interface RefusedTable {
  label: string;
  seats: number;
  options: unknown;
}

export interface ConformanceKit<S, M, E, V, O> {
  /** The registered definition, bots included: the suite asks the hard bot for hints. */
  game: GameDefinition<S, M, E, V, O>;
  /**
   * The same state with everything `keep` may not know drawn again at random,
   * and everything `keep` may know left as it is ('spectator': every seat's
   * secrets drawn again, the public facts kept). The state must be one the
   * game could have reached. This is the game's own account of what is
   * secret: the suite checks that nothing `keep` is given (its view, its
   * legal moves, the refusals of its moves, the public events) depends on it.
   * It must not change its input.
   */
  perturbSecrets(state: S, keep: Viewer, rng: Rng): S;
  /**
   * For a game that promises latest only (GameDefinition.latestOnly): the
   * same state with every announcement older than the latest told otherwise
   * at random (another story of the past), the present kept. The suite checks
   * that no page's view and no move's events depend on it. Required when a
   * table of the kit makes the promise. It must not change its input.
   */
  perturbHistory?(state: S, rng: Rng): S;
  /** The tables to play. Default: every seat count, with the default options. */
  tables?: readonly ConformanceTable<O>[];
  /**
   * Tables the game must refuse beyond those the suite makes up for every
   * game (seat counts out of range, options of the wrong type, unknown or out
   * of range): what only the game knows does not fit, such as a first player
   * past a small table.
   */
  refusedTables?: readonly RefusedTable[];
  /** Random playouts per table, host tasks answered by hostMove. Default 2. */
  playouts?: number;
  /**
   * For games with host tasks: a quick stand-in for performHostTask, drawn
   * from `rng` (random playouts make many host moves; a physics roll is slow).
   */
  hostMove?(task: HostTask, rng: Rng, state: S): M;
  /** Playouts that perform the game's real host tasks, as the host does. Default 1 for a game with host tasks. */
  hostPlayouts?: number;
  /** The longest game the suite accepts, moves of the host included. Default 10 000. */
  maxMoves?: number;
  /**
   * The game's own checks, run after the suite's on the same playouts
   * (playoutsOf): secrets that perturbSecrets cannot reach, such as what a
   * move of the seat who holds them tells the others.
   */
  checks?: readonly ConformanceCheck[];
  /**
   * The game's sampler of the states behind a seat's view, for the
   * information-set search (engine/search/sampler.ts), held to its contract
   * by the sampler check (sampler-check.ts). Absent: the game has none yet.
   */
  sampler?: ConformanceSampler<S, V>;
}

/** A game's sampler, with what the coverage check compares its samples by. */
export interface ConformanceSampler<S, V> extends Sampler<S, V> {
  /**
   * What `seat` cannot see of `state`, as a key (its generator's words left
   * out: a sampler draws them anew): two states with the same view and the
   * same key are the same possibility for that seat.
   */
  hidden(state: S, seat: Seat): string;
}

/** A kit with its type parameters erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConformanceKit = ConformanceKit<any, any, any, any, any>;

/** One promise every game is held to (checks.ts), or one a game adds of its own (ConformanceKit.checks). */
export interface ConformanceCheck {
  /** What the check holds the game to, as a test title. */
  name: string;
  run(kit: AnyConformanceKit): void | Promise<void>;
}
