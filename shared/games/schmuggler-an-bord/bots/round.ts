/**
 * How a round ends, as the hard bot foresees it: the rules' own reckoning
 * (rules.ts) applied to a chain the bot imagines, with a holder it supposes.
 * Only the worth of a settlement to the bot is its own.
 *
 * Values are a seat's gain against the others: its own points (2 a card, 1 a
 * chip) less the mean of the other seats' points. Chips paid into the kitty
 * are gone for everybody, so a fine hurts the payer and helps everyone else a
 * little; a card given from one seat to another is +2 and -2.
 */
import type { Seat } from '../../../engine/contract.js';
import { POINTS_PER_CARD, POINTS_PER_CHIP, type Settlement, roundEnds, searchOrder, settleGuessing, settleObjections } from '../rules.js';
import type { Suspicion } from '../types.js';

export type { Settlement };

/** Whether the suspicion `by` -> `named` would end a guessing round that reached `chain`. */
export function endsChain(chain: readonly Suspicion[], by: Seat, named: Seat): boolean {
  return roundEnds([...chain, { by, suspect: named }]);
}

/** A finished guessing round with the good at `holder`: searched back along the chain, then settled. */
export function settleChain(chain: readonly Suspicion[], holder: Seat, seats: number): Settlement {
  const last = chain[chain.length - 1] as Suspicion;
  const found = searchOrder(chain, last.suspect).includes(holder);
  return settleGuessing(chain, found ? holder : null, seats);
}

/** A roller's "myself" once the others decided. */
export function settleMyself(roller: Seat, holds: boolean, objectors: readonly Seat[], seats: number): Settlement {
  return settleObjections(roller, objectors, holds, seats);
}

/** The settlement's worth to `me`: my points' change less the mean change of the others'. Fines are capped by the chips a seat has. */
export function worth(settlement: Settlement, me: Seat, chips: readonly number[]): number {
  const seats = chips.length;
  const change = settlement.owed.map((owed, seat) => -POINTS_PER_CHIP * Math.min(owed, chips[seat] ?? 0));
  if (settlement.gift) {
    change[settlement.gift.from] = (change[settlement.gift.from] as number) - POINTS_PER_CARD;
    change[settlement.gift.to] = (change[settlement.gift.to] as number) + POINTS_PER_CARD;
  }
  let others = 0;
  change.forEach((delta, seat) => {
    if (seat !== me) others += delta;
  });
  return (change[me] as number) - others / Math.max(1, seats - 1);
}
