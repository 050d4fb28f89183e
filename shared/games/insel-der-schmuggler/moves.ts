/**
 * Where boats may go: pure helpers over the waters (the beam, the rocks, the
 * boats and the goods in the sea), shared by the rules, the bots and the
 * table's pickers (RULINGS insel-der-schmuggler 5 and 6; decisions 4 to 6).
 * A state and a view are both waters, so a bot or the table asks the same
 * questions of its view that the rules ask of the state.
 *
 * Random playouts ask these questions at nearly every move, so the board is
 * held here as typed arrays and each question is one breadth-first search
 * over at most 65 fields, in scratch arrays reused from call to call (the
 * functions are synchronous and never call each other while a search is
 * under way, so sharing the scratch is safe).
 *
 * The searches' inner loops read those arrays through local constants
 * (`const d = dist`): V8 checks a module-level binding each time it is read
 * (it might be read before it is set), and in a breadth-first search the
 * checks are a good part of the work.
 */
import type { Seat } from '../../engine/contract.js';
import { FIELDS, HARBOUR_IDS, type FieldId, type Island, SEA_FIELD_IDS, SECTORS } from './board.js';
import type { BeamDirection, InselMove, LighthouseFace } from './types.js';

/** What the helpers read of a state or a view. */
export interface Waters {
  beam: number;
  rocks: readonly FieldId[];
  boats: readonly { at: FieldId | null }[];
  overboard: readonly { field: FieldId }[];
}

export type SailMove = Extract<InselMove, { type: 'sail' | 'load' | 'push' | 'swap' }>;

/** A move of the sailing phase and one shortest way to make it: start … end (for a push or a swap: … up to the other boat's field). */
export interface SailOption {
  move: SailMove;
  path: FieldId[];
}

/** Why a sailing move cannot be made (the rules word each one as a refusal). */
export type SailProblem =
  /** The id is a reef, not a field. */
  | 'noField'
  | 'rock'
  | 'inBeam'
  /** Another boat lies on that sea field (push it or swap with it instead). */
  | 'boatThere'
  /** Not within the pips along free fields. */
  | 'outOfReach'
  | 'noGoods'
  /** Goods on the boat's own field: it must sail away and come back, two steps at least. */
  | 'loadNeedsStep'
  /** No other boat to push or swap with there. */
  | 'noBoat'
  /** A harbour holds any number of boats: nobody is pushed out of one. */
  | 'inHarbour'
  | 'pushOntoFreeSea'
  /** Pushing the boat onto a field the mover could swap from leaves both where a swap would: it is that swap. */
  | 'pushIsSwap'
  | 'swapFromNextTo';

// ------------------------------------------------------------------ the board as typed arrays

const SLOTS = FIELDS.length;
/**
 * The neighbours of field f are NEIGHBOURS[FIRST[f]] … NEIGHBOURS[FIRST[f + 1] - 1], in the board's order
 * (the searches' order, which picks the paths), and at the same places in SORTED by id (the moves' order).
 */
const FIRST = new Int16Array(SLOTS + 1);
const IS_FIELD = new Uint8Array(SLOTS);
const IS_SEA = new Uint8Array(SLOTS);
const SECTOR = new Int8Array(SLOTS).fill(-1);
const { NEIGHBOURS, SORTED } = buildBoard();
/** The sea fields of each sector (what the beam lights when it points along it). */
const SECTOR_SEA: readonly (readonly FieldId[])[] = Array.from({ length: SECTORS }, (_, sector) => SEA_FIELD_IDS.filter((id) => SECTOR[id] === sector));

function buildBoard(): { NEIGHBOURS: Int8Array; SORTED: Int8Array } {
  let count = 0;
  for (let id = 0; id < SLOTS; id++) {
    FIRST[id] = count;
    const field = FIELDS[id];
    if (field === undefined) continue;
    IS_FIELD[id] = 1;
    IS_SEA[id] = field.kind === 'sea' ? 1 : 0;
    SECTOR[id] = field.sector;
    count += field.neighbours.length;
  }
  FIRST[SLOTS] = count;
  const neighbours = new Int8Array(count);
  const sorted = new Int8Array(count);
  for (let id = 0; id < SLOTS; id++) {
    const list = FIELDS[id]?.neighbours ?? [];
    list.forEach((next, i) => (neighbours[(FIRST[id] as number) + i] = next));
    list
      .slice()
      .sort((a, b) => a - b)
      .forEach((next, i) => (sorted[(FIRST[id] as number) + i] = next));
  }
  return { NEIGHBOURS: neighbours, SORTED: sorted };
}

/** Whether `id` is a field of the board (a typed array reads undefined at anything but one of its integer indexes). */
function isField(id: number): boolean {
  return IS_FIELD[id] === 1;
}

function isLit(id: number, beam: number): boolean {
  return IS_SEA[id] === 1 && SECTOR[id] === beam;
}

function areNeighbours(a: number, b: number): boolean {
  for (let i = FIRST[a] as number; i < (FIRST[a + 1] as number); i++) if (NEIGHBOURS[i] === b) return true;
  return false;
}

// ------------------------------------------------------------------ the survey of one boat's moves

/** What lies on each field, as bits: a rock, another boat (sea fields only: a harbour holds any number), the beam, goods. */
const ROCK = 1;
const BOAT = 2;
const LIT = 4;
const GOODS = 8;
/** No step may end on a field with a rock, another boat or the beam. */
const BLOCKED = ROCK | BOAT | LIT;
const marks = new Uint8Array(SLOTS);
/** The fields the last survey marked (the next one clears them alone rather than the whole board). */
const marked = new Int8Array(SLOTS);
let markedCount = 0;
/** The same, as lists sorted by field: the other boats' sea fields and the fields with goods. */
const boatFields = new Int8Array(SLOTS);
let boatCount = 0;
const goodsFields = new Int8Array(SLOTS);
let goodsCount = 0;
/** Steps from the start along free fields (-1: not within the pips), and the field each was first reached from. */
const dist = new Int8Array(SLOTS).fill(-1);
const parent = new Int8Array(SLOTS);
/**
 * The survey's own queue: the fields it reached, the start first (so the next
 * survey resets `dist` on them alone rather than on the whole board). The
 * other searches use `queue`.
 */
const surveyQueue = new Int8Array(SLOTS);
let surveyTail = 0;
/** The fields reached in one step or more, as bits by id (ids 0–31, 32–63, 64): listed in order of id without a pass over the board. */
const REACHED_WORDS = Math.ceil(SLOTS / 32);
const reachedBits = new Int32Array(REACHED_WORDS);
const queue = new Int8Array(SLOTS);

/**
 * What the scratch arrays above hold: the survey of these waters for this
 * seat and pips, and its result. A random playout surveys each sailing move
 * twice over the same state: randomMove lists the moves, then the rules check
 * the one it picked (checkSail). States are never written once made (a move
 * makes a new one through a Draft, which copies what it changes), so the same
 * objects mean the same waters and the second survey can be skipped. The
 * arrays, their lengths and each boat's field are compared too, as a guard
 * against waters changed in place (a hand-made table); a survey that finds
 * them changed runs again. Every survey overwrites this.
 */
let lastWaters: Waters | null = null;
let lastBoats: Waters['boats'] | null = null;
let lastRocks: Waters['rocks'] | null = null;
let lastOverboard: Waters['overboard'] | null = null;
let lastBeam = -1;
let lastSeat = -1;
let lastPips = -1;
let lastRockCount = -1;
let lastGoodsCount = -1;
let lastStart = -1;
/** Each boat's field in the last survey (-1: none); waters with more boats than this are not remembered. */
const lastAt = new Float64Array(8);

/** Whether the scratch arrays hold the survey of exactly these waters, seat and pips. */
function surveyed(waters: Waters, seat: Seat, pips: number): boolean {
  if (waters !== lastWaters || seat !== lastSeat || pips !== lastPips || waters.beam !== lastBeam) return false;
  const boats = waters.boats;
  if (boats !== lastBoats || waters.rocks !== lastRocks || waters.rocks.length !== lastRockCount) return false;
  if (waters.overboard !== lastOverboard || waters.overboard.length !== lastGoodsCount) return false;
  for (let other = 0; other < boats.length; other++) if ((boats[other]?.at ?? -1) !== lastAt[other]) return false;
  return true;
}

/**
 * Marks the waters as `seat`'s boat sees them and finds how far it can get
 * in `pips` steps. Returns its field, or -1 when it has none.
 */
function survey(waters: Waters, seat: Seat, pips: number): number {
  if (surveyed(waters, seat, pips)) return lastStart;
  const boats = waters.boats;
  lastStart = surveyAfresh(waters, seat, pips);
  lastWaters = boats.length <= lastAt.length ? waters : null;
  lastBoats = boats;
  lastRocks = waters.rocks;
  lastOverboard = waters.overboard;
  lastBeam = waters.beam;
  lastSeat = seat;
  lastPips = pips;
  lastRockCount = waters.rocks.length;
  lastGoodsCount = waters.overboard.length;
  for (let other = 0; other < boats.length && other < lastAt.length; other++) lastAt[other] = boats[other]?.at ?? -1;
  return lastStart;
}

function surveyAfresh(waters: Waters, seat: Seat, pips: number): number {
  // This runs at nearly every sailing move of a playout: the last survey's traces are cleared field by field
  // (a few), not board-wide, and the loops are indexed.
  const d = dist;
  const q = surveyQueue;
  const m = marks;
  for (let i = 0; i < surveyTail; i++) d[q[i] as number] = -1;
  surveyTail = 0;
  for (let i = 0; i < markedCount; i++) m[marked[i] as number] = 0;
  markedCount = 0;
  const reached = reachedBits;
  for (let word = 0; word < REACHED_WORDS; word++) reached[word] = 0;
  const boats = waters.boats;
  const start = boats[seat]?.at ?? null;
  if (start === null || !isField(start)) return -1;
  const lit = SECTOR_SEA[waters.beam];
  if (lit !== undefined) for (let i = 0; i < lit.length; i++) mark(lit[i] as number, LIT);
  const rocks = waters.rocks;
  for (let i = 0; i < rocks.length; i++) {
    const id = rocks[i] as number;
    if (isField(id)) mark(id, ROCK);
  }
  boatCount = 0;
  for (let other = 0; other < boats.length; other++) {
    const at = boats[other]?.at ?? null;
    if (other === seat || at === null || !isField(at) || IS_SEA[at] === 0) continue;
    mark(at, BOAT);
    boatCount = insertSorted(boatFields, boatCount, at);
  }
  goodsCount = 0;
  const overboard = waters.overboard;
  for (let i = 0; i < overboard.length; i++) {
    const field = (overboard[i] as { field: FieldId }).field;
    if (!isField(field) || has(field, GOODS)) continue;
    mark(field, GOODS);
    goodsCount = insertSorted(goodsFields, goodsCount, field);
  }

  const first = FIRST;
  const neighbours = NEIGHBOURS;
  const from = parent;
  d[start] = 0;
  from[start] = -1;
  q[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const id = q[head++] as number;
    const steps = d[id] as number;
    if (steps >= pips) continue;
    const end = first[id + 1] as number;
    for (let i = first[id] as number; i < end; i++) {
      const next = neighbours[i] as number;
      if (d[next] !== -1 || ((m[next] as number) & BLOCKED) !== 0) continue;
      d[next] = steps + 1;
      from[next] = id;
      q[tail++] = next;
      reached[next >> 5] = (reached[next >> 5] as number) | (1 << (next & 31));
    }
  }
  surveyTail = tail;
  return start;
}

const has = (id: number, mark: number): boolean => ((marks[id] as number) & mark) !== 0;

/** Adds a mark to a field, noting the field for the next survey to clear. */
function mark(id: number, bits: number): void {
  if (marks[id] === 0) marked[markedCount++] = id;
  marks[id] = (marks[id] as number) | bits;
}

/** Puts `id` into the sorted list of `count` fields; returns the new count. */
function insertSorted(list: Int8Array, count: number, id: number): number {
  let i = count;
  while (i > 0 && (list[i - 1] as number) > id) {
    list[i] = list[i - 1] as number;
    i--;
  }
  list[i] = id;
  return count + 1;
}

/** The surveyed shortest path from the start to `id` (reached in the survey). */
function pathTo(id: number): FieldId[] {
  const path: FieldId[] = [];
  for (let at = id; at !== -1; at = parent[at] as number) path.push(at);
  return path.reverse();
}

/** The first free neighbour of the start to sail out to and back from (loading where the boat is), or -1. */
function detourField(start: number, pips: number): number {
  if (pips < 2 || has(start, BLOCKED)) return -1;
  for (let i = FIRST[start] as number; i < (FIRST[start + 1] as number); i++) {
    const next = NEIGHBOURS[i] as number;
    if (!has(next, BLOCKED)) return next;
  }
  return -1;
}

/** The nearest field next to the boat at `at` that the mover reaches with a step left to sail into it (first in the board's order on a tie), or -1. */
function nearestApproach(at: number, pips: number): number {
  let best = -1;
  for (let i = FIRST[at] as number; i < (FIRST[at + 1] as number); i++) {
    const next = NEIGHBOURS[i] as number;
    const steps = dist[next] as number;
    if (steps >= 0 && steps <= pips - 1 && (best === -1 || steps < (dist[best] as number))) best = next;
  }
  return best;
}

/** Whether a boat pushed from `at` may go to `to`: a sea field next to it without a rock or a boat (the pusher has left his own), lit or not. */
function freeForPush(at: number, to: number): boolean {
  return isField(to) && IS_SEA[to] === 1 && areNeighbours(at, to) && !has(to, ROCK | BOAT);
}

/** Whether the mover could stand on `from` (the start, or a field reached) with a step left to sail into the boat next to it. */
function swapsFrom(from: number, pips: number): boolean {
  const steps = dist[from] as number;
  return steps >= 0 && steps <= pips - 1;
}

/** Whether another boat lies on `at`, out of the beam (a lit field no step may enter). */
function pushable(at: number): boolean {
  return has(at, BOAT) && !has(at, LIT);
}

// ------------------------------------------------------------------ every move, in a fixed order

/** The kinds of sailing moves in the listing below. */
const SAIL = 0;
const LOAD = 1;
const PUSH = 2;
const SWAP = 3;
/** Sails, loads, pushes and swaps together never come near this many. */
const MOST_MOVES = 512;
/**
 * The last listing of sailing moves, coded in scratch arrays rather than made
 * into objects: random playouts look at every move and make only the one they
 * pick. Move i is of kind listedKind[i], at field listedAt[i] (a sail: its
 * target), with listedOther[i] (a push: where the boat goes; a swap: where
 * the mover swaps from).
 */
const listedKind = new Uint8Array(MOST_MOVES);
const listedAt = new Int8Array(MOST_MOVES);
const listedOther = new Int8Array(MOST_MOVES);
/** listSailMoves' scratch: the other boats it may push or swap with (by field, in order). */
const nearBoats = new Int8Array(SLOTS);

/**
 * Lists every legal move of the sailing phase in the scratch arrays, in the
 * fixed order of sailOptions (sails by field, the stay first; loads by field;
 * pushes by field and target; swaps by field and origin). Returns how many.
 */
export function listSailMoves(waters: Waters, seat: Seat, pips: number): number {
  const start = survey(waters, seat, pips);
  if (start === -1) return 0;
  let count = list(0, SAIL, start, -1);
  // The fields reached, in order of id: the lowest bit of each word first.
  for (let word = 0; word < reachedBits.length; word++) {
    let bits = reachedBits[word] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      count = list(count, SAIL, word * 32 + 31 - Math.clz32(low), -1);
    }
  }
  for (let k = 0; k < goodsCount; k++) {
    const id = goodsFields[k] as number;
    if (id === start ? detourField(start, pips) !== -1 : (dist[id] as number) > 0) count = list(count, LOAD, id, -1);
  }
  // Pushes, then swaps, with the boats the mover can come next to with a step left: the others (most of
  // them, most of the time) have neither, and are passed over at once.
  let near = 0;
  for (let k = 0; k < boatCount; k++) {
    const at = boatFields[k] as number;
    if (!pushable(at) || nearestApproach(at, pips) === -1) continue;
    nearBoats[near++] = at;
    for (let i = FIRST[at] as number; i < (FIRST[at + 1] as number); i++) {
      const to = SORTED[i] as number;
      // A push onto a field he could swap from is that swap, listed once, as the swap.
      if (freeForPush(at, to) && !swapsFrom(to, pips)) count = list(count, PUSH, at, to);
    }
  }
  for (let k = 0; k < near; k++) {
    const at = nearBoats[k] as number;
    for (let i = FIRST[at] as number; i < (FIRST[at + 1] as number); i++) {
      const from = SORTED[i] as number;
      if (swapsFrom(from, pips)) count = list(count, SWAP, at, from);
    }
  }
  return count;
}

/** Puts a move at place `count` of the listing; returns the count after it. */
function list(count: number, kind: number, at: number, other: number): number {
  listedKind[count] = kind;
  listedAt[count] = at;
  listedOther[count] = other;
  return count + 1;
}

/** Move i of the last listing. */
export function listedMove(i: number): SailMove {
  const at = listedAt[i] as number;
  switch (listedKind[i]) {
    case SAIL:
      return { type: 'sail', to: at };
    case LOAD:
      return { type: 'load', at };
    case PUSH:
      return { type: 'push', at, to: listedOther[i] as number };
    default:
      return { type: 'swap', from: listedOther[i] as number, at };
  }
}

/** Where move i of the last listing ends (a push or a swap: on the other boat's field). */
export function listedEnd(i: number): FieldId {
  return listedAt[i] as number;
}

/** Whether move i of the last listing loads goods from the sea. */
export function listedLoads(i: number): boolean {
  return listedKind[i] === LOAD;
}

/** Every legal move of the sailing phase, without paths, in the fixed order of sailOptions. */
export function sailMoves(waters: Waters, seat: Seat, pips: number): SailMove[] {
  const count = listSailMoves(waters, seat, pips);
  const moves: SailMove[] = [];
  for (let i = 0; i < count; i++) moves.push(listedMove(i));
  return moves;
}

/**
 * Every legal sail, load, push and swap of `seat`'s boat with `pips` steps,
 * in a fixed order (sails by field, the stay first; loads; pushes; swaps),
 * each with one shortest path.
 */
export function sailOptions(waters: Waters, seat: Seat, pips: number): SailOption[] {
  const moves = sailMoves(waters, seat, pips);
  // sailMoves left its survey in the scratch arrays: the paths are read from it.
  return moves.map((move) => ({ move, path: surveyedPath(move, pips) }));
}

/** The path of a move that the last survey found legal. */
function surveyedPath(move: SailMove, pips: number): FieldId[] {
  switch (move.type) {
    case 'sail':
      return pathTo(move.to);
    case 'load': {
      if (dist[move.at] !== 0) return pathTo(move.at);
      return [move.at, detourField(move.at, pips), move.at];
    }
    case 'push':
      return [...pathTo(nearestApproach(move.at, pips)), move.at];
    case 'swap':
      return [...pathTo(move.from), move.at];
  }
}

/**
 * Checks one sailing move: its path when it is legal, else what is wrong
 * with it (what a player reads: the first problem, from the target field on).
 */
export function checkSail(waters: Waters, seat: Seat, pips: number, move: SailMove): { path: FieldId[] } | { problem: SailProblem } {
  const start = survey(waters, seat, pips);
  if (start === -1) return { problem: 'outOfReach' };
  switch (move.type) {
    case 'sail': {
      const to = move.to;
      if (!isField(to)) return fail('noField');
      if (to === start) return { path: [start] };
      if (has(to, ROCK)) return fail('rock');
      if (isLit(to, waters.beam)) return fail('inBeam');
      if (has(to, BOAT)) return fail('boatThere');
      return (dist[to] as number) > 0 ? { path: pathTo(to) } : fail('outOfReach');
    }
    case 'load': {
      const at = move.at;
      if (!isField(at)) return fail('noField');
      if (!has(at, GOODS)) return fail('noGoods');
      if (isLit(at, waters.beam)) return fail('inBeam');
      if (has(at, BOAT)) return fail('boatThere');
      if (at === start) {
        if (pips < 2) return fail('loadNeedsStep');
        const out = detourField(start, pips);
        return out === -1 ? fail('outOfReach') : { path: [start, out, start] };
      }
      return (dist[at] as number) > 0 ? { path: pathTo(at) } : fail('outOfReach');
    }
    case 'push':
    case 'swap': {
      const at = move.at;
      if (!isField(at)) return fail('noField');
      if (IS_SEA[at] === 0) {
        const crowded = waters.boats.some((boat, other) => other !== seat && boat.at === at);
        return fail(crowded ? 'inHarbour' : 'noBoat');
      }
      if (!has(at, BOAT)) return fail('noBoat');
      if (isLit(at, waters.beam)) return fail('inBeam');
      if (move.type === 'push') {
        const approach = nearestApproach(at, pips);
        if (approach === -1) return fail('outOfReach');
        if (!freeForPush(at, move.to)) return fail('pushOntoFreeSea');
        if (swapsFrom(move.to, pips)) return fail('pushIsSwap');
        return { path: [...pathTo(approach), at] };
      }
      const from = move.from;
      if (!isField(from) || !areNeighbours(at, from)) return fail('swapFromNextTo');
      return swapsFrom(from, pips) ? { path: [...pathTo(from), at] } : fail('outOfReach');
    }
  }
}

function fail(problem: SailProblem): { problem: SailProblem } {
  return { problem };
}

// ------------------------------------------------------------------ throwing, rocks, the beam

/**
 * Where the roller may throw the goods of `boat` (caught by the beam): every
 * sea field next to it without a rock, in the beam or not, with or without a
 * boat on it; the boat's own field when there is none.
 */
export function throwFields(waters: Waters, boat: Seat): FieldId[] {
  const at = waters.boats[boat]?.at ?? null;
  if (at === null || !isField(at) || IS_SEA[at] === 0) return [];
  const fields: FieldId[] = [];
  for (let i = FIRST[at] as number; i < (FIRST[at + 1] as number); i++) {
    const next = SORTED[i] as number;
    if (IS_SEA[next] === 1 && !waters.rocks.includes(next)) fields.push(next);
  }
  return fields.length > 0 ? fields : [at];
}

const component = new Int8Array(SLOTS);

/**
 * An island whose harbour cannot be reached from every other harbour across
 * the sea without the rocks (boats and the beam left out), or null. When the
 * harbours fall into groups, the one named is in the smallest group (the
 * lowest island of it): that is the one the rock cut off.
 */
export function harbourCutOff(rocks: readonly FieldId[]): Island | null {
  component.fill(-1);
  for (const id of rocks) if (isField(id)) component[id] = -2;
  let groups = 0;
  for (const harbour of HARBOUR_IDS) {
    if (component[harbour] !== -1) continue;
    component[harbour] = groups;
    queue[0] = harbour;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const id = queue[head++] as number;
      for (let i = FIRST[id] as number; i < (FIRST[id + 1] as number); i++) {
        const next = NEIGHBOURS[i] as number;
        if (component[next] !== -1) continue;
        component[next] = groups;
        queue[tail++] = next;
      }
    }
    groups++;
  }
  if (groups === 1) return null;
  const sizes = new Array<number>(groups).fill(0);
  for (const harbour of HARBOUR_IDS) sizes[component[harbour] as number] = (sizes[component[harbour] as number] as number) + 1;
  const smallest = Math.min(...sizes);
  const island = HARBOUR_IDS.findIndex((harbour) => sizes[component[harbour] as number] === smallest);
  return island as Island;
}

/** The free sea fields where the next rock may go: no rock there yet, and every harbour still reachable after it. */
export function rockFields(rocks: readonly FieldId[]): FieldId[] {
  return SEA_FIELD_IDS.filter((id) => !rocks.includes(id) && harbourCutOff([...rocks, id]) === null);
}

/** Steps of each lighthouse face: red clockwise, green counter-clockwise, black as the roller picks, the keeper none. */
const BEAM_STEPS: Record<LighthouseFace, number> = { red2: 2, red3: 3, green2: -2, green3: -3, black2: 2, keeper: 0 };

/**
 * Where the beam points after a lighthouse face. Black needs the roller's
 * direction; without one the beam stays where it is (the choice is still to come).
 */
export function beamAfter(beam: number, face: LighthouseFace, direction?: BeamDirection): number {
  let steps = BEAM_STEPS[face];
  if (face === 'black2') steps = direction === 'clockwise' ? 2 : direction === 'counterclockwise' ? -2 : 0;
  return (((beam + steps) % SECTORS) + SECTORS) % SECTORS;
}

// ------------------------------------------------------------------ distances to a goal

const goalDist = new Int8Array(SLOTS);

/**
 * Steps from each field to the nearest of `goals` across the sea without the
 * rocks (boats and the beam left out: they move), -1 where none can be
 * reached. Fills and returns a shared scratch array unless `into` is given.
 */
export function goalDistances(rocks: readonly FieldId[], goals: readonly FieldId[], into: Int8Array = goalDist): Int8Array {
  const q = queue;
  const first = FIRST;
  const neighbours = NEIGHBOURS;
  into.fill(-1);
  for (const id of rocks) if (isField(id)) into[id] = -2;
  let tail = 0;
  for (const goal of goals) {
    if (!isField(goal) || into[goal] !== -1) continue;
    into[goal] = 0;
    q[tail++] = goal;
  }
  let head = 0;
  while (head < tail) {
    const id = q[head++] as number;
    const steps = into[id] as number;
    const end = first[id + 1] as number;
    for (let i = first[id] as number; i < end; i++) {
      const next = neighbours[i] as number;
      if (into[next] !== -1) continue;
      into[next] = steps + 1;
      q[tail++] = next;
    }
  }
  for (const id of rocks) if (isField(id)) into[id] = -1;
  return into;
}

/** Per set of rocks (rocksKey), each harbour's distances: few sets of rocks occur, and harbours are the usual goal. */
const harbourTables = new Map<number, Int8Array[]>();
/** Enough for every game of a long run of random rocks; past it the memo starts again. */
const MOST_ROCK_SETS = 1024;

/** A set of rocks, as placed, as a number (few rocks: it stays exact). */
function rocksKey(rocks: readonly FieldId[]): number {
  let key = 0;
  for (let i = 0; i < rocks.length; i++) key = key * (SLOTS + 1) + (rocks[i] as number) + 1;
  return key;
}

/**
 * Steps from each field to an island's harbour across the sea without the
 * rocks, -1 where it cannot be reached: goalDistances with one harbour for
 * goal, remembered. The array is shared: read it, never write it.
 */
export function harbourDistances(rocks: readonly FieldId[], island: Island): Int8Array {
  const key = rocksKey(rocks);
  let tables = harbourTables.get(key);
  if (tables === undefined) {
    if (harbourTables.size >= MOST_ROCK_SETS) harbourTables.clear();
    tables = HARBOUR_IDS.map((harbour) => goalDistances(rocks, [harbour], new Int8Array(SLOTS)));
    harbourTables.set(key, tables);
  }
  return tables[island] as Int8Array;
}

/** The rocks (rocksKey) and goals of the last nearestDistances, and its answer. */
let nearestRocks = Number.NaN;
const nearestGoals: FieldId[] = [];
const nearest = new Int8Array(SLOTS);

/**
 * goalDistances for the first `count` of `goals` (all by default), kept until
 * it is asked for other rocks or goals. A random playout asks this at most
 * sailing moves of an empty boat, and its goals (the harbours with goods, the
 * goods in the sea) change about every other time. The array is shared: read
 * it, never write it.
 */
export function nearestDistances(rocks: readonly FieldId[], goals: readonly FieldId[], count: number = goals.length): Int8Array {
  const key = rocksKey(rocks);
  let same = key === nearestRocks && count === nearestGoals.length;
  for (let g = 0; same && g < count; g++) same = goals[g] === nearestGoals[g];
  if (same) return nearest;
  nearestRocks = key;
  nearestGoals.length = count;
  for (let g = 0; g < count; g++) nearestGoals[g] = goals[g] as FieldId;
  return goalDistances(rocks, nearestGoals, nearest);
}

/** Steps between fields across the sea without the rocks (a new array per call: for the bots). */
export function seaDistances(rocks: readonly FieldId[], goals: readonly FieldId[]): number[] {
  return Array.from(goalDistances(rocks, goals, new Int8Array(SLOTS)));
}

/** The field a sailing move ends on (a push or a swap: the other boat's field, where the mover ends). */
export function endOf(move: SailMove): FieldId {
  return move.type === 'sail' ? move.to : move.at;
}
