/**
 * The chance that a card survives its reveal, worked out by formula (the
 * normal bot's estimate; the hard bot samples instead, sampling.ts).
 *
 * Whether an illegal good is kept depends on what the others reveal: a weapon
 * needs no other weapon, a poison another poison, Stolen Jewelry no other
 * illegal good, Ivory some other one. Each robot reveals the deck's top card,
 * as likely any unseen card. Each other seat holding cards reveals a card of a
 * class with the chance that one of his cards is of it (from the unseen
 * shares) times how readily players play such a card; nobody plays what the
 * customs card forbids, or a unique good he has in front already.
 */
import type { Customs } from '../customs.js';
import { ILLEGAL, KINDS, type Kind, POISONS, UNIQUE, WEAPONS } from '../goods.js';
import { customsForbids, smuggleCount } from '../rules.js';
import type { S25View } from '../types.js';
import { type Counts, KIND_INDEX } from './tally.js';

/** How readily a seat holding a card of the class plays it this round. */
const READINESS = { weapon: 0.55, poison: 0.5, illegal: 0.6 } as const;

/** The chances that the others reveal no card of a class, or at least one. */
export interface Threats {
  /** That no other player reveals a weapon. */
  noWeapon: number;
  /** That no other player reveals a poison. */
  noPoison: number;
  /** That no other player reveals an illegal good. */
  noIllegal: number;
}

/** The unseen cards' shares of weapons, poisons and illegal goods. */
export function classShares(shares: readonly number[]): { weapon: number; poison: number; illegal: number } {
  let weapon = 0;
  let poison = 0;
  let illegal = 0;
  KINDS.forEach((kind, index) => {
    const share = shares[index] as number;
    if (WEAPONS.has(kind)) weapon += share;
    if (POISONS.has(kind)) poison += share;
    if (ILLEGAL.has(kind)) illegal += share;
  });
  return { weapon, poison, illegal };
}

/** What the others may reveal this round, seen from `seat`. */
export function threatsFor(view: S25View, seat: number, shares: readonly number[]): Threats {
  const share = classShares(shares);
  const customs = view.customs;
  const allowed = (kind: Kind): boolean => customs === null || !customsForbids(customs, kind);
  let noWeapon = 1;
  let noPoison = 1;
  let noIllegal = 1;
  for (let robot = 0; robot < view.options.robots; robot++) {
    noWeapon *= 1 - share.weapon;
    noPoison *= 1 - share.poison;
    noIllegal *= 1 - share.illegal;
  }
  view.handCounts.forEach((held, other) => {
    if (other === seat || (held === 0 && !view.picked[other])) return;
    // A seat that has picked already chose from his hand before the pick left it.
    const cards = held + (view.picked[other] ? smuggleCount(customs, held + 1) : 0);
    const holds = (part: number): number => 1 - Math.pow(1 - part, cards);
    const weapon = allowed('crossbow') ? READINESS.weapon * holds(share.weapon) : 0;
    const poison = allowed('snakeVenom') ? READINESS.poison * holds(share.poison) : 0;
    const illegalShare = share.illegal - uniquesOwnedShare(view.front[other] ?? [], shares);
    const illegal = Math.max(weapon + poison, allowed('crossbow') || allowed('snakeVenom') || allowed('ivory') ? READINESS.illegal * holds(illegalShare) : 0);
    noWeapon *= 1 - weapon;
    noPoison *= 1 - poison;
    noIllegal *= 1 - Math.min(1, illegal);
  });
  return { noWeapon, noPoison, noIllegal };
}

/** The share of the unseen cards that are unique illegal goods a seat already has in front (he would not play them). */
function uniquesOwnedShare(front: readonly Kind[], shares: readonly number[]): number {
  let part = 0;
  KINDS.forEach((kind, index) => {
    if (ILLEGAL.has(kind) && UNIQUE.has(kind) && front.includes(kind)) part += shares[index] as number;
  });
  return part;
}

/**
 * The chance that `kind`, revealed by a seat with `front` in front of him,
 * is kept; `partner` is his other card under Double Smuggling (null: none).
 * (Of two copies of a unique good revealed together the second is lost: the
 * caller knows which is second.)
 */
export function keepChance(kind: Kind, partner: Kind | null, customs: Customs | null, front: Counts, threats: Threats): number {
  if (customs === 'amnesty') return 1;
  if (customs !== null && customsForbids(customs, kind)) return 0;
  if (UNIQUE.has(kind) && (front[KIND_INDEX[kind]] as number) > 0) return 0;
  const partnerIllegal = partner !== null && ILLEGAL.has(partner);
  if (WEAPONS.has(kind)) return partner !== null && WEAPONS.has(partner) ? 0 : threats.noWeapon;
  if (POISONS.has(kind)) return partner !== null && POISONS.has(partner) ? 1 : 1 - threats.noPoison;
  if (kind === 'stolenJewelry') return partnerIllegal ? 0 : threats.noIllegal;
  if (kind === 'ivory') return partnerIllegal ? 1 : 1 - threats.noIllegal;
  return 1;
}
