/**
 * The moves of Smugglers (2025) and who may make them. A round: the customs
 * card is flipped; every seat holding cards picks his card(s) face down, all
 * at once; once the last pick is in, the robots play the deck's top cards and
 * everything is revealed and judged together (rules.ts); then from the sack
 * holder clockwise each seat may discard one card and refills his hand to 5
 * from the market or the deck, one card a move; the sack passes on. After the
 * last round, or when a card is needed and none is left, the game is over.
 * Each move writes its state copy-on-write (draft.ts).
 */
import { type Actor, type GameResult, type MoveResult, type RefusalMessage, type Seat, reject } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { LONG_CUSTOMS, ROUNDS_LONG, ROUNDS_STANDARD, STANDARD_CUSTOMS } from './customs.js';
import { Draft } from './draft.js';
import { type Card, type Kind, STANDARD_DECK_SIZE, UNIQUE, VARIANT_DECK_SIZE, kindOf } from './goods.js';
import { drawCard, refillMarket, sweepMarket } from './market.js';
import { HAND_SIZE, type PlayedCard, judge, minRobots, smuggleCount } from './rules.js';
import { breakdowns, gameResult } from './scoring.js';
import type { Phase, S25Event, S25Move, S25Options, S25State } from './types.js';

type Result = MoveResult<S25State, S25Event>;

const NS = 'smugglers-2025:refusal.';

// ------------------------------------------------------------------ setup

/** A new game: the goods shuffled, 5 cards dealt to each seat, the market filled, the customs deck shuffled, and round 1's customs card flipped. */
/** What the schema cannot know of a table: a small table needs robots (at least 1 with 2 players, 2 solo). */
export function setupProblem(seats: number, options: S25Options): RefusalMessage | null {
  const fewest = minRobots(seats);
  return options.robots < fewest ? { key: 'smugglers-2025:refusal.tooFewRobots', params: { players: seats, count: fewest } } : null;
}

/** A new game's deal; defineGame's setup has checked the seat count and the options. */
export function setup(seed: number, seats: number, options: S25Options): S25State {
  const robots = options.robots;
  const chosen = options.firstPlayer ?? null;
  const rng = Rng.fromSeed(seed);
  const sack = chosen ?? rng.int(seats);
  const deckSize = options.coins ? VARIANT_DECK_SIZE : STANDARD_DECK_SIZE;
  const deck = rng.shuffle(Array.from({ length: deckSize }, (_, card) => card));
  const customsDeck = rng.shuffle(options.longGame ? [...STANDARD_CUSTOMS, ...LONG_CUSTOMS] : [...STANDARD_CUSTOMS]);
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  // Dealt one at a time round the table, as at a table.
  for (let i = 0; i < HAND_SIZE; i++) for (const hand of hands) hand.push(deck.pop() as Card);
  const dealt: S25State = {
    game: 'smugglers-2025',
    seats,
    options: { robots, longGame: options.longGame, coins: options.coins, firstPlayer: chosen },
    rng: rng.save(),
    phase: 'smuggle',
    round: 0,
    rounds: options.longGame ? ROUNDS_LONG : ROUNDS_STANDARD,
    sack,
    customsDeck,
    customs: null,
    deck,
    discard: [],
    market: [],
    hands,
    front: Array.from({ length: seats }, () => []),
    picks: new Array<Card[] | null>(seats).fill(null),
    revealed: [],
    drawing: null,
    takenFromMarket: Array.from({ length: seats }, () => []),
    burned: [],
  };
  // The same steps as in play, their events unseen: nobody is at the table before the setup is done.
  const draft = new Draft(dealt);
  refillMarket(draft);
  beginRound(draft);
  return draft.next;
}

// ------------------------------------------------------------------ who moves, and the end

/** Whether `seat` may move now: activeSeats(state).includes(seat) without making the list (random playouts ask at every move). */
export function isActive(state: S25State, seat: Seat): boolean {
  switch (state.phase) {
    case 'smuggle':
      return state.picks[seat] === null && (state.hands[seat]?.length ?? 0) > 0;
    case 'draw':
      return state.drawing?.seat === seat;
    case 'over':
      return false;
  }
}

/** While smuggling every seat holding cards that has not picked yet (all at once); while drawing the seat whose turn it is. */
export function activeSeats(state: S25State): Seat[] {
  switch (state.phase) {
    case 'smuggle': {
      const active: Seat[] = [];
      for (let seat = 0; seat < state.seats; seat++) if (isActive(state, seat)) active.push(seat);
      return active;
    }
    case 'draw':
      return state.drawing === null ? [] : [state.drawing.seat];
    case 'over':
      return [];
  }
}

/**
 * The result of each finished state, kept from the move that ended the game:
 * playouts ask for it after that move again, and the scoring is the slow part
 * of a playout's end. Each caller gets a copy of its own.
 */
const results = new WeakMap<S25State, GameResult>();

export function result(state: S25State): GameResult | null {
  if (state.phase !== 'over') return null;
  let known = results.get(state);
  if (known === undefined) {
    known = gameResult(state);
    results.set(state, known);
  }
  return { scores: known.scores.slice(), winners: known.winners.slice(), ranks: known.ranks.slice() };
}

/** Why `actor` may not move now: he has picked already, or it is another seat's turn to draw. */
export function notYourTurn(state: S25State, actor: Actor): RefusalMessage {
  if (state.phase === 'smuggle' && typeof actor === 'number' && state.picks[actor] !== null && state.picks[actor] !== undefined) return { key: `${NS}alreadyPicked` };
  if (state.phase === 'draw' && state.drawing !== null) return { key: `${NS}turnOf`, params: { context: 'draw', seatNumber: state.drawing.seat + 1 } };
  return { key: 'shell:refusal.notYourTurn' };
}

// ------------------------------------------------------------------ applying moves

/** The phase each kind of move belongs to. */
const PHASE_OF: Record<S25Move['type'], Exclude<Phase, 'over'>> = {
  smuggle: 'smuggle',
  discard: 'draw',
  takeMarket: 'draw',
  drawDeck: 'draw',
};

/** Applies a move of a seat that may move now (defineGame has checked the game, the seat, the turn and the shape). */
export function play(state: S25State, seat: Seat, move: S25Move): Result {
  const phase = PHASE_OF[move.type];
  // "That move belongs to the <phase> step, which is not under way."
  if (state.phase !== phase) return reject('illegal-move', `${NS}wrongPhase`, { context: phase });
  switch (move.type) {
    case 'smuggle':
      return smuggle(state, seat, move.kinds);
    case 'discard':
      return discard(state, seat, move.kind);
    case 'takeMarket':
      return takeMarket(state, seat, move.kind);
    case 'drawDeck':
      return drawDeck(state, seat);
  }
}

/** The move is made; a card needed when none was left ends the game at once. */
function done(draft: Draft): Result {
  if (draft.outOfGoods && draft.next.phase !== 'over') endGame(draft);
  return { ok: true, state: draft.next, events: draft.events };
}

/**
 * The index of a card of `kind` in a hand, not `skip`; -1 if none. A card the
 * table saw him take from the market goes first, so that it leaves the public
 * list (takenFromMarket) whenever a card of its kind leaves the hand: at the
 * table nobody can tell which of two teas was discarded. Were a card nobody
 * knew of used first, the list would keep the market tea exactly when he held
 * another, and tell everybody so (issue #25, item 11).
 */
export function cardOfKind(hand: readonly Card[], kind: Kind, taken: readonly Card[], skip = -1): number {
  let unseen = -1;
  for (let index = 0; index < hand.length; index++) {
    if (index === skip || kindOf(hand[index] as Card) !== kind) continue;
    if (taken.includes(hand[index] as Card)) return index;
    if (unseen < 0) unseen = index;
  }
  return unseen;
}

// ------------------------------------------------------------------ smuggling

function smuggle(state: S25State, seat: Seat, kinds: readonly Kind[]): Result {
  const hand = state.hands[seat] as Card[];
  const count = smuggleCount(state.customs, hand.length);
  if (kinds.length !== count) return reject('illegal-move', `${NS}smuggleCount`, { count });
  const taken = state.takenFromMarket[seat] as Card[];
  const first = cardOfKind(hand, kinds[0] as Kind, taken);
  if (first < 0) return reject('illegal-move', `${NS}notInHand`, { kind: kinds[0] as Kind });
  const second = count === 2 ? cardOfKind(hand, kinds[1] as Kind, taken, first) : -1;
  if (count === 2 && second < 0) return reject('illegal-move', `${NS}notInHand`, { kind: kinds[1] as Kind });
  const draft = new Draft(state);
  const own = draft.hand(seat);
  const pick = second < 0 ? [hand[first] as Card] : [hand[first] as Card, hand[second] as Card];
  // The later index first, so that the earlier stays in place.
  if (second > first) own.splice(second, 1);
  own.splice(first, 1);
  if (second >= 0 && second < first) own.splice(second, 1);
  const picks = draft.picks();
  picks[seat] = pick;
  // The pick is secret: no event until the reveal.
  for (let other = 0; other < state.seats; other++) if (isActive(draft.next, other)) return done(draft);
  reveal(draft);
  return done(draft);
}

/**
 * The last pick is in: each robot plays the deck's top card, all are revealed
 * and judged together; kept cards go in front of their seats, the rest and
 * every robot's card onto the discard pile; then the drawing step begins.
 */
function reveal(draft: Draft): void {
  const next = draft.next;
  const robotCards: Card[] = [];
  for (let robot = 0; robot < next.options.robots; robot++) {
    const card = drawCard(draft);
    if (card === null) {
      // The goods ran out before anything was revealed: the picks go back to their hands, the robots' cards onto the pile.
      next.picks.forEach((pick, seat) => pick !== null && draft.hand(seat).push(...pick));
      draft.discard().push(...robotCards);
      next.picks = new Array<Card[] | null>(next.seats).fill(null);
      return;
    }
    robotCards.push(card);
  }
  const played: PlayedCard[] = [];
  const cards: Card[] = [];
  next.picks.forEach((pick, seat) => {
    for (const card of pick ?? []) {
      played.push({ player: { seat }, kind: kindOf(card) });
      cards.push(card);
    }
  });
  robotCards.forEach((card, robot) => {
    played.push({ player: { robot }, kind: kindOf(card) });
    cards.push(card);
  });
  const judged = judge(played, next.customs ?? 'openBorder', frontsFor(next, played));
  judged.forEach(({ player, reason }, index) => {
    const card = cards[index] as Card;
    if ('seat' in player) {
      // Revealed: it has left his hand in everybody's sight.
      const taken = next.takenFromMarket[player.seat] as Card[];
      if (taken.includes(card)) {
        const own = draft.takenFromMarket(player.seat);
        own.splice(own.indexOf(card), 1);
      }
      if (reason === null) {
        draft.front(player.seat).push(card);
        return;
      }
    }
    draft.discard().push(card);
  });
  next.picks = new Array<Card[] | null>(next.seats).fill(null);
  next.revealed = judged;
  draft.events.push({ type: 'revealed', cards: judged });
  if (next.customs === 'marketSweep' && !sweepMarket(draft)) return;
  next.phase = 'draw';
  turnFrom(draft, 0);
}

/**
 * The kinds in front of each seat, as far as the judging reads them: only a
 * seat revealing a unique good has his front looked at, so only his is
 * listed (the others' as empty), and a reveal without one lists none.
 */
function frontsFor(state: S25State, played: readonly PlayedCard[]): Kind[][] {
  const fronts: Kind[][] = [];
  for (let seat = 0; seat < state.seats; seat++) fronts.push(NONE);
  for (const { player, kind } of played) if (UNIQUE.has(kind) && 'seat' in player) fronts[player.seat] = (state.front[player.seat] as Card[]).map(kindOf);
  return fronts;
}
const NONE: Kind[] = [];

// ------------------------------------------------------------------ drawing

/**
 * The drawing turn passes to the first seat from the sack holder's `offset`-th
 * seat on (clockwise) that holds fewer than 5 cards; a seat with 5 has nothing
 * to draw. Nobody left: the round ends.
 */
function turnFrom(draft: Draft, offset: number): void {
  const next = draft.next;
  for (let k = offset; k < next.seats; k++) {
    const seat = (next.sack + k) % next.seats;
    if ((next.hands[seat] as Card[]).length < HAND_SIZE) {
      next.drawing = { seat, discarded: false, drawn: 0 };
      return;
    }
  }
  endRound(draft);
}

/** After a card came into his hand (or left it): at 5 the next seat draws. */
function afterStep(draft: Draft, seat: Seat, change: { discarded?: boolean; drawn?: number }): void {
  const next = draft.next;
  const drawing = next.drawing as NonNullable<S25State['drawing']>;
  if ((next.hands[seat] as Card[]).length >= HAND_SIZE) {
    turnFrom(draft, (seat - next.sack + next.seats) % next.seats + 1);
    return;
  }
  next.drawing = { seat, discarded: change.discarded ?? drawing.discarded, drawn: change.drawn ?? drawing.drawn };
}

function discard(state: S25State, seat: Seat, kind: Kind): Result {
  const drawing = state.drawing as NonNullable<S25State['drawing']>;
  if (drawing.discarded) return reject('illegal-move', `${NS}discardOnce`);
  if (drawing.drawn > 0) return reject('illegal-move', `${NS}discardBeforeDrawing`);
  const taken = state.takenFromMarket[seat] as Card[];
  const index = cardOfKind(state.hands[seat] as Card[], kind, taken);
  if (index < 0) return reject('illegal-move', `${NS}notInHand`, { kind });
  const draft = new Draft(state);
  const [card] = draft.hand(seat).splice(index, 1) as [Card];
  if (taken.includes(card)) {
    const own = draft.takenFromMarket(seat);
    own.splice(own.indexOf(card), 1);
  }
  draft.discard().push(card);
  draft.events.push({ type: 'discarded', seat, kind });
  afterStep(draft, seat, { discarded: true });
  return done(draft);
}

function takeMarket(state: S25State, seat: Seat, kind: Kind): Result {
  if (state.customs === 'closedMarket') return reject('illegal-move', `${NS}marketClosed`);
  let index = -1;
  for (let i = 0; i < state.market.length && index < 0; i++) if (kindOf(state.market[i] as Card) === kind) index = i;
  if (index < 0) return reject('illegal-move', `${NS}notInMarket`, { kind });
  const draft = new Draft(state);
  const [card] = draft.market().splice(index, 1) as [Card];
  draft.hand(seat).push(card);
  draft.takenFromMarket(seat).push(card);
  draft.events.push({ type: 'tookMarket', seat, kind });
  if (!refillMarket(draft)) return done(draft);
  afterStep(draft, seat, { drawn: (state.drawing as NonNullable<S25State['drawing']>).drawn + 1 });
  return done(draft);
}

function drawDeck(state: S25State, seat: Seat): Result {
  const draft = new Draft(state);
  const card = drawCard(draft);
  if (card === null) return done(draft);
  draft.hand(seat).push(card);
  draft.events.push({ type: 'drewDeck', seat });
  afterStep(draft, seat, { drawn: (state.drawing as NonNullable<S25State['drawing']>).drawn + 1 });
  return done(draft);
}

// ------------------------------------------------------------------ rounds and the end

/** The drawing is done: the sack passes on; after the last round the game is over, else the next customs card is flipped. */
function endRound(draft: Draft): void {
  const next = draft.next;
  next.drawing = null;
  next.sack = (next.sack + 1) % next.seats;
  if (next.round >= next.rounds || next.customsDeck.length === 0) endGame(draft);
  else beginRound(draft);
}

function beginRound(draft: Draft): void {
  const next = draft.next;
  const customs = draft.customsDeck().pop() ?? null;
  next.customs = customs;
  next.round += 1;
  next.phase = 'smuggle';
  next.drawing = null;
  if (customs !== null) draft.events.push({ type: 'roundBegan', round: next.round, customs, sack: next.sack });
}

/** The end: after the last round, or at once when the goods ran out. */
function endGame(draft: Draft): void {
  const next = draft.next;
  if (draft.outOfGoods) draft.events.push({ type: 'outOfGoods' });
  next.phase = 'over';
  next.drawing = null;
  const final = gameResult(next);
  results.set(next, final);
  draft.events.push({ type: 'gameOver', result: result(next) as GameResult, scores: breakdowns(next) });
}
