/**
 * The end of a round and of a turn, applied to the next state. A move makes
 * `next` as a shallow copy of the state before and shares its arrays with it,
 * so everything here that changes an array (rows, chips) writes a copy of it:
 * the state before is never touched.
 */
import type { Seat } from '../../engine/contract.js';
import { type Settlement, gameEnds, gameResult, payments, settleGuessing, settleObjections } from './rules.js';
import type { Good } from './goods.js';
import type { Fact, Round, SabState } from './types.js';

/**
 * Settles the round in `next.round` once the search is over (`round.holder`
 * is the seat that found the card, or null), then ends the turn.
 */
export function settleRound(next: SabState, events: Fact[]): void {
  const round = next.round as Round;
  applySettlement(next, roundSettlement(next.seats, round), events);
  endTurn(next, events);
}

/** The settlement of a searched round: a challenged "myself" or a guessing round. */
export function roundSettlement(seats: number, round: Round): Settlement {
  if (round.objections !== null) return settleObjections(round.roller, objectorsOf(round.objections), round.holder !== null, seats);
  return settleGuessing(round.chain, round.holder, seats);
}

/** The seats that objected, in seat order. */
export function objectorsOf(objections: readonly (boolean | null)[]): Seat[] {
  const objectors: Seat[] = [];
  objections.forEach((objects, seat) => objects === true && objectors.push(seat));
  return objectors;
}

/**
 * The card changes hands (it leaves a gap in the holder's row, closed up, and
 * goes to the end of the receiver's row), then every payment goes into the
 * kitty, in seat order. Facts: `gave`, then one `paid` per payer.
 */
export function applySettlement(next: SabState, settlement: Settlement, events: Fact[]): void {
  const { gift } = settlement;
  const good = next.round?.good;
  if (gift !== null && good !== undefined) {
    const rows = next.rows.slice();
    rows[gift.from] = (rows[gift.from] as Good[]).filter((held) => held !== good);
    rows[gift.to] = [...(rows[gift.to] as Good[]), good];
    next.rows = rows;
    events.push({ type: 'gave', from: gift.from, to: gift.to, good });
  }
  const paid = payments(settlement.owed, next.chips);
  if (paid.length === 0) return;
  const chips = next.chips.slice();
  for (const payment of paid) {
    chips[payment.seat] = (chips[payment.seat] as number) - payment.chips;
    next.kitty += payment.chips;
    events.push({ type: 'paid', seat: payment.seat, chips: payment.chips, owed: payment.owed });
  }
  next.chips = chips;
}

/**
 * The turn is over (a take, a settlement, an unchallenged "myself"): a seat
 * without chips or with the end's card count ends the game (fact `gameOver`),
 * else the next seat rolls.
 */
export function endTurn(next: SabState, events: Fact[]): void {
  next.round = null;
  const cardCounts = next.rows.map((row) => row.length);
  if (gameEnds(next.seats, cardCounts, next.chips)) {
    next.phase = 'over';
    events.push({ type: 'gameOver', result: gameResult(cardCounts, next.chips) });
    return;
  }
  next.phase = 'roll';
  next.turn = (next.turn + 1) % next.seats;
  next.turnNumber += 1;
}
