/**
 * From memory to odds: how likely each seat holds a good that is not on its
 * field.
 *
 * A remembered holder gets the level's trust; what is not trusted, and every
 * forgotten good, is spread over the seats whose cards the bot cannot place
 * (a seat's row count, less the goods it is believed to hold), so a seat with
 * many unplaced cards is the likelier hiding place. Seats remembered searching
 * without the good since, and seats with no cards, hold it with no chance.
 *
 * Normal and hard bots also read the round going on: a seat that says
 * "myself" probably remembers holding it, a seat that names another probably
 * remembers where it went (and believes it does not hold it).
 */
import type { Seat } from '../../../engine/contract.js';
import { type Good, fieldOf } from '../goods.js';
import type { SabView, Suspicion } from '../types.js';
import { DECISIONS, MEMORY } from './levels.js';
import type { Memory } from './memory.js';

/** Per seat: how many of its cards the bot cannot place (at least 0). */
export function unplaced(memory: Memory, view: SabView): number[] {
  const placed = new Array<number>(view.seats).fill(0);
  memory.holder.forEach((seat, good) => {
    if (seat !== null && !view.onField[good]) placed[seat] = (placed[seat] as number) + 1;
  });
  return view.rows.map((count, seat) => Math.max(0, count - (placed[seat] as number)));
}

function normalize(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return total > 0 ? weights.map((weight) => weight / total) : weights;
}

/** Per seat, the chance it holds `good`, from memory alone (the odds sum to 1 unless nobody has a card). */
export function holderOdds(memory: Memory, view: SabView, good: Good): number[] {
  const field = fieldOf(good);
  const excluded = (seat: Seat): boolean => (view.rows[seat] ?? 0) === 0 || (memory.ruledOut[field] ?? []).includes(seat);
  const free = unplaced(memory, view);
  let spread = free.map((count, seat) => (excluded(seat) ? 0 : count));
  if (spread.every((weight) => weight === 0)) spread = view.rows.map((count, seat) => (excluded(seat) ? 0 : count));
  if (spread.every((weight) => weight === 0)) spread = view.rows.map((count) => count);
  spread = normalize(spread);

  const holder = memory.holder[field] ?? null;
  if (holder === null || excluded(holder)) return spread;
  const trust = MEMORY[memory.level].trust;
  return normalize(spread.map((share, seat) => (1 - trust) * share + (seat === holder ? trust : 0)));
}

/** The odds after hearing the suspicions of this round by other seats (weight: how much one suspicion counts). */
export function heedChain(odds: readonly number[], chain: readonly Suspicion[], me: Seat, weight: number): number[] {
  if (weight === 1) return odds.slice();
  const out = odds.slice();
  for (const { by, suspect } of chain) {
    if (by === me) continue;
    if (by === suspect) {
      out[by] = (out[by] as number) * weight * 1.5;
    } else {
      out[suspect] = (out[suspect] as number) * weight;
      out[by] = (out[by] as number) / weight;
    }
  }
  return normalize(out);
}

/** What the bot believes about the good of the round now going on: memory, then (by level) the chain. */
export function roundOdds(memory: Memory, view: SabView): number[] {
  const round = view.round;
  if (!round) return new Array<number>(view.seats).fill(1 / view.seats);
  return heedChain(holderOdds(memory, view, round.good), round.chain, memory.seat, DECISIONS[memory.level].heedsChain);
}
