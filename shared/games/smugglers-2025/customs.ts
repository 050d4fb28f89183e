/**
 * The customs cards (RULINGS 6: ours, the rulebook does not list them): 12
 * standard, and 4 more marked L for the long game. One is flipped each round
 * and holds for that round.
 */
export const STANDARD_CUSTOMS = [
  'openBorder',
  'weaponCheck',
  'poisonCheck',
  'spiceTariff',
  'silkSeal',
  'teaBan',
  'fruitQuarantine',
  'gemRegistry',
  'jewellersEye',
  'ivoryPatrol',
  'strictCustoms',
  'legalAudit',
] as const;

export const LONG_CUSTOMS = ['closedMarket', 'doubleSmuggling', 'amnesty', 'marketSweep'] as const;

export type Customs = (typeof STANDARD_CUSTOMS)[number] | (typeof LONG_CUSTOMS)[number];

export const ROUNDS_STANDARD = 12;
export const ROUNDS_LONG = 16;
