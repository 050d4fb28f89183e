/**
 * The 20 goods (RULINGS insel-der-schmuggler 4): four on each island, one to
 * each other island. Destinations are counted clockwise in islands: the next
 * island clockwise is worth 1, the next counter-clockwise 2, the two across
 * the bay 2 (two islands clockwise) and 3 (two counter-clockwise), 8 points
 * per island and 40 in all.
 */
import { ISLANDS, type Island } from './board.js';

export type TileId = number;
export type TileValue = 1 | 2 | 3;

/** What the back of a tile shows: where it must go and what it is worth (and the island it came from). */
export interface TileFace {
  origin: Island;
  destination: Island;
  value: TileValue;
}

/** Islands clockwise from the origin to the destination, and the worth of that trip. */
const TRIPS: readonly { steps: number; value: TileValue }[] = [
  { steps: 1, value: 1 },
  { steps: 2, value: 2 },
  { steps: 3, value: 3 },
  { steps: 4, value: 2 },
];

/** Tile `origin * 4 + k` goes from `origin` on the k-th trip. */
export const TILES: readonly TileFace[] = Array.from({ length: ISLANDS * TRIPS.length }, (_, id) => {
  const origin = Math.floor(id / TRIPS.length) as Island;
  const trip = TRIPS[id % TRIPS.length] as { steps: number; value: TileValue };
  return { origin, destination: ((origin + trip.steps) % ISLANDS) as Island, value: trip.value };
});

export const TILE_COUNT = TILES.length;

/** The banked total that wins at once (rulebook: seven or more). */
export const WINNING_TOTAL = 7;

export function tileFace(id: TileId): TileFace {
  const face = TILES[id];
  if (face === undefined) throw new Error(`no tile ${id}`);
  return face;
}
