/** The shapes of a Smugglers (2016) game: options, state, moves, events and views. */
import { z } from 'zod';
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { RngState } from '../../engine/rng.js';
import type { RollInput, RollOutcome, SphereSpec } from './physics/contract.js';
import { physicsProfileSchema } from './physics/profile.js';

/** How long the hourglass may run, in seconds. */
export const HOURGLASS_SECONDS = { min: 30, max: 120 } as const;

export const smugglersOptionsSchema = z
  .object({
    /** How long the hourglass runs while the players sculpt. The engine keeps no clock: the UI and the host use it. */
    hourglassSeconds: z.number().int().min(HOURGLASS_SECONDS.min).max(HOURGLASS_SECONDS.max),
    /** Win at 5 of one kind or 4 + 4, instead of 7 of one kind or 5 + 5. */
    shortGame: z.boolean(),
    /** The starting player of the first round (the rulebook's oldest player); null draws him from the seed. */
    firstPlayer: z.number().int().min(0).max(3).nullable(),
    /** The table's physical profile, chosen in the sandbox; absent: the Standard one. */
    physics: z.object({ name: z.string().trim().min(1).max(40), profile: physicsProfileSchema }).strict().optional(),
  })
  .strict();
export type SmugglersOptions = z.infer<typeof smugglersOptionsSchema>;

export const CONTRABANDS = ['sweet', 'sour', 'stink'] as const;
/** What a sphere hides: a sweet treat, a sour treat or a stink bomb. */
export type Contraband = (typeof CONTRABANDS)[number];
export const TOKEN_KINDS = ['sweet', 'sour'] as const;
/** The two kinds of smuggle token. */
export type TokenKind = (typeof TOKEN_KINDS)[number];

const seatSchema = z.number().int().min(0).max(3);
const unit = z.number().min(0).max(1);

export const smugglersMoveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('sculpt'),
      /** Putty in the sphere, in grams. */
      massG: z.number().positive().max(1000),
      roundness: unit,
      shapeSeed: z.number().int().min(0).max(0xffffffff),
      contraband: z.enum(CONTRABANDS),
    })
    .strict(),
  z.object({ type: z.literal('push'), strength: unit }).strict(),
  z.object({ type: z.literal('reround'), roundness: unit, shapeSeed: z.number().int().min(0).max(0xffffffff) }).strict(),
  z.object({ type: z.literal('inspect'), target: seatSchema, guess: z.enum(CONTRABANDS) }).strict(),
  z.object({ type: z.literal('steal'), from: seatSchema, token: z.enum(TOKEN_KINDS) }).strict(),
  /** Made by the host only: the outcome of the roll it simulated. */
  z.object({ type: z.literal('roll-outcome'), outcome: z.enum(['passed', 'stuck', 'short']) }).strict(),
]);
export type SmugglersMove = z.infer<typeof smugglersMoveSchema>;

/**
 * sculpting: every seat that has not sculpted yet; testing: one player pushes
 * (or the host rolls); inspecting: an inspector names a target and a guess;
 * stealing: a stink bomb lets a player take a token; over.
 * The ranking and the reveals need no decision and happen inside applyMove.
 */
export type Phase = 'sculpting' | 'testing' | 'inspecting' | 'stealing' | 'over';

/** Where a player's sphere is this round. */
export type Room = 'screen' | 'track' | 'bar' | 'office' | 'junk';

export interface Push {
  attempt: 1 | 2;
  strength: number;
  /** Null while the host is rolling it. */
  outcome: RollOutcome | null;
}

export interface Tokens {
  sweet: number;
  sour: number;
}

/** One seat's part of the current round. */
export interface SeatRound {
  sphere: SphereSpec | null;
  contraband: Contraband | null;
  room: Room;
  /** The attempt under way or the last one made (1 or 2). */
  attempt: 1 | 2;
  /** Whether the player re-rounded his sphere before the second attempt. */
  rerounded: boolean;
  pushes: Push[];
  /** 1 or 2 in the boss's office. */
  place: 1 | 2 | null;
  /** The scale (the ranking) has shown the sphere's mass to everyone. */
  massShown: boolean;
  /** The contraband has been shown to everyone (inspection or reveal). */
  revealed: boolean;
  /** Who inspected this player this round. */
  inspectedBy: Seat | null;
}

export interface Inspection {
  inspector: Seat;
  target: Seat;
  guess: Contraband;
  contraband: Contraband;
  correct: boolean;
}

export interface PendingSteal {
  /** Who takes a token. */
  seat: Seat;
  reason: 'inspected' | 'revealed';
  /** The seats he may take from (only the inspector after a wrong guess). */
  from: Seat[];
}

/** What everybody saw of one seat in a finished round. */
export interface SeatRecord {
  seat: Seat;
  room: 'office' | 'junk';
  /** Stuck twice (never reached the bar). */
  failed: boolean;
  place: 1 | 2 | null;
  massG: number | null;
  contraband: Contraband | null;
  inspectedBy: Seat | null;
  guess: Contraband | null;
  /** Stink bombs this player held when he sculpted (public: everyone can count them). */
  stinkBombsHeld: number;
  /** Tokens before the round (sweet, sour). */
  tokensBefore: Tokens;
}

/** A finished round, as everybody saw it: what the bots learn opponents' habits from. */
export interface RoundRecord {
  round: number;
  startingPlayer: Seat;
  dice: number[];
  hole: number;
  /** Nobody got through: nothing was shown. */
  nobodyThrough: boolean;
  seats: SeatRecord[];
}

export interface SmugglersState {
  game: 'smugglers-2016';
  seats: number;
  options: SmugglersOptions;
  rng: RngState;
  /** 0 for the first round. */
  round: number;
  startingPlayer: Seat;
  /** The slot (0..6, from the left as seen from the front) the boss stands behind. */
  boss: number;
  /** The hole of this round's test; null after a red number until everyone has sculpted. */
  hole: number | null;
  /** This round's die rolls: one, or two after a red number. */
  dice: number[];
  phase: Phase;
  tokens: Tokens[];
  supply: Tokens;
  /** Stink bombs behind each screen (usable). */
  stinkBombs: number[];
  /** Used stink bombs in front of each screen. */
  spentBombs: number[];
  players: SeatRound[];
  /** Seats in test order, from the starting player clockwise. */
  testOrder: Seat[];
  /** Index in testOrder of the player under test. */
  testIndex: number;
  /** Seats in the office, place 1 then place 2. */
  office: Seat[];
  /** Inspectors still to inspect, in order. */
  inspectors: Seat[];
  inspections: Inspection[];
  pendingSteal: PendingSteal | null;
  /** Tokens at the start of the round, and the bombs held when sculpting, for the round record. */
  roundStart: { tokens: Tokens[]; stinkBombs: number[] };
  winner: Seat | null;
  history: RoundRecord[];
}

export type SmugglersEvent =
  | { type: 'round-began'; round: number; startingPlayer: Seat }
  | { type: 'die-rolled'; seat: Seat; value: number; red: boolean; boss: number; hole: number | null }
  | { type: 'sculpted'; seat: Seat }
  | { type: 'pushed'; seat: Seat; attempt: 1 | 2; strength: number }
  | { type: 'rolled'; seat: Seat; attempt: 1 | 2; outcome: RollOutcome; room: Room }
  | { type: 'rerounded'; seat: Seat }
  | { type: 'roll-off'; place: 1 | 2; seats: Seat[]; rolls: number[][]; winner: Seat }
  | { type: 'ranked'; office: Seat[]; toJunk: Seat[]; masses: { seat: Seat; massG: number }[] }
  | { type: 'nobody-through' }
  | { type: 'inspected'; inspector: Seat; target: Seat; guess: Contraband; contraband: Contraband; correct: boolean }
  | { type: 'revealed'; seat: Seat; contraband: Contraband }
  | { type: 'token-taken'; seat: Seat; kind: TokenKind; from: Seat | 'supply' }
  | { type: 'token-missing'; seat: Seat; kind: TokenKind }
  | { type: 'stink-bomb-won'; seat: Seat; from: Seat }
  | { type: 'stink-bomb-spent'; seat: Seat }
  | { type: 'nothing-to-steal'; seat: Seat }
  | { type: 'round-ended'; round: number }
  | { type: 'game-over'; result: GameResult };

/** What a viewer sees of one seat. */
export interface PlayerView {
  seat: Seat;
  tokens: Tokens;
  stinkBombs: number;
  spentBombs: number;
  sculpted: boolean;
  room: Room;
  attempt: 1 | 2;
  rerounded: boolean;
  pushes: Push[];
  place: 1 | 2 | null;
  /** Shown by the scale, or the viewer's own; null otherwise. */
  massG: number | null;
  /** Shown to all, or the viewer's own; null otherwise. */
  contraband: Contraband | null;
  inspectedBy: Seat | null;
}

/**
 * A roll of the current round as everyone saw it: once a sphere is pushed onto
 * the track its inputs are public (everyone watches the ball roll), so that
 * every table can replay it. The sphere's mass is part of the input; the UI
 * never prints it.
 */
export interface RoundRoll {
  seat: Seat;
  attempt: 1 | 2;
  input: RollInput;
  /** Null while the host is rolling it. */
  outcome: RollOutcome | null;
}

export interface SmugglersView {
  game: 'smugglers-2016';
  viewer: Viewer;
  seats: number;
  options: SmugglersOptions;
  round: number;
  startingPlayer: Seat;
  boss: number;
  hole: number | null;
  dice: number[];
  phase: Phase;
  activeSeats: Seat[];
  /** The seat under test (testing phase). */
  tester: Seat | null;
  /** Whether the host is rolling the tester's sphere now. */
  rolling: boolean;
  supply: Tokens;
  /** Everybody's tokens and stink bombs when this round began (what they had in mind when sculpting). */
  roundStart: { tokens: Tokens[]; stinkBombs: number[] };
  players: PlayerView[];
  /** The viewer's own sphere this round (null for a spectator or before sculpting). */
  ownSphere: SphereSpec | null;
  office: Seat[];
  inspectors: Seat[];
  inspections: Inspection[];
  pendingSteal: PendingSteal | null;
  history: RoundRecord[];
  /**
   * The rolls of the current round, in the order they were pushed (the last
   * one may still be rolling). After a re-round the first attempt's rolls are
   * left out: the sphere they rolled no longer exists.
   */
  rolls: RoundRoll[];
  winner: Seat | null;
  result: GameResult | null;
}
