/**
 * The 30 contraband goods of Schmuggler an Bord, in ring order from the start
 * field (RULINGS 1): field i of the ring shows GOODS[i], and each good has
 * exactly one card. The pawn starts on coffee (field 0) and moves clockwise,
 * towards higher field numbers, wrapping from nylons back to coffee.
 */
export const GOODS = [
  'coffee',
  'watches',
  'gold',
  'furs',
  'stamps',
  'microfilms',
  'computers',
  'amphorae',
  'oldCoins',
  'gems',
  'cigarettes',
  'whisky',
  'jewellery',
  'perfume',
  'caviar',
  'silk',
  'tea',
  'cigars',
  'rum',
  'pearls',
  'paintings',
  'cameras',
  'saffron',
  'porcelain',
  'carpets',
  'vanilla',
  'cognac',
  'pepper',
  'radios',
  'nylons',
] as const;

/** A good, by its id (also its catalogue key: 'schmuggler-an-bord:good.oldCoins'). */
export type Good = (typeof GOODS)[number];

/** A field of the ring, 0 (coffee, the start) to 29 (nylons). */
export type Field = number;

export const FIELD_COUNT = GOODS.length;

/** The good a field shows (and the card that belongs on it). */
export function goodOf(field: Field): Good {
  return GOODS[field] as Good;
}

/** The field that shows a good. */
export function fieldOf(good: Good): Field {
  return GOODS.indexOf(good);
}

export function isGood(value: unknown): value is Good {
  return typeof value === 'string' && (GOODS as readonly string[]).includes(value);
}
