/**
 * The numbers and the judging of Smugglers (2025) (the rulebook, RULINGS
 * smugglers-2025 and the decisions of the lead's brief): table sizes, robots,
 * what each customs card forbids, and which revealed cards are discarded and
 * why. Pure functions of plain values; play.ts applies them to a state.
 */
import type { Seat } from '../../engine/contract.js';
import type { Customs } from './customs.js';
import { GEMS, ILLEGAL, type Kind, POISONS, UNIQUE, WEAPONS, isLegal } from './goods.js';
import type { DiscardReason, Player, RevealedCard } from './types.js';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 6;
/** Every seat refills his hand to this many cards in the drawing step (and is dealt as many). */
export const HAND_SIZE = 5;
/** The market's face-up goods, all of different kinds. */
export const MARKET_SIZE = 3;
export const MAX_ROBOTS = 4;

/** The fewest robots a table of `seats` plays with: 2 solo, 1 with two players, none from three on. */
export function minRobots(seats: number): number {
  return seats <= 1 ? 2 : seats === 2 ? 1 : 0;
}

/** How many cards a seat holding `held` cards plays face down this round: 1, or 2 under Double Smuggling (1 if he holds only 1). */
export function smuggleCount(customs: Customs | null, held: number): number {
  return Math.min(customs === 'doubleSmuggling' ? 2 : 1, held);
}

/** Whether the customs card of the round makes its players discard `kind` (RULINGS 6). */
export function customsForbids(customs: Customs, kind: Kind): boolean {
  switch (customs) {
    case 'openBorder':
    case 'closedMarket':
    case 'doubleSmuggling':
    case 'amnesty':
    case 'marketSweep':
      return false;
    case 'weaponCheck':
      return WEAPONS.has(kind);
    case 'poisonCheck':
      return POISONS.has(kind);
    case 'spiceTariff':
      return kind === 'spice';
    case 'silkSeal':
      return kind === 'silk';
    case 'teaBan':
      return kind === 'tea';
    case 'fruitQuarantine':
      return kind === 'fruits';
    case 'gemRegistry':
      return GEMS.has(kind) || kind === 'bagOfGems';
    case 'jewellersEye':
      return kind === 'ring' || kind === 'stolenJewelry';
    case 'ivoryPatrol':
      return kind === 'ivory';
    case 'strictCustoms':
      return ILLEGAL.has(kind);
    case 'legalAudit':
      return isLegal(kind);
  }
}

/** A card as it is revealed: who played it and its kind. */
export interface PlayedCard {
  player: Player;
  kind: Kind;
}

/**
 * The reveal of a round, judged: each card with the first reason that makes
 * its player discard it, or null when it is kept. `cards` are every card
 * revealed this round (the seats' picks in seat order, then the robots'):
 * the illegal goods' effects count all of them, robots' cards and cards the
 * customs card discards included (RULINGS 5). `fronts` holds the kinds in
 * front of each seat, for the unique goods he owns already. Under Amnesty no
 * card is discarded, not even by its own effect.
 */
export function judge(cards: readonly PlayedCard[], customs: Customs, fronts: readonly (readonly Kind[])[]): RevealedCard[] {
  if (customs === 'amnesty') return cards.map(({ player, kind }) => ({ player, kind, reason: null }));
  let weapons = 0;
  let poisons = 0;
  let illegal = 0;
  for (const { kind } of cards) {
    if (WEAPONS.has(kind)) weapons++;
    if (POISONS.has(kind)) poisons++;
    if (ILLEGAL.has(kind)) illegal++;
  }
  return cards.map(({ player, kind }, index) => {
    let reason: DiscardReason | null = null;
    if (customsForbids(customs, kind)) reason = 'customs';
    else if (WEAPONS.has(kind) && weapons >= 2) reason = 'secondWeapon';
    else if (POISONS.has(kind) && poisons === 1) reason = 'onlyPoison';
    else if (kind === 'stolenJewelry' && illegal >= 2) reason = 'otherIllegal';
    else if (kind === 'ivory' && illegal === 1) reason = 'onlyIllegal';
    else if (UNIQUE.has(kind) && 'seat' in player && ownsAlready(player.seat, kind, index, cards, fronts)) reason = 'alreadyOwned';
    return { player, kind, reason };
  });
}

/** Whether a seat revealing a unique good has one in front of him, or revealed one before this card in the same reveal (Double Smuggling). */
function ownsAlready(seat: Seat, kind: Kind, index: number, cards: readonly PlayedCard[], fronts: readonly (readonly Kind[])[]): boolean {
  if (fronts[seat]?.includes(kind)) return true;
  for (let earlier = 0; earlier < index; earlier++) {
    const card = cards[earlier] as PlayedCard;
    if (card.kind === kind && 'seat' in card.player && card.player.seat === seat) return true;
  }
  return false;
}
