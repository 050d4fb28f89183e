/**
 * How the bots weigh a bay: for each seat, about how many turns it still needs
 * to win, and a bay's worth to a seat is how much sooner it gets there than
 * its quickest rival (winChance turns that into a chance, for a search that
 * averages over dice).
 *
 * A seat's turns to win: the trip of the tile it carries, then the points
 * still missing at the pace the bot reckons with (Skill.pace). A tile that
 * completes the seven needs no more. An empty boat first sails to the best
 * goods within reach (an island with tiles, or a sea stack). Goods the bot
 * cannot see (another boat's, the sea's, an island's next tile) count as the
 * mean over the tiles that may be there.
 *
 * The trip, by skill: the normal bot counts the steps to the harbour at the
 * mean pips, round the beam where its next roll will likely leave it, plus
 * the chance of being caught before the boat sails again (chart.ts) times
 * what the loss would cost. The hard bot looks the trip up in the voyage
 * tables (voyage.ts), which know every turn of the beam to come: the trip's
 * turns and its chance of ending in the harbour rather than in the beam.
 */
import type { Seat } from '../../../engine/contract.js';
import { type FieldId, ISLAND_IDS, ISLANDS, type Island, isSea, SECTORS, sectorOf } from '../board.js';
import { TILE_COUNT, TILES, type TileFace, type TileId, WINNING_TOTAL } from '../goods.js';
import type { InselView } from '../types.js';
import { type Bay, fromIsland, islandOfCargo, NO_CARGO, UNSEEN } from './bay.js';
import { CATCH_ODDS, type Chart, chartFor, FAR, FIELD_SLOTS, HARBOURS, MEAN_PIPS, wrapSector } from './chart.js';
import { type Voyage, voyageTo } from './voyage.js';

/** Steps that a beam standing across the way costs, on average, until it moves on. */
const BLOCKED_STEPS = 4;
/** Turns a load at sea costs beyond its steps: it ends the move. */
const LOAD_TURNS = 0.5;
/** Turns a lead must be to make a win about three times as likely as a loss (winChance). */
const LEAD_SCALE = 10;
/** What losing goods to the beam costs in turns, for the voyage tables' choice of way (about a tile's trip and more). */
const LOSS_TURNS = 8;
/** A bay's worth when someone has won. */
export const WON = 1000;

/** The tile id of a face (each origin sends one tile to each other island). */
export function tileIdOf(face: TileFace): TileId {
  const id = TILES.findIndex((tile) => tile.origin === face.origin && tile.destination === face.destination);
  if (id < 0) throw new Error(`no tile from ${face.origin} to ${face.destination}`);
  return id;
}

/** What one bot knows for one decision, and the sums it caches meanwhile. */
export interface Reckoning {
  chart: Chart;
  me: Seat;
  /** Points a boat banks per turn in the long run, as this bot reckons (Skill.pace). */
  pace: number;
  /** Per tile: how likely it lies in the sea or on another boat rather than on its island (0: placed, banked or mine). */
  elsewhere: Float64Array;
  /** Per island: the tiles that may still lie on it, with the chance each does. */
  onIsland: Float64Array[];
  /** Turns to win with a mystery cargo, by cargo kind, field and points missing (NaN: not yet summed). */
  cache: Float64Array;
  /** The hard bot's voyage tables by destination island (voyage.ts); null: the normal bot's plain estimate. */
  voyages: Voyage[] | null;
  /**
   * For the voyage estimate of a mystery cargo, per kind (UNSEEN, then fromIsland 0 to 4) and destination:
   * weight[kind][island], the weight of the tiles going there, and rest[kind][island * 8 + need], their weighted rest turns.
   */
  weight: Float64Array[];
  rest: Float64Array[];
}

/** Mystery kinds (UNSEEN and the five fromIsland) times fields times points missing: the cache's size. */
const CACHE_SIZE = 8 * FIELD_SLOTS * (WINNING_TOTAL + 1);

/** How a level reckons. */
export interface Skill {
  /**
   * The bay's pace (chart.ts: points per turn over a mean trip) times this:
   * below 1, a point is worth more turns, so the bot prizes valuable goods
   * over near ones. 1 is the bay's own pace (the normal bot); the hard bot's
   * 0.55 won most in self-play.
   */
  pace: number;
  /** Whether trips are weighed by the voyage tables (voyage.ts) rather than by steps and the next rolls' odds. */
  voyages: boolean;
}

export const NORMAL_SKILL: Skill = { pace: 1, voyages: false };
export const HARD_SKILL: Skill = { pace: 0.55, voyages: true };

/** The tiles the viewer can place: banked ones and the cargo it knows. */
function placedTiles(view: InselView): Set<TileId> {
  const placed = new Set<TileId>();
  for (const bank of view.banked) for (const face of bank.tiles) placed.add(tileIdOf(face));
  for (const boat of view.boats) if (boat.cargo?.known) placed.add(tileIdOf(boat.cargo.tile));
  return placed;
}

/**
 * Each unplaced tile of island i lies on its stack with the chance
 * stack / unplaced (the stack is a fair draw of them); otherwise in the sea or
 * on a boat whose cargo the viewer has not seen.
 */
export function reckon(view: InselView, me: Seat, skill: Skill = NORMAL_SKILL): Reckoning {
  const voyages = skill.voyages;
  const placed = placedTiles(view);
  const elsewhere = new Float64Array(TILE_COUNT);
  const onIsland = ISLAND_IDS.map(() => new Float64Array(TILE_COUNT));
  for (const island of ISLAND_IDS) {
    const unplaced: TileId[] = [];
    TILES.forEach((tile, id) => {
      if (tile.origin === island && !placed.has(id)) unplaced.push(id);
    });
    if (unplaced.length === 0) continue;
    const share = Math.min(1, (view.islands[island] ?? 0) / unplaced.length);
    for (const id of unplaced) {
      elsewhere[id] = 1 - share;
      (onIsland[island] as Float64Array)[id] = share;
    }
  }
  const chart = chartFor(view.rocks);
  const rec: Reckoning = {
    chart,
    me,
    pace: chart.pointsPerTurn * skill.pace,
    elsewhere,
    onIsland,
    cache: new Float64Array(CACHE_SIZE).fill(Number.NaN),
    voyages: voyages ? ISLAND_IDS.map((island) => voyageTo(chart.rock, chart.key, island, view.seats - 1, LOSS_TURNS)) : null,
    weight: [],
    rest: [],
  };
  if (voyages) {
    for (const weights of [elsewhere, ...onIsland]) {
      const weight = new Float64Array(ISLANDS);
      const rest = new Float64Array(ISLANDS * (WINNING_TOTAL + 1));
      TILES.forEach((tile, id) => {
        const w = weights[id] as number;
        if (w <= 0) return;
        weight[tile.destination] = (weight[tile.destination] as number) + w;
        for (let need = 1; need <= WINNING_TOTAL; need++) {
          const at = tile.destination * (WINNING_TOTAL + 1) + need;
          rest[at] = (rest[at] as number) + w * restTurns(rec, need, tile.value);
        }
      });
      rec.weight.push(weight);
      rec.rest.push(rest);
    }
  }
  return rec;
}

/** The bay as the view shows it (mysteries where the viewer has not seen the cargo). */
export function bayFromView(view: InselView): Bay {
  return {
    seats: view.seats,
    turn: view.turn,
    beam: view.beam,
    at: view.boats.map((boat) => boat.at ?? -1),
    cargo: view.boats.map((boat) => (boat.cargo === null ? NO_CARGO : boat.cargo.known ? tileIdOf(boat.cargo.tile) : UNSEEN)),
    islands: view.islands.slice(),
    sea: view.overboard.map((stack) => ({ field: stack.field, count: stack.count })),
    banked: view.banked.map((bank) => bank.total),
    winner: view.result === null ? null : (view.result.winners[0] ?? null),
  };
}

/**
 * Steps from `from` to `to` as the beam will likely stand when the boat sails:
 * its next roll moves the beam 0, ±2 or ±3 sectors first (the black face the
 * way that suits the boat when it rolls next, either way otherwise). A beam
 * across the way costs BLOCKED_STEPS more than the bay's plain distance.
 */
export function travel(rec: Reckoning, beam: number, from: FieldId, to: FieldId, rollsNext: boolean): number {
  if (from === to) return 0;
  const chart = rec.chart;
  const plain = chart.steps(null, from, to);
  if (plain >= FAR) return FAR;
  const at = (offset: number): number => {
    const steps = chart.steps(wrapSector(beam + offset), from, to);
    return steps >= FAR ? plain + BLOCKED_STEPS : steps;
  };
  const plus2 = at(2);
  const minus2 = at(-2);
  const black = rollsNext ? Math.min(plus2, minus2) : (plus2 + minus2) / 2;
  return (at(0) + plus2 + at(3) + minus2 + at(-3) + black) / 6;
}

/** Turns still needed after banking `value` of the `need` points missing (0 when the tile completes them). */
function restTurns(rec: Reckoning, need: number, value: number): number {
  return need > value ? (need - value) / rec.pace : 0;
}

/** Turns to win for a boat at `field` with tile `tile` (plain distances), `need` points missing. */
function tileTurns(rec: Reckoning, tile: TileId, field: FieldId, need: number): number {
  const face = TILES[tile] as TileFace;
  return rec.chart.steps(null, field, HARBOURS[face.destination] as FieldId) / MEAN_PIPS + restTurns(rec, need, face.value);
}

/** Turns to win with a cargo the viewer has not seen: the mean over the tiles it may be. */
function mysteryTurns(rec: Reckoning, cargo: number, field: FieldId, need: number): number {
  const key = ((-cargo * FIELD_SLOTS + field) * (WINNING_TOTAL + 1) + need) | 0;
  const cached = rec.cache[key] as number;
  if (!Number.isNaN(cached)) return cached;
  const island = islandOfCargo(cargo);
  const weights = island === null ? rec.elsewhere : (rec.onIsland[island] as Float64Array);
  let total = 0;
  let sum = 0;
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    const weight = weights[tile] as number;
    if (weight <= 0) continue;
    total += weight;
    sum += weight * tileTurns(rec, tile, field, need);
  }
  // No tile can be there (every tile is placed): a mean tile's worth.
  const turns = total > 0 ? sum / total : rec.chart.meanTripTurns + restTurns(rec, need, 2);
  rec.cache[key] = turns;
  return turns;
}

/** Turns to win once the goods are lost next to `field`: load them again (a stranger's tile now). */
function caughtTurns(rec: Reckoning, field: FieldId, need: number): number {
  return 1 / MEAN_PIPS + LOAD_TURNS + mysteryTurns(rec, UNSEEN, field, need);
}

/**
 * Turns to win by the voyage tables (the hard bot's estimate) for a cargo at
 * `field`, the beam at `beam`, `rivalRolls` rolls of others before the boat's
 * own: the trip's turns, then the points still missing when it delivers, or
 * a new start when the goods are lost on the way.
 */
function voyageTurns(rec: Reckoning, voyages: readonly Voyage[], cargo: number, field: FieldId, beam: number, rivalRolls: number, need: number): number {
  const at = field * SECTORS + beam;
  const r = Math.min(rivalRolls, (voyages[0] as Voyage).turns.length - 1);
  const caught = caughtTurns(rec, field, need);
  if (cargo >= 0) {
    const face = TILES[cargo] as TileFace;
    const voyage = voyages[face.destination] as Voyage;
    const delivered = (voyage.delivered[r] as Float64Array)[at] as number;
    return ((voyage.turns[r] as Float64Array)[at] as number) + delivered * restTurns(rec, need, face.value) + (1 - delivered) * caught;
  }
  const island = islandOfCargo(cargo);
  const kind = island === null ? 0 : island + 1;
  const weight = rec.weight[kind] as Float64Array;
  const rest = rec.rest[kind] as Float64Array;
  let total = 0;
  let sum = 0;
  for (let destination = 0; destination < ISLANDS; destination++) {
    const w = weight[destination] as number;
    if (w <= 0) continue;
    const voyage = voyages[destination] as Voyage;
    const delivered = (voyage.delivered[r] as Float64Array)[at] as number;
    total += w;
    sum += w * ((voyage.turns[r] as Float64Array)[at] as number) + delivered * (rest[destination * (WINNING_TOTAL + 1) + need] as number) + w * (1 - delivered) * caught;
  }
  return total > 0 ? sum / total : mysteryTurns(rec, cargo, field, need);
}

/** Turns to win for an empty boat in the harbour of `island` that takes its next tile there (`need` points missing). */
export function islandTurns(rec: Reckoning, island: Island, need: number = WINNING_TOTAL): number {
  return mysteryTurns(rec, fromIsland(island), HARBOURS[island] as FieldId, need);
}

/** Turns to win for an empty boat: the way to the best goods within reach, then their trip. */
function emptyTurns(rec: Reckoning, bay: Bay, field: FieldId, need: number, rollsNext: boolean): number {
  let best = 4 * rec.chart.meanTripTurns + need / rec.pace;
  for (const island of ISLAND_IDS) {
    if ((bay.islands[island] as number) <= 0) continue;
    const harbour = HARBOURS[island] as FieldId;
    const way = travel(rec, bay.beam, field, harbour, rollsNext);
    if (way >= FAR) continue;
    const cargo = fromIsland(island as Island);
    const trip = rec.voyages ? voyageTurns(rec, rec.voyages, cargo, harbour, bay.beam, 0, need) : mysteryTurns(rec, cargo, harbour, need);
    best = Math.min(best, way / MEAN_PIPS + trip);
  }
  for (const stack of bay.sea) {
    const way = travel(rec, bay.beam, field, stack.field, rollsNext);
    if (way >= FAR) continue;
    const trip = rec.voyages ? voyageTurns(rec, rec.voyages, UNSEEN, stack.field, bay.beam, bay.seats - 1, need) : mysteryTurns(rec, UNSEEN, stack.field, need);
    best = Math.min(best, Math.max(1, way) / MEAN_PIPS + LOAD_TURNS + trip);
  }
  return best;
}

/** About how many turns `seat` still needs to win in this bay (0 once it has). */
export function turnsToWin(rec: Reckoning, bay: Bay, seat: Seat): number {
  const need = WINNING_TOTAL - (bay.banked[seat] as number);
  if (need <= 0) return 0;
  const field = bay.at[seat] as FieldId;
  if (field < 0) return need / rec.pace;
  const cargo = bay.cargo[seat] as number;
  const rivalRolls = (seat - bay.turn + bay.seats) % bay.seats;
  const rollsNext = rivalRolls === 0;
  if (cargo === NO_CARGO) return emptyTurns(rec, bay, field, need, rollsNext);
  if (rec.voyages) return voyageTurns(rec, rec.voyages, cargo, field, bay.beam, rivalRolls, need);
  let turns: number;
  if (cargo >= 0) {
    const face = TILES[cargo] as TileFace;
    turns = travel(rec, bay.beam, field, HARBOURS[face.destination] as FieldId, rollsNext) / MEAN_PIPS + restTurns(rec, need, face.value);
  } else turns = mysteryTurns(rec, cargo, field, need);
  if (isSea(field)) {
    const odds = CATCH_ODDS[Math.min(3, rivalRolls)] as Float64Array;
    const chance = odds[wrapSector(sectorOf(field) - bay.beam)] as number;
    if (chance > 0) {
      // Caught: the goods land next to the boat, a stranger's tile now, the nearest goods to load again.
      const lost = caughtTurns(rec, field, need);
      turns += chance * Math.max(0, lost - turns);
    }
  }
  return turns;
}

/** What the bay is worth to `seat`: the quickest rival's turns to win less its own (WON when someone has won). */
export function worth(rec: Reckoning, bay: Bay, seat: Seat): number {
  if (bay.winner !== null) return bay.winner === seat ? WON : -WON;
  const own = turnsToWin(rec, bay, seat);
  let rival = Infinity;
  for (let other = 0; other < bay.seats; other++) if (other !== seat) rival = Math.min(rival, turnsToWin(rec, bay, other));
  return rival - own;
}

/**
 * The chance that `seat` wins from this bay, as the estimate sees it: a lead
 * of `scale` turns is worth about three chances in four. A search that
 * averages over dice must average chances, not turns: a rival's win is lost
 * for good, however few turns it came by.
 */
export function winChance(rec: Reckoning, bay: Bay, seat: Seat): number {
  if (bay.winner !== null) return bay.winner === seat ? 1 : 0;
  return chanceOfLead(worth(rec, bay, seat));
}

/** The chance of winning with a lead of `turns` turns over the quickest rival. */
export function chanceOfLead(turns: number): number {
  return 1 / (1 + Math.exp(-turns / LEAD_SCALE));
}
