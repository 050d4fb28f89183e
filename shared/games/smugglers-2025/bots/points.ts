/**
 * The score of goods in front, counted by kind: the same rules as scoring.ts
 * (a test holds the two together), over a count array, because a bot scores
 * thousands of imagined fronts per decision and scoring.ts works from lists.
 *
 * Imagined fronts may hold what a real one never does (a second ring, a
 * second Ivory): a unique good counts once here, so a copy beyond the first
 * is worth nothing, as the judging would make it.
 */
import { KINDS, type Kind, UNIQUE } from '../goods.js';
import { type Counts, KIND_INDEX } from './tally.js';

/** The kinds scored by set size, with what a set of each size scores (the last: the full set; more start a new one). */
export const SET_KINDS = ['spice', 'silk', 'tea', 'fruits'] as const satisfies readonly Kind[];
export type SetKind = (typeof SET_KINDS)[number];

const SET_SCORES: Readonly<Record<SetKind, readonly number[]>> = {
  spice: [0, 0, 0, 10, 26],
  silk: [0, 1, 5, 20],
  tea: [0, 2, 0, 0, 30],
  fruits: [0, 0, 12],
};

export const SET_INDEX: readonly number[] = SET_KINDS.map((kind) => KIND_INDEX[kind]);

const I = KIND_INDEX;
const ILLEGAL_INDEXES = [I.crossbow, I.greatSword, I.snakeVenom, I.ratPoison];
const UNIQUE_ILLEGAL_INDEXES = [I.stolenJewelry, I.ivory];

/** What `count` cards of a set kind score. */
export function setPoints(kind: SetKind, count: number): number {
  const scores = SET_SCORES[kind];
  const full = scores.length - 1;
  return Math.floor(count / full) * (scores[full] as number) + (scores[count % full] as number);
}

const SET_POINTS_BY_INDEX: readonly ((count: number) => number)[] = SET_KINDS.map((kind) => (count: number) => setPoints(kind, count));

/** What a count of the set kind at position `set` of SET_KINDS scores. */
export function setPointsAt(set: number, count: number): number {
  return (SET_POINTS_BY_INDEX[set] as (count: number) => number)(count);
}

/**
 * Everything but the set kinds: gems by colour with 10 per trio, a bag of gems
 * 10, a ring 3 plus the own points of the best gem card, 10 per illegal good
 * (a unique one counted once); coins in front nothing.
 */
export function otherPoints(front: Counts): number {
  const pink = front[I.pinkGem] as number;
  const blue = front[I.blueGem] as number;
  const purple = front[I.purpleGem] as number;
  let points = 3 * pink + 4 * blue + 5 * purple + 10 * Math.min(pink, blue, purple);
  if ((front[I.bagOfGems] as number) > 0) points += 10;
  if ((front[I.ring] as number) > 0) points += 3 + (purple > 0 ? 5 : blue > 0 ? 4 : pink > 0 ? 3 : 0);
  for (const index of ILLEGAL_INDEXES) points += 10 * (front[index] as number);
  for (const index of UNIQUE_ILLEGAL_INDEXES) if ((front[index] as number) > 0) points += 10;
  return points;
}

/** The score of a front by kind counts. */
export function frontPoints(front: Counts): number {
  let points = otherPoints(front);
  SET_INDEX.forEach((index, set) => (points += setPointsAt(set, front[index] as number)));
  return points;
}

/** Whether a kind is unique, by index (a second copy in front is worth nothing). */
export const UNIQUE_AT: readonly boolean[] = KINDS.map((kind) => UNIQUE.has(kind));
