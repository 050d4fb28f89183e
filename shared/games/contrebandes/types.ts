/** The shapes of a Contrebandes game: options, state, moves, events and views. */
import { z } from 'zod';
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { Card, Kind } from './cards.js';

export const contrebandesOptionsSchema = z
  .object({
    /** The officer of the first night; null draws him from the seed. */
    firstOfficer: z.number().int().min(0).max(4).nullable(),
  })
  .strict();
export type ContrebandesOptions = z.infer<typeof contrebandesOptionsSchema>;

const kindSchema = z.enum(['clothes', 'food', 'wine', 'gold', 'cheese']);
const cardSchema = z.number().int().min(0).max(54);
const seatSchema = z.number().int().min(0).max(4);

/** The longest message a declaration may carry (a plea, an offer). */
export const MAX_MESSAGE_LENGTH = 140;

export const contrebandesMoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('load'), cards: z.array(cardSchema).min(1).max(11) }).strict(),
  z
    .object({
      type: z.literal('declare'),
      kinds: z.array(kindSchema).min(1).max(11),
      message: z.string().max(MAX_MESSAGE_LENGTH).optional(),
    })
    .strict(),
  z.object({ type: z.literal('inspect'), target: seatSchema }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('designate'), officer: seatSchema }).strict(),
  z.object({ type: z.literal('takeBonus'), card: cardSchema }).strict(),
]);
export type ContrebandesMove = z.infer<typeof contrebandesMoveSchema>;

export type Phase = 'loading' | 'declaring' | 'inspecting' | 'designating' | 'bonus' | 'over';

export interface Declaration {
  /** One kind per loaded card, sorted in the order of KINDS. */
  kinds: Kind[];
  message: string;
}

export type InspectionOutcome = 'cheese' | 'all-legal' | 'illegal';

/** How one seat's night was scored, kept for the end-of-night table. Public once the night is over. */
export interface SeatNightScore {
  seat: Seat;
  /** Could not load 2 cards in some quarter: scores nothing and takes no bonus. */
  couldNotLoad: boolean;
  /** Every cashed card, highest first. */
  cashed: Card[];
  cheeses: number;
  /** Cards cancelled by the cheeses, in the order they were cancelled. */
  cancelled: Card[];
  /** Points of the cashed cards that still count. */
  goodsPoints: number;
  /** How many cards of each good still count. */
  counts: Record<'clothes' | 'food' | 'wine' | 'gold', number>;
  /** Bonus cards owed (before the Caisse de Retraite runs out). */
  bonusOwed: number;
  /** Bonus cards actually taken from the Caisse, in the order taken (they also join the seat's cashed pile in the state). */
  bonusCards: Card[];
  total: number;
}

export interface NightScore {
  night: number;
  /** The officer of the 4th quarter; bonus cards are taken from his left. */
  lastOfficer: Seat;
  /** The Caisse de Retraite when the night ended, before any bonus card was taken. */
  caisse: Card[];
  /** Seats in the order they take bonus cards. */
  bonusOrder: Seat[];
  seats: SeatNightScore[];
}

export interface ContrebandesState {
  game: 'contrebandes';
  seats: number;
  options: ContrebandesOptions;
  night: number;
  quarter: number;
  /** The officer who opened the first night; night n opens with the seat n places to his left. */
  firstOfficer: Seat;
  officer: Seat;
  phase: Phase;
  hands: Card[][];
  mules: Card[][];
  /** Loading: whether each seat has loaded (or could not) this quarter. */
  loaded: boolean[];
  /** Whether each seat has a mule this quarter (loaded at least 2 cards). */
  hasMule: boolean[];
  declarations: (Declaration | null)[];
  /** Declaring: seats still to declare, in order. */
  toDeclare: Seat[];
  /** Goods the officer took this quarter (cheeses, illegal goods): they were shown to all. */
  officerTaken: Card[];
  /** Seats inspected this quarter, in order, with what their mule showed. */
  inspections: { seat: Seat; outcome: InspectionOutcome }[];
  /** Cashed piles of this night; bonus cards join the taker's pile as they are taken. */
  cashed: Card[][];
  /** Whether each seat failed to load 2 cards in some quarter of this night. */
  couldNotLoad: boolean[];
  caisse: Card[];
  /** Cards shown to every player this night (inspections, the Caisse). */
  revealed: Card[];
  /** Scores of finished nights, per night then seat. */
  nightTotals: number[][];
  /** The night being scored (bonus phase) or the last scored night. */
  scoring: NightScore | null;
  /** Bonus phase: how many cards each seat may still take, in bonus order. */
  bonusQueue: { seat: Seat; owed: number }[];
}

export type ContrebandesEvent =
  | { type: 'night-began'; night: number; officer: Seat }
  | { type: 'quarter-began'; night: number; quarter: number; officer: Seat }
  | { type: 'could-not-load'; seat: Seat; handCount: number }
  | { type: 'loaded'; seat: Seat }
  | { type: 'mules-shown'; counts: number[] }
  | { type: 'declared'; seat: Seat; kinds: Kind[]; message: string }
  | { type: 'inspected'; officer: Seat; seat: Seat; cards: Card[]; outcome: InspectionOutcome }
  | { type: 'all-cheese'; officer: Seat; toCaisse: Card[] }
  | { type: 'officer-stopped'; officer: Seat }
  | { type: 'cashed'; counts: number[] }
  | { type: 'designated'; officer: Seat; next: Seat }
  | { type: 'night-scored'; scoring: NightScore }
  | { type: 'bonus-taken'; seat: Seat; card: Card }
  | { type: 'game-over'; result: GameResult };

/** What one seat (or a spectator) sees of another seat. */
export interface PlayerPublic {
  seat: Seat;
  handCount: number;
  /** Shown only once loading is over (everybody loads at the same time); null before. */
  muleCount: number | null;
  hasLoaded: boolean;
  declaration: Declaration | null;
  cashedCount: number;
  couldNotLoad: boolean;
  /** Points of the finished nights. */
  total: number;
}

export interface ContrebandesView {
  game: 'contrebandes';
  viewer: Viewer;
  seats: number;
  nights: number;
  night: number;
  quarter: number;
  officer: Seat;
  phase: Phase;
  activeSeats: Seat[];
  players: PlayerPublic[];
  /** The viewer's own hand, mule and cashed pile (null for a spectator). */
  hand: Card[] | null;
  mule: Card[] | null;
  ownCashed: Card[] | null;
  officerTaken: Card[];
  inspections: { seat: Seat; outcome: InspectionOutcome }[];
  caisse: Card[];
  revealed: Card[];
  nightTotals: number[][];
  scoring: NightScore | null;
  bonusQueue: { seat: Seat; owed: number }[];
  result: GameResult | null;
  /**
   * A replay's "all cards open" (replay.ts, openViewFor) alone: every seat's
   * hand, mule and cashed pile, by seat, face up. Absent from every player's
   * and the spectator's view.
   */
  open?: OpenCards;
}

/** Every seat's cards, by seat, as the players would see them turning everything face up after the game. */
export interface OpenCards {
  hands: Card[][];
  mules: Card[][];
  cashed: Card[][];
}
