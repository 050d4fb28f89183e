/**
 * The hard bot's voyage tables: for a boat carrying goods to one harbour, how
 * many turns the trip will take and how likely it ends in the harbour rather
 * than in the beam, from every field and every beam position, sailing as well
 * as a single boat can.
 *
 * The trip is a small game against the dice, solved exactly once per bay
 * (rocks), table size (the rolls of the others between two of one's own
 * turns) and harbour, by value iteration over 65 fields × 20 beam
 * directions: a turn begins with the boat's own roll (the beam moves; the
 * black face the way that suits the boat; where the beam stops on the boat's
 * sector, the goods are lost), then the boat sails up to the pips to the field
 * that serves best (a harbour is never lit: waiting there is safe), and then
 * each rival's roll moves the beam again (the black face onto the boat when it
 * can, else either way). A trip is weighed by its turns plus, when the goods
 * are lost, `lossTurns` turns; the tables keep the turns and the chance of
 * delivery of the best way, so that the estimate can weigh a loss by what the
 * tile is worth. Other boats are left out: they move, and pushes are the
 * search's business.
 */
import { FIELDS, type FieldId, harbourId, type Island, isSea, SECTORS, sectorOf } from '../board.js';
import { FIELD_SLOTS, wrapSector } from './chart.js';

/** The beam's steps on the red and green faces and the keeper (each a sixth); the black face is apart. */
const FACE_OFFSETS = [0, 2, 3, -2, -3] as const;
const SIXTH = 1 / 6;
/** The smuggler die: the chance of 1, 2, 3 and 4 pips. */
const PIPS_CHANCE = [1 / 6, 2 / 6, 2 / 6, 1 / 6] as const;
const STATES = FIELD_SLOTS * SECTORS;
/** Sweeps of the value iteration at most; it stops earlier once no value moves by more than EPSILON. */
const MAX_SWEEPS = 200;
const EPSILON = 1e-3;

export interface Voyage {
  /**
   * turns[r][field * 20 + beam], delivered[r][…]: the trip's turns and its
   * chance of delivery, from a boat at `field` with the beam at `beam` and
   * `r` rival rolls to come before the boat's own (0 to rivals).
   */
  turns: Float64Array[];
  delivered: Float64Array[];
  /** Sweeps the value iteration took. */
  sweeps: number;
}

/** The fields a boat reaches from each field with the beam in each direction: per (beam, field), the fields by steps (at most 4). */
interface Reachable {
  /** Fields, grouped per (beam, field) and sorted by steps. */
  fields: Int8Array;
  /** Where the group of (beam, field) starts in `fields`; ends[group * 4 + pips - 1]: one past its last field within `pips` steps. */
  start: Int32Array;
  ends: Int32Array;
}

function buildReach(rock: Uint8Array): Reachable {
  const out: number[] = [];
  const start = new Int32Array(STATES);
  const ends = new Int32Array(STATES * 4);
  const dist = new Int8Array(FIELD_SLOTS);
  for (let beam = 0; beam < SECTORS; beam++) {
    for (let field = 0; field < FIELD_SLOTS; field++) {
      const group = beam * FIELD_SLOTS + field;
      start[group] = out.length;
      if (FIELDS[field] === undefined || rock[field]) {
        for (let p = 0; p < 4; p++) ends[group * 4 + p] = out.length;
        continue;
      }
      dist.fill(-1);
      dist[field] = 0;
      const queue = [field];
      for (let head = 0; head < queue.length; head++) {
        const at = queue[head] as FieldId;
        const steps = dist[at] as number;
        if (steps >= 4) continue;
        for (const next of (FIELDS[at] as { neighbours: readonly FieldId[] }).neighbours) {
          if (dist[next] !== -1 || rock[next] || (isSea(next) && sectorOf(next) === beam)) continue;
          dist[next] = steps + 1;
          queue.push(next);
        }
      }
      // The queue is in order of steps already.
      for (const at of queue) out.push(at);
      // ends for pips 1..4: one past the last field within that many steps.
      let index = start[group] as number;
      for (let p = 1; p <= 4; p++) {
        while (index < out.length && (dist[out[index] as number] as number) <= p) index++;
        ends[group * 4 + p - 1] = index;
      }
    }
  }
  return { fields: Int8Array.from(out), start, ends };
}

/** Whether the beam stopping in `beam` catches a boat on `field`. */
function lights(field: FieldId, beam: number, sea: Uint8Array, sector: Int8Array): boolean {
  return sea[field] === 1 && sector[field] === beam;
}

/**
 * One rival roll before the boat's turn, applied to the tables (turns, chance):
 * the values before that roll. Caught: the trip ends with no turn more and no delivery.
 */
function rivalRoll(turns: Float64Array, delivered: Float64Array, sea: Uint8Array, sector: Int8Array): [Float64Array, Float64Array] {
  const outTurns = new Float64Array(STATES);
  const outDelivered = new Float64Array(STATES);
  for (let field = 0; field < FIELD_SLOTS; field++) {
    for (let beam = 0; beam < SECTORS; beam++) {
      let t = 0;
      let d = 0;
      for (const offset of FACE_OFFSETS) {
        const to = wrapSector(beam + offset);
        if (offset !== 0 && lights(field, to, sea, sector)) continue;
        t += SIXTH * (turns[field * SECTORS + to] as number);
        d += SIXTH * (delivered[field * SECTORS + to] as number);
      }
      const plus = wrapSector(beam + 2);
      const minus = wrapSector(beam - 2);
      if (!lights(field, plus, sea, sector) && !lights(field, minus, sea, sector)) {
        t += (SIXTH / 2) * ((turns[field * SECTORS + plus] as number) + (turns[field * SECTORS + minus] as number));
        d += (SIXTH / 2) * ((delivered[field * SECTORS + plus] as number) + (delivered[field * SECTORS + minus] as number));
      }
      outTurns[field * SECTORS + beam] = t;
      outDelivered[field * SECTORS + beam] = d;
    }
  }
  return [outTurns, outDelivered];
}

/** Solves the trip to `harbour` (see the file's comment). */
export function solveVoyage(rock: Uint8Array, harbour: FieldId, rivals: number, lossTurns: number): Voyage {
  const reach = buildReach(rock);
  const sea = new Uint8Array(FIELD_SLOTS);
  const sector = new Int8Array(FIELD_SLOTS).fill(-1);
  for (let field = 0; field < FIELD_SLOTS; field++) {
    const known = FIELDS[field];
    if (known === undefined) continue;
    sea[field] = known.kind === 'sea' ? 1 : 0;
    sector[field] = known.sector;
  }
  // At the start of the boat's own turn.
  let turns: Float64Array = new Float64Array(STATES);
  let delivered: Float64Array = new Float64Array(STATES);
  // After the boat has sailed (the rivals' rolls to come), per field and beam; the harbour: delivered.
  let afterTurns: Float64Array = new Float64Array(STATES);
  let afterDelivered: Float64Array = new Float64Array(STATES);
  const cost = (t: number, d: number): number => t + lossTurns * (1 - d);

  // Per pips: the best field's turns and chance for one (field, beam after the roll).
  const bestT = new Float64Array(4);
  const bestD = new Float64Array(4);
  /** sail's result: the mean turns and chance over the pips. */
  const sailed: [number, number] = [0, 0];
  const sail = (field: number, beam: number): void => {
    const group = beam * FIELD_SLOTS + field;
    let index = reach.start[group] as number;
    let bestCost = Infinity;
    let t = 0;
    let d = 0;
    for (let p = 0; p < 4; p++) {
      const end = reach.ends[group * 4 + p] as number;
      for (; index < end; index++) {
        const to = reach.fields[index] as number;
        const at = to * SECTORS + beam;
        const c = cost(afterTurns[at] as number, afterDelivered[at] as number);
        if (c < bestCost) {
          bestCost = c;
          t = afterTurns[at] as number;
          d = afterDelivered[at] as number;
        }
      }
      bestT[p] = t;
      bestD[p] = d;
    }
    let meanT = 0;
    let meanD = 0;
    for (let p = 0; p < 4; p++) {
      meanT += (PIPS_CHANCE[p] as number) * (bestT[p] as number);
      meanD += (PIPS_CHANCE[p] as number) * (bestD[p] as number);
    }
    sailed[0] = meanT;
    sailed[1] = meanD;
  };

  let sweeps = 0;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    // After sailing: the rivals roll, then the boat's next turn.
    let rolledT: Float64Array = turns;
    let rolledD: Float64Array = delivered;
    for (let r = 0; r < rivals; r++) [rolledT, rolledD] = rivalRoll(rolledT, rolledD, sea, sector);
    afterTurns = rolledT;
    afterDelivered = rolledD;
    for (let beam = 0; beam < SECTORS; beam++) {
      afterTurns[harbour * SECTORS + beam] = 0;
      afterDelivered[harbour * SECTORS + beam] = 1;
    }
    let change = 0;
    const nextTurns = new Float64Array(STATES);
    const nextDelivered = new Float64Array(STATES);
    for (let field = 0; field < FIELD_SLOTS; field++) {
      if (FIELDS[field] === undefined || rock[field]) continue;
      for (let beam = 0; beam < SECTORS; beam++) {
        if (field === harbour) {
          // In its harbour the boat delivers before it rolls.
          nextDelivered[field * SECTORS + beam] = 1;
          continue;
        }
        // The boat's own roll: each face a sixth; the black face the better of the two steps of 2.
        let t = 0;
        let d = 0;
        let blackT = Infinity;
        let blackD = 0;
        for (const offset of FACE_OFFSETS) {
          const to = wrapSector(beam + offset);
          let st = 1;
          let sd = 0;
          if (offset === 0 || !lights(field, to, sea, sector)) {
            sail(field, to);
            st = 1 + sailed[0];
            sd = sailed[1];
          }
          t += SIXTH * st;
          d += SIXTH * sd;
          if ((offset === 2 || offset === -2) && cost(st, sd) < cost(blackT, blackD)) {
            blackT = st;
            blackD = sd;
          }
        }
        t += SIXTH * blackT;
        d += SIXTH * blackD;
        const index = field * SECTORS + beam;
        change = Math.max(change, Math.abs(t - (turns[index] as number)), Math.abs(d - (delivered[index] as number)));
        nextTurns[index] = t;
        nextDelivered[index] = d;
      }
    }
    turns = nextTurns;
    delivered = nextDelivered;
    sweeps = sweep + 1;
    if (change < EPSILON) break;
  }

  const allTurns = [turns];
  const allDelivered = [delivered];
  for (let r = 1; r <= rivals; r++) {
    const [t, d] = rivalRoll(allTurns[r - 1] as Float64Array, allDelivered[r - 1] as Float64Array, sea, sector);
    allTurns.push(t);
    allDelivered.push(d);
  }
  return { turns: allTurns, delivered: allDelivered, sweeps };
}

const voyages = new Map<string, Voyage>();

/** The voyage to `island`'s harbour in this bay (solved on first use, then kept). */
export function voyageTo(rock: Uint8Array, rocksKey: string, island: Island, rivals: number, lossTurns: number): Voyage {
  const key = `${rocksKey}|${island}|${rivals}|${lossTurns}`;
  let voyage = voyages.get(key);
  if (voyage === undefined) {
    if (voyages.size > 64) voyages.clear();
    voyage = solveVoyage(rock, harbourId(island), rivals, lossTurns);
    voyages.set(key, voyage);
  }
  return voyage;
}
