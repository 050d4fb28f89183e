/** The shapes of an Insel der Schmuggler game: options, state, moves, events and views. */
import { z } from 'zod';
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { RngState } from '../../engine/rng.js';
import type { FieldId, Island } from './board.js';
import type { TileFace, TileId } from './goods.js';

export const inselOptionsSchema = z
  .object({
    /** Rocks variant: how many rocks go on free sea fields before the game (0: the variant is off). */
    rocks: z.number().int().min(0).max(3),
    /** Rocks variant: placed by the players in turn, or at random by the app. */
    rockPlacement: z.enum(['turns', 'random']),
    /** Each player picks the harbour his boat starts in (the rulebook), or the app draws them. */
    startHarbours: z.enum(['choose', 'random']),
    /** The first player (the rulebook: whoever saw a lighthouse last); null draws him from the seed. */
    firstPlayer: z.number().int().min(0).max(3).nullable(),
  })
  .strict();
export type InselOptions = z.infer<typeof inselOptionsSchema>;

const fieldSchema = z.number().int().min(0).max(64);
const islandSchema = z.number().int().min(0).max(4);

export const inselMoveSchema = z.discriminatedUnion('type', [
  /** Rocks variant, in turn: a rock on a free sea field. */
  z.object({ type: z.literal('placeRock'), field: fieldSchema }).strict(),
  /** Setup: the island whose harbour the boat starts in. */
  z.object({ type: z.literal('chooseHarbour'), island: islandSchema }).strict(),
  /** Start of a turn: the host rolls both dice (a tile is taken first when the boat may take one). */
  z.object({ type: z.literal('roll') }).strict(),
  /** Two black arrows: the roller turns the beam two steps the way he chooses. */
  z.object({ type: z.literal('turnBeam'), direction: z.enum(['clockwise', 'counterclockwise']) }).strict(),
  /** A caught boat's goods go overboard onto this sea field, next to that boat (the first boat still waiting). */
  z.object({ type: z.literal('throw'), field: fieldSchema }).strict(),
  /** Sail to a field with no boat (a harbour may hold several), or stay where you are (to = where the boat is). */
  z.object({ type: z.literal('sail'), to: fieldSchema }).strict(),
  /** Sail onto a field with goods overboard and load the top one (or swap your goods with it). Ends the move. */
  z.object({ type: z.literal('load'), at: fieldSchema }).strict(),
  /** Sail into the boat at `at` and push it onto the free sea field `to` next to it. Ends the move. */
  z.object({ type: z.literal('push'), at: fieldSchema, to: fieldSchema }).strict(),
  /** Sail to `from`, next to the boat at `at`, and swap places with it (it goes to `from`). Ends the move. */
  z.object({ type: z.literal('swap'), from: fieldSchema, at: fieldSchema }).strict(),
]);
export type InselMove = z.infer<typeof inselMoveSchema>;

/** Faces of the lighthouse die (RULINGS 3): red turns clockwise, green counter-clockwise, black as the roller picks. */
export const LIGHTHOUSE_FACES = ['red2', 'red3', 'green2', 'green3', 'black2', 'keeper'] as const;
export type LighthouseFace = (typeof LIGHTHOUSE_FACES)[number];
/** Faces of the smuggler die. */
export const SMUGGLER_FACES = [1, 2, 2, 3, 3, 4] as const;
export type SmugglerFace = (typeof SMUGGLER_FACES)[number];

export type BeamDirection = 'clockwise' | 'counterclockwise';

export type Phase =
  /** Rocks variant, placed in turn. */
  | 'rocks'
  /** Each seat in turn picks its starting harbour. */
  | 'harbours'
  /** The seat whose turn it is rolls. */
  | 'roll'
  /** Black arrows: the roller picks the beam's direction. */
  | 'beam'
  /** The roller throws a caught boat's goods overboard. */
  | 'throw'
  /** The roller moves his boat. */
  | 'sail'
  | 'over';

export interface Boat {
  /** Null only before its harbour is chosen. */
  at: FieldId | null;
  cargo: TileId | null;
  /**
   * How many times the boat has taken goods aboard (from an island or from the
   * sea), as everybody watched it; absent counts as 0. Public: it is how a view
   * shows that a loaded boat swapped its goods with goods in the sea, which
   * leaves every count as it was.
   */
  loads?: number;
}

export interface Dice {
  smuggler: SmugglerFace;
  lighthouse: LighthouseFace;
}

export interface InselState {
  game: 'insel-der-schmuggler';
  seats: number;
  options: InselOptions;
  rng: RngState;
  phase: Phase;
  /** Whose turn it is (in setup: who places a rock or picks a harbour). */
  turn: Seat;
  firstPlayer: Seat;
  /** Turns begun since the setup (0 during setup). */
  turnNumber: number;
  /** The sector the beam points along. */
  beam: number;
  /** Fields with a rock (the 2-player anchor rock included). */
  rocks: FieldId[];
  /** Rocks still to place in turn. */
  rocksToPlace: number;
  boats: Boat[];
  /** Each island's face-down stack; the top is the last. */
  islands: TileId[][];
  /** Goods lying in the sea, by field (sorted by field); the top of a stack is the last. */
  overboard: { field: FieldId; tiles: TileId[] }[];
  /** Per tile: the seats that have looked at it and may still know it (cleared when it goes into the sea). */
  knownBy: Seat[][];
  /** Per seat: the tiles delivered, in order (face up: public). */
  banked: TileId[][];
  /** This turn's roll, from the roll until the turn ends. */
  dice: Dice | null;
  /** Caught boats whose goods the roller still has to throw, in order. */
  toThrow: Seat[];
  /** Whether the roller's boat has moved this turn (throws after a push or a swap into the beam then end the turn). Public: the views show it. */
  moved: boolean;
  winner: Seat | null;
}

/** What a boat is seen to carry: nothing, a tile whose back the viewer has not seen, or one he knows. */
export type CargoView = null | { known: false } | { known: true; tile: TileFace };

export type InselEvent =
  | { type: 'rock-placed'; seat: Seat | null; field: FieldId }
  | { type: 'harbour-chosen'; seat: Seat; island: Island }
  | { type: 'turn-began'; seat: Seat; turnNumber: number }
  | { type: 'tile-taken'; seat: Seat; island: Island; left: number }
  | { type: 'rolled'; seat: Seat; dice: Dice }
  | { type: 'beam-turned'; from: number; to: number; direction: BeamDirection; steps: number }
  | { type: 'keeper-sleeps'; beam: number }
  /** Boats in the beam's sector that carried goods (the beam stopped there, or a push put them there). */
  | { type: 'caught'; seats: Seat[]; beam: number }
  | { type: 'thrown'; by: Seat; boat: Seat; field: FieldId }
  /** The rules' path, step by step, from where the boat was (first) to where it stops (last). */
  | { type: 'sailed'; seat: Seat; path: FieldId[] }
  | { type: 'loaded'; seat: Seat; path: FieldId[]; swapped: boolean }
  | { type: 'pushed'; seat: Seat; path: FieldId[]; boat: Seat; to: FieldId }
  | { type: 'swapped'; seat: Seat; path: FieldId[]; boat: Seat }
  | { type: 'delivered'; seat: Seat; island: Island; tile: TileFace; total: number }
  | { type: 'game-over'; result: GameResult };

export interface BoatView {
  seat: Seat;
  at: FieldId | null;
  cargo: CargoView;
  /** Boat.loads: how many times it has taken goods aboard. */
  loads: number;
}

export interface InselView {
  game: 'insel-der-schmuggler';
  viewer: Viewer;
  seats: number;
  options: InselOptions;
  phase: Phase;
  activeSeats: Seat[];
  turn: Seat;
  firstPlayer: Seat;
  turnNumber: number;
  beam: number;
  rocks: FieldId[];
  rocksToPlace: number;
  boats: BoatView[];
  /** How many tiles are left on each island. */
  islands: number[];
  /** How many tiles lie in the sea, by field (sorted by field). */
  overboard: { field: FieldId; count: number }[];
  /** Per seat: the delivered tiles (public) and their total. */
  banked: { tiles: TileFace[]; total: number }[];
  dice: Dice | null;
  toThrow: Seat[];
  /**
   * InselState.moved, public (everybody watched the boat): whether the
   * roller's boat has moved this turn. A view shows it true only while the
   * roller throws goods caught after his push or swap: those throws end his
   * turn rather than lead to the sailing.
   */
  moved: boolean;
  result: GameResult | null;
}
