/**
 * Insel der Schmuggler for the conformance suite (shared/engine/conformance):
 * what is whose secret. Test code only, default-exported, found by
 * shared/games/conformance.test.ts.
 *
 * The only secrets are the tiles' faces (decision 8). A viewer knows the
 * banked tiles and the ones he looked at and still carries; every other tile
 * is one of those he cannot place. What he does know about them: an island's
 * stack holds only that island's tiles (stacks only ever lose tiles), and how
 * many tiles lie where (each stack's count, which boats carry something).
 * So the secrets are drawn again by dealing, for each island, its stack out
 * of that island's unplaceable tiles, and the rest of the unplaceable tiles
 * among the other places that hold them (the sea stacks, the boats whose
 * cargo he has not seen), each place keeping its size and its knowers.
 */
import type { Seat, Viewer } from '../../engine/contract.js';
import type { ConformanceKit } from '../../engine/conformance/kit.js';
import type { Rng } from '../../engine/rng.js';
import { ISLAND_IDS } from './board.js';
import { TILES, type TileId } from './goods.js';
import { determinize } from './bots/determinize.js';
import { inselDerSchmuggler } from './index.js';
import type { InselEvent, InselMove, InselOptions, InselState, InselView } from './types.js';

const options = (change: Partial<InselOptions> = {}): InselOptions => ({ rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null, ...change });

/** The tables to play: every seat count, both setups and both rock placements. */
export const INSEL_TABLES = [
  { seats: 2, options: options() },
  { seats: 3, options: options() },
  { seats: 4, options: options() },
  { seats: 2, options: options({ rocks: 2, rockPlacement: 'turns', startHarbours: 'random', firstPlayer: 1 }) },
  { seats: 4, options: options({ rocks: 3, rockPlacement: 'random', startHarbours: 'random' }) },
] as const;

export const inselConformance: ConformanceKit<InselState, InselMove, InselEvent, InselView, InselOptions> = {
  game: inselDerSchmuggler,
  perturbSecrets,
  tables: INSEL_TABLES,
  // The schema takes any of 4 seats: the table's own count is setup's to check.
  refusedTables: [{ label: 'a first player past the table', seats: 2, options: options({ firstPlayer: 2 }) }],
  // The hard bot's determinization; the faces of the tiles are all that is hidden (the dice to come are the generator's).
  sampler: { sample: determinize, hidden: hiddenTiles },
};

/** Where the tiles lie (a stack's tiles as a set: a stack's order is the generator's, drawn anew by a sampler as by the rules). */
function hiddenTiles(state: InselState): string {
  const set = (tiles: readonly TileId[]) => tiles.slice().sort((a, b) => a - b);
  return JSON.stringify([state.islands.map(set), state.boats.map((boat) => boat.cargo), state.overboard.map((stack) => set(stack.tiles))]);
}

/** Whether `viewer` may know this tile now: banked (public), or looked at and still carried by him. */
function knows(state: InselState, viewer: Viewer, tile: TileId): boolean {
  if (state.banked.some((tiles) => tiles.includes(tile))) return true;
  return viewer !== 'spectator' && (state.knownBy[tile] ?? []).includes(viewer);
}

/** The same bay with every tile `keep` cannot place dealt again among the places that hold such tiles. */
export function perturbSecrets(state: InselState, keep: Viewer, rng: Rng): InselState {
  const hidden = (tile: TileId) => !knows(state, keep, tile);
  // Each island's stack: a fair draw of that island's hidden tiles; the rest are at sea or on the boats.
  const islands: TileId[][] = [];
  let loose: TileId[] = [];
  for (const island of ISLAND_IDS) {
    const own = rng.shuffle(TILES.flatMap((face, id) => (face.origin === island && hidden(id) ? [id] : [])));
    const size = (state.islands[island] as TileId[]).length;
    islands.push(own.slice(0, size));
    loose.push(...own.slice(size));
  }
  loose = rng.shuffle(loose);
  const knownBy = state.knownBy.map((seats) => seats.slice());
  // A place keeps its knowers: the new tile on a boat is known to whoever knew the old one (its owner), a tile in the sea to nobody.
  const deal = (old: TileId): TileId => {
    if (!hidden(old)) return old;
    const dealt = loose.pop() as TileId;
    knownBy[dealt] = (state.knownBy[old] as Seat[]).slice();
    return dealt;
  };
  const boats = state.boats.map((boat) => (boat.cargo === null ? { ...boat } : { ...boat, cargo: deal(boat.cargo) }));
  const overboard = state.overboard.map((stack) => ({ field: stack.field, tiles: stack.tiles.map(deal) }));
  for (const stack of islands) for (const id of stack) knownBy[id] = [];
  return { ...state, islands, boats, overboard, knownBy };
}

/** Found by shared/games/conformance.test.ts: every game folder with a conformance.ts is checked. */
export default inselConformance;
