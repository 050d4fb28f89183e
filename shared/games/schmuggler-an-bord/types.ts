/** The shapes of a Schmuggler an Bord game: options, state, moves, facts (the public record and the events) and views. */
import { z } from 'zod';
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { RngState } from '../../engine/rng.js';
import type { Field, Good } from './goods.js';

export const sabOptionsSchema = z
  .object({
    /** RULINGS 3: the table shows the whole record of what happened (casual play), not only the latest event. */
    openHistory: z.boolean(),
    /** The first to draw and to roll (the rulebook: the youngest player); null draws him from the seed. */
    firstPlayer: z.number().int().min(0).max(5).nullable(),
  })
  .strict();
export type SabOptions = z.infer<typeof sabOptionsSchema>;

const seatSchema = z.number().int().min(0).max(5);
const indexSchema = z.number().int().min(0).max(29);

export const sabMoveSchema = z.discriminatedUnion('type', [
  /** Setup: take the face-down card lying at this slot of the spread (everybody is told its good). */
  z.object({ type: z.literal('draw'), slot: indexSchema }).strict(),
  /** The seat whose turn it is: the host rolls the die and moves the pawn (a card on the field is taken at once). */
  z.object({ type: z.literal('roll') }).strict(),
  /** On an empty field, and in a guessing round: who has the missing card (yourself included). */
  z.object({ type: z.literal('suspect'), seat: seatSchema }).strict(),
  /** After "I have it myself": every other seat, in secret and at once, objects or lets it pass. */
  z.object({ type: z.literal('object'), object: z.boolean() }).strict(),
  /** The searcher turns over his own card at this place of his row (0 = the first that came to him). */
  z.object({ type: z.literal('turnCard'), index: indexSchema }).strict(),
]);
export type SabMove = z.infer<typeof sabMoveSchema>;

export type Phase =
  /** Each seat in turn draws a face-down card, until each has cardsToDraw. */
  | 'setup'
  /** The seat whose turn it is rolls. */
  | 'roll'
  /** The pawn stands on an empty field: the last seat of the chain names a suspect. */
  | 'suspect'
  /** The roller said "myself": the other seats decide, in secret, whether to object. */
  | 'objections'
  /** A seat turns his cards over one at a time, looking for the good. */
  | 'search'
  | 'over';

/** One suspicion: `by` says `suspect` has the missing card (by === suspect: "I have it myself"). */
export interface Suspicion {
  by: Seat;
  suspect: Seat;
}

/** The round about an empty field, from the first suspicion to the settlement. */
export interface Round {
  /** The good of the empty field. */
  good: Good;
  /** The roller. */
  roller: Seat;
  /** The suspicions in the order they were made; the roller's first. */
  chain: Suspicion[];
  /** "Myself" by the roller: each seat's decision (null: not yet; the roller's own entry stays null). Null in a guessing round. */
  objections: (boolean | null)[] | null;
  /** The seats still to search, in order; the first one searches now. Empty before the search. */
  searchers: Seat[];
  /** The places (indices into his row) the current searcher has turned over, in order. */
  turned: number[];
  /** The seat found holding the good, once found. */
  holder: Seat | null;
}

export interface SabState {
  game: 'schmuggler-an-bord';
  seats: number;
  options: SabOptions;
  rng: RngState;
  phase: Phase;
  firstPlayer: Seat;
  /** Whose turn it is; in setup, who draws next. */
  turn: Seat;
  /** Turns begun since the setup (0 during setup). */
  turnNumber: number;
  /** Setup: the face-down spread of the 30 cards, by slot: the good lying there, or null once drawn. */
  spread: (Good | null)[];
  /** Per field of the ring: whether its card still lies on it. */
  onField: boolean[];
  /** The pawn's field. */
  pawn: Field;
  /** The last roll (public), null before the first. */
  die: number | null;
  /** Per seat: its face-down cards, in the order they came (a card given away leaves a gap closed up). */
  rows: Good[][];
  chips: number[];
  /** The ship's kitty: chips paid. */
  kitty: number;
  round: Round | null;
  /** The public record: everything announced at the table, in order (RULINGS 3: the table shows only the latest unless openHistory). */
  facts: Fact[];
}

/**
 * What everybody at the table saw or heard, in order. Every fact was announced
 * to all seats (a drawn card's good is said aloud), so the facts of a move are
 * its events; a view carries the latest announcement only (RULINGS 3, record.ts).
 */
export type Fact =
  | { type: 'drew'; seat: Seat; slot: number; good: Good }
  | { type: 'laidOut'; fields: Field[] }
  | { type: 'rolled'; seat: Seat; turnNumber: number; pips: number; from: Field; to: Field }
  | { type: 'took'; seat: Seat; good: Good }
  | { type: 'suspected'; by: Seat; suspect: Seat; good: Good }
  /** "Myself": the decisions, revealed together (the objectors; none: nobody objected). */
  | { type: 'objections'; seat: Seat; objectors: Seat[] }
  /** A searcher turned over the card at `index` of his row (its face he alone sees). */
  | { type: 'turned'; seat: Seat; index: number }
  /** He found the good there and showed it. */
  | { type: 'found'; seat: Seat; index: number; good: Good }
  /** He turned over all his cards without finding it. */
  | { type: 'lacks'; seat: Seat; good: Good }
  | { type: 'gave'; from: Seat; to: Seat; good: Good }
  /** Chips into the kitty: `chips` is what he paid (all he had, if he could not pay `owed`). */
  | { type: 'paid'; seat: Seat; chips: number; owed: number }
  | { type: 'gameOver'; result: GameResult };

export type SabEvent = Fact;

export interface RoundView {
  good: Good;
  roller: Seat;
  chain: Suspicion[];
  /** "Myself" by the roller: null in a guessing round. */
  objections: {
    /** Per seat: whether it has decided (the roller's entry false). */
    decided: boolean[];
    /** The viewer's own decision while they are secret (null: not decided or not a deciding seat). */
    own: boolean | null;
    /** Everybody's decisions once all are in (the objectors), else null. */
    objectors: Seat[] | null;
  } | null;
  searchers: Seat[];
  /** The current search: who searches, the places turned, and (for the searcher alone) what they showed him. */
  search: { seat: Seat; turned: number[]; seen: { index: number; good: Good }[] | null } | null;
  holder: Seat | null;
}

export interface SabView {
  game: 'schmuggler-an-bord';
  viewer: Viewer;
  seats: number;
  options: SabOptions;
  phase: Phase;
  activeSeats: Seat[];
  turn: Seat;
  firstPlayer: Seat;
  turnNumber: number;
  /** Setup: which slots of the spread still hold a face-down card. */
  spread: boolean[];
  onField: boolean[];
  pawn: Field;
  die: number | null;
  /** Per seat: how many face-down cards lie in front of it (their goods are in nobody's view). */
  rows: number[];
  chips: number[];
  kitty: number;
  round: RoundView | null;
  /**
   * What was announced: the latest announcement only (the facts of the last
   * move that said anything), or with open history the whole record. A bot's
   * view (botViewFor) has the whole record.
   */
  facts: Fact[];
  result: GameResult | null;
  /**
   * A replay's "all cards open" (replay.ts, openViewFor) alone: the goods of
   * every face-down card. Absent from every player's and the spectator's view.
   */
  open?: OpenCards;
}

/** Every face-down card face up, as the players would see them turning all of them over after the game. */
export interface OpenCards {
  /** Per seat: the goods of his row, in the order they came (as `rows` counts them). */
  rows: Good[][];
  /** Setup: the good lying at each slot of the spread, null once drawn. */
  spread: (Good | null)[];
}
