/**
 * The next state of a move, copied on write: a move changes a boat or two, a
 * stack and a tile's knowers, so only what it changes is copied, and the rest
 * is shared with the state before (never written: every write goes through
 * here). Random playouts make hundreds of moves a game; copying the whole
 * state each time would cost more than the rules.
 */
import type { Seat } from '../../engine/contract.js';
import type { FieldId, Island } from './board.js';
import type { TileId } from './goods.js';
import type { Boat, InselState } from './types.js';

export class Draft {
  readonly next: InselState;
  private boatsCopied = false;
  private islandsCopied = false;
  private overboardCopied = false;
  private knownByCopied = false;
  private bankedCopied = false;

  constructor(state: InselState) {
    this.next = shallowCopy(state);
  }

  boat(seat: Seat): Boat {
    return this.next.boats[seat] as Boat;
  }

  setBoat(seat: Seat, change: Partial<Boat>): void {
    if (!this.boatsCopied) {
      this.next.boats = this.next.boats.slice();
      this.boatsCopied = true;
    }
    const old = this.next.boats[seat] as Boat;
    // A literal of every field: V8 builds it far faster than a spread of two objects.
    this.next.boats[seat] = {
      at: change.at === undefined ? old.at : change.at,
      cargo: change.cargo === undefined ? old.cargo : change.cargo,
      loads: change.loads ?? old.loads ?? 0,
    };
  }

  /** Takes the top tile of an island's stack, or null when it has none. */
  takeFromIsland(island: Island): TileId | null {
    const stack = this.next.islands[island] as TileId[];
    if (stack.length === 0) return null;
    if (!this.islandsCopied) {
      this.next.islands = this.next.islands.slice();
      this.islandsCopied = true;
    }
    this.next.islands[island] = stack.slice(0, -1);
    return stack[stack.length - 1] as TileId;
  }

  /** Puts a tile on top of the goods in the sea at `field` (a new stack there if none). */
  dropInSea(field: FieldId, tile: TileId): void {
    this.copyOverboard();
    const overboard = this.next.overboard;
    const index = overboard.findIndex((stack) => stack.field === field);
    if (index >= 0) {
      const stack = overboard[index] as InselState['overboard'][number];
      overboard[index] = { field, tiles: [...stack.tiles, tile] };
      return;
    }
    // Kept sorted by field, as the views list them.
    const at = overboard.findIndex((stack) => stack.field > field);
    overboard.splice(at === -1 ? overboard.length : at, 0, { field, tiles: [tile] });
  }

  /** Takes the top tile of the goods in the sea at `field`, or null when there are none. */
  takeFromSea(field: FieldId): TileId | null {
    const index = this.next.overboard.findIndex((stack) => stack.field === field);
    if (index < 0) return null;
    this.copyOverboard();
    const stack = this.next.overboard[index] as InselState['overboard'][number];
    const tile = stack.tiles[stack.tiles.length - 1] as TileId;
    if (stack.tiles.length === 1) this.next.overboard.splice(index, 1);
    else this.next.overboard[index] = { field, tiles: stack.tiles.slice(0, -1) };
    return tile;
  }

  /** The seats that know a tile from now on. */
  setKnownBy(tile: TileId, seats: Seat[]): void {
    if (!this.knownByCopied) {
      this.next.knownBy = this.next.knownBy.slice();
      this.knownByCopied = true;
    }
    this.next.knownBy[tile] = seats;
  }

  bank(seat: Seat, tile: TileId): void {
    if (!this.bankedCopied) {
      this.next.banked = this.next.banked.slice();
      this.bankedCopied = true;
    }
    this.next.banked[seat] = [...(this.next.banked[seat] as TileId[]), tile];
  }

  private copyOverboard(): void {
    if (this.overboardCopied) return;
    this.next.overboard = this.next.overboard.slice();
    this.overboardCopied = true;
  }
}

/** A copy of the state's top level: an object literal of every field, which V8 builds far faster than a spread of it. */
function shallowCopy(state: InselState): InselState {
  return {
    game: state.game,
    seats: state.seats,
    options: state.options,
    rng: state.rng,
    phase: state.phase,
    turn: state.turn,
    firstPlayer: state.firstPlayer,
    turnNumber: state.turnNumber,
    beam: state.beam,
    rocks: state.rocks,
    rocksToPlace: state.rocksToPlace,
    boats: state.boats,
    islands: state.islands,
    overboard: state.overboard,
    knownBy: state.knownBy,
    banked: state.banked,
    dice: state.dice,
    toThrow: state.toThrow,
    moved: state.moved,
    winner: state.winner,
  };
}
