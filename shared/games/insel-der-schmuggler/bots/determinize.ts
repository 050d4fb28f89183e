/**
 * Determinization: a full game state drawn to agree with one seat's view.
 *
 * Everything the view shows is copied as it is: the boats, rocks, beam, dice,
 * stack counts, banked tiles (face up) and the cargo the viewer has looked at.
 * What it hides is drawn, within what the view allows:
 *
 * - the tiles the viewer cannot place are those neither banked nor on a boat
 *   whose cargo it knows;
 * - an island's stack only ever loses tiles, so it holds as many of that
 *   island's unplaced tiles as its count says, a fair draw of them;
 * - the unplaced tiles left over lie on the other boats whose cargo the viewer
 *   has not seen and in the sea stacks, shuffled among them.
 *
 * Each boat's owner knows its cargo (taking and loading make him look);
 * banked tiles are known to all; nobody knows a tile in the sea or on an
 * island. Whether the roller has already moved (so that the throws end his
 * turn) is the view's; what it cannot tell, the generator of the dice to
 * come, is drawn from the bot's own rng.
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { ISLAND_IDS } from '../board.js';
import { TILE_COUNT, TILES, type TileId } from '../goods.js';
import type { InselState, InselView } from '../types.js';
import { type Bay, NO_CARGO } from './bay.js';
import { tileIdOf } from './estimate.js';

/** A state that `viewFor(state, me)` shows as `view`, the hidden tiles drawn with `rng`. */
export function determinize(view: InselView, me: Seat, rng: Rng): InselState {
  const placed = new Set<TileId>();
  const banked = view.banked.map((bank) => bank.tiles.map(tileIdOf));
  for (const tiles of banked) for (const tile of tiles) placed.add(tile);
  const cargo: (TileId | null | undefined)[] = view.boats.map((boat) => {
    if (boat.cargo === null) return null;
    if (!boat.cargo.known) return undefined;
    const tile = tileIdOf(boat.cargo.tile);
    placed.add(tile);
    return tile;
  });

  // Each island's stack: a fair draw of its own unplaced tiles; the rest are somewhere at sea.
  const islands: TileId[][] = [];
  let elsewhere: TileId[] = [];
  for (const island of ISLAND_IDS) {
    const unplaced: TileId[] = [];
    TILES.forEach((tile, id) => {
      if (tile.origin === island && !placed.has(id)) unplaced.push(id);
    });
    const shuffled = rng.shuffle(unplaced);
    const count = Math.min(view.islands[island] ?? 0, shuffled.length);
    islands.push(shuffled.slice(0, count));
    elsewhere = elsewhere.concat(shuffled.slice(count));
  }
  elsewhere = rng.shuffle(elsewhere);

  let next = 0;
  const draw = (): TileId => {
    // The view's counts always leave enough tiles (the rules keep all 20 somewhere); a tile to spare keeps a broken view from stopping the bot.
    const tile = elsewhere[next++];
    return tile ?? (next - 1) % TILE_COUNT;
  };
  const boats = view.boats.map((boat, seat) => ({
    at: boat.at,
    cargo: cargo[seat] === undefined ? draw() : (cargo[seat] as TileId | null),
    loads: boat.loads,
  }));
  const overboard = view.overboard.map((stack) => ({ field: stack.field, tiles: Array.from({ length: stack.count }, draw) }));

  const knownBy: Seat[][] = Array.from({ length: TILE_COUNT }, () => []);
  const everyone = Array.from({ length: view.seats }, (_, seat) => seat);
  for (const tiles of banked) for (const tile of tiles) knownBy[tile] = everyone.slice();
  boats.forEach((boat, seat) => {
    if (boat.cargo === null) return;
    const knowers = [seat];
    if (seat !== me && view.boats[seat]?.cargo?.known) knowers.push(me);
    knownBy[boat.cargo] = knowers.sort((a, b) => a - b);
  });

  return {
    game: 'insel-der-schmuggler',
    seats: view.seats,
    options: { ...view.options },
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1],
    phase: view.phase,
    turn: view.turn,
    firstPlayer: view.firstPlayer,
    turnNumber: view.turnNumber,
    beam: view.beam,
    rocks: view.rocks.slice(),
    rocksToPlace: view.rocksToPlace,
    boats,
    islands,
    overboard,
    knownBy,
    banked,
    dice: view.dice === null ? null : { ...view.dice },
    toThrow: view.toThrow.slice(),
    moved: view.moved,
    winner: view.result === null ? null : (view.result.winners[0] ?? null),
  };
}

/** The bots' bay of a determinized state: every cargo a tile the search may follow. */
export function bayFromState(state: InselState, view: InselView): Bay {
  return {
    seats: state.seats,
    turn: state.turn,
    beam: state.beam,
    at: state.boats.map((boat) => boat.at ?? -1),
    cargo: state.boats.map((boat) => boat.cargo ?? NO_CARGO),
    islands: state.islands.map((stack) => stack.length),
    sea: state.overboard.map((stack) => ({ field: stack.field, count: stack.tiles.length })),
    banked: view.banked.map((bank) => bank.total),
    winner: state.winner,
  };
}
