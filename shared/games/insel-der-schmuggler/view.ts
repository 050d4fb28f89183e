/**
 * What a viewer may know (decision 8): where every boat, rock and stack is,
 * how many tiles each stack holds, the banked tiles (face up), and the faces
 * of the tiles the viewer has looked at and still carries. A tile's identity
 * appears nowhere else: not in the stacks, not on the other boats. The turn
 * is public too: its phase, dice and throws to come, and whether the roller
 * has already moved (then the throws end his turn).
 */
import type { Viewer } from '../../engine/contract.js';
import { type TileId, tileFace } from './goods.js';
import { activeSeats, bankedTotal, result } from './rules.js';
import type { CargoView, InselState, InselView } from './types.js';

export function viewFor(state: InselState, viewer: Viewer): InselView {
  return {
    game: 'insel-der-schmuggler',
    viewer,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    activeSeats: activeSeats(state),
    turn: state.turn,
    firstPlayer: state.firstPlayer,
    turnNumber: state.turnNumber,
    beam: state.beam,
    rocks: state.rocks.slice(),
    rocksToPlace: state.rocksToPlace,
    boats: state.boats.map((boat, seat) => ({ seat, at: boat.at, cargo: cargoView(state, boat.cargo, viewer), loads: boat.loads ?? 0 })),
    islands: state.islands.map((stack) => stack.length),
    overboard: state.overboard.map((stack) => ({ field: stack.field, count: stack.tiles.length })),
    banked: state.banked.map((tiles) => ({ tiles: tiles.map((tile) => ({ ...tileFace(tile) })), total: bankedTotal(tiles) })),
    dice: state.dice === null ? null : { ...state.dice },
    toThrow: state.toThrow.slice(),
    moved: state.moved,
    result: result(state),
  };
}

/** A cargo as the viewer sees it: its face only if he has looked at it (a spectator never has). */
function cargoView(state: InselState, cargo: TileId | null, viewer: Viewer): CargoView {
  if (cargo === null) return null;
  if (viewer === 'spectator' || !(state.knownBy[cargo] ?? []).includes(viewer)) return { known: false };
  return { known: true, tile: { ...tileFace(cargo) } };
}
