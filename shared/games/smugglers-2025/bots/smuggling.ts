/**
 * What each choice of card(s) to smuggle is worth.
 *
 * - By formula (the normal bot, and the hard bot's guess at what the others
 *   play): each card survives its reveal with the chance odds.ts works out,
 *   and the position after the round (the card in front or lost, the hand
 *   without it, the rounds after) is valued by the outlook. A card worth more
 *   in front now than later goes now; a card that is likely lost, or that the
 *   hand needs for a set to come, waits.
 * - By points in front (the easy bot): what the card adds to its front's
 *   score at once, whatever the others may play.
 */
import type { Customs } from '../customs.js';
import { type Kind, UNIQUE } from '../goods.js';
import { customsForbids } from '../rules.js';
import { type Threats, keepChance } from './odds.js';
import type { Outlook } from './outlook.js';
import { frontPoints } from './points.js';
import { type Counts, withKinds } from './tally.js';

/** What a seat knows when it weighs its smuggling choices. */
export interface SmuggleSituation {
  front: Counts;
  hand: Counts;
  customs: Customs | null;
  /** The rounds after this one. */
  roundsAfter: number;
  outlook: Outlook;
  threats: Threats;
}

/** The chance that each card of `kinds` is kept (the second copy of a unique good revealed together is not). */
export function keepChances(kinds: readonly Kind[], situation: SmuggleSituation): number[] {
  const { customs, front, threats } = situation;
  const [first, second] = kinds as [Kind, Kind | undefined];
  if (second === undefined) return [keepChance(first, null, customs, front, threats)];
  const firstKeep = keepChance(first, second, customs, front, threats);
  const secondKeep = second === first && UNIQUE.has(first) ? 0 : keepChance(second, first, customs, front, threats);
  return [firstKeep, secondKeep];
}

/** The outlook's worth after smuggling `kinds`, each kept with the chance given (independently). */
export function smuggleWorth(kinds: readonly Kind[], chances: readonly number[], situation: SmuggleSituation): number {
  const { front, outlook, roundsAfter } = situation;
  const hand = withKinds(situation.hand, kinds, -1);
  if (kinds.length === 1) {
    const keep = chances[0] as number;
    const kept = keep > 0 ? outlook.worth(withKinds(front, kinds), hand, roundsAfter) : 0;
    const lost = keep < 1 ? outlook.worth(front, hand, roundsAfter) : 0;
    return keep * kept + (1 - keep) * lost;
  }
  let worth = 0;
  for (let mask = 0; mask < 4; mask++) {
    let chance = 1;
    const kept: Kind[] = [];
    kinds.forEach((kind, index) => {
      const keep = chances[index] as number;
      if (mask & (1 << index)) {
        chance *= keep;
        kept.push(kind);
      } else chance *= 1 - keep;
    });
    if (chance > 0) worth += chance * outlook.worth(withKinds(front, kept), hand, roundsAfter);
  }
  return worth;
}

/** The worth of each choice by formula. */
export function formulaWorths(options: readonly (readonly Kind[])[], situation: SmuggleSituation): number[] {
  return options.map((kinds) => smuggleWorth(kinds, keepChances(kinds, situation), situation));
}

/** Every choice a hand offers: each kind once, or each pair of kinds (a kind with itself when held twice). */
export function choicesOf(hand: Counts, kindsAt: readonly Kind[], count: number): Kind[][] {
  const held: Kind[] = [];
  hand.forEach((n, index) => n > 0 && held.push(kindsAt[index] as Kind));
  if (count === 1) return held.map((kind) => [kind]);
  const pairs: Kind[][] = [];
  held.forEach((kind, i) => {
    if ((hand[kindsAt.indexOf(kind)] as number) >= 2) pairs.push([kind, kind]);
    for (const other of held.slice(i + 1)) pairs.push([kind, other]);
  });
  return pairs;
}

/** What smuggling `kinds` adds to the front's score at once, if kept (the easy bot's measure). */
export function pointsAdded(front: Counts, kinds: readonly Kind[]): number {
  return frontPoints(withKinds(front, kinds)) - frontPoints(front);
}

/** Whether the customs card lets every card of `kinds` through. */
export function customsAllows(customs: Customs | null, kinds: readonly Kind[]): boolean {
  return customs === null || kinds.every((kind) => !customsForbids(customs, kind));
}
