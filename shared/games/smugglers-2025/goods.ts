/**
 * The goods cards of Smugglers (2025) (the rulebook's Goods Cards Index and
 * RULINGS 2): 110 cards, or 120 with the Gold and Silver Coins variant. A
 * card is a number; its kind is fixed by KIND_OF, and two cards of one kind
 * are interchangeable (moves and views name kinds, never card numbers).
 */
export const KINDS = [
  // Legal goods (green).
  'spice',
  'silk',
  'tea',
  'fruits',
  'pinkGem',
  'blueGem',
  'purpleGem',
  'bagOfGems',
  'ring',
  'goldCoins',
  'silverCoins',
  // Illegal goods (red).
  'crossbow',
  'greatSword',
  'snakeVenom',
  'ratPoison',
  'stolenJewelry',
  'ivory',
] as const;

export type Kind = (typeof KINDS)[number];

/** How many cards of each kind the deck holds (the coins only in the variant). */
export const COPIES: Readonly<Record<Kind, number>> = {
  spice: 10,
  silk: 10,
  tea: 10,
  fruits: 7,
  pinkGem: 7,
  blueGem: 7,
  purpleGem: 7,
  bagOfGems: 5,
  ring: 5,
  goldCoins: 5,
  silverCoins: 5,
  crossbow: 8,
  greatSword: 8,
  snakeVenom: 8,
  ratPoison: 8,
  stolenJewelry: 5,
  ivory: 5,
};

export const ILLEGAL: ReadonlySet<Kind> = new Set<Kind>(['crossbow', 'greatSword', 'snakeVenom', 'ratPoison', 'stolenJewelry', 'ivory']);
export const WEAPONS: ReadonlySet<Kind> = new Set<Kind>(['crossbow', 'greatSword']);
export const POISONS: ReadonlySet<Kind> = new Set<Kind>(['snakeVenom', 'ratPoison']);
export const GEMS: ReadonlySet<Kind> = new Set<Kind>(['pinkGem', 'blueGem', 'purpleGem']);
export const COINS: ReadonlySet<Kind> = new Set<Kind>(['goldCoins', 'silverCoins']);
/** RULINGS 3: a player keeps at most one card of these in front of him. */
export const UNIQUE: ReadonlySet<Kind> = new Set<Kind>(['bagOfGems', 'ring', 'goldCoins', 'stolenJewelry', 'ivory']);

/** A goods card, 0 .. 119: the standard deck's 110 first, then the variant's 10 coins. */
export type Card = number;

/** The kinds in deck order: the standard 110 (no coins), then 5 gold and 5 silver coins. */
const STANDARD_KINDS = KINDS.filter((kind) => !COINS.has(kind));
export const KIND_OF: readonly Kind[] = [
  ...STANDARD_KINDS.flatMap((kind) => new Array<Kind>(COPIES[kind]).fill(kind)),
  ...new Array<Kind>(COPIES.goldCoins).fill('goldCoins'),
  ...new Array<Kind>(COPIES.silverCoins).fill('silverCoins'),
];

export const STANDARD_DECK_SIZE = 110;
export const VARIANT_DECK_SIZE = 120;

export function kindOf(card: Card): Kind {
  return KIND_OF[card] as Kind;
}

export function isLegal(kind: Kind): boolean {
  return !ILLEGAL.has(kind);
}
