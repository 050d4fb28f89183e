/**
 * End-of-night scoring: cheeses cancel the highest cards, then every good
 * counted 3–4 times earns one bonus card and 5 or more times two.
 */
import type { Seat } from '../../engine/contract.js';
import { type Card, type Good, GOODS, byValueDescending, cardKind, cardValue, isCheese } from './cards.js';
import type { SeatNightScore } from './types.js';

type GoodCounts = Record<Good, number>;

export function bonusForCount(count: number): number {
  return count >= 5 ? 2 : count >= 3 ? 1 : 0;
}

function bonusFor(counts: GoodCounts): number {
  let owed = 0;
  for (const good of GOODS) owed += bonusForCount(counts[good]);
  return owed;
}

function countGoods(cards: readonly Card[]): GoodCounts {
  const counts: GoodCounts = { clothes: 0, food: 0, wine: 0, gold: 0 };
  for (const card of cards) {
    const kind = cardKind(card);
    if (kind !== 'cheese') counts[kind]++;
  }
  return counts;
}

/**
 * Which cards the cheeses cancel: the highest ones. Among cards tied at the
 * boundary value the owner may choose; we choose for him the cards that leave
 * him the most bonus cards. Between choices that keep as many, the first in a
 * fixed order wins (cancel clothes before food, wine before gold, the lower
 * card numbers of a kind first), so that scoring stays deterministic.
 */
export function cancelledByCheese(cashed: readonly Card[]): Card[] {
  const cheeses = cashed.filter(isCheese).length;
  const goods = cashed.filter((card) => !isCheese(card)).sort(byValueDescending);
  if (cheeses === 0) return [];
  if (cheeses >= goods.length) return goods;

  const boundary = cardValue(goods[cheeses - 1] as Card);
  const forced = goods.filter((card) => cardValue(card) > boundary);
  const tied = goods.filter((card) => cardValue(card) === boundary);
  const needed = cheeses - forced.length;
  const keptBelow = goods.filter((card) => cardValue(card) < boundary);

  // Tied cards differ only by kind: try every split of the cancellations among kinds.
  const tiedByGood = GOODS.map((good) => tied.filter((card) => cardKind(card) === good).sort((a, b) => a - b));
  let best: Card[] | null = null;
  let bestBonus = -1;
  const split = (goodIndex: number, left: number, taken: Card[]): void => {
    if (goodIndex === GOODS.length) {
      if (left !== 0) return;
      const kept = tied.filter((card) => !taken.includes(card));
      const bonus = bonusFor(countGoods([...keptBelow, ...kept]));
      if (bonus > bestBonus) {
        bestBonus = bonus;
        best = taken.slice();
      }
      return;
    }
    const pool = tiedByGood[goodIndex] as Card[];
    for (let n = Math.min(left, pool.length); n >= 0; n--) {
      split(goodIndex + 1, left - n, [...taken, ...pool.slice(0, n)]);
    }
  };
  split(0, needed, []);
  return [...forced, ...(best ?? []).sort(byValueDescending)];
}

/** Scores one seat's cashed pile (bonus cards are added later, as they are taken). */
export function scoreCashedPile(seat: Seat, cashed: readonly Card[], couldNotLoad: boolean): SeatNightScore {
  const sorted = cashed.slice().sort(byValueDescending);
  const cheeses = sorted.filter(isCheese).length;
  if (couldNotLoad) {
    return {
      seat,
      couldNotLoad,
      cashed: sorted,
      cheeses,
      cancelled: [],
      goodsPoints: 0,
      counts: { clothes: 0, food: 0, wine: 0, gold: 0 },
      bonusOwed: 0,
      bonusCards: [],
      total: 0,
    };
  }
  const cancelled = cancelledByCheese(sorted);
  const counting = sorted.filter((card) => !isCheese(card) && !cancelled.includes(card));
  const counts = countGoods(counting);
  const goodsPoints = counting.reduce((sum, card) => sum + cardValue(card), 0);
  return {
    seat,
    couldNotLoad,
    cashed: sorted,
    cheeses,
    cancelled,
    goodsPoints,
    counts,
    bonusOwed: bonusFor(counts),
    bonusCards: [],
    total: goodsPoints,
  };
}

/** Seats in bonus order: from the left of the last officer, clockwise, the officer last. */
export function bonusOrder(lastOfficer: Seat, seats: number): Seat[] {
  const order: Seat[] = [];
  for (let i = 1; i <= seats; i++) order.push((lastOfficer + i) % seats);
  return order;
}
