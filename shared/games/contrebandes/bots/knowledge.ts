/**
 * What a seat can work out from its own view: which cards another player may
 * still hold, whether a declaration can be true, and how likely each make-up of
 * a hidden mule is. Everything here reads a ContrebandesView only.
 *
 * Card kinds are counted in arrays indexed like KINDS:
 * [clothes, food, wine, gold, cheese].
 */
import type { Seat } from '../../../engine/contract.js';
import { type Card, type Kind, CARDS_PER_PLAYER, KINDS, QUARTERS_PER_NIGHT, cardKind, cardValue, isCheese } from '../cards.js';
import type { ContrebandesView } from '../types.js';

export const CLOTHES = 0;
export const FOOD = 1;
export const WINE = 2;
export const GOLD = 3;
export const CHEESE = 4;

/** Counts per kind, indexed like KINDS. */
export type KindCounts = [number, number, number, number, number];

export function emptyCounts(): KindCounts {
  return [0, 0, 0, 0, 0];
}

/** Adds n to one count (kept as a function for the strict index checks). */
export function bump(counts: number[], index: number, n = 1): void {
  counts[index] = (counts[index] as number) + n;
}

export function kindIndex(kind: Kind): number {
  return KINDS.indexOf(kind);
}

export function countKinds(cards: readonly Card[]): KindCounts {
  const counts = emptyCounts();
  for (const card of cards) bump(counts, kindIndex(cardKind(card)));
  return counts;
}

export function countDeclared(kinds: readonly Kind[]): KindCounts {
  const counts = emptyCounts();
  for (const kind of kinds) bump(counts, kindIndex(kind));
  return counts;
}

export function kindsFromCounts(counts: readonly number[]): Kind[] {
  const kinds: Kind[] = [];
  counts.forEach((n, i) => {
    for (let j = 0; j < n; j++) kinds.push(KINDS[i] as Kind);
  });
  return kinds;
}

export function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < 5; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether a multiset of kinds fits inside the cards (or kind counts) that are possible. */
export function fits(declared: readonly number[], possible: readonly number[]): boolean {
  for (let i = 0; i < 5; i++) if ((declared[i] as number) > (possible[i] as number)) return false;
  return true;
}

export function ownCards(seat: Seat): Card[] {
  const cards: Card[] = [];
  for (let i = 0; i < CARDS_PER_PLAYER; i++) cards.push(seat * CARDS_PER_PLAYER + i);
  return cards;
}

/** Cards whose place the viewer knows and that are in nobody's hand or hidden mule. */
export function knownOut(view: ContrebandesView): Set<Card> {
  const known = new Set<Card>(view.revealed);
  for (const card of view.hand ?? []) known.add(card);
  for (const card of view.mule ?? []) known.add(card);
  for (const card of view.ownCashed ?? []) known.add(card);
  for (const card of view.caisse) known.add(card);
  for (const card of view.officerTaken) known.add(card);
  return known;
}

/**
 * The cards of `seat` that the viewer cannot place: the seat's hand and its
 * not-yet-inspected mule are drawn from these (the rest of them were cashed
 * unseen). A seat's hand and mule only ever hold its own cards.
 */
export function possibleCards(view: ContrebandesView, seat: Seat, known: Set<Card> = knownOut(view)): Card[] {
  return ownCards(seat).filter((card) => !known.has(card));
}

/** The cards of `seat` that everybody may still think possible (only what was shown to all is ruled out). */
export function publiclyPossible(view: ContrebandesView, seat: Seat): Card[] {
  const shown = new Set<Card>(view.revealed);
  return ownCards(seat).filter((card) => !shown.has(card));
}

export function quartersLeftAfter(quarter: number): number {
  return QUARTERS_PER_NIGHT - 1 - quarter;
}

/** The mean value of the cards of each kind among `cards`. */
export function meanValues(cards: readonly Card[]): KindCounts {
  const sums = emptyCounts();
  const counts = emptyCounts();
  for (const card of cards) {
    const k = kindIndex(cardKind(card));
    bump(sums, k, cardValue(card));
    bump(counts, k);
  }
  return sums.map((sum, i) => (counts[i] ? sum / (counts[i] as number) : 0)) as KindCounts;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** One way a hidden mule may be made up, by kind, with its weight under a uniform draw. */
export interface Composition {
  counts: KindCounts;
  weight: number;
}

/**
 * Every make-up by kind of `size` cards drawn from cards with the given kind
 * counts, weighted by how many draws give it (multivariate hypergeometric).
 */
export function compositions(available: readonly number[], size: number): Composition[] {
  const out: Composition[] = [];
  const current = emptyCounts();
  const walk = (index: number, left: number, weight: number): void => {
    if (index === 4) {
      if (left > (available[4] as number)) return;
      current[4] = left;
      out.push({ counts: current.slice() as KindCounts, weight: weight * choose(available[4] as number, left) });
      return;
    }
    const max = Math.min(left, available[index] as number);
    for (let n = 0; n <= max; n++) {
      current[index] = n;
      walk(index + 1, left - n, weight * choose(available[index] as number, n));
    }
  };
  walk(0, size, 1);
  return out;
}

export function isAllLegal(counts: readonly number[]): boolean {
  return counts[WINE] === 0 && counts[GOLD] === 0 && counts[CHEESE] === 0;
}

export function hasIllegal(counts: readonly number[]): boolean {
  return (counts[WINE] as number) + (counts[GOLD] as number) > 0;
}

/** The players (other than the viewer) whose mule the officer may still inspect. */
export function inspectableTargets(view: ContrebandesView): Seat[] {
  const targets: Seat[] = [];
  for (const player of view.players) {
    if (player.seat === view.officer) continue;
    if (!player.muleCount) continue;
    if (view.inspections.some((inspection) => inspection.seat === player.seat)) continue;
    targets.push(player.seat);
  }
  return targets;
}

/** Sum of values, cheeses counting 0. */
export function valueOf(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += cardValue(card);
  return sum;
}

/**
 * What one more cheese in `seat`'s cashed pile would cost him: the value of
 * the card it would cancel, guessed from the goods he holds or will cash.
 */
export function cheeseCost(goods: readonly Card[]): number {
  const cheeses = goods.filter(isCheese).length;
  const values = goods
    .filter((card) => !isCheese(card))
    .map(cardValue)
    .sort((a, b) => b - a);
  return values[cheeses] ?? 0;
}
