/**
 * What sets the three bots apart (RULINGS 7): how well each remembers where
 * the goods went, and how boldly it acts on what it believes.
 *
 * Every card that moves in Schmuggler an Bord moves in public (a draw, a take,
 * a card given after a search), so a player with a perfect memory would know
 * where every good lies. The game is one of memory, and so are its bots: each
 * forgets the record at its own rate. Ages are counted in turns (one roll of
 * one seat); a table of four goes round once every four turns.
 */
import type { BotLevel } from '../../../engine/contract.js';

export interface MemoryTraits {
  /** Every fact this many turns old or newer is remembered, and remembered right. */
  sureTurns: number;
  /** Beyond that window, the turns after which half the facts are forgotten. */
  halfLife: number;
  /** The half-life of facts about the bot's own cards is this many times longer: people keep track of their own row best. */
  ownFactor: number;
  /** The chance that an old fact is remembered with the wrong seat (a take by B remembered as a take by C). */
  confusion: number;
  /** How much the bot trusts a remembered holder (the rest is spread over the seats whose cards it has forgotten). */
  trust: number;
}

export interface DecisionTraits {
  /** Says "myself" when it believes it holds the good at least this likely. */
  selfBelief: number;
  /** Objects to a roller's "myself" when it believes he lacks the good at least this likely. */
  objectBelief: number;
  /** How much a suspicion by another seat moves its belief (1: not at all). */
  heedsChain: number;
  /** The share of decisions it takes on a whim (a random legal move). */
  whim: number;
}

export const MEMORY: Readonly<Record<BotLevel, MemoryTraits>> = {
  // "Forgets most moves of cards within a few turns": half of what is older than a turn is gone after three more.
  easy: { sureTurns: 1, halfLife: 3, ownFactor: 2, confusion: 0.2, trust: 0.75 },
  normal: { sureTurns: 3, halfLife: 14, ownFactor: 2, confusion: 0.08, trust: 0.85 },
  // "Remembers almost all": a whole game is some 60 to 100 turns.
  hard: { sureTurns: 8, halfLife: 150, ownFactor: 3, confusion: 0.02, trust: 0.95 },
};

export const DECISIONS: Readonly<Record<BotLevel, DecisionTraits>> = {
  easy: { selfBelief: 0.5, objectBelief: 0.6, heedsChain: 1, whim: 0.15 },
  normal: { selfBelief: 0.5, objectBelief: 0.7, heedsChain: 2, whim: 0 },
  // The hard bot weighs expected chips and cards instead of thresholds (hard.ts); these are its fallbacks.
  hard: { selfBelief: 0.5, objectBelief: 0.75, heedsChain: 2, whim: 0 },
};

/** A salt per level, so that two levels at one seat forget different facts. */
export const LEVEL_SALT: Readonly<Record<BotLevel, number>> = { easy: 0x5ab1, normal: 0x5ab2, hard: 0x5ab3 };
