/**
 * Cards counted by kind, and the cards a seat cannot see.
 *
 * The bots reason over counts (one number per kind, in KINDS order) rather
 * than lists of kinds: a hand, a front or the unseen cards are multisets, and
 * a count array makes "one more spice" or "how many weapons are left" a single
 * step. The unseen cards are worked out from the view alone: every card of the
 * game, less those the seat sees (its hand and pick, every front, the market,
 * the discard pile's top and the discarded cards of the latest reveal while
 * they are still on the pile).
 */
import { COINS, COPIES, type Kind, KINDS } from '../goods.js';
import type { S25View } from '../types.js';

/** One number per kind, in KINDS order. */
export type Counts = number[];

export const KIND_COUNT = KINDS.length;

export const KIND_INDEX: Readonly<Record<Kind, number>> = Object.fromEntries(KINDS.map((kind, index) => [kind, index])) as Record<Kind, number>;

/** Adds `delta` to the count at `index`. */
export function bump(counts: Counts, index: number, delta = 1): void {
  counts[index] = (counts[index] as number) + delta;
}

export function emptyCounts(): Counts {
  return new Array<number>(KIND_COUNT).fill(0);
}

export function countKinds(kinds: readonly Kind[]): Counts {
  const counts = emptyCounts();
  for (const kind of kinds) bump(counts, KIND_INDEX[kind]);
  return counts;
}

/** The kinds of a count, each as often as counted, in KINDS order. */
export function kindsOf(counts: Counts): Kind[] {
  const kinds: Kind[] = [];
  counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) kinds.push(KINDS[index] as Kind);
  });
  return kinds;
}

export function total(counts: Counts): number {
  let sum = 0;
  for (const count of counts) sum += count;
  return sum;
}

/** A copy with `delta` more (or fewer) of each kind listed. */
export function withKinds(counts: Counts, kinds: readonly Kind[], delta = 1): Counts {
  const out = counts.slice();
  for (const kind of kinds) bump(out, KIND_INDEX[kind], delta);
  return out;
}

/** Every card of this game by kind: the coins only in the variant. */
export function gameCounts(coins: boolean): Counts {
  return KINDS.map((kind) => (COINS.has(kind) && !coins ? 0 : COPIES[kind]));
}

/**
 * The cards the viewer cannot see, by kind: in the deck, in the other hands, or
 * deep in the discard pile. The latest reveal's discarded cards (and robots'
 * cards) went to the pile; they are counted as seen while the pile is at least
 * that high (a reshuffle since would have put them back in the deck, and the
 * pile would then be lower). Never negative.
 */
export function unseenCounts(view: S25View): Counts {
  const unseen = gameCounts(view.options.coins);
  const seen: Kind[] = [...(view.hand ?? []), ...(view.ownPick ?? []), ...view.market, ...view.front.flat()];
  const onPile: Kind[] = view.revealed.filter((card) => card.reason !== null || !('seat' in card.player)).map((card) => card.kind);
  if (view.discardTop !== null && !onPile.includes(view.discardTop)) onPile.push(view.discardTop);
  if (onPile.length <= view.discardCount) seen.push(...onPile);
  else if (view.discardTop !== null) seen.push(view.discardTop);
  for (const kind of seen) bump(unseen, KIND_INDEX[kind], -1);
  return unseen.map((count) => Math.max(0, count));
}

/** The share of each kind among `counts` (all zero when there are none). */
export function fractions(counts: Counts): number[] {
  const sum = total(counts);
  return counts.map((count) => (sum > 0 ? count / sum : 0));
}
