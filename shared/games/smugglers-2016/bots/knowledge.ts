/**
 * What the bots reason with, all of it read from a seat's view: how far a set
 * of tokens is from a win, which token a player needs most, which holes a red
 * number can still bring, and (for the hard bot) how an opponent tends to
 * choose his contraband, learnt from the rounds in which it was shown.
 */
import type { Seat } from '../../../engine/contract.js';
import { SLOTS } from '../physical.js';
import type { Contraband, SmugglersView, TokenKind, Tokens } from '../types.js';

/** Tokens still missing for the nearest winning set. */
export function distanceToWin(tokens: Tokens, shortGame: boolean): number {
  const one = shortGame ? 5 : 7;
  const each = shortGame ? 4 : 5;
  return Math.max(0, Math.min(one - tokens.sweet, one - tokens.sour, Math.max(0, each - tokens.sweet) + Math.max(0, each - tokens.sour)));
}

/** How much one more token of `kind` brings a player (1: a step closer; a little less when another path is as close). */
export function tokenValue(tokens: Tokens, kind: TokenKind, shortGame: boolean): number {
  const before = distanceToWin(tokens, shortGame);
  const after = distanceToWin({ ...tokens, [kind]: tokens[kind] + 1 }, shortGame);
  // Break ties towards the kind the player already has more of (a 7-of-a-kind comes closer).
  return before - after + (tokens[kind] >= tokens[other(kind)] ? 0.2 : 0);
}

export function other(kind: TokenKind): TokenKind {
  return kind === 'sweet' ? 'sour' : 'sweet';
}

/** The token a player needs most (sweet on a tie). */
export function neededKind(tokens: Tokens, shortGame: boolean): TokenKind {
  return tokenValue(tokens, 'sour', shortGame) > tokenValue(tokens, 'sweet', shortGame) ? 'sour' : 'sweet';
}

/** The holes the test may use: the one known, or after a red number the six the second roll can bring (never the boss's slot). */
export function possibleHoles(view: SmugglersView): number[] {
  if (view.hole !== null) return [view.hole];
  const holes: number[] = [];
  for (let move = 1; move <= 6; move++) holes.push((view.boss + move) % SLOTS);
  return holes;
}

/** A contraband as one of three habits: the kind the player needed most then, the other kind, or a stink bomb. */
export type Habit = 'needed' | 'other' | 'stink';

export function habitOf(contraband: Contraband, tokensBefore: Tokens, shortGame: boolean): Habit {
  if (contraband === 'stink') return 'stink';
  return contraband === neededKind(tokensBefore, shortGame) ? 'needed' : 'other';
}

/**
 * How `seat` chose when his contraband was shown and he could have hidden a
 * stink bomb, as counts of each habit (rounds in which he had no bomb count
 * only between needed and other).
 */
export function habits(view: SmugglersView, seat: Seat): { needed: number; other: number; stink: number; withBomb: number } {
  const counts = { needed: 0, other: 0, stink: 0, withBomb: 0 };
  for (const record of view.history) {
    const entry = record.seats[seat];
    if (!entry || entry.contraband === null) continue;
    const habit = habitOf(entry.contraband, entry.tokensBefore, view.options.shortGame);
    counts[habit] += 1;
    if (entry.stinkBombsHeld > 0) counts.withBomb += 1;
  }
  return counts;
}

/**
 * The chance of each contraband in `seat`'s sphere. With `learn`, the prior
 * (the needed kind is likeliest) is blended with his shown habits; without a
 * stink bomb in hand he cannot have hidden one.
 */
export function contrabandOdds(view: SmugglersView, seat: Seat, learn: boolean, trackBombs: boolean): Record<Contraband, number> {
  const tokens = view.roundStart.tokens[seat] ?? { sweet: 0, sour: 0 };
  const hasBomb = !trackBombs || (view.roundStart.stinkBombs[seat] ?? 0) > 0;
  let needed = 0.5;
  let otherKind = 0.3;
  let stink = hasBomb ? 0.2 : 0;
  if (learn) {
    const seen = habits(view, seat);
    const weight = 2; // the prior counts as two rounds
    needed = (needed * weight + seen.needed) / (weight + seen.needed + seen.other + seen.stink);
    otherKind = (otherKind * weight + seen.other) / (weight + seen.needed + seen.other + seen.stink);
    stink = hasBomb ? (0.2 * weight + seen.stink) / (weight + seen.withBomb) : 0;
  }
  const sum = needed + otherKind + stink;
  const kind = neededKind(tokens, view.options.shortGame);
  const odds = { sweet: 0, sour: 0, stink: stink / sum } as Record<Contraband, number>;
  odds[kind] = needed / sum;
  odds[other(kind)] = otherKind / sum;
  return odds;
}

/** A standard normal draw (Box–Muller) from the bot's generator. */
export function gaussian(next: () => number): number {
  const u = Math.max(1e-12, next());
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
