/**
 * The 11 cards every player owns. A card is a number: owner * 11 + its place in
 * the owner's set, so a card always knows whose hand it returns to at dawn.
 * Card numbers are never shown for a card a viewer may not see: a hidden card is
 * only ever counted.
 */
import type { Seat } from '../../engine/contract.js';

export type Good = 'clothes' | 'food' | 'wine' | 'gold';
export type Kind = Good | 'cheese';

export const GOODS: readonly Good[] = ['clothes', 'food', 'wine', 'gold'];
export const KINDS: readonly Kind[] = ['clothes', 'food', 'wine', 'gold', 'cheese'];
export const LEGAL_GOODS: readonly Good[] = ['clothes', 'food'];
export const ILLEGAL_GOODS: readonly Good[] = ['wine', 'gold'];

export const CARDS_PER_PLAYER = 11;
export const QUARTERS_PER_NIGHT = 4;
/** The smallest load a mule may carry. */
export const MIN_LOAD = 2;

export interface CardFace {
  kind: Kind;
  value: number;
}

/** One player's set, in a fixed order (the order of the rulebook's list). */
export const PLAYER_SET: readonly CardFace[] = [
  { kind: 'clothes', value: 2 },
  { kind: 'clothes', value: 3 },
  { kind: 'clothes', value: 3 },
  { kind: 'food', value: 2 },
  { kind: 'food', value: 3 },
  { kind: 'food', value: 3 },
  { kind: 'wine', value: 4 },
  { kind: 'wine', value: 6 },
  { kind: 'gold', value: 4 },
  { kind: 'gold', value: 6 },
  { kind: 'cheese', value: 0 },
];

export type Card = number;

export function cardOwner(card: Card): Seat {
  return Math.floor(card / CARDS_PER_PLAYER);
}

export function cardFace(card: Card): CardFace {
  return PLAYER_SET[card % CARDS_PER_PLAYER] as CardFace;
}

export function cardKind(card: Card): Kind {
  return cardFace(card).kind;
}

export function cardValue(card: Card): number {
  return cardFace(card).value;
}

export function isIllegal(card: Card): boolean {
  const kind = cardKind(card);
  return kind === 'wine' || kind === 'gold';
}

export function isCheese(card: Card): boolean {
  return card % CARDS_PER_PLAYER === CARDS_PER_PLAYER - 1;
}

/** A player's full set of 11 cards, as dealt back at the start of every night. */
export function playerSet(seat: Seat): Card[] {
  const cards: Card[] = [];
  for (let i = 0; i < CARDS_PER_PLAYER; i++) cards.push(seat * CARDS_PER_PLAYER + i);
  return cards;
}

/** Two cards are interchangeable when they show the same kind and value. */
export function faceKey(card: Card): number {
  return card % CARDS_PER_PLAYER === 2 ? 1 : card % CARDS_PER_PLAYER === 5 ? 4 : card % CARDS_PER_PLAYER;
}

/** Sorts cards by value (highest first), then kind, then number: the order piles are shown in. */
export function byValueDescending(a: Card, b: Card): number {
  return cardValue(b) - cardValue(a) || KINDS.indexOf(cardKind(a)) - KINDS.indexOf(cardKind(b)) || a - b;
}

export function kindLabel(kind: Kind): string {
  return KIND_LABELS[kind];
}

const KIND_LABELS: Record<Kind, string> = {
  clothes: 'Clothes',
  food: 'Food',
  wine: 'Wine',
  gold: 'Gold',
  cheese: 'Stinking cheese',
};
