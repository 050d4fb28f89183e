/**
 * A bot's memory, rebuilt from the public record at every decision.
 *
 * The bots keep no state between moves: each decision replays view.facts,
 * which every seat heard, and then forgets part of it. Whether a fact is still
 * remembered depends on its age in turns, the level (levels.ts) and a hash of
 * (fact index, seat, level), never on the decision's random generator: the
 * same view always gives the same memory, so a bot does not change its mind
 * about a card between two moves of one round, and a test can pin what it
 * remembers.
 *
 * The record first gives the exact story (ledger): every sighting of every
 * good (drawn, taken, given, shown when found; a search without it) and the
 * order of every row (a card comes to the end of its new owner's row; one given
 * away leaves its place and the gap closes). The memory then keeps, for each
 * good, the latest sighting the bot still remembers (maybe an old one, the
 * later moves forgotten: a stale belief; maybe with the seat mixed up), the
 * seats it remembers searching without it since, and, for its own row, which
 * places it remembers.
 */
import type { BotLevel, Seat } from '../../../engine/contract.js';
import { deriveSeed } from '../../../engine/rng.js';
import { FIELD_COUNT, type Good, fieldOf } from '../goods.js';
import type { Fact, SabView } from '../types.js';
import { LEVEL_SALT, MEMORY } from './levels.js';

/** A moment a good was placed with a seat (has) or a seat searched without finding it (!has). */
export interface Sighting {
  seat: Seat;
  has: boolean;
  /** Its index in the record: what the bot's forgetting is keyed on. */
  fact: number;
  turn: number;
}

/** A card in a row as the record tells it: its good, and the fact that brought it there. */
export interface Place {
  good: Good;
  fact: number;
  turn: number;
}

/** The exact story the public record tells: nothing forgotten yet. */
export interface Ledger {
  /** Per good (by its field), its sightings in order. */
  sightings: Sighting[][];
  /** Per seat, its row in order. */
  rows: Place[][];
}

export function readLedger(facts: readonly Fact[], seats: number): Ledger {
  const sightings: Sighting[][] = Array.from({ length: FIELD_COUNT }, () => []);
  const rows: Place[][] = Array.from({ length: seats }, () => []);
  let turn = 0;
  const see = (good: Good, seat: Seat, has: boolean, fact: number): void => {
    sightings[fieldOf(good)]?.push({ seat, has, fact, turn });
  };
  const arrive = (good: Good, seat: Seat, fact: number): void => {
    see(good, seat, true, fact);
    rows[seat]?.push({ good, fact, turn });
  };
  facts.forEach((fact, index) => {
    switch (fact.type) {
      case 'rolled':
        turn = fact.turnNumber;
        break;
      case 'drew':
      case 'took':
        arrive(fact.good, fact.seat, index);
        break;
      case 'found':
        see(fact.good, fact.seat, true, index);
        break;
      case 'lacks':
        see(fact.good, fact.seat, false, index);
        break;
      case 'gave': {
        const row = rows[fact.from];
        const at = row ? row.findIndex((place) => place.good === fact.good) : -1;
        if (row && at >= 0) row.splice(at, 1);
        arrive(fact.good, fact.to, index);
        break;
      }
      default:
        break;
    }
  });
  return { sightings, rows };
}

/** What one bot still has in mind. Goods are indexed by their field. */
export interface Memory {
  level: BotLevel;
  seat: Seat;
  /** Per good: the seat it is believed to be with, or null (forgotten, or lying on its field). */
  holder: (Seat | null)[];
  /** Per good: the seats remembered searching without it since the sighting behind `holder`. */
  ruledOut: Seat[][];
  /** Per good: the turn it last moved (public, not forgotten: how long the others have had to forget it). */
  lastMoved: number[];
  /** Per good: whether the bot itself took part in its last move (others remember their own cards better). */
  movedBy: (Seat | null)[];
  /** The bot's own row, place by place: the good it remembers lying there, or null. */
  ownRow: (Good | null)[];
}

/** A number in [0, 1) fixed by the fact, the seat, the level and what is being decided. */
export function memoryDraw(level: BotLevel, seat: Seat, fact: number, purpose: number): number {
  return deriveSeed(LEVEL_SALT[level], fact, seat, purpose) / 4294967296;
}

const REMEMBER = 1;
const CONFUSE = 2;
const CONFUSE_WITH = 3;

/** The chance that a fact `age` turns old is still remembered at this level (own: it concerns the bot's own cards). */
export function retention(level: BotLevel, age: number, own: boolean): number {
  const traits = MEMORY[level];
  if (age <= traits.sureTurns) return 1;
  return 2 ** (-(age - traits.sureTurns) / (traits.halfLife * (own ? traits.ownFactor : 1)));
}

/** Whether the bot at `seat` still remembers the fact at index `fact`, `age` turns old. */
export function remembers(level: BotLevel, seat: Seat, fact: number, age: number, own: boolean): boolean {
  return memoryDraw(level, seat, fact, REMEMBER) < retention(level, age, own);
}

/** The seat the bot remembers for a sighting: the right one, or (old facts only) another one mixed up with it. */
function recalledSeat(level: BotLevel, seat: Seat, sighting: Sighting, age: number, seats: number): Seat {
  if (age <= MEMORY[level].sureTurns || seats < 2) return sighting.seat;
  if (memoryDraw(level, seat, sighting.fact, CONFUSE) >= MEMORY[level].confusion) return sighting.seat;
  const shift = 1 + Math.floor(memoryDraw(level, seat, sighting.fact, CONFUSE_WITH) * (seats - 1));
  return (sighting.seat + shift) % seats;
}

/** Rebuilds what `seat` playing at `level` remembers from its view. */
export function recall(view: SabView, seat: Seat, level: BotLevel, ledger: Ledger = readLedger(view.facts, view.seats)): Memory {
  const now = view.turnNumber;
  const holder: (Seat | null)[] = new Array<Seat | null>(FIELD_COUNT).fill(null);
  const ruledOut: Seat[][] = Array.from({ length: FIELD_COUNT }, () => []);
  const lastMoved: number[] = new Array<number>(FIELD_COUNT).fill(0);
  const movedBy: (Seat | null)[] = new Array<Seat | null>(FIELD_COUNT).fill(null);

  ledger.sightings.forEach((sightings, good) => {
    const moves = sightings.filter((sighting) => sighting.has);
    const last = moves[moves.length - 1];
    if (last) {
      lastMoved[good] = last.turn;
      movedBy[good] = last.seat;
    }
    if (view.onField[good]) return;
    // From the newest back: searches without it are kept until the bot reaches a placing it remembers.
    for (let i = sightings.length - 1; i >= 0; i--) {
      const sighting = sightings[i] as Sighting;
      const age = now - sighting.turn;
      if (!remembers(level, seat, sighting.fact, age, sighting.seat === seat)) continue;
      const who = recalledSeat(level, seat, sighting, age, view.seats);
      if (!sighting.has) {
        if (!ruledOut[good]?.includes(who)) ruledOut[good]?.push(who);
        continue;
      }
      holder[good] = ruledOut[good]?.includes(who) ? null : who;
      break;
    }
  });

  const ownRow = (ledger.rows[seat] ?? []).map((place) => {
    const shown = (ledger.sightings[fieldOf(place.good)] ?? []).some(
      (sighting) => sighting.has && sighting.seat === seat && sighting.fact >= place.fact && remembers(level, seat, sighting.fact, now - sighting.turn, true),
    );
    return shown ? place.good : null;
  });

  return { level, seat, holder, ruledOut, lastMoved, movedBy, ownRow };
}
