/**
 * The bots' decisions for every level, phase by phase, from the seat's view
 * alone (position.ts reads it).
 *
 * - Smuggling: easy plays a card the customs card lets through that adds most
 *   to its front at once, now and then another that adds some, at random; normal
 *   weighs each choice by formula (the chance each card survives its reveal
 *   and the position after, smuggling.ts); hard plays the reveal out over
 *   sampled worlds (sampling.ts).
 * - Drawing: drawing.ts (easy by points in front, normal and hard by the
 *   outlook; hard discards more readily).
 * - Hard's outlook reads the table for how often an illegal good placed later
 *   survives its reveal (tableTraits); normal keeps the levels' fixed guess.
 *
 * The bot always returns one of the legal moves it was given.
 */
import type { BotInput, BotLevel } from '../../../engine/contract.js';
import { best } from '../../../engine/bots/best.js';
import type { Kind } from '../goods.js';
import type { S25Move, S25View } from '../types.js';
import { DISCARD_MARGIN, HARD_DISCARD_MARGIN, easyDraw, planDraw } from './drawing.js';
import { threatsFor } from './odds.js';
import { DEFAULT_TRAITS, type OutlookTraits } from './outlook.js';
import { positionOf } from './position.js';
import { sampledWorths } from './sampling.js';
import { customsAllows, formulaWorths, pointsAdded } from './smuggling.js';
import { countKinds, fractions, unseenCounts } from './tally.js';

type Smuggle = Extract<S25Move, { type: 'smuggle' }>;

/** How many worlds the hard bot samples per smuggling decision. */
export const HARD_SAMPLES = 40;
/** How often the easy bot smuggles a card on a whim (one the customs card lets through that adds points). */
const EASY_WHIM = 0.2;

/** The worth of each smuggling choice at `level` (higher is better). */
export function smuggleWorths(level: BotLevel, input: BotInput<S25View, S25Move>, options: readonly (readonly Kind[])[], traits: OutlookTraits = DEFAULT_TRAITS): number[] {
  const { view, seat, rng } = input;
  const position = positionOf(view, seat, traits);
  if (level === 'easy') {
    // What the customs card would take is worth less than anything it lets through.
    return options.map((kinds) => pointsAdded(position.front, kinds) + (customsAllows(view.customs, kinds) ? 0 : -1000));
  }
  if (level === 'hard') return sampledWorths(position, options, rng, HARD_SAMPLES);
  const threats = threatsFor(view, seat, position.shares);
  return formulaWorths(options, { front: position.front, hand: position.hand, customs: view.customs, roundsAfter: position.roundsAfter, outlook: position.outlook, threats });
}

function chooseSmuggle(level: BotLevel, input: BotInput<S25View, S25Move>, moves: readonly Smuggle[], traits: OutlookTraits): Smuggle {
  const { rng, view } = input;
  if (level === 'easy' && rng.next() < EASY_WHIM) {
    // Any card that would add points, if the customs card lets it through.
    const front = countKinds(view.front[input.seat] ?? []);
    const allowed = moves.filter((move) => customsAllows(view.customs, move.kinds));
    const adding = allowed.filter((move) => pointsAdded(front, move.kinds) > 0);
    return rng.pick(adding.length > 0 ? adding : allowed.length > 0 ? allowed : moves);
  }
  const worths = smuggleWorths(level, input, moves.map((move) => move.kinds), traits);
  return moves[best(worths, rng)] as Smuggle;
}

/**
 * The hard bot's outlook: an illegal good it would place in a later round is
 * counted as surviving its reveal as often as it would this round, against the
 * cards the others hold now and the robots (threatsFor), not by the levels'
 * fixed guess (DEFAULT_TRAITS, tuned at no table size in particular). At two
 * players and a robot few cards are revealed: a poison finds a partner far
 * less often than the guess says (about 0.35, not 0.55), Stolen Jewelry is
 * kept less often, a weapon more. Measured against the normal bot (2 players,
 * seats rotated, 4,000 games each on two seed pairs): 60.5 % and 61.4 % before,
 * 65.7 % and 67.3 % after; a table for rounds to come (full hands, no customs
 * card) did less (64.3 %, 66.1 %); 3 to 6 players moved within their noise.
 */
export function tableTraits(view: S25View, seat: number, traits: OutlookTraits): OutlookTraits {
  const { noWeapon, noPoison, noIllegal } = threatsFor(view, seat, fractions(unseenCounts(view)));
  return {
    ...traits,
    laterKeep: { crossbow: noWeapon, greatSword: noWeapon, snakeVenom: 1 - noPoison, ratPoison: 1 - noPoison, stolenJewelry: noIllegal, ivory: 1 - noIllegal },
  };
}

/** The move of `level`; `traits` tune the outlook (the default is what the levels play with). */
export function decide(level: BotLevel, input: BotInput<S25View, S25Move>, traits: OutlookTraits = DEFAULT_TRAITS): S25Move {
  const { view, seat, legalMoves, rng } = input;
  if (legalMoves.length <= 1) return legalMoves[0] ?? rng.pick(legalMoves);
  if (level === 'hard') traits = tableTraits(view, seat, traits);
  const smuggles = legalMoves.filter((move): move is Smuggle => move.type === 'smuggle');
  if (smuggles.length > 0) return chooseSmuggle(level, input, smuggles, traits);
  const position = positionOf(view, seat, traits);
  if (level === 'easy') return easyDraw(position, legalMoves, rng);
  return planDraw(position, legalMoves, level === 'hard' ? HARD_DISCARD_MARGIN : DISCARD_MARGIN);
}
