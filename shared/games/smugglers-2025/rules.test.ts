/**
 * The judging of a reveal, table-driven: each reason a card is discarded,
 * in the order they apply; robots' cards and cards the customs card discards
 * counting in every effect; Amnesty; unique goods owned already or revealed
 * twice by one seat; what each customs card forbids. And the numbers: robots
 * per table, cards played per round.
 */
import { describe, expect, it } from 'vitest';
import { type Customs, LONG_CUSTOMS, STANDARD_CUSTOMS } from './customs.js';
import { KINDS, type Kind } from './goods.js';
import { type PlayedCard, customsForbids, judge, minRobots, smuggleCount } from './rules.js';
import type { DiscardReason, Player } from './types.js';

describe('the numbers', () => {
  it.each([
    [1, 2],
    [2, 1],
    [3, 0],
    [4, 0],
    [5, 0],
    [6, 0],
  ])('%i seats need at least %i robots', (seats, robots) => {
    expect(minRobots(seats)).toBe(robots);
  });

  it.each<[Customs, number, number]>([
    ['openBorder', 5, 1],
    ['openBorder', 1, 1],
    ['doubleSmuggling', 5, 2],
    ['doubleSmuggling', 2, 2],
    ['doubleSmuggling', 1, 1],
    ['amnesty', 3, 1],
    ['doubleSmuggling', 0, 0],
  ])('under %s a seat holding %i cards plays %i', (customs, held, count) => {
    expect(smuggleCount(customs, held)).toBe(count);
  });
});

describe('what each customs card forbids', () => {
  const FORBIDDEN: Record<Customs, readonly Kind[]> = {
    openBorder: [],
    weaponCheck: ['crossbow', 'greatSword'],
    poisonCheck: ['snakeVenom', 'ratPoison'],
    spiceTariff: ['spice'],
    silkSeal: ['silk'],
    teaBan: ['tea'],
    fruitQuarantine: ['fruits'],
    gemRegistry: ['pinkGem', 'blueGem', 'purpleGem', 'bagOfGems'],
    jewellersEye: ['ring', 'stolenJewelry'],
    ivoryPatrol: ['ivory'],
    strictCustoms: ['crossbow', 'greatSword', 'snakeVenom', 'ratPoison', 'stolenJewelry', 'ivory'],
    legalAudit: ['spice', 'silk', 'tea', 'fruits', 'pinkGem', 'blueGem', 'purpleGem', 'bagOfGems', 'ring', 'goldCoins', 'silverCoins'],
    closedMarket: [],
    doubleSmuggling: [],
    amnesty: [],
    marketSweep: [],
  };

  it('names every customs card', () => {
    expect(Object.keys(FORBIDDEN).sort()).toEqual([...STANDARD_CUSTOMS, ...LONG_CUSTOMS].sort());
  });

  it.each(Object.entries(FORBIDDEN) as [Customs, Kind[]][])('%s forbids %j and nothing else', (customs, forbidden) => {
    expect(KINDS.filter((kind) => customsForbids(customs, kind))).toEqual(forbidden);
  });

  it.each(Object.entries(FORBIDDEN) as [Customs, Kind[]][])('%s: a lone card of a forbidden kind is discarded for the customs card', (customs, forbidden) => {
    // A kind with no effect of its own alone would be kept: spice as the control.
    for (const kind of forbidden) expect(judge([{ player: { seat: 0 }, kind }], customs, [[]])[0]?.reason).toBe('customs');
    if (!forbidden.includes('spice')) expect(judge([{ player: { seat: 0 }, kind: 'spice' }], customs, [[]])[0]?.reason).toBeNull();
  });
});

/** A card played by a seat, or by a robot ('r0' .. 'r3'). */
function card(by: number | `r${number}`, kind: Kind): PlayedCard {
  const player: Player = typeof by === 'number' ? { seat: by } : { robot: Number(by.slice(1)) };
  return { player, kind };
}

interface Case {
  name: string;
  customs?: Customs;
  /** Per seat: the kinds in front of him. */
  fronts?: Kind[][];
  cards: PlayedCard[];
  /** The reason of each card, in order (null: kept). */
  reasons: (DiscardReason | null)[];
}

const CASES: Case[] = [
  // Weapons: discarded when another weapon is revealed.
  { name: 'a lone weapon is kept', cards: [card(0, 'crossbow'), card(1, 'spice')], reasons: [null, null] },
  { name: 'two weapons of two seats: both discarded', cards: [card(0, 'crossbow'), card(1, 'greatSword')], reasons: ['secondWeapon', 'secondWeapon'] },
  { name: 'two of one kind of weapon: both discarded', cards: [card(0, 'greatSword'), card(1, 'greatSword'), card(2, 'silk')], reasons: ['secondWeapon', 'secondWeapon', null] },
  { name: "a robot's weapon counts", cards: [card(0, 'crossbow'), card('r0', 'greatSword')], reasons: ['secondWeapon', 'secondWeapon'] },
  { name: 'two weapons of one seat (Double Smuggling)', customs: 'doubleSmuggling', cards: [card(0, 'crossbow'), card(0, 'crossbow')], reasons: ['secondWeapon', 'secondWeapon'] },
  // Poisons: discarded when the only poison revealed.
  { name: 'a lone poison is discarded', cards: [card(0, 'snakeVenom'), card(1, 'tea')], reasons: ['onlyPoison', null] },
  { name: 'two poisons are kept', cards: [card(0, 'snakeVenom'), card(1, 'ratPoison')], reasons: [null, null] },
  { name: "a robot's poison keeps a seat's poison", cards: [card(0, 'ratPoison'), card('r1', 'ratPoison')], reasons: [null, null] },
  { name: "a robot's lone poison is judged too", cards: [card(0, 'spice'), card('r0', 'snakeVenom')], reasons: [null, 'onlyPoison'] },
  // Stolen Jewelry: discarded when any other illegal good is revealed.
  { name: 'Stolen Jewelry alone among legal goods is kept', cards: [card(0, 'stolenJewelry'), card(1, 'ring')], reasons: [null, null] },
  { name: 'Stolen Jewelry beside a weapon', cards: [card(0, 'stolenJewelry'), card(1, 'crossbow')], reasons: ['otherIllegal', null] },
  { name: "Stolen Jewelry beside a robot's poison", cards: [card(0, 'stolenJewelry'), card('r0', 'snakeVenom')], reasons: ['otherIllegal', 'onlyPoison'] },
  { name: 'two Stolen Jewelry of two seats: each is the other illegal good', cards: [card(0, 'stolenJewelry'), card(1, 'stolenJewelry')], reasons: ['otherIllegal', 'otherIllegal'] },
  // Ivory: discarded when the only illegal good revealed.
  { name: 'Ivory alone is discarded', cards: [card(0, 'ivory'), card(1, 'spice'), card('r0', 'bagOfGems')], reasons: ['onlyIllegal', null, null] },
  { name: 'Ivory beside a weapon is kept', cards: [card(0, 'ivory'), card(1, 'greatSword')], reasons: [null, null] },
  { name: "Ivory beside a robot's weapon is kept", cards: [card(0, 'ivory'), card('r2', 'crossbow')], reasons: [null, null] },
  { name: 'Ivory beside Stolen Jewelry: the jewelry goes, the ivory stays', cards: [card(0, 'ivory'), card(1, 'stolenJewelry')], reasons: [null, 'otherIllegal'] },
  { name: 'two Ivory of two seats are kept', cards: [card(0, 'ivory'), card(1, 'ivory')], reasons: [null, null] },
  // Cards the customs card discards still count.
  { name: 'Poison Check: the poisons go for the customs card before their own effect', customs: 'poisonCheck', cards: [card(0, 'ratPoison'), card(1, 'crossbow')], reasons: ['customs', null] },
  { name: 'Weapon Check: the weapons go for the customs, the Ivory beside them stays', customs: 'weaponCheck', cards: [card(0, 'crossbow'), card(1, 'ivory')], reasons: ['customs', null] },
  { name: 'Ivory Patrol: the Ivory goes for the customs, and still makes the Stolen Jewelry beside it go', customs: 'ivoryPatrol', cards: [card(0, 'ivory'), card(1, 'stolenJewelry')], reasons: ['customs', 'otherIllegal'] },
  { name: 'Weapon Check: a weapon discarded for the customs still makes a second weapon', customs: 'weaponCheck', cards: [card(0, 'crossbow'), card('r0', 'greatSword')], reasons: ['customs', 'customs'] },
  { name: 'Jeweller\u2019s Eye: the jewelry goes for the customs first, and its company makes no Ivory alone', customs: 'jewellersEye', cards: [card(0, 'stolenJewelry'), card(1, 'ivory')], reasons: ['customs', null] },
  { name: 'Strict Customs: every illegal good, for the customs', customs: 'strictCustoms', cards: [card(0, 'crossbow'), card(1, 'crossbow'), card(2, 'ivory'), card('r0', 'silk')], reasons: ['customs', 'customs', 'customs', null] },
  { name: 'Legal Audit: the legal goods go, a lone weapon stays', customs: 'legalAudit', cards: [card(0, 'silk'), card(1, 'goldCoins'), card(2, 'crossbow')], reasons: ['customs', 'customs', null] },
  { name: 'Spice Tariff', customs: 'spiceTariff', cards: [card(0, 'spice'), card(1, 'silk')], reasons: ['customs', null] },
  { name: 'Silk Seal', customs: 'silkSeal', cards: [card(0, 'spice'), card(1, 'silk')], reasons: [null, 'customs'] },
  { name: 'Tea Ban', customs: 'teaBan', cards: [card(0, 'tea'), card('r0', 'tea')], reasons: ['customs', 'customs'] },
  { name: 'Fruit Quarantine', customs: 'fruitQuarantine', cards: [card(0, 'fruits'), card(1, 'pinkGem')], reasons: ['customs', null] },
  { name: 'Gem Registry: gems and bags of gems', customs: 'gemRegistry', cards: [card(0, 'pinkGem'), card(1, 'bagOfGems'), card(2, 'ring')], reasons: ['customs', 'customs', null] },
  // Unique goods already owned.
  { name: 'a Ring its seat has in front already', fronts: [['ring'], []], cards: [card(0, 'ring'), card(1, 'ring')], reasons: ['alreadyOwned', null] },
  { name: 'a Bag of Gems owned already', fronts: [[], ['bagOfGems', 'spice']], cards: [card(0, 'bagOfGems'), card(1, 'bagOfGems')], reasons: [null, 'alreadyOwned'] },
  { name: 'Gold Coins owned already', fronts: [['goldCoins']], cards: [card(0, 'goldCoins')], reasons: ['alreadyOwned'] },
  { name: 'Stolen Jewelry owned, alone: already owned', fronts: [['stolenJewelry']], cards: [card(0, 'stolenJewelry'), card(1, 'spice')], reasons: ['alreadyOwned', null] },
  { name: 'Stolen Jewelry owned, beside a weapon: the other illegal good comes first', fronts: [['stolenJewelry']], cards: [card(0, 'stolenJewelry'), card(1, 'greatSword')], reasons: ['otherIllegal', null] },
  { name: 'Ivory owned, alone: the only illegal good comes first', fronts: [['ivory']], cards: [card(0, 'ivory')], reasons: ['onlyIllegal'] },
  { name: 'Ivory owned, beside a weapon: already owned', fronts: [['ivory']], cards: [card(0, 'ivory'), card(1, 'crossbow')], reasons: ['alreadyOwned', null] },
  { name: 'goods that are not unique may pile up', fronts: [['spice', 'silverCoins', 'crossbow']], cards: [card(0, 'spice'), card(1, 'silverCoins'), card(2, 'pinkGem')], reasons: [null, null, null] },
  { name: 'a robot owns nothing', fronts: [['ring']], cards: [card(1, 'spice'), card('r0', 'ring'), card('r1', 'ring')], reasons: [null, null, null] },
  { name: 'Double Smuggling: one seat revealing two Rings keeps the first', customs: 'doubleSmuggling', cards: [card(0, 'ring'), card(0, 'ring'), card(1, 'ring')], reasons: [null, 'alreadyOwned', null] },
  { name: 'Double Smuggling: two Ivory of one seat are not alone; the second is owned', customs: 'doubleSmuggling', cards: [card(0, 'ivory'), card(0, 'ivory')], reasons: [null, 'alreadyOwned'] },
  { name: 'Double Smuggling: two Bags of Gems owned already both go', customs: 'doubleSmuggling', fronts: [['bagOfGems']], cards: [card(0, 'bagOfGems'), card(0, 'bagOfGems')], reasons: ['alreadyOwned', 'alreadyOwned'] },
  // Amnesty: nothing is discarded, not even by its own effect.
  {
    name: 'Amnesty keeps everything',
    customs: 'amnesty',
    fronts: [['ring'], []],
    cards: [card(0, 'ring'), card(0, 'crossbow'), card(1, 'greatSword'), card(1, 'snakeVenom'), card('r0', 'stolenJewelry'), card('r1', 'ivory')],
    reasons: [null, null, null, null, null, null],
  },
  { name: 'Amnesty keeps a lone Ivory', customs: 'amnesty', cards: [card(0, 'ivory')], reasons: [null] },
];

describe('judging a reveal', () => {
  it.each(CASES)('$name', ({ customs, fronts, cards, reasons }) => {
    const judged = judge(cards, customs ?? 'openBorder', fronts ?? [[], [], []]);
    expect(judged).toEqual(cards.map((played, index) => ({ ...played, reason: reasons[index] })));
  });

  it('changes nothing it was given', () => {
    const cards = [card(0, 'ring'), card(0, 'ring'), card('r0', 'crossbow')];
    const fronts: Kind[][] = [['ring']];
    const before = JSON.stringify([cards, fronts]);
    judge(cards, 'doubleSmuggling', fronts);
    expect(JSON.stringify([cards, fronts])).toBe(before);
  });
});
