/**
 * The bots' chart of the bay: how many steps lie between two fields (with the
 * rocks, and with the beam standing in one sector or not at all), and how
 * likely the beam is to stop on a boat's sector before that boat moves again.
 *
 * Every table depends only on the rocks (fixed once the game has begun), so a
 * chart is built once per set of rocks and kept: a decision only looks numbers up.
 */
import { FIELD_IDS, FIELDS, SECTORS, type FieldId, harbourId, type Island, ISLAND_IDS, isSea, sectorOf } from '../board.js';
import { TILES } from '../goods.js';
import { SMUGGLER_FACES } from '../types.js';

/** One past the highest field id: tables are indexed by field id. */
export const FIELD_SLOTS = Math.max(...FIELD_IDS) + 1;
/** A distance that no path reaches. */
export const FAR = 999;
/** Mean pips of the smuggler die (1, 2, 2, 3, 3, 4). */
export const MEAN_PIPS = SMUGGLER_FACES.reduce((sum: number, pips) => sum + pips, 0) / SMUGGLER_FACES.length;
/** The table index for "no beam": the distances of the bay with its rocks only. */
const NO_BEAM = SECTORS;

/**
 * How the beam moves in one roll, as offsets with their chance. The black face
 * (two steps, either way) is listed apart: whoever rolls it picks the way.
 */
export const BEAM_STEPS: readonly { offset: number; chance: number }[] = [
  { offset: 0, chance: 1 / 6 },
  { offset: 2, chance: 1 / 6 },
  { offset: 3, chance: 1 / 6 },
  { offset: -2, chance: 1 / 6 },
  { offset: -3, chance: 1 / 6 },
];
/** The chance of the black face, which turns the beam two steps the roller's way. */
export const BLACK_CHANCE = 1 / 6;

export function wrapSector(sector: number): number {
  return ((sector % SECTORS) + SECTORS) % SECTORS;
}

export interface Chart {
  /** The rocks, sorted, as a text: the chart's key. */
  key: string;
  /** Whether a field holds a rock. */
  rock: Uint8Array;
  /** Steps from one field to another with the beam in `beam` (no entering its sector), FAR when cut off. */
  steps(beam: number | null, from: FieldId, to: FieldId): number;
  /** Mean turns of a delivery trip from a harbour to another (the bay's pace, for the bots' estimates). */
  meanTripTurns: number;
  /** Points a boat banks per turn in the long run: a tile's mean worth over a trip and the search for the next. */
  pointsPerTurn: number;
}

function breadthFirst(rock: Uint8Array, beam: number, from: FieldId, out: Int16Array): void {
  const base = from * FIELD_SLOTS;
  for (let i = 0; i < FIELD_SLOTS; i++) out[base + i] = FAR;
  if (FIELDS[from] === undefined || rock[from]) return;
  out[base + from] = 0;
  const queue: FieldId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const field = queue[head] as FieldId;
    const next = (out[base + field] as number) + 1;
    for (const neighbour of (FIELDS[field] as { neighbours: readonly FieldId[] }).neighbours) {
      if (rock[neighbour] || out[base + neighbour] !== FAR) continue;
      if (beam !== NO_BEAM && isSea(neighbour) && sectorOf(neighbour) === beam) continue;
      out[base + neighbour] = next;
      queue.push(neighbour);
    }
  }
}

function buildChart(rocks: readonly FieldId[], key: string): Chart {
  const rock = new Uint8Array(FIELD_SLOTS);
  for (const field of rocks) rock[field] = 1;
  const tables: (Int16Array | undefined)[] = new Array<Int16Array | undefined>(SECTORS + 1);
  const table = (beam: number): Int16Array => {
    let built = tables[beam];
    if (built === undefined) {
      built = new Int16Array(FIELD_SLOTS * FIELD_SLOTS);
      for (const from of FIELD_IDS) breadthFirst(rock, beam, from, built);
      tables[beam] = built;
    }
    return built;
  };
  const steps = (beam: number | null, from: FieldId, to: FieldId): number =>
    table(beam === null ? NO_BEAM : beam)[from * FIELD_SLOTS + to] as number;

  // The pace of the game: a trip's steps at the mean pips, plus about a turn and a half that the beam
  // costs on the way (waiting for it to move, going round it), and the way to the next tile.
  let trip = 0;
  for (const tile of TILES) trip += steps(null, harbourId(tile.origin), harbourId(tile.destination));
  const meanTripTurns = trip / TILES.length / MEAN_PIPS + 1.5;
  const meanWorth = TILES.reduce((sum, tile) => sum + tile.value, 0) / TILES.length;
  return { key, rock, steps, meanTripTurns, pointsPerTurn: meanWorth / (meanTripTurns + 0.5) };
}

const charts = new Map<string, Chart>();

/** The chart for these rocks (built on first use, then kept). */
export function chartFor(rocks: readonly FieldId[]): Chart {
  const key = rocks
    .slice()
    .sort((a, b) => a - b)
    .join(',');
  let chart = charts.get(key);
  if (chart === undefined) {
    // A handful of rock layouts in one process is usual; a long bench run meets many, so keep the map small.
    if (charts.size > 32) charts.clear();
    chart = buildChart(rocks, key);
    charts.set(key, chart);
  }
  return chart;
}

/**
 * The chance that the beam stops on a boat's sector during the next rolls, the
 * boat at `offset` sectors from the beam (clockwise). `rivalRolls` rolls come
 * first, each by someone who turns the black face onto the boat when he can;
 * then the boat's own roll, whose black face its owner turns away.
 */
function catchChance(offset: number, rivalRolls: number): number {
  // Distribution of the beam's offset from the boat, and the chance already caught.
  let spread = new Float64Array(SECTORS);
  spread[wrapSector(-offset)] = 1;
  let caught = 0;
  for (let roll = 0; roll <= rivalRolls; roll++) {
    const hostile = roll < rivalRolls;
    const next = new Float64Array(SECTORS);
    for (let at = 0; at < SECTORS; at++) {
      const weight = spread[at] as number;
      if (weight === 0) continue;
      const land = (to: number, chance: number): void => {
        const sector = wrapSector(to);
        if (sector === 0) caught += weight * chance;
        else next[sector] = (next[sector] as number) + weight * chance;
      };
      for (const step of BEAM_STEPS) land(at + step.offset, step.chance);
      const onBoat = wrapSector(at + 2) === 0 || wrapSector(at - 2) === 0;
      if (hostile && onBoat) land(0, BLACK_CHANCE);
      else if (!hostile && onBoat) land(wrapSector(at + 2) === 0 ? at - 2 : at + 2, BLACK_CHANCE);
      else {
        land(at + 2, BLACK_CHANCE / 2);
        land(at - 2, BLACK_CHANCE / 2);
      }
    }
    spread = next;
  }
  return caught;
}

/** catchOdds[rivalRolls][offset]: see catchChance; rivalRolls 0 to 3 (up to four seats). */
export const CATCH_ODDS: readonly Float64Array[] = [0, 1, 2, 3].map((rivalRolls) => {
  const odds = new Float64Array(SECTORS);
  for (let offset = 0; offset < SECTORS; offset++) odds[offset] = catchChance(offset, rivalRolls);
  return odds;
});

/** The sea field a boat's thrown goods land on in the bots' estimates: the first free neighbour (the rules' fallback: its own field). */
export function throwSpot(chart: Chart, field: FieldId): FieldId {
  for (const neighbour of (FIELDS[field] as { neighbours: readonly FieldId[] }).neighbours) {
    if (isSea(neighbour) && !chart.rock[neighbour]) return neighbour;
  }
  return field;
}

/** Each island's harbour, by island. */
export const HARBOURS: readonly FieldId[] = ISLAND_IDS.map((island: Island) => harbourId(island));
