/** The shapes of a Smugglers (2025) game: options, state, moves, events and views. */
import { z } from 'zod';
import type { GameResult, Seat, Viewer } from '../../engine/contract.js';
import type { RngState } from '../../engine/rng.js';
import type { Customs } from './customs.js';
import { type Card, KINDS, type Kind } from './goods.js';

export const s25OptionsSchema = z
  .object({
    /** Robots: each plays the deck's top card in the smuggling step (at least 1 with 2 players, 2 solo). */
    robots: z.number().int().min(0).max(4),
    /** Long game: the 4 L customs cards join the deck, 16 rounds. */
    longGame: z.boolean(),
    /** The Gold and Silver Coins variant: 120 goods. */
    coins: z.boolean(),
    /** Who holds the first-player sack at the start; null draws him from the seed. */
    firstPlayer: z.number().int().min(0).max(5).nullable(),
  })
  .strict();
export type S25Options = z.infer<typeof s25OptionsSchema>;

const kindSchema = z.enum(KINDS);

export const s25MoveSchema = z.discriminatedUnion('type', [
  /** Smuggling step: the card (two with Double Smuggling, when he holds two) played face down, by kind. */
  z.object({ type: z.literal('smuggle'), kinds: z.array(kindSchema).min(1).max(2) }).strict(),
  /** Drawing step, before his first draw: discard one card of his hand (at most one per round). */
  z.object({ type: z.literal('discard'), kind: kindSchema }).strict(),
  /** Drawing step: one card from the market (not under Closed Market). */
  z.object({ type: z.literal('takeMarket'), kind: kindSchema }).strict(),
  /** Drawing step: the deck's top card. */
  z.object({ type: z.literal('drawDeck') }).strict(),
]);
export type S25Move = z.infer<typeof s25MoveSchema>;

export type Phase =
  /** Every player picks his card(s) face down, all at once. */
  | 'smuggle'
  /** From the sack holder clockwise: discard up to 1, refill to 5. */
  | 'draw'
  | 'over';

/** Who played a revealed card: a seat, or a robot (by number, 0 first). */
export type Player = { seat: Seat } | { robot: number };

/** Why a revealed card was discarded (null: it stays in front of its player; a robot's kept card is discarded after the reveal all the same). */
export type DiscardReason =
  /** The round's customs card forbids it. */
  | 'customs'
  /** A weapon, and another weapon was revealed this round. */
  | 'secondWeapon'
  /** A poison, and the only one revealed this round. */
  | 'onlyPoison'
  /** Stolen Jewelry, and other illegal goods were revealed this round. */
  | 'otherIllegal'
  /** Ivory, and the only illegal good revealed this round. */
  | 'onlyIllegal'
  /** A unique good its player already has in front of him (or revealed twice). */
  | 'alreadyOwned';

export interface RevealedCard {
  player: Player;
  kind: Kind;
  reason: DiscardReason | null;
}

export interface S25State {
  game: 'smugglers-2025';
  seats: number;
  options: S25Options;
  rng: RngState;
  phase: Phase;
  /** Rounds begun, 1 .. rounds. */
  round: number;
  rounds: number;
  /** The sack holder: the first to draw this round. */
  sack: Seat;
  /** The customs cards still face down (the next on top: the last). */
  customsDeck: Customs[];
  /** This round's customs card. */
  customs: Customs | null;
  /** The goods deck, face down (the top: the last). */
  deck: Card[];
  /** The discard pile, face up (the top: the last). */
  discard: Card[];
  /** The market: up to 3 face-up goods, all of different kinds. */
  market: Card[];
  hands: Card[][];
  /** The goods in front of each seat, in the order they came. */
  front: Card[][];
  /** Smuggling step: each seat's face-down pick (null: not picked yet). */
  picks: (Card[] | null)[];
  /** The latest reveal (robots' cards included), until the next. */
  revealed: RevealedCard[];
  /** Drawing step: whose turn, and whether he has discarded or drawn yet this turn. */
  drawing: { seat: Seat; discarded: boolean; drawn: number } | null;
  /**
   * Per seat: cards in his hand (or pick) that everybody saw him take from the
   * market, public until a card of their kind leaves his hand: the one that
   * goes is one of these (play.ts, cardOfKind).
   */
  takenFromMarket: Card[][];
  /**
   * The goods the latest market refill burned, in the order turned: everybody
   * saw them, though only the last lies on top of the discard pile (until the
   * next refill).
   */
  burned: Card[];
}

/** One seat's score, by what scored (the end screen's breakdown). */
export interface ScoreBreakdown {
  /** Points per kind of good in front of him (a ring's doubling goes to 'ring', a gem trio bonus to 'gemTrios'). */
  byKind: Partial<Record<Kind | 'gemTrios', number>>;
  /** Coins still in hand at the end. */
  coinsInHand: number;
  illegalCount: number;
  total: number;
}

export type S25Event =
  | { type: 'roundBegan'; round: number; customs: Customs; sack: Seat }
  /** The picks revealed together and judged. */
  | { type: 'revealed'; cards: RevealedCard[] }
  | { type: 'discarded'; seat: Seat; kind: Kind }
  | { type: 'tookMarket'; seat: Seat; kind: Kind }
  | { type: 'drewDeck'; seat: Seat }
  /** The market refilled: `added` the new face-up goods, `burned` the doubles discarded on the way. */
  | { type: 'marketRefilled'; added: Kind[]; burned: Kind[] }
  /** Market Sweep: the market discarded before the drawing. */
  | { type: 'marketSwept'; kinds: Kind[] }
  | { type: 'reshuffled'; cards: number }
  /** Deck and discard pile both empty when a card was needed: the game ends at once. */
  | { type: 'outOfGoods' }
  | { type: 'gameOver'; result: GameResult; scores: ScoreBreakdown[] };

export interface S25View {
  game: 'smugglers-2025';
  viewer: Viewer;
  seats: number;
  options: S25Options;
  phase: Phase;
  activeSeats: Seat[];
  round: number;
  rounds: number;
  sack: Seat;
  customs: Customs | null;
  customsLeft: number;
  deckCount: number;
  discardCount: number;
  /** The discard pile's top card, face up (null: empty). */
  discardTop: Kind | null;
  market: Kind[];
  /** The viewer's own hand, by kind (sorted in KINDS order); null for a spectator. */
  hand: Kind[] | null;
  /** How many cards each seat holds. */
  handCounts: number[];
  /** Per seat: the goods in front of him, in the order they came (public). */
  front: Kind[][];
  /** Per seat: the score of the goods in front of him now (coins in hand not counted: nobody sees them). */
  frontScores: number[];
  /** Smuggling step: who has picked. */
  picked: boolean[];
  /** The viewer's own face-down pick, until the reveal. */
  ownPick: Kind[] | null;
  revealed: RevealedCard[];
  drawing: { seat: Seat; discarded: boolean; drawn: number } | null;
  /**
   * Per seat: the cards in his hand (or face-down pick) that everybody saw him
   * take from the market, in the order taken: public until a card of their
   * kind leaves his hand (nobody can tell which of the kind went, so one of
   * these goes off the list).
   */
  takenFromMarket: Kind[][];
  /** The goods the latest market refill burned onto the discard pile, in the order turned (public). */
  burned: Kind[];
  /** At the end: every seat's score broken down. */
  scores: ScoreBreakdown[] | null;
  result: GameResult | null;
  /**
   * A replay's "all cards open" (replay.ts, openViewFor) alone: every seat's
   * hand and face-down pick. Absent from every player's and the spectator's view.
   */
  open?: OpenCards;
}

/** Every seat's secret cards face up, by seat, sorted like `hand` (in KINDS order). */
export interface OpenCards {
  hands: Kind[][];
  /** Smuggling step: each seat's face-down pick until the reveal (null: none picked, or not the smuggling step). */
  picks: (Kind[] | null)[];
}
