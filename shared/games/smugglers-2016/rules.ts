/**
 * The rules of Smugglers (2016). A round runs: the die and the boss (a red 5
 * or 6 puts the sculpting first) → sculpting (simultaneous, secret) → the test
 * (from the starting player clockwise; the host computes every roll) → the
 * ranking by mass (automatic, with die roll-offs for ties on the scale) →
 * the inspections → the reveals of those not inspected → the next round. The
 * game ends the moment a player's tokens complete a winning set.
 */
import { type Actor, type GameResult, type MoveResult, type RefusalMessage, type Seat, HOST, ranksFromScores, refusal as refusalOf, reject } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import type { RollOutcome } from './physics/contract.js';
import { BOSS_START, SLOTS, tablePhysics } from './physical.js';
import {
  type Contraband,
  type PendingSteal,
  type Phase,
  type RoundRecord,
  type SeatRound,
  type SmugglersEvent,
  type SmugglersMove,
  type SmugglersOptions,
  type SmugglersState,
  type TokenKind,
  type Tokens,
  CONTRABANDS,
  TOKEN_KINDS,
} from './types.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** Tokens of each kind in the supply at the start (before the starting tokens are handed out). */
export const TOKENS_PER_KIND = 28;

type Result = MoveResult<SmugglersState, SmugglersEvent>;

/** A new game's table; defineGame's setup has checked the seat count and the options. */
export function setup(seed: number, seats: number, options: SmugglersOptions): SmugglersState {
  const chosen = options.firstPlayer ?? null;
  const rng = Rng.fromSeed(seed);
  const firstPlayer = chosen ?? rng.int(seats);
  const state: SmugglersState = {
    game: 'smugglers-2016',
    seats,
    options: { ...options },
    rng: rng.save(),
    round: -1,
    startingPlayer: firstPlayer,
    boss: BOSS_START,
    hole: null,
    dice: [],
    phase: 'sculpting',
    tokens: [],
    supply: { sweet: TOKENS_PER_KIND, sour: TOKENS_PER_KIND },
    stinkBombs: new Array<number>(seats).fill(1),
    spentBombs: new Array<number>(seats).fill(0),
    players: [],
    testOrder: [],
    testIndex: 0,
    office: [],
    inspectors: [],
    inspections: [],
    pendingSteal: null,
    roundStart: { tokens: [], stinkBombs: [] },
    winner: null,
    history: [],
  };
  // The starting player takes a sweet token, the next one clockwise a sour one, and so on.
  for (let seat = 0; seat < seats; seat++) state.tokens.push({ sweet: 0, sour: 0 });
  for (let i = 0; i < seats; i++) {
    const seat = (firstPlayer + i) % seats;
    const kind: TokenKind = i % 2 === 0 ? 'sweet' : 'sour';
    (state.tokens[seat] as Tokens)[kind] += 1;
    state.supply[kind] -= 1;
  }
  beginRound(state, []);
  return state;
}

export function activeSeats(state: SmugglersState): Seat[] {
  switch (state.phase) {
    case 'sculpting': {
      const seats: Seat[] = [];
      for (let seat = 0; seat < state.seats; seat++) if ((state.players[seat] as SeatRound).sphere === null) seats.push(seat);
      return seats;
    }
    case 'testing':
      return rollPending(state) ? [] : [currentTester(state)];
    case 'inspecting':
      return state.inspectors.slice(0, 1);
    case 'stealing':
      return state.pendingSteal ? [state.pendingSteal.seat] : [];
    case 'over':
      return [];
  }
}

/** The player under test (testing phase). */
export function currentTester(state: SmugglersState): Seat {
  return state.testOrder[state.testIndex] as Seat;
}

/** Whether the tester has pushed and the host has not yet said what became of the roll. */
export function rollPending(state: SmugglersState): boolean {
  if (state.phase !== 'testing') return false;
  const pushes = (state.players[currentTester(state)] as SeatRound).pushes;
  const last = pushes[pushes.length - 1];
  return last !== undefined && last.outcome === null;
}

/** Whether the tester may still re-round before his second attempt (he has not pushed it yet). */
export function mayReround(state: SmugglersState, seat: Seat): boolean {
  if (state.phase !== 'testing' || currentTester(state) !== seat || rollPending(state)) return false;
  const player = state.players[seat] as SeatRound;
  return player.attempt === 2 && !player.rerounded && !player.pushes.some((push) => push.attempt === 2);
}

/** Seats in the junk room that the current inspector may inspect. */
export function inspectableSeats(state: SmugglersState): Seat[] {
  if (state.phase !== 'inspecting') return [];
  const seats: Seat[] = [];
  for (const seat of state.testOrder) {
    const player = state.players[seat] as SeatRound;
    if (player.room === 'junk' && player.inspectedBy === null) seats.push(seat);
  }
  return seats;
}

/** The (seat, kind) pairs the pending steal may take. */
export function stealChoices(state: SmugglersState, steal: PendingSteal): { from: Seat; token: TokenKind }[] {
  const out: { from: Seat; token: TokenKind }[] = [];
  for (const from of steal.from) for (const token of TOKEN_KINDS) if ((state.tokens[from] as Tokens)[token] > 0) out.push({ from, token });
  return out;
}

/** The contraband a seat may hide now: sweet and sour always, a stink bomb while he holds one. */
export function availableContraband(state: SmugglersState, seat: Seat): Contraband[] {
  return (state.stinkBombs[seat] as number) > 0 ? [...CONTRABANDS] : ['sweet', 'sour'];
}

/** The winning sets: `one` tokens of one kind, or at least `each` of both kinds. */
export function winningSets(shortGame: boolean): { one: number; each: number } {
  return shortGame ? { one: 5, each: 4 } : { one: 7, each: 5 };
}

/** The set a player's tokens make, or null: one kind (sweet or sour) or both kinds. */
export function winningSet(tokens: Tokens, shortGame: boolean): 'sweet' | 'sour' | 'both' | null {
  const { one, each } = winningSets(shortGame);
  if (tokens.sweet >= one) return 'sweet';
  if (tokens.sour >= one) return 'sour';
  return tokens.sweet >= each && tokens.sour >= each ? 'both' : null;
}

export function hasWon(tokens: Tokens, shortGame: boolean): boolean {
  return winningSet(tokens, shortGame) !== null;
}

export function result(state: SmugglersState): GameResult | null {
  if (state.phase !== 'over' || state.winner === null) return null;
  const winner = state.winner;
  const scores = state.tokens.map((tokens) => tokens.sweet + tokens.sour);
  // The winner is first whatever his count; the others rank by the tokens they hold.
  const others = scores.map((score, seat) => (seat === winner ? Number.POSITIVE_INFINITY : score));
  return { scores, winners: [winner], ranks: ranksFromScores(others) };
}

// ---------------------------------------------------------------- applying moves

/**
 * Applies a move of a seat that may move now (defineGame has checked the
 * game, the seat, the turn and the shape of the move, and kept the host's
 * moves for the host).
 */
export function play(state: SmugglersState, seat: Seat, move: SmugglersMove): Result {
  switch (move.type) {
    case 'sculpt':
      return sculpt(state, seat, move);
    case 'push':
      return push(state, seat, move.strength);
    case 'reround':
      return reround(state, seat, move.roundness, move.shapeSeed);
    case 'inspect':
      return inspect(state, seat, move.target, move.guess);
    case 'steal':
      return steal(state, seat, move.from, move.token);
    case 'roll-outcome':
      // defineGame refuses it before (onlyHost); the case keeps the switch whole.
      return { ok: false, rejection: refusalOf('illegal-move', onlyHost(move) as RefusalMessage) };
  }
}

/** Why a seat may not make `move`: only the host says what became of a roll. Null for a seat's move. */
export function onlyHost(move: SmugglersMove): RefusalMessage | null {
  return move.type === 'roll-outcome' ? refusal('smugglers-2016:refusal.onlyHostRolls') : null;
}

/** Applies the host's move, the outcome of the roll it simulated, while a sphere is rolling. */
export function playHost(state: SmugglersState, move: SmugglersMove): Result {
  if (move.type !== 'roll-outcome') return reject('illegal-move', 'smugglers-2016:refusal.hostReportsRolls');
  return rollOutcome(state, move.outcome);
}

/** Why `actor` may not move now, in the words of the phase under way (the catalogue's 'smugglers-2016:refusal.…'). */
export function notYourTurn(state: SmugglersState, actor: Actor): RefusalMessage {
  if (actor === HOST) return refusal('smugglers-2016:refusal.noSphereRolling');
  switch (state.phase) {
    case 'sculpting':
      return refusal('smugglers-2016:refusal.sculptedAlready');
    case 'testing':
      // Seats as the players count them, from 1.
      return rollPending(state) ? refusal('smugglers-2016:refusal.sphereRolling') : refusal('smugglers-2016:refusal.notYourTurnToRoll', { seatNumber: currentTester(state) + 1 });
    case 'inspecting':
      return refusal(actor === state.inspectors[0] ? 'smugglers-2016:refusal.cannotInspectNow' : 'smugglers-2016:refusal.notYourTurnToInspect');
    case 'stealing':
      return refusal('smugglers-2016:refusal.notYourTurnToTakeToken');
    default:
      return { key: 'shell:refusal.notYourTurn' };
  }
}

/** A refusal in Smugglers (2016)'s own words. */
function refusal(key: `smugglers-2016:refusal.${string}`, params?: RefusalMessage['params']): RefusalMessage {
  return { key, ...(params ? { params } : {}) };
}

/** "That move belongs to the sculpting, which is not under way.": the phase the move belongs to, worded by the catalogue (a context). */
function wrongPhase(expected: Exclude<Phase, 'over'>): Result {
  return reject('illegal-move', 'smugglers-2016:refusal.wrongPhase', { context: expected });
}

// ---------------------------------------------------------------- sculpting

function sculpt(state: SmugglersState, seat: Seat, move: Extract<SmugglersMove, { type: 'sculpt' }>): Result {
  if (state.phase !== 'sculpting') return wrongPhase('sculpting');
  const { minMassG, maxMassG } = tablePhysics(state.options);
  if (move.massG < minMassG) return reject('illegal-move', 'smugglers-2016:refusal.tooLittlePutty', { grams: minMassG });
  if (move.massG > maxMassG) return reject('illegal-move', 'smugglers-2016:refusal.tooMuchPutty', { grams: maxMassG });
  if (!availableContraband(state, seat).includes(move.contraband)) return reject('illegal-move', 'smugglers-2016:refusal.noStinkBomb');
  const next = clone(state);
  next.players[seat] = {
    ...(next.players[seat] as SeatRound),
    sphere: { massG: move.massG, roundness: move.roundness, shapeSeed: move.shapeSeed },
    contraband: move.contraband,
  };
  const events: SmugglersEvent[] = [{ type: 'sculpted', seat }];
  if (next.players.every((player) => player.sphere !== null)) finishSculpting(next, events);
  return { ok: true, state: next, events };
}

function finishSculpting(state: SmugglersState, events: SmugglersEvent[]): void {
  if (state.hole === null) {
    // A red number came first: now the starting player rolls again, and the boss moves by that number, whatever it is.
    rollDie(state, events, true);
  }
  state.phase = 'testing';
  state.testOrder = [];
  for (let i = 0; i < state.seats; i++) state.testOrder.push((state.startingPlayer + i) % state.seats);
  state.testIndex = 0;
  setPlayer(state, currentTester(state), { room: 'track' });
}

/** Rolls the die for the starting player and moves the boss; a first-roll red (5, 6) leaves the hole open. */
function rollDie(state: SmugglersState, events: SmugglersEvent[], second: boolean): void {
  const rng = new Rng(state.rng);
  const value = rng.die(6);
  state.rng = rng.save();
  state.dice = [...state.dice, value];
  const red = value >= 5;
  if (red && !second) {
    state.hole = null;
  } else {
    state.boss = (state.boss + value) % SLOTS;
    state.hole = state.boss;
  }
  events.push({ type: 'die-rolled', seat: state.startingPlayer, value, red, boss: state.boss, hole: state.hole });
}

// ---------------------------------------------------------------- the test

function push(state: SmugglersState, seat: Seat, strength: number): Result {
  if (state.phase !== 'testing') return wrongPhase('testing');
  const next = clone(state);
  const player = next.players[seat] as SeatRound;
  setPlayer(next, seat, { pushes: [...player.pushes, { attempt: player.attempt, strength, outcome: null }] });
  return { ok: true, state: next, events: [{ type: 'pushed', seat, attempt: player.attempt, strength }] };
}

function reround(state: SmugglersState, seat: Seat, roundness: number, shapeSeed: number): Result {
  if (state.phase !== 'testing') return wrongPhase('testing');
  if (!mayReround(state, seat)) return reject('illegal-move', 'smugglers-2016:refusal.reroundOnce');
  const next = clone(state);
  const player = next.players[seat] as SeatRound;
  const sphere = player.sphere as NonNullable<SeatRound['sphere']>;
  // The same putty: only the roundness and the bumps change.
  setPlayer(next, seat, { sphere: { massG: sphere.massG, roundness, shapeSeed }, rerounded: true });
  return { ok: true, state: next, events: [{ type: 'rerounded', seat }] };
}

function rollOutcome(state: SmugglersState, outcome: RollOutcome): Result {
  const next = clone(state);
  const seat = currentTester(next);
  const player = next.players[seat] as SeatRound;
  const pushes = player.pushes.slice();
  const last = pushes[pushes.length - 1] as SeatRound['pushes'][number];
  pushes[pushes.length - 1] = { ...last, outcome };
  const events: SmugglersEvent[] = [];
  if (outcome === 'short') {
    // Not an attempt: the same player pushes again.
    setPlayer(next, seat, { pushes });
    events.push({ type: 'rolled', seat, attempt: player.attempt, outcome, room: 'track' });
  } else if (outcome === 'stuck' && player.attempt === 1) {
    setPlayer(next, seat, { pushes, attempt: 2 });
    events.push({ type: 'rolled', seat, attempt: 1, outcome, room: 'track' });
  } else {
    const room = outcome === 'passed' ? 'bar' : 'junk';
    setPlayer(next, seat, { pushes, room });
    events.push({ type: 'rolled', seat, attempt: player.attempt, outcome, room });
    next.testIndex += 1;
    if (next.testIndex < next.testOrder.length) setPlayer(next, currentTester(next), { room: 'track' });
    else rank(next, events);
  }
  return { ok: true, state: next, events };
}

// ---------------------------------------------------------------- ranking

/** Places 1 and 2 go to the heaviest spheres in the bar (the scale); ties within its sensitivity go to a die roll-off. */
function rank(state: SmugglersState, events: SmugglersEvent[]): void {
  const inBar = state.testOrder.filter((seat) => (state.players[seat] as SeatRound).room === 'bar');
  if (inBar.length === 0) {
    // Everyone is in the junk room: the spheres go back behind the screens, nothing else happens.
    events.push({ type: 'nobody-through' });
    endRound(state, events, true);
    return;
  }
  const mass = (seat: Seat): number => ((state.players[seat] as SeatRound).sphere as { massG: number }).massG;
  const rng = new Rng(state.rng);
  let left = inBar.slice();
  const office: Seat[] = [];
  for (const place of [1, 2] as const) {
    if (left.length === 0) break;
    const heaviest = Math.max(...left.map(mass));
    const candidates = left.filter((seat) => heaviest - mass(seat) <= tablePhysics(state.options).scaleSensitivityG + 1e-9);
    let winner = candidates[0] as Seat;
    if (candidates.length > 1) {
      const rolls: number[][] = [];
      let rolling = candidates.slice();
      for (;;) {
        const round = rolling.map(() => rng.die(6));
        rolls.push(round);
        const best = Math.max(...round);
        rolling = rolling.filter((_, i) => round[i] === best);
        // Those who tied on the highest number roll again.
        if (rolling.length === 1) break;
      }
      winner = rolling[0] as Seat;
      events.push({ type: 'roll-off', place, seats: candidates, rolls: alignRolls(candidates, rolls), winner });
    }
    office.push(winner);
    setPlayer(state, winner, { room: 'office', place });
    left = left.filter((seat) => seat !== winner);
  }
  state.rng = rng.save();
  for (const seat of left) setPlayer(state, seat, { room: 'junk' });
  for (const seat of inBar) setPlayer(state, seat, { massShown: true });
  state.office = office;
  events.push({ type: 'ranked', office: office.slice(), toJunk: left, masses: inBar.map((seat) => ({ seat, massG: mass(seat) })) });

  const junk = state.testOrder.filter((seat) => (state.players[seat] as SeatRound).room === 'junk');
  // Who inspects: place 1 inspects one player in the junk room. With 4 players and 2 in the junk room, place 2
  // inspects the other. With 2 players both in the office, nobody is inspected (RULINGS 8).
  if (junk.length === 0) state.inspectors = [];
  else if (state.seats === 4 && junk.length === 2 && office.length === 2) state.inspectors = office.slice();
  else state.inspectors = office.slice(0, 1);
  state.inspections = [];
  continueRound(state, events);
}

/** Per round of a roll-off, the dice of every candidate (0 for one already out of it). */
function alignRolls(candidates: Seat[], rounds: number[][]): number[][] {
  const out: number[][] = [];
  let rolling = candidates.slice();
  for (const round of rounds) {
    const row = candidates.map((seat) => {
      const index = rolling.indexOf(seat);
      return index >= 0 ? (round[index] as number) : 0;
    });
    out.push(row);
    const best = Math.max(...round);
    rolling = rolling.filter((_, i) => round[i] === best);
  }
  return out;
}

// ---------------------------------------------------------------- inspection

function inspect(state: SmugglersState, seat: Seat, target: Seat, guess: Contraband): Result {
  if (state.phase !== 'inspecting') return wrongPhase('inspecting');
  if (!inspectableSeats(state).includes(target)) {
    return reject('illegal-move', target === seat ? 'smugglers-2016:refusal.inspectYourself' : 'smugglers-2016:refusal.inspectJunkRoomOnly');
  }
  const next = clone(state);
  const events: SmugglersEvent[] = [];
  const contraband = (next.players[target] as SeatRound).contraband as Contraband;
  const correct = guess === contraband;
  next.inspectors = next.inspectors.slice(1);
  next.inspections = [...next.inspections, { inspector: seat, target, guess, contraband, correct }];
  setPlayer(next, target, { inspectedBy: seat, revealed: true });
  events.push({ type: 'inspected', inspector: seat, target, guess, contraband, correct });
  if (correct) {
    if (contraband === 'stink') {
      // The inspector wins the stink bomb, to use in a later round.
      next.stinkBombs[target] = (next.stinkBombs[target] as number) - 1;
      next.stinkBombs[seat] = (next.stinkBombs[seat] as number) + 1;
      events.push({ type: 'stink-bomb-won', seat, from: target });
    } else {
      takeFromSupply(next, seat, contraband, events);
    }
  } else if (contraband === 'stink') {
    // The stink bomb goes off: the inspected player takes a token from the inspector, and the bomb is spent.
    spendBomb(next, target, events);
    if (!startSteal(next, { seat: target, reason: 'inspected', from: [seat] }, events)) continueRound(next, events);
    return { ok: true, state: next, events };
  } else {
    takeFromSupply(next, target, contraband, events);
  }
  continueRound(next, events);
  return { ok: true, state: next, events };
}

function steal(state: SmugglersState, seat: Seat, from: Seat, token: TokenKind): Result {
  if (state.phase !== 'stealing' || state.pendingSteal === null) return wrongPhase('stealing');
  const pending = state.pendingSteal;
  if (!stealChoices(state, pending).some((choice) => choice.from === from && choice.token === token)) {
    return pending.from.length === 1 ? reject('illegal-move', 'smugglers-2016:refusal.takeTokenOfSeat', { seatNumber: (pending.from[0] as Seat) + 1 }) : reject('illegal-move', 'smugglers-2016:refusal.takeTokenOfOpponent');
  }
  const next = clone(state);
  next.pendingSteal = null;
  const events: SmugglersEvent[] = [];
  moveToken(next, from, seat, token, events);
  continueRound(next, events);
  return { ok: true, state: next, events };
}

/**
 * Opens a steal. When there is at most one choice the engine makes it (or
 * notes that there is nothing to take) and returns false; when the player has
 * a real choice it sets the phase to 'stealing' and returns true.
 */
function startSteal(state: SmugglersState, pending: PendingSteal, events: SmugglersEvent[]): boolean {
  const choices = stealChoices(state, pending);
  if (choices.length === 0) {
    events.push({ type: 'nothing-to-steal', seat: pending.seat });
    return false;
  }
  if (choices.length === 1) {
    const choice = choices[0] as { from: Seat; token: TokenKind };
    moveToken(state, choice.from, pending.seat, choice.token, events);
    return false;
  }
  state.pendingSteal = pending;
  state.phase = 'stealing';
  return true;
}

/**
 * Goes on after an inspection or a steal: the next inspector, else the
 * reveals (automatic, pausing at a steal with a choice), else the next round.
 * Stops at once when the game is over.
 */
function continueRound(state: SmugglersState, events: SmugglersEvent[]): void {
  if (state.winner !== null) return;
  if (state.inspectors.length > 0) {
    state.phase = 'inspecting';
    return;
  }
  state.phase = 'inspecting';
  for (const seat of revealOrder(state)) {
    const player = state.players[seat] as SeatRound;
    if (player.revealed) continue;
    const contraband = player.contraband as Contraband;
    setPlayer(state, seat, { revealed: true });
    events.push({ type: 'revealed', seat, contraband });
    if (contraband === 'stink') {
      spendBomb(state, seat, events);
      const others: Seat[] = [];
      for (let i = 1; i < state.seats; i++) others.push((seat + i) % state.seats);
      if (startSteal(state, { seat, reason: 'revealed', from: others }, events)) return;
    } else {
      takeFromSupply(state, seat, contraband, events);
    }
    if (state.winner !== null) return;
  }
  endRound(state, events, false);
}

/** Those not inspected reveal: the office by place, then the junk room in test order. */
export function revealOrder(state: SmugglersState): Seat[] {
  const junk = state.testOrder.filter((seat) => (state.players[seat] as SeatRound).room === 'junk');
  return [...state.office, ...junk].filter((seat) => (state.players[seat] as SeatRound).inspectedBy === null);
}

// ---------------------------------------------------------------- tokens and bombs

function takeFromSupply(state: SmugglersState, seat: Seat, kind: Contraband, events: SmugglersEvent[]): void {
  if (kind === 'stink') return;
  if (state.supply[kind] <= 0) {
    events.push({ type: 'token-missing', seat, kind });
    return;
  }
  state.supply = { ...state.supply, [kind]: state.supply[kind] - 1 };
  addToken(state, seat, kind, 1);
  events.push({ type: 'token-taken', seat, kind, from: 'supply' });
  checkWin(state, seat, events);
}

function moveToken(state: SmugglersState, from: Seat, to: Seat, kind: TokenKind, events: SmugglersEvent[]): void {
  addToken(state, from, kind, -1);
  addToken(state, to, kind, 1);
  events.push({ type: 'token-taken', seat: to, kind, from });
  checkWin(state, to, events);
}

function addToken(state: SmugglersState, seat: Seat, kind: TokenKind, delta: number): void {
  const tokens = state.tokens.slice();
  const own = tokens[seat] as Tokens;
  tokens[seat] = { ...own, [kind]: own[kind] + delta };
  state.tokens = tokens;
}

function spendBomb(state: SmugglersState, seat: Seat, events: SmugglersEvent[]): void {
  state.stinkBombs[seat] = (state.stinkBombs[seat] as number) - 1;
  state.spentBombs[seat] = (state.spentBombs[seat] as number) + 1;
  events.push({ type: 'stink-bomb-spent', seat });
}

/** The game ends the moment a taken token completes a winning set. */
function checkWin(state: SmugglersState, seat: Seat, events: SmugglersEvent[]): void {
  if (state.winner !== null || !hasWon(state.tokens[seat] as Tokens, state.options.shortGame)) return;
  state.winner = seat;
  state.phase = 'over';
  state.inspectors = [];
  state.pendingSteal = null;
  recordRound(state, false);
  events.push({ type: 'game-over', result: result(state) as GameResult });
}

// ---------------------------------------------------------------- rounds

function endRound(state: SmugglersState, events: SmugglersEvent[], nobodyThrough: boolean): void {
  recordRound(state, nobodyThrough);
  events.push({ type: 'round-ended', round: state.round });
  state.startingPlayer = (state.startingPlayer + 1) % state.seats;
  beginRound(state, events);
}

function recordRound(state: SmugglersState, nobodyThrough: boolean): void {
  const record: RoundRecord = {
    round: state.round,
    startingPlayer: state.startingPlayer,
    dice: state.dice.slice(),
    hole: state.hole as number,
    nobodyThrough,
    seats: state.players.map((player, seat) => ({
      seat,
      room: player.room === 'office' ? 'office' : 'junk',
      failed: player.room !== 'office' && !player.massShown,
      place: player.place,
      massG: player.massShown ? (player.sphere as { massG: number }).massG : null,
      contraband: player.revealed ? player.contraband : null,
      inspectedBy: player.inspectedBy,
      guess: state.inspections.find((inspection) => inspection.target === seat)?.guess ?? null,
      stinkBombsHeld: state.roundStart.stinkBombs[seat] as number,
      tokensBefore: { ...(state.roundStart.tokens[seat] as Tokens) },
    })),
  };
  state.history = [...state.history, record];
}

/** Starts a round on a state being built: rolls the die for its starting player (exported for the tests' set-ups). */
export function beginRound(state: SmugglersState, events: SmugglersEvent[]): void {
  state.round += 1;
  state.phase = 'sculpting';
  state.dice = [];
  state.players = [];
  for (let seat = 0; seat < state.seats; seat++) state.players.push(emptySeatRound());
  state.testOrder = [];
  state.testIndex = 0;
  state.office = [];
  state.inspectors = [];
  state.inspections = [];
  state.pendingSteal = null;
  state.roundStart = { tokens: state.tokens.map((tokens) => ({ ...tokens })), stinkBombs: state.stinkBombs.slice() };
  events.push({ type: 'round-began', round: state.round, startingPlayer: state.startingPlayer });
  rollDie(state, events, false);
}

function emptySeatRound(): SeatRound {
  return {
    sphere: null,
    contraband: null,
    room: 'screen',
    attempt: 1,
    rerounded: false,
    pushes: [],
    place: null,
    massShown: false,
    revealed: false,
    inspectedBy: null,
  };
}

// ---------------------------------------------------------------- copying

function setPlayer(state: SmugglersState, seat: Seat, change: Partial<SeatRound>): void {
  state.players[seat] = { ...(state.players[seat] as SeatRound), ...change };
}

/** A copy deep enough for a move to change: arrays copied, inner records replaced (never changed) by the helpers above. */
function clone(state: SmugglersState): SmugglersState {
  return {
    ...state,
    rng: [...state.rng],
    dice: state.dice.slice(),
    tokens: state.tokens.slice(),
    supply: { ...state.supply },
    stinkBombs: state.stinkBombs.slice(),
    spentBombs: state.spentBombs.slice(),
    players: state.players.slice(),
    testOrder: state.testOrder.slice(),
    office: state.office.slice(),
    inspectors: state.inspectors.slice(),
    inspections: state.inspections.slice(),
  };
}
