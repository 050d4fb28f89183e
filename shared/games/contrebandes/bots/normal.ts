/**
 * The normal bot: a heuristic player that reads the public information.
 *
 * - Loading: a shortlist of loads (legal first, illegal first, with or without
 *   the cheese, every size that still leaves 2 cards per later quarter) is
 *   scored by a small expected-value model: legal goods are safe (an
 *   inspection even pays the officer's goods), illegal goods are lost when
 *   caught, the cheese saves a caught mule and hurts the officer but cancels
 *   our own best card when nobody inspects us. Illegal goods wait for a safer
 *   quarter (as officer) unless the night is ending.
 * - Declaring: the truth when the mule is legal; otherwise legal kinds that the
 *   public could still believe (never more of a kind than may be left).
 * - Inspecting: for each player, every make-up of his mule that the cards
 *   still possible for him allow is weighed by how likely his declaration is
 *   under it; the officer inspects the best expected gain (a declaration that
 *   cannot be true goes first) and goes on while that gain stays positive.
 * - Designating: the player who gains least from being officer (fewest spare
 *   cards and illegal goods left to pass safely), avoiding the leader.
 * - Bonus: the card of highest value.
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { type Card, type Kind, MIN_LOAD, cardValue, faceKey, isCheese, isIllegal } from '../cards.js';
import { loadLeavesEnough } from '../rules.js';
import type { ContrebandesMove, ContrebandesView, Declaration } from '../types.js';
import {
  CHEESE,
  CLOTHES,
  FOOD,
  GOLD,
  type KindCounts,
  WINE,
  bump,
  cheeseCost,
  compositions,
  countDeclared,
  countKinds,
  fits,
  hasIllegal,
  inspectableTargets,
  isAllLegal,
  kindsFromCounts,
  knownOut,
  meanValues,
  possibleCards,
  publiclyPossible,
  quartersLeftAfter,
  sameCounts,
  valueOf,
} from './knowledge.js';

// ------------------------------------------------------------------ loading

/** What the loading heuristic needs to know: nothing beyond the seat's own view. */
export interface LoadContext {
  hand: readonly Card[];
  quarter: number;
  isOfficer: boolean;
  seats: number;
  /** Other players (not the officer) expected to have a mule this quarter. */
  loaders: number;
  /** Goods this seat has cashed this night (for what a cheese would cancel). */
  cashed: readonly Card[];
}

export function loadContext(view: ContrebandesView, seat: Seat): LoadContext {
  let loaders = 0;
  for (const player of view.players) {
    if (player.seat === view.officer) continue;
    if (player.seat === seat || player.handCount >= MIN_LOAD || player.hasLoaded) loaders++;
  }
  return {
    hand: view.hand ?? [],
    quarter: view.quarter,
    isOfficer: view.officer === seat,
    seats: view.seats,
    loaders: Math.max(1, loaders),
    cashed: view.ownCashed ?? [],
  };
}

function byValueUp(a: Card, b: Card): number {
  return cardValue(a) - cardValue(b) || a - b;
}
function byValueDown(a: Card, b: Card): number {
  return cardValue(b) - cardValue(a) || a - b;
}

const POW3 = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049];

/** The same number for loads that differ only by interchangeable cards. */
export function loadKey(cards: readonly Card[]): number {
  let key = 0;
  for (const card of cards) key += POW3[faceKey(card)] as number;
  return key;
}

/** The largest load that still leaves 2 cards for each later quarter (at least 2). */
export function maxLoadSize(handCount: number, quarter: number): number {
  let size = handCount;
  while (size > MIN_LOAD && !loadLeavesEnough(handCount, size, quarter)) size--;
  return size;
}

/**
 * A shortlist of sensible loads: for every size that leaves enough cards,
 * legal goods first (low or high), illegal goods first, and illegal goods
 * with the cheese; in the last quarter, the whole hand with or without the
 * cheese. Loads that differ only by interchangeable cards are listed once.
 */
export function loadCandidates(hand: readonly Card[], quarter: number): Card[][] {
  if (hand.length < MIN_LOAD) return [];
  const legal = hand.filter((card) => !isIllegal(card) && !isCheese(card));
  const illegal = hand.filter(isIllegal);
  const cheese = hand.filter(isCheese);
  const legalUp = legal.slice().sort(byValueUp);
  const legalDown = legal.slice().sort(byValueDown);
  const illegalDown = illegal.slice().sort(byValueDown);
  const illegalUp = illegal.slice().sort(byValueUp);
  const max = maxLoadSize(hand.length, quarter);
  const out: Card[][] = [];
  const seen = new Set<number>();
  const add = (cards: Card[]): void => {
    if (cards.length < MIN_LOAD || cards.length > hand.length) return;
    const key = loadKey(cards);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(cards);
  };
  const take = (size: number, ...orders: Card[][]): Card[] => {
    const picked: Card[] = [];
    for (const order of orders) for (const card of order) if (picked.length < size && !picked.includes(card)) picked.push(card);
    return picked;
  };
  for (let size = MIN_LOAD; size <= max; size++) {
    add(take(size, legalUp, illegalUp, cheese));
    add(take(size, legalDown, illegalUp, cheese));
    add(take(size, illegalDown, legalDown, cheese));
    add(take(size, illegalUp, legalDown, cheese));
    add(take(size, cheese, illegalDown, legalDown));
    add(take(size, cheese, legalUp, illegalUp));
  }
  if (quartersLeftAfter(quarter) === 0) {
    add(hand.slice());
    add(hand.filter((card) => !isCheese(card)));
  }
  return out;
}

/** Tunable numbers of the loading model. */
const GIFT_ESTIMATE = 4;
const CHEESE_HIT = 5;

/** How likely a non-officer's mule is inspected this quarter. */
function inspectionChance(ctx: LoadContext): number {
  return Math.min(0.9, 1 / ctx.loaders + 0.12);
}

/** How likely the officer ends up accusing a legal mule (and hands over his goods). */
function wrongAccusationChance(quarter: number): number {
  return quartersLeftAfter(quarter) === 0 ? 0.12 : 0.25;
}

/** The numbers of the loading model that do not depend on the load. */
interface LoadModel {
  ctx: LoadContext;
  others: number;
  ownCheeseCost: number;
  /** Inspection chance of a non-officer's mule now, and in a later quarter. */
  p: number;
  pLater: number;
  /** Officer now: chance of accusing a legal mule. */
  w: number;
  quartersLeft: number;
  /** The hand's legal and illegal points, and its cheeses. */
  handLegal: number;
  handIllegal: number;
  handCheeses: number;
}

function loadModel(ctx: LoadContext): LoadModel {
  const others = Math.max(1, ctx.seats - 1);
  const quartersLeft = quartersLeftAfter(ctx.quarter);
  const officerLater = 1 - Math.pow(1 - 1 / others, ctx.isOfficer ? quartersLeft - 1 : quartersLeft);
  return {
    ctx,
    others,
    ownCheeseCost: cheeseCost([...ctx.cashed, ...ctx.hand]),
    p: inspectionChance(ctx),
    pLater: Math.min(0.9, 1 / others + 0.12) * (1 - 0.7 * officerLater),
    w: wrongAccusationChance(ctx.quarter),
    quartersLeft,
    handLegal: valueOf(ctx.hand.filter((card) => !isIllegal(card))),
    handIllegal: valueOf(ctx.hand.filter(isIllegal)),
    handCheeses: ctx.hand.filter(isCheese).length,
  };
}

/** Expected points (own, less a share of what others gain) of loading `load` now and keeping the rest. */
export function loadValue(load: readonly Card[], ctx: LoadContext): number {
  return valueUnder(load, loadModel(ctx));
}

function valueUnder(load: readonly Card[], model: LoadModel): number {
  const { ctx, others, ownCheeseCost, p, pLater, w } = model;
  let legalValue = 0;
  let illegalValue = 0;
  let cheese = 0;
  for (const card of load) {
    if (isIllegal(card)) illegalValue += cardValue(card);
    else if (isCheese(card)) cheese++;
    else legalValue += cardValue(card);
  }
  const value = legalValue + illegalValue;
  const illegal = illegalValue > 0;

  let now: number;
  if (ctx.isOfficer) {
    now = value * (1 - w) - (w * value) / others;
    if (cheese) now -= (1 - w) * ownCheeseCost * cheese - (w * CHEESE_HIT * cheese) / others;
  } else if (cheese) {
    now = (1 - p) * (value - ownCheeseCost * cheese) + p * (value + CHEESE_HIT / others);
  } else if (illegal) {
    now = (1 - p) * value + (p * value) / others;
  } else {
    now = value + p * GIFT_ESTIMATE;
  }

  if (model.quartersLeft === 0) return now;
  // Later quarters: legal goods are safe, illegal ones run the risk unless we become officer.
  const legalLater = model.handLegal - legalValue;
  const illegalLater = model.handIllegal - illegalValue;
  let later = legalLater + illegalLater * (1 - pLater);
  if (model.handCheeses > cheese) later += Math.max(0, pLater * Math.min(illegalLater, 12) - (1 - pLater) * ownCheeseCost);
  return now + later;
}

/** Every shortlisted load with its value under the model, best first. */
export function rankedLoads(ctx: LoadContext): { cards: Card[]; value: number }[] {
  const model = loadModel(ctx);
  return loadCandidates(ctx.hand, ctx.quarter)
    .map((cards) => ({ cards, value: valueUnder(cards, model) }))
    .sort((a, b) => b.value - a.value);
}

/** The best load by the model among `candidates` (ties drawn at random). */
export function bestLoad(candidates: readonly Card[][], ctx: LoadContext, rng: Rng): Card[] | null {
  const model = loadModel(ctx);
  let best: Card[][] = [];
  let bestValue = -Infinity;
  for (const load of candidates) {
    const value = valueUnder(load, model);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [load];
    } else if (value > bestValue - 1e-9) best.push(load);
  }
  return best.length ? rng.pick(best).slice() : null;
}

export function chooseLoad(ctx: LoadContext, rng: Rng): Card[] {
  return bestLoad(loadCandidates(ctx.hand, ctx.quarter), ctx, rng) ?? ctx.hand.slice(0, MIN_LOAD);
}

/** The load of exactly `size` cards the model prefers (the mule a normal player of that size would carry). */
export function chooseLoadOfSize(ctx: LoadContext, size: number, rng: Rng): Card[] {
  const ofSize = loadCandidates(ctx.hand, Math.max(ctx.quarter, quarterAllowing(ctx.hand.length, size))).filter((load) => load.length === size);
  return bestLoad(ofSize, ctx, rng) ?? rng.shuffle(ctx.hand).slice(0, size);
}

/** The earliest quarter in which a load of `size` out of `handCount` cards still leaves enough (3 when none does). */
function quarterAllowing(handCount: number, size: number): number {
  for (let quarter = 0; quarter < 4; quarter++) if (loadLeavesEnough(handCount, size, quarter)) return quarter;
  return 3;
}

// ------------------------------------------------------------------ declaring

export interface DeclarationOption {
  counts: KindCounts;
  p: number;
}

/**
 * How the normal bot declares a mule of the given make-up, when the public may
 * still believe the kinds counted in `believable`: the truth for a legal mule,
 * otherwise its legal goods plus clothes or food for the rest, in a mix that
 * the public can believe (each mix equally likely).
 */
export function declarationOptions(mule: readonly number[], believable: readonly number[]): DeclarationOption[] {
  if (isAllLegal(mule)) return [{ counts: mule.slice() as KindCounts, p: 1 }];
  const clothes = mule[CLOTHES] as number;
  const food = mule[FOOD] as number;
  const hidden = (mule[WINE] as number) + (mule[GOLD] as number) + (mule[CHEESE] as number);
  const options: KindCounts[] = [];
  for (let extra = 0; extra <= hidden; extra++) {
    const counts: KindCounts = [clothes + extra, food + hidden - extra, 0, 0, 0];
    if (fits(counts, believable)) options.push(counts);
  }
  if (options.length > 0) return options.map((counts) => ({ counts, p: 1 / options.length }));
  // No believable legal story: claim as many legal goods as may be left, then the cheese, then the truth.
  const counts: KindCounts = [0, 0, 0, 0, 0];
  let left = clothes + food + hidden;
  for (const k of [CLOTHES, FOOD, CHEESE]) {
    const n = Math.min(left, believable[k] as number);
    bump(counts, k, n);
    left -= n;
  }
  const rest = [mule[WINE] as number, mule[GOLD] as number];
  for (let i = 0; i < 2 && left > 0; i++) {
    const n = Math.min(left, rest[i] as number);
    bump(counts, WINE + i, n);
    left -= n;
  }
  bump(counts, CLOTHES, left);
  return [{ counts, p: 1 }];
}

export function chooseDeclaration(view: ContrebandesView, seat: Seat, rng: Rng): Kind[] {
  const mule = countKinds(view.mule ?? []);
  const believable = countKinds(publiclyPossible(view, seat));
  const options = declarationOptions(mule, believable);
  let x = rng.next();
  for (const option of options) {
    x -= option.p;
    if (x < 0) return kindsFromCounts(option.counts);
  }
  return kindsFromCounts((options[options.length - 1] as DeclarationOption).counts);
}

// ------------------------------------------------------------------ inspecting

/** The chance that the normal bot declares `declared` for `mule` (declarationOptions, without building the list). */
export function habitProbability(declared: readonly number[], mule: readonly number[], believable: readonly number[]): number {
  if (isAllLegal(mule)) return sameCounts(declared, mule) ? 1 : 0;
  const clothes = mule[CLOTHES] as number;
  const food = mule[FOOD] as number;
  const hidden = (mule[WINE] as number) + (mule[GOLD] as number) + (mule[CHEESE] as number);
  const maxClothes = believable[CLOTHES] as number;
  const maxFood = believable[FOOD] as number;
  // The stories: clothes + extra, food + hidden - extra, for every extra that stays believable.
  const low = Math.max(0, food + hidden - maxFood);
  const high = Math.min(hidden, maxClothes - clothes);
  if (high >= low) {
    if (declared[WINE] !== 0 || declared[GOLD] !== 0 || declared[CHEESE] !== 0) return 0;
    const extra = (declared[CLOTHES] as number) - clothes;
    if (extra < low || extra > high || (declared[FOOD] as number) !== food + hidden - extra) return 0;
    return 1 / (high - low + 1);
  }
  let p = 0;
  for (const option of declarationOptions(mule, believable)) if (sameCounts(option.counts, declared)) p += option.p;
  return p;
}

/** How much a declaration is believed to follow the normal bot's habits, against a generic liar. */
const HABIT_WEIGHT = 0.6;

/**
 * How likely a player who is not the normal bot declares `declared` for a
 * mule of make-up `mule`: the truth half the time, otherwise clothes or food
 * for each card at random (the easy bot's way); any other story is rare.
 */
export function genericLikelihood(declared: readonly number[], mule: readonly number[]): number {
  const size = (mule[0] as number) + (mule[1] as number) + (mule[2] as number) + (mule[3] as number) + (mule[4] as number);
  let p = sameCounts(declared, mule) ? 0.5 : 0;
  if (declared[WINE] === 0 && declared[GOLD] === 0 && declared[CHEESE] === 0) {
    p += (0.5 * binomial(size, declared[CLOTHES] as number)) / Math.pow(2, size);
  }
  return p + 0.02;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** How likely `declared` is for a mule of make-up `mule`: the normal bot's habit mixed with a generic player. */
export function declarationLikelihood(declared: readonly number[], mule: readonly number[], believable: readonly number[]): number {
  return HABIT_WEIGHT * habitProbability(declared, mule, believable) + (1 - HABIT_WEIGHT) * genericLikelihood(declared, mule);
}

export interface TargetEstimate {
  seat: Seat;
  /** The declaration cannot be true: more of some kind than the player may still hold. */
  impossible: boolean;
  cheese: number;
  legal: number;
  illegal: number;
  /** Expected gain of inspecting him, in points for the officer relative to the others. */
  gain: number;
}

/** The officer's view of each player he may inspect. */
export function estimateTargets(view: ContrebandesView): TargetEstimate[] {
  const known = knownOut(view);
  const others = Math.max(1, view.seats - 1);
  const targets = inspectableTargets(view);
  const myGoods = [...(view.mule ?? []), ...view.officerTaken];
  const goodsValue = valueOf(myGoods);
  const taking = [...(view.ownCashed ?? []), ...myGoods, ...(view.hand ?? [])];
  const cost = cheeseCost(taking);
  const allCheeseSoFar = view.inspections.length > 0 && view.inspections.every((inspection) => inspection.outcome === 'cheese');
  const estimates: TargetEstimate[] = [];
  for (const target of targets) {
    const player = view.players[target];
    const size = player?.muleCount ?? 0;
    const possible = possibleCards(view, target, known);
    const available = countKinds(possible);
    const means = meanValues(possible);
    const declaration: Declaration | null = player?.declaration ?? null;
    const declared = declaration ? countDeclared(declaration.kinds) : null;
    const believable = countKinds(publiclyPossible(view, target));
    const impossible = declared !== null && !fits(declared, available);
    let total = 0;
    let cheese = 0;
    let legal = 0;
    let illegal = 0;
    let gain = 0;
    const lastOne = targets.length === 1 && allCheeseSoFar;
    for (const comp of compositions(available, size)) {
      const w = comp.weight * (declared ? declarationLikelihood(declared, comp.counts, believable) : 1);
      if (w <= 0) continue;
      total += w;
      const c = comp.counts;
      const legalValue = c[CLOTHES] * means[CLOTHES] + c[FOOD] * means[FOOD];
      const illegalValue = c[WINE] * means[WINE] + c[GOLD] * means[GOLD];
      if (c[CHEESE] > 0) {
        cheese += w;
        gain -= w * (cost + (lastOne ? goodsValue : 0));
      } else if (!hasIllegal(c)) {
        legal += w;
        gain -= w * goodsValue * (1 + 1 / others);
      } else {
        illegal += w;
        gain += w * (illegalValue + (illegalValue + legalValue) / others);
      }
    }
    if (total > 0) {
      cheese /= total;
      legal /= total;
      illegal /= total;
      gain /= total;
    }
    estimates.push({ seat: target, impossible, cheese, legal, illegal, gain });
  }
  return estimates;
}

export function chooseInspection(view: ContrebandesView, seat: Seat, rng: Rng): ContrebandesMove {
  const estimates = estimateTargets(view);
  if (estimates.length === 0) return { type: 'stop' };
  const first = view.inspections.length === 0;
  const rank = (e: TargetEstimate): number => e.gain + (e.impossible ? 1000 : 0);
  let best: TargetEstimate[] = [];
  for (const e of estimates) {
    if (best.length === 0 || rank(e) > rank(best[0] as TargetEstimate) + 1e-9) best = [e];
    else if (rank(e) > rank(best[0] as TargetEstimate) - 1e-9) best.push(e);
  }
  const pick = rng.pick(best);
  if (!first && pick.gain <= 0 && !pick.impossible) return { type: 'stop' };
  return { type: 'inspect', target: pick.seat };
}

// ------------------------------------------------------------------ designating and bonus

/** The next officer: the player who gains least from it (fewest spare cards and illegal goods left), not the leader. */
export function chooseDesignation(view: ContrebandesView, seat: Seat, rng: Rng): Seat {
  const quartersLeft = quartersLeftAfter(view.quarter + 1);
  let best: Seat[] = [];
  let bestScore = Infinity;
  const leader = Math.max(...view.players.filter((p) => p.seat !== seat).map((p) => p.total));
  for (const player of view.players) {
    if (player.seat === seat) continue;
    const spare = Math.max(0, player.handCount - 2 * quartersLeft);
    const illegalLeft = publiclyPossible(view, player.seat).filter(isIllegal).length;
    const score = spare * 2 + Math.min(illegalLeft, spare + 2) + (player.total === leader ? 1.5 : 0) + (player.handCount < MIN_LOAD ? -3 : 0);
    if (score < bestScore - 1e-9) {
      bestScore = score;
      best = [player.seat];
    } else if (score < bestScore + 1e-9) best.push(player.seat);
  }
  return rng.pick(best);
}

export function bestBonusCard(caisse: readonly Card[]): Card {
  return caisse.slice().sort((a, b) => cardValue(b) - cardValue(a) || a - b)[0] as Card;
}

// ------------------------------------------------------------------ the bot

export function normalMove(view: ContrebandesView, seat: Seat, rng: Rng): ContrebandesMove | null {
  switch (view.phase) {
    case 'loading':
      return { type: 'load', cards: chooseLoad(loadContext(view, seat), rng) };
    case 'declaring':
      return { type: 'declare', kinds: chooseDeclaration(view, seat, rng) };
    case 'inspecting':
      return chooseInspection(view, seat, rng);
    case 'designating':
      return { type: 'designate', officer: chooseDesignation(view, seat, rng) };
    case 'bonus':
      return view.caisse.length > 0 ? { type: 'takeBonus', card: bestBonusCard(view.caisse) } : null;
    case 'over':
      return null;
  }
}

/**
 * Whether a move is among the legal ones. Loads, declarations and bonus cards
 * are built from the view and may name a card interchangeable with the one
 * listed, so only the moves that name a seat (or none) are checked.
 */
function isListedOrFree(move: ContrebandesMove, legalMoves: readonly ContrebandesMove[]): boolean {
  switch (move.type) {
    case 'inspect':
      return legalMoves.some((m) => m.type === 'inspect' && m.target === move.target);
    case 'stop':
      return legalMoves.some((m) => m.type === 'stop');
    case 'designate':
      return legalMoves.some((m) => m.type === 'designate' && m.officer === move.officer);
    default:
      return legalMoves.some((m) => m.type === move.type);
  }
}

export const normalBot: Bot<ContrebandesView, ContrebandesMove> = {
  chooseMove({ view, seat, legalMoves, rng }) {
    const move = normalMove(view, seat, rng);
    if (move && isListedOrFree(move, legalMoves)) return move;
    return rng.pick(legalMoves);
  },
};
