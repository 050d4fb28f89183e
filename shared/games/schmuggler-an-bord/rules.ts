/**
 * The numbers and the reckoning of Schmuggler an Bord (RULINGS
 * schmuggler-an-bord): the chips and cards a table of 3 to 6 starts with and
 * ends at, who searches after a round of suspicions and in which order, and
 * the settlement: who gets the card and who owes how many chips. Pure
 * functions of plain values; settle.ts applies a settlement to a state.
 */
import { type GameResult, type Seat, ranksFromScores } from '../../engine/contract.js';
import type { Suspicion } from './types.js';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** The die's faces. */
export const DIE_FACES = 6;
/** Points at the end: per card in front of a seat, and per chip. */
export const POINTS_PER_CARD = 2;
export const POINTS_PER_CHIP = 1;

/** The chips each seat starts with: 12, 15, 18, 20 for 3, 4, 5, 6 seats. */
export function startChips(seats: number): number {
  return seats <= 3 ? 12 : seats === 4 ? 15 : seats === 5 ? 18 : 20;
}

/** The cards each seat draws in the setup: 3 at a table of three, else 2. */
export function cardsToDraw(seats: number): number {
  return seats === 3 ? 3 : 2;
}

/** A seat holding this many cards ends the game: 14, 12, 10, 8 for 3, 4, 5, 6 seats. */
export function endCards(seats: number): number {
  return 20 - 2 * seats;
}

/**
 * Whether the last suspicion of a guessing round ends it: its maker said
 * "myself", or named a seat that already made a suspicion in this round
 * (the roller included: he made the first).
 */
export function roundEnds(chain: readonly Suspicion[]): boolean {
  const last = chain[chain.length - 1];
  if (last === undefined) return false;
  if (last.by === last.suspect) return true;
  for (const suspicion of chain) if (suspicion.by === last.suspect) return true;
  return false;
}

/**
 * Who searches, in order: the seat that ends the round first, then the
 * suspected seats back along the chain, the last suspected first, each seat
 * once. A seat nobody named (the roller, unless named back) never searches.
 */
export function searchOrder(chain: readonly Suspicion[], endingSeat: Seat): Seat[] {
  const order: Seat[] = [endingSeat];
  for (let i = chain.length - 1; i >= 0; i--) {
    const suspect = (chain[i] as Suspicion).suspect;
    if (!order.includes(suspect)) order.push(suspect);
  }
  return order;
}

/** How many seats took part in a guessing round: every seat that made a suspicion. */
export function suspectorCount(chain: readonly Suspicion[]): number {
  const seen: Seat[] = [];
  for (const suspicion of chain) if (!seen.includes(suspicion.by)) seen.push(suspicion.by);
  return seen.length;
}

/** What a round comes to: the card passing from its holder to a correct suspector (or staying), and the chips each seat owes. */
export interface Settlement {
  gift: { from: Seat; to: Seat } | null;
  /** Per seat: the chips owed to the kitty (0: nothing). */
  owed: number[];
}

/**
 * A guessing round, once searched. Found at `holder`: the card goes to the
 * first suspicion in the chain that named him (a second correct suspector
 * gets nothing and pays nothing). Every suspicion that named anyone else is
 * wrong, a "myself" of a searcher who lacked it included, and its maker owes
 * one chip fewer than the seats that took part. Nobody found it (holder
 * null): every suspicion was wrong.
 */
export function settleGuessing(chain: readonly Suspicion[], holder: Seat | null, seats: number): Settlement {
  const owed = new Array<number>(seats).fill(0);
  const penalty = suspectorCount(chain) - 1;
  let gift: Settlement['gift'] = null;
  for (const { by, suspect } of chain) {
    if (suspect !== holder) owed[by] = penalty;
    else if (gift === null && holder !== null && by !== holder) gift = { from: holder, to: by };
  }
  return { gift, owed };
}

/**
 * "I have it myself", challenged by `objectors`: if the roller found it,
 * each objector owes one chip; if not, the roller owes one per objector.
 * Nobody objected: nothing is owed (and nobody searched).
 */
export function settleObjections(roller: Seat, objectors: readonly Seat[], found: boolean, seats: number): Settlement {
  const owed = new Array<number>(seats).fill(0);
  if (found) for (const seat of objectors) owed[seat] = 1;
  else owed[roller] = objectors.length;
  return { gift: null, owed };
}

/** A payment into the kitty: what the seat owed and what it paid (all it had, when that was less). */
export interface Payment {
  seat: Seat;
  chips: number;
  owed: number;
}

/** Who pays how much, in seat order: a seat that owes nothing makes no payment. */
export function payments(owed: readonly number[], chips: readonly number[]): Payment[] {
  const out: Payment[] = [];
  for (let seat = 0; seat < owed.length; seat++) {
    const due = owed[seat] as number;
    if (due > 0) out.push({ seat, chips: Math.min(due, chips[seat] as number), owed: due });
  }
  return out;
}

/** Whether the game is over: a seat without chips, or a seat holding the end's card count. */
export function gameEnds(seats: number, cardCounts: readonly number[], chips: readonly number[]): boolean {
  const limit = endCards(seats);
  for (let seat = 0; seat < seats; seat++) if ((chips[seat] as number) <= 0 || (cardCounts[seat] as number) >= limit) return true;
  return false;
}

/** The end: 2 points per card and 1 per chip; every seat with the top score wins, equal scores share a rank. */
export function gameResult(cardCounts: readonly number[], chips: readonly number[]): GameResult {
  const scores = cardCounts.map((cards, seat) => POINTS_PER_CARD * cards + POINTS_PER_CHIP * (chips[seat] as number));
  const top = Math.max(...scores);
  const winners: Seat[] = [];
  scores.forEach((score, seat) => score === top && winners.push(seat));
  return { scores, winners, ranks: ranksFromScores(scores) };
}
