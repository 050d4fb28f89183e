/**
 * A small game for the engine's own tests (defineGame, the conformance
 * suite): every seat picks a number from 1 to 3 in secret, all at once; the
 * host then rolls a die; the picks are shown and each seat scores its pick
 * plus the die when its pick is the highest. Two rounds. It has what the
 * suite must handle: simultaneous secret moves, a host task, public events.
 * Test code only: its refusal keys ('toy:refusal.…') are in no catalogue.
 */
import { z } from 'zod';
import { type Bot, type GameDefinition, type GameResult, HOST, type Seat, type Viewer, ranksFromScores, reject } from '../contract.js';
import { type GameRules, defineGame } from '../define-game.js';
import type { Rng } from '../rng.js';
import type { ConformanceKit } from './kit.js';

export interface ToyState {
  seats: number;
  round: number;
  /** This round's picks, secret until shown; null before a seat picks. */
  picks: (number | null)[];
  /** The die of this round, once the host has rolled it. */
  die: number | null;
  scores: number[];
  /** The picks of the rounds played, shown to all. */
  shown: number[][];
}

export type ToyMove = { type: 'pick'; number: number } | { type: 'die'; value: number };
export type ToyEvent = { type: 'picked'; seat: Seat } | { type: 'rolled'; value: number } | { type: 'shown'; picks: number[] };

export interface ToyView {
  viewer: Viewer;
  round: number;
  picked: boolean[];
  own: number | null;
  shown: number[][];
  scores: number[];
}

export interface ToyOptions {
  rounds: number;
}

export const ROLL = 'roll';

export const toyMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), number: z.number().int().min(1).max(3) }).strict(),
  z.object({ type: z.literal('die'), value: z.number().int().min(1).max(6) }).strict(),
]);

const waitingForDie = (state: ToyState): boolean => state.round < 2 && state.picks.every((pick) => pick !== null);

/** The toy's rules, as a game hands them to defineGame. */
export const toyRules: GameRules<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions> = {
  meta: { id: 'toy', title: 'Toy', minPlayers: 2, maxPlayers: 3 },
  rulesVersion: 1,
  optionsSchema: z.object({ rounds: z.literal(2) }).strict(),
  defaultOptions: () => ({ rounds: 2 }),
  moveSchema: toyMoveSchema,
  setup: (_seed, seats) => ({ seats, round: 0, picks: new Array<null>(seats).fill(null), die: null, scores: new Array<number>(seats).fill(0), shown: [] }),
  seatCount: (state) => state.seats,
  activeSeats: (state) => (state.round >= 2 ? [] : state.picks.flatMap((pick, seat) => (pick === null ? [seat] : []))),
  legalMoves: (state, seat) => (state.round < 2 && state.picks[seat] === null ? [1, 2, 3].map((number) => ({ type: 'pick', number })) : []),
  randomMove: (state, seat, rng) => (state.round < 2 && state.picks[seat] === null ? { type: 'pick', number: 1 + rng.int(3) } : null),
  play: (state, seat, move) => {
    if (move.type !== 'pick') return reject('illegal-move', 'toy:refusal.pickANumber');
    const picks = state.picks.slice();
    picks[seat] = move.number;
    return { ok: true, state: { ...state, picks }, events: [{ type: 'picked', seat }] };
  },
  notYourTurn: (_state, actor) => ({ key: actor === HOST ? 'toy:refusal.nobodyRolls' : 'toy:refusal.pickedAlready' }),
  host: {
    task: (state) => (waitingForDie(state) ? { kind: ROLL, input: null } : null),
    perform: async () => ({ type: 'die', value: 4 }),
    onlyHost: (move) => (move.type === 'die' ? { key: 'toy:refusal.onlyHostRolls' } : null),
    play: (state, move) => {
      if (move.type !== 'die') return reject('illegal-move', 'toy:refusal.hostRolls');
      const picks = state.picks as number[];
      const best = Math.max(...picks);
      const scores = state.scores.map((score, seat) => score + (picks[seat] === best ? best + move.value : 0));
      const next: ToyState = { ...state, round: state.round + 1, picks: new Array<null>(state.seats).fill(null), scores, shown: [...state.shown, picks] };
      return { ok: true, state: next, events: [{ type: 'rolled', value: move.value }, { type: 'shown', picks }] };
    },
  },
  viewFor: (state, viewer) => ({
    viewer,
    round: state.round,
    picked: state.picks.map((pick) => pick !== null),
    own: viewer === 'spectator' ? null : (state.picks[viewer] ?? null),
    shown: state.shown.map((picks) => picks.slice()),
    scores: state.scores.slice(),
  }),
  result: (state): GameResult | null => {
    if (state.round < 2) return null;
    const best = Math.max(...state.scores);
    return { scores: state.scores.slice(), winners: state.scores.flatMap((score, seat) => (score === best ? [seat] : [])), ranks: ranksFromScores(state.scores) };
  },
};

export const toyGame = defineGame(toyRules);

/** A bot that picks at random from its generator: a hint shows whether the generator is seeded from the seat's view alone. */
const toyBot: Bot<ToyView, ToyMove> = { chooseMove: ({ legalMoves, rng }) => rng.pick(legalMoves) };

/** The toy with its bots, and a reason for a hint that names the number. */
export const toyDefinition: GameDefinition<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions> = {
  ...toyGame,
  bots: { easy: toyBot, normal: toyBot, hard: toyBot },
  explainMove: (_view, move) => ({ key: 'toy:hint.pick', params: { number: move.type === 'pick' ? move.number : 0 } }),
};

/** The others' picks drawn again; what `keep` picked, and who has picked, stay. */
export function perturbToy(state: ToyState, keep: Viewer, rng: Rng): ToyState {
  return { ...state, picks: state.picks.map((pick, seat) => (seat === keep || pick === null ? pick : 1 + rng.int(3))) };
}

/** A state behind a seat's view: its own pick as the view has it, every other pick made drawn from `rng`. */
export function sampleToy(view: ToyView, seat: Seat, rng: Rng): ToyState {
  return {
    seats: view.picked.length,
    round: view.round,
    picks: view.picked.map((picked, other) => (other === seat ? view.own : picked ? 1 + rng.int(3) : null)),
    die: null,
    scores: view.scores.slice(),
    shown: view.shown.map((picks) => picks.slice()),
  };
}

export const toyKit: ConformanceKit<ToyState, ToyMove, ToyEvent, ToyView, ToyOptions> = {
  game: toyDefinition,
  perturbSecrets: perturbToy,
  sampler: { sample: sampleToy, hidden: (state, seat) => JSON.stringify(state.picks.map((pick, other) => (other === seat ? null : pick))) },
  hostMove: (_task, rng) => ({ type: 'die', value: 1 + rng.int(6) }),
  playouts: 3,
};
