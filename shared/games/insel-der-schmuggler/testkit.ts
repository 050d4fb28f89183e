/**
 * Helpers for the Insel der Schmuggler tests (not used by the game itself):
 * fields and tiles by name, scripted moves, states laid out by hand, dice
 * chosen in advance, and random playouts. Pure TypeScript like the rest of shared/.
 */
import { setUp } from '../../engine/set-up.js';
import { type Step as ScriptStep, scriptFor } from '../../engine/testing/script.js';
import type { Seat } from '../../engine/contract.js';
import { type PlayoutStep as EngineStep, randomPlayout as enginePlayout } from '../../engine/conformance/playout.js';
import { Rng, type RngState } from '../../engine/rng.js';
import { ANCHOR_FIELD, type FieldId, ISLANDS, type Island, harbourId, seaFieldId } from './board.js';
import { TILES, type TileId } from './goods.js';
import { inselGame } from './game.js';
import {
  type Boat,
  type Dice,
  type InselEvent,
  type InselMove,
  type InselOptions,
  type InselState,
  LIGHTHOUSE_FACES,
  type LighthouseFace,
  type Phase,
  SMUGGLER_FACES,
  type SmugglerFace,
} from './types.js';

/** The game without its bots, so that these tests depend on the rules alone. */
export const game = inselGame;

/** A sea field by ring (0 inner … 2 outer) and sector. */
export function sea(ring: number, sector: number): FieldId {
  return seaFieldId(ring, sector);
}

/** An island's harbour. */
export function harbour(island: Island): FieldId {
  return harbourId(island);
}

/** The tile that goes from `origin` to `destination`. */
export function tile(origin: Island, destination: Island): TileId {
  const id = TILES.findIndex((face) => face.origin === origin && face.destination === destination);
  if (id < 0) throw new Error(`no tile from ${origin} to ${destination}`);
  return id;
}

export function options(change: Partial<InselOptions> = {}): InselOptions {
  return { rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: 0, ...change };
}

export function newGame(seats: number, change: Partial<InselOptions> = {}, seed = 1): InselState {
  return setUp(game, seed, seats, options(change));
}

export type Step = ScriptStep<InselState, InselEvent>;

/** Scripted moves (the engine's test kit): one that must be accepted, several in turn, or one that must be refused. */
export const { play, playAll, refusal } = scriptFor(game);

/** A generator whose next two draws of the roll give these dice (found by trying seeds). */
export function rngGiving(smuggler: SmugglerFace, lighthouse: LighthouseFace): RngState {
  const s = SMUGGLER_FACES.indexOf(smuggler);
  const l = LIGHTHOUSE_FACES.indexOf(lighthouse);
  for (let seed = 0; seed < 100_000; seed++) {
    const rng = Rng.fromSeed(seed);
    if (rng.int(SMUGGLER_FACES.length) === s && rng.int(LIGHTHOUSE_FACES.length) === l) return Rng.fromSeed(seed).save();
  }
  throw new Error(`no seed rolls ${smuggler} and ${lighthouse}`);
}

/** The same state, whose next roll gives these dice. */
export function withDice(state: InselState, smuggler: SmugglerFace, lighthouse: LighthouseFace): InselState {
  return { ...state, rng: rngGiving(smuggler, lighthouse) };
}

export interface Layout {
  seats: number;
  /** Per seat: where the boat is and what it carries (its owner knows it). */
  boats: readonly { at: FieldId; cargo?: TileId | null }[];
  beam?: number;
  /** Default: the anchor rock for 2 players, none else. */
  rocks?: FieldId[];
  overboard?: { field: FieldId; tiles: TileId[] }[];
  banked?: TileId[][];
  phase?: Phase;
  turn?: Seat;
  /** In the sailing phase: the dice already rolled (the smuggler die as any number, for tables written without `as const`). */
  dice?: { smuggler: number; lighthouse: LighthouseFace } | null;
  toThrow?: Seat[];
  moved?: boolean;
  /** Per island, its stack (top last). Default: its own tiles that lie nowhere else, by id. */
  islands?: TileId[][];
}

/**
 * A state laid out by hand, consistent with the rules' bookkeeping: every
 * tile not on a boat, in the sea or banked lies on its island (unless the
 * islands are given), the owners know their cargo, banked tiles are known to all.
 */
export function layout(spec: Layout): InselState {
  const { seats } = spec;
  const boats: Boat[] = spec.boats.map((boat) => ({ at: boat.at, cargo: boat.cargo ?? null, loads: boat.cargo === undefined || boat.cargo === null ? 0 : 1 }));
  const overboard = (spec.overboard ?? []).map((stack) => ({ field: stack.field, tiles: stack.tiles.slice() })).sort((a, b) => a.field - b.field);
  const banked = spec.banked ?? Array.from({ length: seats }, () => []);
  const used = new Set<TileId>([...boats.flatMap((boat) => (boat.cargo === null ? [] : [boat.cargo])), ...overboard.flatMap((stack) => stack.tiles), ...banked.flat()]);
  const islands = spec.islands ?? Array.from({ length: ISLANDS }, (_, island) => TILES.flatMap((face, id) => (face.origin === island && !used.has(id) ? [id] : [])));
  const knownBy: Seat[][] = TILES.map(() => []);
  boats.forEach((boat, seat) => boat.cargo !== null && (knownBy[boat.cargo] = [seat]));
  for (const id of banked.flat()) knownBy[id] = Array.from({ length: seats }, (_, seat) => seat);
  const phase = spec.phase ?? 'sail';
  return {
    game: 'insel-der-schmuggler',
    seats,
    options: options(),
    rng: Rng.fromSeed(7).save(),
    phase,
    turn: spec.turn ?? 0,
    firstPlayer: 0,
    turnNumber: 1,
    beam: spec.beam ?? 0,
    rocks: spec.rocks ?? (seats === 2 ? [ANCHOR_FIELD] : []),
    rocksToPlace: 0,
    boats,
    islands,
    overboard,
    knownBy,
    banked,
    dice: (spec.dice as Dice | null | undefined) ?? (phase === 'sail' ? { smuggler: 4, lighthouse: 'keeper' } : null),
    toThrow: spec.toThrow ?? [],
    moved: spec.moved ?? false,
    winner: null,
  };
}

export type PlayoutStep = EngineStep<InselState, InselMove, InselEvent>;

/**
 * A random game (the engine's random playout): random moves for the active
 * seat, from one generator seeded with `seed`. Calls `visit` after every move.
 */
export function randomPlayout(seed: number, seats: number, visit: (step: PlayoutStep) => void = () => undefined, change: Partial<InselOptions> = {}): InselState {
  const played = enginePlayout(game, { seed, seats, options: options({ firstPlayer: null, ...change }), maxMoves: 20_000, visit });
  return played.states[played.states.length - 1] as InselState;
}
