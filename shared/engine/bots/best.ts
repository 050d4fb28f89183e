/**
 * A bot's pick of the best-scoring choice: the index of the greatest worth,
 * ties (worths within a hair of each other, as sums of floating odds are)
 * drawn at random from the bot's generator, so that equal choices are not
 * always settled the same way and a decision still repeats from its seed.
 */
import type { Rng } from '../rng.js';

/** How close two worths may be and still tie: rounding in sums of odds, never a real difference. */
export const TIE = 1e-9;

/** The index of the greatest value (ties drawn at random); 0 for no values. */
export function best(values: readonly number[], rng: Rng): number {
  let top = -Infinity;
  let ties: number[] = [];
  values.forEach((value, index) => {
    if (value > top + TIE) {
      top = value;
      ties = [index];
    } else if (value > top - TIE) ties.push(index);
  });
  return ties.length > 0 ? rng.pick(ties) : 0;
}
