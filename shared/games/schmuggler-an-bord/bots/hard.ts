/**
 * The hard bot's look ahead: before it names a suspect (or objects), it plays
 * the rest of the round forward for every seat that might hold the good, and
 * takes the move worth most on average (round.ts: its points against the
 * others' mean).
 *
 * The other seats are modelled as players of middling memory: a seat still
 * knows where the good is with the chance that a normal memory keeps its last
 * move (a recent take is known to all, an old one to few; a seat's own cards
 * it keeps better). Knowing, a seat says "myself" when it holds the good and
 * otherwise names the holder; not knowing, it names anyone. After a "myself"
 * they object when they know the roller lacks it, and now and then on a hunch.
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { fieldOf } from '../goods.js';
import type { SabView, Suspicion } from '../types.js';
import type { Memory } from './memory.js';
import { retention } from './memory.js';
import { type Settlement, endsChain, settleChain, settleMyself, worth } from './round.js';

export interface LookAhead {
  /** Play-outs per suspect and possible holder. */
  samples: number;
  /** The chance an unknowing seat objects to a "myself" all the same. */
  hunch: number;
  /** The chance an unknowing seat names himself. */
  selfGuess: number;
}

export const LOOK_AHEAD: LookAhead = { samples: 48, hunch: 0.1, selfGuess: 0.25 };

/** Per seat: the chance it still knows where the round's good is (the model of the others, see above). */
export function othersKnow(memory: Memory, view: SabView): number[] {
  const good = view.round ? fieldOf(view.round.good) : 0;
  const age = view.turnNumber - (memory.lastMoved[good] ?? 0);
  const mover = memory.movedBy[good] ?? null;
  return Array.from({ length: view.seats }, (_, seat) => retention('normal', age, seat === mover));
}

/** An unknowing seat's guess: himself now and then, else any other seat with cards. */
function guess(by: Seat, view: SabView, rng: Rng, model: LookAhead): Seat {
  if (rng.next() < model.selfGuess) return by;
  const others: Seat[] = [];
  for (let seat = 0; seat < view.seats; seat++) if (seat !== by && (view.rows[seat] ?? 0) > 0) others.push(seat);
  return others.length > 0 ? rng.pick(others) : by;
}

/** The rest of a guessing round once it reached `chain` (the last suspect about to name), with `holder` holding the good. */
export function playOut(chain: readonly Suspicion[], holder: Seat, view: SabView, know: readonly number[], rng: Rng, model: LookAhead): Suspicion[] {
  const played = chain.slice();
  // Each seat suspects at most once, so a chain never outgrows the table; the bound only guards the loop.
  for (let step = 0; step <= view.seats; step++) {
    const by = (played[played.length - 1] as Suspicion).suspect;
    const named = rng.next() < (know[by] ?? 0) ? holder : guess(by, view, rng, model);
    const ends = endsChain(played, by, named);
    played.push({ by, suspect: named });
    if (ends) break;
  }
  return played;
}

/** The worth to `me` of naming `named` now, if `holder` holds the good (one play-out). */
function outcome(view: SabView, me: Seat, named: Seat, holder: Seat, know: readonly number[], rng: Rng, model: LookAhead): Settlement {
  const round = view.round;
  const chain = round ? round.chain : [];
  if (chain.length === 0 && named === me) {
    const objectors: Seat[] = [];
    for (let seat = 0; seat < view.seats; seat++) {
      if (seat === me) continue;
      const objects = rng.next() < (know[seat] ?? 0) ? holder !== me : rng.next() < model.hunch;
      if (objects) objectors.push(seat);
    }
    return settleMyself(me, holder === me, objectors, view.seats);
  }
  const ends = endsChain(chain, me, named);
  const next = [...chain, { by: me, suspect: named }];
  return settleChain(ends ? next : playOut(next, holder, view, know, rng, model), holder, view.seats);
}

/** Per seat that may be named: the expected worth of naming it, over the odds of who holds the good. */
export function suspectWorths(view: SabView, me: Seat, odds: readonly number[], know: readonly number[], candidates: readonly Seat[], rng: Rng, model: LookAhead = LOOK_AHEAD): number[] {
  const chain = view.round ? view.round.chain : [];
  return candidates.map((named) => {
    const settled = chain.length > 0 && endsChain(chain, me, named);
    const samples = settled ? 1 : model.samples;
    let total = 0;
    odds.forEach((chance, holder) => {
      if (chance <= 0) return;
      let sum = 0;
      for (let i = 0; i < samples; i++) sum += worth(outcome(view, me, named, holder, know, rng, model), me, view.chips);
      total += (chance * sum) / samples;
    });
    return total;
  });
}

/**
 * Whether to object to the roller's "myself", believing he holds the good with
 * chance `holds`: objecting costs me a chip if he does, and costs him one more
 * chip (shared out as gain over the others) if he does not.
 */
export function objectionWorth(holds: number, seats: number): number {
  return (1 - holds) / Math.max(1, seats - 1) - holds;
}
