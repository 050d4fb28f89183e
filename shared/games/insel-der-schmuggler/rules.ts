/**
 * The rules of Insel der Schmuggler (RULINGS insel-der-schmuggler; the lead's
 * decisions 4 to 9). The setup: rocks (in turn, or drawn), then the starting
 * harbours (chosen in turn, or drawn), then turns from the first player. A
 * turn: the roll (a delivery and a take first, then both dice; the beam
 * turns and catches), the black die's direction, the throws of caught goods,
 * then the boat's move; a push or a swap into the beam catches again, and the
 * throws that follow end the turn. The first to bank 7 wins at once.
 */
import { type Actor, type GameResult, type MoveResult, type RefusalMessage, type Seat, ranksFromScores, reject } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { ANCHOR_FIELD, type FieldId, ISLANDS, ISLAND_IDS, ISLAND_KEYS, type Island, harbourId, harbourIsland, inBeam, isSea, islandSector } from './board.js';
import { TILE_COUNT, type TileId, WINNING_TOTAL, tileFace } from './goods.js';
import { Draft } from './draft.js';
import { type SailMove, type SailProblem, beamAfter, checkSail, harbourCutOff, rockFields, throwFields } from './moves.js';
import {
  type BeamDirection,
  type InselEvent,
  type InselMove,
  type InselOptions,
  type InselState,
  LIGHTHOUSE_FACES,
  type LighthouseFace,
  type Phase,
  SMUGGLER_FACES,
} from './types.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const MAX_ROCKS = 3;
/** Tiles per island at the start. */
export const TILES_PER_ISLAND = 4;

type Result = MoveResult<InselState, InselEvent>;

// ------------------------------------------------------------------ setup

/** [make(0), …, make(count - 1)]: Array.from with a length is several times slower, and setup and delivery run in every playout. */
function listOf<T>(count: number, make: (index: number) => T): T[] {
  const list: T[] = [];
  for (let i = 0; i < count; i++) list.push(make(i));
  return list;
}

/** A new game's board; defineGame's setup has checked the seat count and the options. */
export function setup(seed: number, seats: number, options: InselOptions): InselState {
  const chosen = options.firstPlayer ?? null;

  const rng = Rng.fromSeed(seed);
  const firstPlayer = chosen ?? rng.int(seats);
  const beam = islandSector(rng.int(ISLANDS) as Island);
  const islands = ISLAND_IDS.map((island) => rng.shuffle(listOf(TILES_PER_ISLAND, (k) => island * TILES_PER_ISLAND + k)));
  // In a 2-player game a rock always closes the strait (decision 1).
  const rocks: FieldId[] = seats === 2 ? [ANCHOR_FIELD] : [];
  if (options.rockPlacement === 'random') for (let i = 0; i < options.rocks; i++) rocks.push(rng.pick(rockFields(rocks)));

  const state: InselState = {
    game: 'insel-der-schmuggler',
    seats,
    options: { ...options },
    rng: rng.save(),
    phase: 'rocks',
    turn: firstPlayer,
    firstPlayer,
    turnNumber: 0,
    beam,
    rocks,
    rocksToPlace: options.rockPlacement === 'turns' ? options.rocks : 0,
    boats: listOf(seats, () => ({ at: null, cargo: null, loads: 0 })),
    islands,
    overboard: [],
    knownBy: listOf(TILE_COUNT, () => []),
    banked: listOf(seats, () => []),
    dice: null,
    toThrow: [],
    moved: false,
    winner: null,
  };
  if (state.rocksToPlace > 0) return state;
  const draft = new Draft(state);
  afterRocks(draft, []);
  return draft.next;
}

/** The rocks are out: the harbours are chosen in turn from the first player, or drawn and the first turn begins. */
function afterRocks(draft: Draft, events: InselEvent[]): void {
  const state = draft.next;
  if (state.options.startHarbours === 'choose') {
    state.phase = 'harbours';
    state.turn = state.firstPlayer;
    return;
  }
  const rng = new Rng(state.rng);
  for (let i = 0; i < state.seats; i++) {
    const seat = (state.firstPlayer + i) % state.seats;
    const island = rng.int(ISLANDS) as Island;
    draft.setBoat(seat, { at: harbourId(island) });
    events.push({ type: 'harbour-chosen', seat, island });
  }
  state.rng = rng.save();
  beginTurn(draft, state.firstPlayer, events);
}

// ------------------------------------------------------------------ who moves, and the end

export function activeSeats(state: InselState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** Whether `seat` may move now: activeSeats(state).includes(seat), without making the list (random playouts ask at every move). */
export function isTurnOf(state: InselState, seat: Seat): boolean {
  return state.phase !== 'over' && state.turn === seat;
}

/** A seat's banked total. */
export function bankedTotal(tiles: readonly TileId[]): number {
  let total = 0;
  for (const tile of tiles) total += tileFace(tile).value;
  return total;
}

export function result(state: InselState): GameResult | null {
  if (state.phase !== 'over' || state.winner === null) return null;
  const winner = state.winner;
  const scores = state.banked.map(bankedTotal);
  // The winner is first whatever the others banked; they rank by their totals.
  const others = scores.map((score, seat) => (seat === winner ? Number.POSITIVE_INFINITY : score));
  return { scores, winners: [winner], ranks: ranksFromScores(others) };
}

/** Why `actor` may not move now: whose turn it is, and to do what (the catalogue words the phase: a context). */
export function notYourTurn(state: InselState, _actor: Actor): RefusalMessage {
  if (state.phase === 'over') return { key: 'shell:refusal.notYourTurn' };
  // Seats as the players count them, from 1.
  return { key: 'insel-der-schmuggler:refusal.turnOf', params: { context: state.phase, seatNumber: state.turn + 1 } };
}

// ------------------------------------------------------------------ applying moves

/**
 * Applies a move of the seat whose turn it is (defineGame has checked the
 * game, the seat, the turn and the shape of the move).
 */
export function play(state: InselState, seat: Seat, move: InselMove): Result {
  switch (move.type) {
    case 'placeRock':
      return placeRock(state, seat, move.field);
    case 'chooseHarbour':
      return chooseHarbour(state, seat, move.island as Island);
    case 'roll':
      return roll(state, seat);
    case 'turnBeam':
      return turnBeam(state, move.direction);
    case 'throw':
      return throwGoods(state, seat, move.field);
    case 'sail':
    case 'load':
    case 'push':
    case 'swap':
      return sail(state, seat, move);
  }
}

/** "That move belongs to the sailing, which is not under way.": the phase the move belongs to, worded by the catalogue (a context). */
function wrongPhase(expected: Exclude<Phase, 'over'>): Result {
  return reject('illegal-move', 'insel-der-schmuggler:refusal.wrongPhase', { context: expected });
}

function done(draft: Draft, events: InselEvent[]): Result {
  return { ok: true, state: draft.next, events };
}

// ------------------------------------------------------------------ setup moves

function placeRock(state: InselState, seat: Seat, field: FieldId): Result {
  if (state.phase !== 'rocks') return wrongPhase('rocks');
  if (!isSea(field)) return reject('illegal-move', 'insel-der-schmuggler:refusal.rockOnSea');
  if (state.rocks.includes(field)) return reject('illegal-move', 'insel-der-schmuggler:refusal.rockThere');
  const rocks = [...state.rocks, field];
  const cutOff = harbourCutOff(rocks);
  if (cutOff !== null) return reject('illegal-move', 'insel-der-schmuggler:refusal.rockCutsOff', { island: ISLAND_KEYS[cutOff] });
  const draft = new Draft(state);
  const next = draft.next;
  next.rocks = rocks;
  next.rocksToPlace -= 1;
  const events: InselEvent[] = [{ type: 'rock-placed', seat, field }];
  if (next.rocksToPlace > 0) next.turn = (seat + 1) % next.seats;
  else afterRocks(draft, events);
  return done(draft, events);
}

function chooseHarbour(state: InselState, seat: Seat, island: Island): Result {
  if (state.phase !== 'harbours') return wrongPhase('harbours');
  const draft = new Draft(state);
  draft.setBoat(seat, { at: harbourId(island) });
  const events: InselEvent[] = [{ type: 'harbour-chosen', seat, island }];
  const next = (seat + 1) % state.seats;
  if (next === state.firstPlayer) beginTurn(draft, state.firstPlayer, events);
  else draft.next.turn = next;
  return done(draft, events);
}

// ------------------------------------------------------------------ the turn

function beginTurn(draft: Draft, seat: Seat, events: InselEvent[]): void {
  const next = draft.next;
  next.phase = 'roll';
  next.turn = seat;
  next.turnNumber += 1;
  next.dice = null;
  next.toThrow = [];
  next.moved = false;
  events.push({ type: 'turn-began', seat, turnNumber: next.turnNumber });
}

function endTurn(draft: Draft, events: InselEvent[]): void {
  beginTurn(draft, (draft.next.turn + 1) % draft.next.seats, events);
}

/**
 * The generator of the dice, restored from the state at each roll: a playout
 * rolls at every turn, and a new generator each time (an object and its four
 * words) cost more than the dice. A roll draws and saves at once, so one
 * object serves every state.
 */
const diceRng = Rng.fromSeed(0);

/** Before the dice: a delivery (a swap may have put the boat in its goods' harbour), then the take of an empty boat in a harbour with goods. */
function roll(state: InselState, seat: Seat): Result {
  if (state.phase !== 'roll') return wrongPhase('roll');
  const draft = new Draft(state);
  const events: InselEvent[] = [];
  if (deliver(draft, seat, events) === 'won') return done(draft, events);
  takeTile(draft, seat, events);

  const next = draft.next;
  const rng = diceRng.restore(state.rng);
  const smuggler = SMUGGLER_FACES[rng.int(SMUGGLER_FACES.length)] as (typeof SMUGGLER_FACES)[number];
  const lighthouse = LIGHTHOUSE_FACES[rng.int(LIGHTHOUSE_FACES.length)] as LighthouseFace;
  next.rng = rng.save();
  next.dice = { smuggler, lighthouse };
  events.push({ type: 'rolled', seat, dice: { smuggler, lighthouse } });
  if (lighthouse === 'black2') next.phase = 'beam';
  else turnLighthouse(draft, lighthouse, lighthouse === 'green2' || lighthouse === 'green3' ? 'counterclockwise' : 'clockwise', events);
  return done(draft, events);
}

function turnBeam(state: InselState, direction: BeamDirection): Result {
  if (state.phase !== 'beam') return wrongPhase('beam');
  const draft = new Draft(state);
  const events: InselEvent[] = [];
  turnLighthouse(draft, 'black2', direction, events);
  return done(draft, events);
}

/** The beam turns (the keeper leaves it, and catches nobody); where it stops it catches. */
function turnLighthouse(draft: Draft, face: LighthouseFace, direction: BeamDirection, events: InselEvent[]): void {
  const next = draft.next;
  if (face === 'keeper') {
    events.push({ type: 'keeper-sleeps', beam: next.beam });
    next.phase = 'sail';
    return;
  }
  const from = next.beam;
  next.beam = beamAfter(from, face, direction);
  events.push({ type: 'beam-turned', from, to: next.beam, direction, steps: face === 'red3' || face === 'green3' ? 3 : 2 });
  catchInBeam(draft, events);
}

/**
 * Every boat with goods on a lit field is caught, in seat order from the
 * roller; the roller will throw their goods (phase 'throw'). With nobody
 * caught the turn goes on to the sailing.
 */
function catchInBeam(draft: Draft, events: InselEvent[]): void {
  const next = draft.next;
  const caught: Seat[] = [];
  for (let i = 0; i < next.seats; i++) {
    const seat = (next.turn + i) % next.seats;
    const boat = draft.boat(seat);
    if (boat.at !== null && boat.cargo !== null && inBeam(boat.at, next.beam)) caught.push(seat);
  }
  if (caught.length === 0) {
    next.phase = 'sail';
    return;
  }
  events.push({ type: 'caught', seats: caught, beam: next.beam });
  next.toThrow = caught;
  next.phase = 'throw';
}

function throwGoods(state: InselState, seat: Seat, field: FieldId): Result {
  if (state.phase !== 'throw') return wrongPhase('throw');
  const boat = state.toThrow[0] as Seat;
  const fields = throwFields(state, boat);
  if (!fields.includes(field)) {
    const ownField = fields.length === 1 && fields[0] === state.boats[boat]?.at;
    return reject('illegal-move', ownField ? 'insel-der-schmuggler:refusal.throwOntoBoat' : 'insel-der-schmuggler:refusal.throwNextToBoat', { seatNumber: boat + 1 });
  }
  const draft = new Draft(state);
  const tile = draft.boat(boat).cargo as TileId;
  draft.setBoat(boat, { cargo: null });
  // Face down, unseen: nobody knows it from now on.
  draft.dropInSea(field, tile);
  draft.setKnownBy(tile, []);
  const events: InselEvent[] = [{ type: 'thrown', by: seat, boat, field }];
  const next = draft.next;
  next.toThrow = state.toThrow.slice(1);
  if (next.toThrow.length === 0) {
    // Throws after a push or a swap into the beam end the turn; those after the lighthouse's turn lead to the sailing.
    if (next.moved) endTurn(draft, events);
    else next.phase = 'sail';
  }
  return done(draft, events);
}

// ------------------------------------------------------------------ sailing

const SAIL_REFUSALS = {
  noField: 'insel-der-schmuggler:refusal.noField',
  rock: 'insel-der-schmuggler:refusal.rockThere',
  inBeam: 'insel-der-schmuggler:refusal.inBeam',
  boatThere: 'insel-der-schmuggler:refusal.boatThere',
  outOfReach: 'insel-der-schmuggler:refusal.outOfReach',
  noGoods: 'insel-der-schmuggler:refusal.noGoods',
  loadNeedsStep: 'insel-der-schmuggler:refusal.loadNeedsStep',
  noBoat: 'insel-der-schmuggler:refusal.noBoat',
  inHarbour: 'insel-der-schmuggler:refusal.inHarbour',
  pushOntoFreeSea: 'insel-der-schmuggler:refusal.pushOntoFreeSea',
  pushIsSwap: 'insel-der-schmuggler:refusal.pushIsSwap',
  swapFromNextTo: 'insel-der-schmuggler:refusal.swapFromNextTo',
} as const satisfies Record<SailProblem, `insel-der-schmuggler:refusal.${string}`>;

function sail(state: InselState, seat: Seat, move: SailMove): Result {
  if (state.phase !== 'sail') return wrongPhase('sail');
  const pips = state.dice?.smuggler ?? 0;
  const checked = checkSail(state, seat, pips, move);
  if ('problem' in checked) {
    return reject('illegal-move', SAIL_REFUSALS[checked.problem], checked.problem === 'outOfReach' ? { pips } : undefined);
  }
  const { path } = checked;
  const draft = new Draft(state);
  const events: InselEvent[] = [];
  switch (move.type) {
    case 'sail': {
      draft.setBoat(seat, { at: move.to });
      events.push({ type: 'sailed', seat, path });
      // Delivery only at the goods' own harbour; then the island's top tile, if any is left.
      const delivery = deliver(draft, seat, events);
      if (delivery === 'won') return done(draft, events);
      if (delivery === 'banked') takeTile(draft, seat, events);
      endTurn(draft, events);
      return done(draft, events);
    }
    case 'load': {
      const tile = draft.takeFromSea(move.at) as TileId;
      const own = draft.boat(seat).cargo;
      if (own !== null) {
        // A swap with the goods in the sea: his own go on top of the stack, unseen from now on.
        draft.dropInSea(move.at, own);
        draft.setKnownBy(own, []);
      }
      draft.setBoat(seat, { at: move.at, cargo: tile, loads: (draft.boat(seat).loads ?? 0) + 1 });
      draft.setKnownBy(tile, [seat]);
      events.push({ type: 'loaded', seat, path, swapped: own !== null });
      endTurn(draft, events);
      return done(draft, events);
    }
    case 'push':
    case 'swap': {
      const other = boatOn(state, seat, move.at);
      draft.setBoat(seat, { at: move.at });
      if (move.type === 'push') {
        draft.setBoat(other, { at: move.to });
        events.push({ type: 'pushed', seat, path, boat: other, to: move.to });
      } else {
        draft.setBoat(other, { at: move.from });
        events.push({ type: 'swapped', seat, path, boat: other });
      }
      // Into the beam with goods: caught; the roller throws them, and that ends the turn.
      draft.next.moved = true;
      catchInBeam(draft, events);
      if (draft.next.phase === 'sail') endTurn(draft, events);
      return done(draft, events);
    }
  }
}

/** The other boat on a sea field (checkSail found one there). */
function boatOn(state: InselState, seat: Seat, field: FieldId): Seat {
  return state.boats.findIndex((boat, other) => other !== seat && boat.at === field);
}

/**
 * A boat in the harbour of its goods' destination delivers: the tile is shown
 * and banked, and 7 banked wins at once.
 */
function deliver(draft: Draft, seat: Seat, events: InselEvent[]): 'none' | 'banked' | 'won' {
  const boat = draft.boat(seat);
  if (boat.cargo === null || boat.at === null) return 'none';
  const island = harbourIsland(boat.at);
  const face = tileFace(boat.cargo);
  if (island === null || face.destination !== island) return 'none';
  const tile = boat.cargo;
  draft.setBoat(seat, { cargo: null });
  draft.bank(seat, tile);
  // Face up from now on: everybody knows it.
  draft.setKnownBy(tile, listOf(draft.next.seats, (other) => other));
  const total = bankedTotal(draft.next.banked[seat] as TileId[]);
  events.push({ type: 'delivered', seat, island, tile: { ...face }, total });
  if (total < WINNING_TOTAL) return 'banked';
  const next = draft.next;
  next.phase = 'over';
  next.winner = seat;
  next.toThrow = [];
  events.push({ type: 'game-over', result: result(next) as GameResult });
  return 'won';
}

/** An empty boat in a harbour takes the island's top tile, if any is left, and its owner looks at it. */
function takeTile(draft: Draft, seat: Seat, events: InselEvent[]): void {
  const boat = draft.boat(seat);
  if (boat.cargo !== null || boat.at === null) return;
  const island = harbourIsland(boat.at);
  if (island === null) return;
  const tile = draft.takeFromIsland(island);
  if (tile === null) return;
  draft.setBoat(seat, { cargo: tile, loads: (boat.loads ?? 0) + 1 });
  draft.setKnownBy(tile, [seat]);
  events.push({ type: 'tile-taken', seat, island, left: (draft.next.islands[island] as TileId[]).length });
}
