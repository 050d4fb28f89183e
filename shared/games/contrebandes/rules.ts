/**
 * The rules of Contrebandes: setup, who acts, and how each move changes the
 * game. A night has 4 quarters; a quarter runs loading → declaring →
 * inspecting → (cashing, automatic) → designating the next officer. After the
 * 4th quarter the night is scored and bonus cards are taken from the Caisse de
 * Retraite; after the last night the game is over.
 */
import { type Actor, type GameResult, type MoveResult, type RefusalMessage, type Seat, ranksFromScores, reject } from '../../engine/contract.js';
import { noSuchSeat } from '../../engine/define-game.js';
import { Rng } from '../../engine/rng.js';
import {
  type Card,
  type Kind,
  KINDS,
  MIN_LOAD,
  QUARTERS_PER_NIGHT,
  byValueDescending,
  cardValue,
  isCheese,
  isIllegal,
  playerSet,
} from './cards.js';
import { bonusOrder, scoreCashedPile } from './scoring.js';
import {
  type ContrebandesEvent,
  type ContrebandesMove,
  type ContrebandesOptions,
  type ContrebandesState,
  type InspectionOutcome,
  type NightScore,
  type Phase,
} from './types.js';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

type Result = MoveResult<ContrebandesState, ContrebandesEvent>;

/** A new night's table; defineGame's setup has checked the seat count and the options. */
export function setup(seed: number, seats: number, options: ContrebandesOptions): ContrebandesState {
  const chosen = options.firstOfficer ?? null;
  const firstOfficer = chosen ?? Rng.fromSeed(seed).int(seats);
  const state: ContrebandesState = {
    game: 'contrebandes',
    seats,
    options,
    night: 0,
    quarter: 0,
    firstOfficer,
    officer: firstOfficer,
    phase: 'loading',
    hands: [],
    mules: [],
    loaded: [],
    hasMule: [],
    declarations: [],
    toDeclare: [],
    officerTaken: [],
    inspections: [],
    cashed: [],
    couldNotLoad: [],
    caisse: [],
    revealed: [],
    nightTotals: [],
    scoring: null,
    bonusQueue: [],
  };
  beginNight(state, []);
  return state;
}

/** The number of nights: one per player, so everybody opens one night as officer. */
export function nightCount(state: ContrebandesState): number {
  return state.seats;
}

export function activeSeats(state: ContrebandesState): Seat[] {
  switch (state.phase) {
    case 'loading': {
      const seats: Seat[] = [];
      for (let seat = 0; seat < state.seats; seat++) if (!state.loaded[seat]) seats.push(seat);
      return seats;
    }
    case 'declaring':
      return state.toDeclare.slice(0, 1);
    case 'inspecting':
    case 'designating':
      return [state.officer];
    case 'bonus':
      return state.bonusQueue.length > 0 ? [(state.bonusQueue[0] as { seat: Seat }).seat] : [];
    case 'over':
      return [];
  }
}

/** Other seats with a mule this quarter that the officer has not inspected yet. */
export function inspectableSeats(state: ContrebandesState): Seat[] {
  const seats: Seat[] = [];
  for (let i = 1; i < state.seats; i++) {
    const seat = (state.officer + i) % state.seats;
    if (state.hasMule[seat] && !state.inspections.some((inspection) => inspection.seat === seat)) seats.push(seat);
  }
  return seats;
}

/** Whether loading `loadSize` cards now still leaves 2 cards for each later quarter of the night. */
export function loadLeavesEnough(handCount: number, loadSize: number, quarter: number): boolean {
  const quartersLeft = QUARTERS_PER_NIGHT - 1 - quarter;
  return handCount - loadSize >= MIN_LOAD * quartersLeft;
}

export function result(state: ContrebandesState): GameResult | null {
  if (state.phase !== 'over') return null;
  const scores = totals(state);
  const best = Math.max(...scores);
  return {
    scores,
    winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])),
    ranks: ranksFromScores(scores),
  };
}

export function totals(state: ContrebandesState): number[] {
  const sums = new Array<number>(state.seats).fill(0);
  for (const night of state.nightTotals) night.forEach((score, seat) => (sums[seat] = (sums[seat] as number) + score));
  return sums;
}

/**
 * Applies a move of a seat that may move now (defineGame has checked the
 * game, the seat, the turn and the shape of the move before).
 */
export function play(state: ContrebandesState, seat: Seat, move: ContrebandesMove): Result {
  switch (move.type) {
    case 'load':
      return load(state, seat, move.cards);
    case 'declare':
      return declare(state, seat, move.kinds, move.message ?? '');
    case 'inspect':
      return inspect(state, move.target);
    case 'stop':
      return stopInspecting(state);
    case 'designate':
      return designate(state, move.officer);
    case 'takeBonus':
      return takeBonus(state, seat, move.card);
  }
}

/** Why `actor` may not move now, in the words of the phase under way (the catalogue's 'contrebandes:refusal.…'). */
export function notYourTurn(state: ContrebandesState, actor: Actor): RefusalMessage {
  switch (state.phase) {
    case 'loading':
      return refusal('contrebandes:refusal.loadedAlready');
    case 'declaring':
      return refusal('contrebandes:refusal.notYourTurnToDeclare');
    case 'inspecting':
      return refusal(actor === state.officer ? 'contrebandes:refusal.cannotInspectNow' : 'contrebandes:refusal.onlyOfficerInspects');
    case 'designating':
      return refusal('contrebandes:refusal.onlyOfficerDesignates');
    default:
      return { key: 'shell:refusal.notYourTurn' };
  }
}

/** A refusal in Contrebandes' own words. */
function refusal(key: `contrebandes:refusal.${string}`, params?: RefusalMessage['params']): RefusalMessage {
  return { key, ...(params ? { params } : {}) };
}

/** "That move belongs to the loading, which is not under way.": the phase the move belongs to, worded by the catalogue (a context). */
function wrongPhase(expected: Exclude<Phase, 'over'>): Result {
  return reject('illegal-move', 'contrebandes:refusal.wrongPhase', { context: expected });
}

// ---------------------------------------------------------------- loading

function load(state: ContrebandesState, seat: Seat, cards: readonly Card[]): Result {
  if (state.phase !== 'loading') return wrongPhase('loading');
  if (new Set(cards).size !== cards.length) return reject('illegal-move', 'contrebandes:refusal.cardLoadedTwice');
  const hand = state.hands[seat] as Card[];
  if (!cards.every((card) => hand.includes(card))) return reject('illegal-move', 'contrebandes:refusal.notInHand');
  if (cards.length < MIN_LOAD) return reject('illegal-move', 'contrebandes:refusal.muleTooSmall', { count: MIN_LOAD });

  const next = clone(state);
  next.hands[seat] = hand.filter((card) => !cards.includes(card));
  next.mules[seat] = cards.slice().sort((a, b) => a - b);
  next.loaded[seat] = true;
  next.hasMule[seat] = true;
  const events: ContrebandesEvent[] = [{ type: 'loaded', seat }];
  if (next.loaded.every(Boolean)) finishLoading(next, events);
  return { ok: true, state: next, events };
}

function finishLoading(state: ContrebandesState, events: ContrebandesEvent[]): void {
  events.push({ type: 'mules-shown', counts: state.mules.map((mule) => mule.length) });
  state.toDeclare = [];
  for (let i = 1; i < state.seats; i++) {
    const seat = (state.officer + i) % state.seats;
    if (state.hasMule[seat]) state.toDeclare.push(seat);
  }
  if (state.toDeclare.length > 0) state.phase = 'declaring';
  else cashAndGoOn(state, events);
}

// ---------------------------------------------------------------- declaring

function declare(state: ContrebandesState, seat: Seat, kinds: readonly Kind[], message: string): Result {
  if (state.phase !== 'declaring') return wrongPhase('declaring');
  const mule = state.mules[seat] as Card[];
  if (kinds.length !== mule.length) {
    return reject('illegal-move', 'contrebandes:refusal.declareEveryCard', { count: mule.length });
  }
  if (!kinds.every((kind) => KINDS.includes(kind))) return reject('illegal-move', 'contrebandes:refusal.unknownKind');
  const next = clone(state);
  const sorted = kinds.slice().sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));
  const text = message.trim();
  next.declarations[seat] = { kinds: sorted, message: text };
  next.toDeclare = state.toDeclare.slice(1);
  const events: ContrebandesEvent[] = [{ type: 'declared', seat, kinds: sorted, message: text }];
  if (next.toDeclare.length === 0) next.phase = 'inspecting';
  return { ok: true, state: next, events };
}

// ---------------------------------------------------------------- inspecting

function inspect(state: ContrebandesState, target: Seat): Result {
  if (state.phase !== 'inspecting') return wrongPhase('inspecting');
  if (target === state.officer) return reject('illegal-move', 'contrebandes:refusal.officerInspectsHimself');
  if (!Number.isInteger(target) || target < 0 || target >= state.seats) return { ok: false, rejection: { code: 'illegal-move', ...noSuchSeat(target) } };
  if (!state.hasMule[target]) return reject('illegal-move', 'contrebandes:refusal.noMule');
  if (state.inspections.some((inspection) => inspection.seat === target)) {
    return reject('illegal-move', 'contrebandes:refusal.inspectedAlready');
  }

  const next = clone(state);
  const officer = state.officer;
  const mule = next.mules[target] as Card[];
  const events: ContrebandesEvent[] = [];
  reveal(next, mule);

  let outcome: InspectionOutcome;
  if (mule.some(isCheese)) {
    // The smell drives the officer off: he takes the cheese, the player keeps the rest.
    outcome = 'cheese';
    next.officerTaken.push(...mule.filter(isCheese));
    next.mules[target] = mule.filter((card) => !isCheese(card));
  } else if (!mule.some(isIllegal)) {
    // Wrongly accused: the officer hands over all his goods.
    outcome = 'all-legal';
    const officerGoods = [...(next.mules[officer] as Card[]), ...next.officerTaken];
    next.mules[target] = [...mule, ...officerGoods];
    next.mules[officer] = [];
    next.officerTaken = [];
  } else {
    // Caught: illegal goods go to the officer, legal ones to the Caisse de Retraite.
    outcome = 'illegal';
    next.officerTaken.push(...mule.filter(isIllegal));
    next.caisse.push(...mule.filter((card) => !isIllegal(card)));
    next.mules[target] = [];
  }
  next.inspections.push({ seat: target, outcome });
  events.push({ type: 'inspected', officer, seat: target, cards: mule.slice(), outcome });

  if (outcome === 'all-legal') {
    cashAndGoOn(next, events);
  } else if (inspectableSeats(next).length === 0) {
    const everyoneHadCheese = next.inspections.every((inspection) => inspection.outcome === 'cheese');
    if (everyoneHadCheese) {
      // Everybody loaded a cheese: the officer loses all his goods to the Caisse.
      const toCaisse = [...(next.mules[officer] as Card[]), ...next.officerTaken];
      reveal(next, next.mules[officer] as Card[]);
      next.caisse.push(...toCaisse);
      next.mules[officer] = [];
      next.officerTaken = [];
      events.push({ type: 'all-cheese', officer, toCaisse });
    }
    cashAndGoOn(next, events);
  }
  return { ok: true, state: next, events };
}

function stopInspecting(state: ContrebandesState): Result {
  if (state.phase !== 'inspecting') return wrongPhase('inspecting');
  if (state.inspections.length === 0) return reject('illegal-move', 'contrebandes:refusal.inspectSomebody');
  const next = clone(state);
  const events: ContrebandesEvent[] = [{ type: 'officer-stopped', officer: state.officer }];
  cashAndGoOn(next, events);
  return { ok: true, state: next, events };
}

// ---------------------------------------------------------------- cashing and what follows

/** Everybody cashes what is still in front of him; then the officer designates, or the night ends. */
function cashAndGoOn(state: ContrebandesState, events: ContrebandesEvent[]): void {
  const counts: number[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    const goods = [...(state.mules[seat] as Card[]), ...(seat === state.officer ? state.officerTaken : [])];
    counts.push(goods.length);
    (state.cashed[seat] as Card[]).push(...goods);
    state.mules[seat] = [];
  }
  state.officerTaken = [];
  events.push({ type: 'cashed', counts });
  if (state.quarter < QUARTERS_PER_NIGHT - 1) state.phase = 'designating';
  else endNight(state, events);
}

function designate(state: ContrebandesState, officer: Seat): Result {
  if (state.phase !== 'designating') return wrongPhase('designating');
  if (officer === state.officer) return reject('illegal-move', 'contrebandes:refusal.designateAnother');
  if (!Number.isInteger(officer) || officer < 0 || officer >= state.seats) return { ok: false, rejection: { code: 'illegal-move', ...noSuchSeat(officer) } };
  const next = clone(state);
  const events: ContrebandesEvent[] = [{ type: 'designated', officer: state.officer, next: officer }];
  next.officer = officer;
  next.quarter = state.quarter + 1;
  beginQuarter(next, events);
  return { ok: true, state: next, events };
}

function beginNight(state: ContrebandesState, events: ContrebandesEvent[]): void {
  state.officer = (state.firstOfficer + state.night) % state.seats;
  state.quarter = 0;
  state.hands = [];
  state.cashed = [];
  state.couldNotLoad = [];
  for (let seat = 0; seat < state.seats; seat++) {
    state.hands.push(playerSet(seat));
    state.cashed.push([]);
    state.couldNotLoad.push(false);
  }
  state.caisse = [];
  state.revealed = [];
  events.push({ type: 'night-began', night: state.night, officer: state.officer });
  beginQuarter(state, events);
}

function beginQuarter(state: ContrebandesState, events: ContrebandesEvent[]): void {
  state.phase = 'loading';
  state.mules = [];
  state.loaded = [];
  state.hasMule = [];
  state.declarations = [];
  state.toDeclare = [];
  state.officerTaken = [];
  state.inspections = [];
  events.push({ type: 'quarter-began', night: state.night, quarter: state.quarter, officer: state.officer });
  for (let seat = 0; seat < state.seats; seat++) {
    const handCount = (state.hands[seat] as Card[]).length;
    const canLoad = handCount >= MIN_LOAD;
    state.mules.push([]);
    state.loaded.push(!canLoad);
    state.hasMule.push(false);
    state.declarations.push(null);
    if (!canLoad) {
      state.couldNotLoad[seat] = true;
      events.push({ type: 'could-not-load', seat, handCount });
    }
  }
  if (state.loaded.every(Boolean)) finishLoading(state, events);
}

// ---------------------------------------------------------------- end of night

function endNight(state: ContrebandesState, events: ContrebandesEvent[]): void {
  const lastOfficer = state.officer;
  const order = bonusOrder(lastOfficer, state.seats);
  const scoring: NightScore = {
    night: state.night,
    lastOfficer,
    caisse: state.caisse.slice(),
    bonusOrder: order,
    seats: [],
  };
  for (let seat = 0; seat < state.seats; seat++) {
    scoring.seats.push(scoreCashedPile(seat, state.cashed[seat] as Card[], state.couldNotLoad[seat] as boolean));
  }
  state.scoring = scoring;
  reveal(state, state.cashed.flat());
  state.bonusQueue = order
    .map((seat) => ({ seat, owed: (scoring.seats[seat] as { bonusOwed: number }).bonusOwed }))
    .filter((entry) => entry.owed > 0);
  state.phase = 'bonus';
  events.push({ type: 'night-scored', scoring });
  settleBonuses(state, events);
}

/**
 * Takes bonus cards for the players while the choice does not matter, and
 * stops at the first real choice. The choice does not matter when every card
 * left in the Caisse has the same value (bonus cards count only by value), or
 * when the player to take is owed at least every card left (he gets them all).
 */
function settleBonuses(state: ContrebandesState, events: ContrebandesEvent[]): void {
  while (state.bonusQueue.length > 0 && state.caisse.length > 0) {
    const entry = state.bonusQueue[0] as { seat: Seat; owed: number };
    let card: Card;
    if (entry.owed >= state.caisse.length) {
      card = state.caisse.slice().sort(byValueDescending)[0] as Card;
    } else if (state.caisse.every((other) => cardValue(other) === cardValue(state.caisse[0] as Card))) {
      card = Math.min(...state.caisse);
    } else {
      return;
    }
    giveBonusCard(state, entry.seat, card, events);
  }
  finishNight(state, events);
}

function takeBonus(state: ContrebandesState, seat: Seat, card: Card): Result {
  if (state.phase !== 'bonus') return wrongPhase('bonus');
  if (!state.caisse.includes(card)) return reject('illegal-move', 'contrebandes:refusal.notInCaisse');
  const next = clone(state);
  const events: ContrebandesEvent[] = [];
  giveBonusCard(next, seat, card, events);
  settleBonuses(next, events);
  return { ok: true, state: next, events };
}

/** Moves a card from the Caisse onto the cashed pile of the first seat of the bonus queue. */
function giveBonusCard(state: ContrebandesState, seat: Seat, card: Card, events: ContrebandesEvent[]): void {
  state.caisse = state.caisse.filter((other) => other !== card);
  state.cashed[seat] = [...(state.cashed[seat] as Card[]), card];
  const scoring = cloneScoring(state.scoring as NightScore);
  const seatScore = scoring.seats[seat] as NightScore['seats'][number];
  seatScore.bonusCards.push(card);
  seatScore.total += cardValue(card);
  state.scoring = scoring;
  const queue = state.bonusQueue.slice();
  const entry = { ...(queue[0] as { seat: Seat; owed: number }) };
  entry.owed -= 1;
  if (entry.owed > 0) queue[0] = entry;
  else queue.shift();
  state.bonusQueue = queue;
  events.push({ type: 'bonus-taken', seat, card });
}

function finishNight(state: ContrebandesState, events: ContrebandesEvent[]): void {
  const scoring = state.scoring as NightScore;
  state.bonusQueue = [];
  state.nightTotals = [...state.nightTotals, scoring.seats.map((seatScore) => seatScore.total)];
  state.night += 1;
  if (state.night >= nightCount(state)) {
    state.phase = 'over';
    events.push({ type: 'game-over', result: result(state) as GameResult });
    return;
  }
  beginNight(state, events);
}

// ---------------------------------------------------------------- copying

/** Records cards as shown to everybody this night. */
function reveal(state: ContrebandesState, cards: readonly Card[]): void {
  for (const card of cards) if (!state.revealed.includes(card)) state.revealed.push(card);
}

function cloneScoring(scoring: NightScore): NightScore {
  return { ...scoring, seats: scoring.seats.map((seatScore) => ({ ...seatScore, bonusCards: seatScore.bonusCards.slice() })) };
}

/**
 * A copy deep enough that the move can change it without touching the input
 * state. Written out field by field (no spread): this runs on every move and
 * V8 builds such a literal much faster.
 */
function clone(state: ContrebandesState): ContrebandesState {
  return {
    game: state.game,
    seats: state.seats,
    options: state.options,
    night: state.night,
    quarter: state.quarter,
    firstOfficer: state.firstOfficer,
    officer: state.officer,
    phase: state.phase,
    hands: copyPiles(state.hands),
    mules: copyPiles(state.mules),
    loaded: state.loaded.slice(),
    hasMule: state.hasMule.slice(),
    declarations: state.declarations.slice(),
    toDeclare: state.toDeclare.slice(),
    officerTaken: state.officerTaken.slice(),
    inspections: state.inspections.slice(),
    cashed: copyPiles(state.cashed),
    couldNotLoad: state.couldNotLoad.slice(),
    caisse: state.caisse.slice(),
    revealed: state.revealed.slice(),
    nightTotals: state.nightTotals,
    scoring: state.scoring,
    bonusQueue: state.bonusQueue,
  };
}

function copyPiles(piles: readonly Card[][]): Card[][] {
  const out: Card[][] = new Array<Card[]>(piles.length);
  for (let i = 0; i < piles.length; i++) out[i] = (piles[i] as Card[]).slice();
  return out;
}
