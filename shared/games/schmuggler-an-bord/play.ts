/**
 * The moves of Schmuggler an Bord and who may make them: the setup draws, the
 * roll (a card on the field is taken at once), the suspicions of a round, the
 * secret objections to a roller's "myself", and the searches back along the
 * chain, one card turned at a time. Each move copies the state shallowly and
 * writes copies of only the arrays it changes; the facts it adds are its
 * events and go onto the public record.
 */
import { type Actor, type GameResult, type MoveResult, type RefusalMessage, type Seat, reject } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { FIELD_COUNT, GOODS, type Good, fieldOf, goodOf } from './goods.js';
import { DIE_FACES, cardsToDraw, gameResult, roundEnds, searchOrder, startChips } from './rules.js';
import { endTurn, objectorsOf, settleRound } from './settle.js';
import type { Fact, Phase, Round, SabMove, SabOptions, SabState } from './types.js';

type Result = MoveResult<SabState, Fact>;

const NS = 'schmuggler-an-bord:refusal.';

// ------------------------------------------------------------------ setup

/** A new game's spread; defineGame's setup has checked the seat count and the options. */
export function setup(seed: number, seats: number, options: SabOptions): SabState {
  const chosen = options.firstPlayer ?? null;
  const rng = Rng.fromSeed(seed);
  const firstPlayer = chosen ?? rng.int(seats);
  const spread: (Good | null)[] = rng.shuffle(GOODS);
  const rows: Good[][] = [];
  const chips: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    rows.push([]);
    chips.push(startChips(seats));
  }
  return {
    game: 'schmuggler-an-bord',
    seats,
    options: { openHistory: options.openHistory, firstPlayer: chosen },
    rng: rng.save(),
    phase: 'setup',
    firstPlayer,
    turn: firstPlayer,
    turnNumber: 0,
    spread,
    // The cards lie in the spread until the draws are done; then the rest go onto their fields.
    onField: new Array<boolean>(FIELD_COUNT).fill(false),
    pawn: 0,
    die: null,
    rows,
    chips,
    kitty: 0,
    round: null,
    facts: [],
  };
}

// ------------------------------------------------------------------ who moves, and the end

/** The one seat that may move now, in every phase but the objections (where several decide at once) and the end. */
export function activeSeat(state: SabState): Seat | null {
  switch (state.phase) {
    case 'setup':
    case 'roll':
      return state.turn;
    case 'suspect': {
      const round = state.round as Round;
      // The last seat named, the roller first.
      const last = round.chain[round.chain.length - 1];
      return last === undefined ? round.roller : last.suspect;
    }
    case 'search':
      return (state.round as Round).searchers[0] ?? null;
    case 'objections':
    case 'over':
      return null;
  }
}

export function activeSeats(state: SabState): Seat[] {
  if (state.phase === 'objections') {
    const deciding: Seat[] = [];
    (state.round as Round).objections?.forEach((decision, seat) => decision === null && seat !== (state.round as Round).roller && deciding.push(seat));
    return deciding;
  }
  const seat = activeSeat(state);
  return seat === null ? [] : [seat];
}

/** Whether `seat` may move now: activeSeats(state).includes(seat) without making the list (random playouts ask at every move). */
export function isActive(state: SabState, seat: Seat): boolean {
  if (state.phase === 'objections') {
    const round = state.round as Round;
    return seat !== round.roller && round.objections?.[seat] === null;
  }
  return activeSeat(state) === seat;
}

export function result(state: SabState): GameResult | null {
  if (state.phase !== 'over') return null;
  return gameResult(
    state.rows.map((row) => row.length),
    state.chips,
  );
}

/** Why `actor` may not move now: whose turn it is and to do what, or that the objections are being decided. */
export function notYourTurn(state: SabState, actor: Actor): RefusalMessage {
  if (state.phase === 'objections') {
    const round = state.round as Round;
    const decided = typeof actor === 'number' && actor !== round.roller && round.objections?.[actor] !== null && round.objections?.[actor] !== undefined;
    return { key: `${NS}${decided ? 'alreadyDecided' : 'objectionsOpen'}` };
  }
  const seat = activeSeat(state);
  if (state.phase === 'over' || seat === null) return { key: 'shell:refusal.notYourTurn' };
  // Seats as the players count them, from 1; the catalogue words the phase (a context).
  return { key: `${NS}turnOf`, params: { context: state.phase, seatNumber: seat + 1 } };
}

// ------------------------------------------------------------------ applying moves

/** The phase each kind of move belongs to. */
const PHASE_OF: Record<SabMove['type'], Exclude<Phase, 'over'>> = {
  draw: 'setup',
  roll: 'roll',
  suspect: 'suspect',
  object: 'objections',
  turnCard: 'search',
};

/** Applies a move of a seat that may move now (defineGame has checked the game, the seat, the turn and the shape). */
export function play(state: SabState, seat: Seat, move: SabMove): Result {
  const phase = PHASE_OF[move.type];
  // "That move belongs to the <phase>, which is not under way."
  if (state.phase !== phase) return reject('illegal-move', `${NS}wrongPhase`, { context: phase });
  switch (move.type) {
    case 'draw':
      return draw(state, seat, move.slot);
    case 'roll':
      return roll(state, seat);
    case 'suspect':
      return suspect(state, seat, move.seat);
    case 'object':
      return object(state, seat, move.object);
    case 'turnCard':
      return turnCard(state, seat, move.index);
  }
}

/**
 * The next state, sharing every array with `state` until a move writes a copy.
 * A literal of every field: V8 builds it several times faster than a spread,
 * and a random playout makes one at every move.
 */
function draft(state: SabState): SabState {
  return {
    game: state.game,
    seats: state.seats,
    options: state.options,
    rng: state.rng,
    phase: state.phase,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    turnNumber: state.turnNumber,
    spread: state.spread,
    onField: state.onField,
    pawn: state.pawn,
    die: state.die,
    rows: state.rows,
    chips: state.chips,
    kitty: state.kitty,
    round: state.round,
    facts: state.facts,
  };
}

/** The round with some of its fields changed: a literal of every field, as `draft` (a spread is slow). */
function roundWith(round: Round, change: Partial<Round>): Round {
  return {
    good: round.good,
    roller: round.roller,
    chain: change.chain ?? round.chain,
    objections: change.objections === undefined ? round.objections : change.objections,
    searchers: change.searchers ?? round.searchers,
    turned: change.turned ?? round.turned,
    holder: change.holder === undefined ? round.holder : change.holder,
  };
}

/** The move is made: its facts go onto a copy of the record (a secret objection adds none, and shares the record). */
function done(state: SabState, next: SabState, events: Fact[]): Result {
  if (events.length > 0) next.facts = state.facts.concat(events);
  return { ok: true, state: next, events };
}

// ------------------------------------------------------------------ setup draws

function draw(state: SabState, seat: Seat, slot: number): Result {
  const good = state.spread[slot];
  if (good === null || good === undefined) return reject('illegal-move', `${NS}noSuchSlot`, { count: cardsInSpread(state) });
  const next = draft(state);
  const spread = state.spread.slice();
  spread[slot] = null;
  next.spread = spread;
  const rows = state.rows.slice();
  rows[seat] = [...(rows[seat] as Good[]), good];
  next.rows = rows;
  const events: Fact[] = [{ type: 'drew', seat, slot, good }];
  let drawn = 0;
  for (const row of rows) drawn += row.length;
  if (drawn < state.seats * cardsToDraw(state.seats)) next.turn = (seat + 1) % state.seats;
  else layOut(next, events);
  return done(state, next, events);
}

/** How many slots of the spread still hold a card. */
export function cardsInSpread(state: SabState): number {
  let count = 0;
  for (const good of state.spread) if (good !== null) count++;
  return count;
}

/** The draws are done: every card left goes onto its field, and the first player rolls. */
function layOut(next: SabState, events: Fact[]): void {
  const onField = new Array<boolean>(FIELD_COUNT).fill(false);
  for (const good of next.spread) if (good !== null) onField[fieldOf(good)] = true;
  const fields: number[] = [];
  onField.forEach((lies, field) => lies && fields.push(field));
  next.onField = onField;
  next.spread = new Array<Good | null>(FIELD_COUNT).fill(null);
  events.push({ type: 'laidOut', fields });
  next.phase = 'roll';
  next.turn = next.firstPlayer;
  next.turnNumber = 1;
}

// ------------------------------------------------------------------ the roll

/**
 * The generator of the die, restored from the state at each roll: a playout
 * rolls every turn, and a new generator each time would cost more than the
 * roll. It draws and saves at once, so one object serves every state.
 */
const dieRng = Rng.fromSeed(0);

function roll(state: SabState, seat: Seat): Result {
  const rng = dieRng.restore(state.rng);
  const pips = rng.die(DIE_FACES);
  const next = draft(state);
  next.rng = rng.save();
  const from = state.pawn;
  const to = (from + pips) % FIELD_COUNT;
  next.pawn = to;
  next.die = pips;
  const events: Fact[] = [{ type: 'rolled', seat, turnNumber: state.turnNumber, pips, from, to }];
  if (state.onField[to]) {
    // A card on the field: the roller takes it at once, and his turn is over.
    const good = goodOf(to);
    const onField = state.onField.slice();
    onField[to] = false;
    next.onField = onField;
    const rows = state.rows.slice();
    rows[seat] = [...(rows[seat] as Good[]), good];
    next.rows = rows;
    events.push({ type: 'took', seat, good });
    endTurn(next, events);
  } else {
    next.phase = 'suspect';
    next.round = { good: goodOf(to), roller: seat, chain: [], objections: null, searchers: [], turned: [], holder: null };
  }
  return done(state, next, events);
}

// ------------------------------------------------------------------ suspicions

function suspect(state: SabState, seat: Seat, named: Seat): Result {
  if (named >= state.seats) return reject('illegal-move', `${NS}noSuchSeat`, { count: state.seats });
  const round = state.round as Round;
  const next = draft(state);
  const chain = [...round.chain, { by: seat, suspect: named }];
  const events: Fact[] = [{ type: 'suspected', by: seat, suspect: named, good: round.good }];
  if (round.chain.length === 0 && named === seat) {
    // The roller's "myself": the others decide in secret whether to object.
    const objections = new Array<boolean | null>(state.seats).fill(null);
    next.round = roundWith(round, { chain, objections });
    next.phase = 'objections';
    return done(state, next, events);
  }
  if (!roundEnds(chain)) {
    // The named seat must name in turn (activeSeat: the last one named).
    next.round = roundWith(round, { chain });
    return done(state, next, events);
  }
  next.round = roundWith(round, { chain, searchers: searchOrder(chain, named), turned: [] });
  startSearch(next, events);
  return done(state, next, events);
}

// ------------------------------------------------------------------ objections

function object(state: SabState, seat: Seat, objects: boolean): Result {
  const round = state.round as Round;
  const objections = (round.objections as (boolean | null)[]).slice();
  objections[seat] = objects;
  const next = draft(state);
  next.round = roundWith(round, { objections });
  const events: Fact[] = [];
  for (let other = 0; other < state.seats; other++) if (other !== round.roller && objections[other] === null) return done(state, next, events);
  // All are in: the decisions are revealed together.
  const objectors = objectorsOf(objections);
  events.push({ type: 'objections', seat: round.roller, objectors });
  if (objectors.length === 0) endTurn(next, events);
  else {
    next.round = roundWith(round, { objections, searchers: [round.roller], turned: [] });
    startSearch(next, events);
  }
  return done(state, next, events);
}

// ------------------------------------------------------------------ the search

/**
 * The next searcher begins: one without cards lacks the good at once (no
 * move), and the next after him; when nobody is left, the round is settled.
 */
function startSearch(next: SabState, events: Fact[]): void {
  const round = next.round as Round;
  let searchers = round.searchers;
  while (searchers.length > 0 && (next.rows[searchers[0] as Seat] as Good[]).length === 0) {
    events.push({ type: 'lacks', seat: searchers[0] as Seat, good: round.good });
    searchers = searchers.slice(1);
  }
  next.round = roundWith(round, { searchers, turned: [] });
  if (searchers.length > 0) {
    next.phase = 'search';
    return;
  }
  settleRound(next, events);
}

function turnCard(state: SabState, seat: Seat, index: number): Result {
  const row = state.rows[seat] as Good[];
  if (index >= row.length) return reject('illegal-move', `${NS}noSuchPlace`, { count: row.length });
  const round = state.round as Round;
  if (round.turned.includes(index)) return reject('illegal-move', `${NS}alreadyTurned`, { placeNumber: index + 1 });
  const next = draft(state);
  const turned = [...round.turned, index];
  const events: Fact[] = [{ type: 'turned', seat, index }];
  if (row[index] === round.good) {
    // Found: he shows it, and may look no further.
    events.push({ type: 'found', seat, index, good: round.good });
    next.round = roundWith(round, { turned, holder: seat });
    settleRound(next, events);
  } else if (turned.length < row.length) {
    next.round = roundWith(round, { turned });
  } else {
    events.push({ type: 'lacks', seat, good: round.good });
    next.round = roundWith(round, { turned, searchers: round.searchers.slice(1) });
    startSearch(next, events);
  }
  return done(state, next, events);
}
