/**
 * The three bots share one way of playing; their levels differ in skill and in
 * how much they read from the table:
 *
 * - hands: how close the sphere comes to the mass aimed at (noise on the mass),
 *   how round it is, how much a re-rounding improves it, how even the push;
 * - the size aimed at: the hole's diameter less a margin for the bumps and the
 *   hands; after a red number (hole unknown) the bot picks which of the six
 *   possible holes to gamble on;
 * - the contraband, the inspection and the token taken: the easy bot barely
 *   looks; the normal bot plays the kinds players need and counts stink bombs;
 *   the hard bot also learns how each opponent tends to choose (from the rounds
 *   in which a sphere was opened) and weighs what a right guess wins and what
 *   a wrong one lets through.
 *
 * Everything comes from the seat's view, its legal moves and the rng it is given.
 */
import type { BotLevel, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { tablePhysics } from '../physical.js';
import type { Contraband, SmugglersMove, SmugglersView, TokenKind, Tokens } from '../types.js';
import { idealStrength, roundnessAllowance } from './aim.js';
import { contrabandOdds, distanceToWin, gaussian, neededKind, other, possibleHoles, tokenValue } from './knowledge.js';

export interface BotSkill {
  level: BotLevel;
  /** Relative standard deviation of the mass made against the mass aimed at. */
  massNoise: number;
  /** Roundness of a fresh sphere: drawn between these. */
  roundness: [number, number];
  /** Share of the missing roundness a re-rounding wins. */
  reroundGain: number;
  /** Share of the hole's diameter kept free on top of the bumps. */
  margin: number;
  /** Standard deviation of the push strength. */
  pushNoise: number;
  /** Counts who still holds a stink bomb. */
  trackBombs: boolean;
  /** Learns each opponent's habits from the opened spheres. */
  learn: boolean;
}

export const SKILLS: Record<BotLevel, BotSkill> = {
  easy: { level: 'easy', massNoise: 0.16, roundness: [0.55, 0.85], reroundGain: 0.3, margin: 0.03, pushNoise: 0.12, trackBombs: false, learn: false },
  normal: { level: 'normal', massNoise: 0.08, roundness: [0.75, 0.93], reroundGain: 0.5, margin: 0.025, pushNoise: 0.06, trackBombs: true, learn: false },
  hard: { level: 'hard', massNoise: 0.035, roundness: [0.88, 0.98], reroundGain: 0.7, margin: 0.015, pushNoise: 0.03, trackBombs: true, learn: true },
};

export function chooseMove(skill: BotSkill, view: SmugglersView, seat: Seat, legalMoves: SmugglersMove[], rng: Rng): SmugglersMove {
  switch (view.phase) {
    case 'sculpting':
      return sculpt(skill, view, seat, rng);
    case 'testing':
      return test(skill, view, seat, legalMoves, rng);
    case 'inspecting':
      return inspect(skill, view, seat, legalMoves, rng);
    case 'stealing':
      return steal(skill, view, seat, legalMoves, rng);
    case 'over':
      break;
  }
  return rng.pick(legalMoves);
}

// ---------------------------------------------------------------- sculpting

function sculpt(skill: BotSkill, view: SmugglersView, seat: Seat, rng: Rng): SmugglersMove {
  const roundness = skill.roundness[0] + (skill.roundness[1] - skill.roundness[0]) * rng.next();
  const diameter = aimedHoleDiameter(skill, view, seat);
  // With two players the size only matters for getting through (two in the office inspect nobody):
  // the normal and hard bots then keep a comfortable margin.
  const margin = view.seats === 2 && skill.level !== 'easy' ? Math.max(skill.margin, 0.06) : skill.margin;
  // Aim below the hole: the bumps of a sphere this round, the bot's own margin, and a little for the hands' error.
  const aim = diameter * (1 - roundnessAllowance(roundness) - margin - skill.massNoise / 3);
  const physics = tablePhysics(view.options);
  const target = physics.massForDiameterMm(aim);
  const massG = clamp(target * (1 + skill.massNoise * gaussian(() => rng.next())), physics.minMassG, physics.maxMassG);
  return { type: 'sculpt', massG: Math.round(massG * 100) / 100, roundness, shapeSeed: rng.nextUint32(), contraband: chooseContraband(skill, view, seat, rng) };
}

/**
 * The hole to size the sphere for. Known hole: that one. After a red number
 * the six possible holes are equally likely: the easy bot plays safe (the
 * smallest), the normal bot accepts one chance in six of sticking, the hard bot
 * takes more risk when it is behind and less when it leads.
 */
function aimedHoleDiameter(skill: BotSkill, view: SmugglersView, seat: Seat): number {
  const physics = tablePhysics(view.options);
  const diameters = possibleHoles(view).map((hole) => physics.holeDiameterMm(hole)).sort((a, b) => a - b);
  if (diameters.length === 1) return diameters[0] as number;
  let rank = 0;
  if (skill.level === 'normal') rank = 1;
  if (skill.level === 'hard') {
    const short = view.options.shortGame;
    const mine = distanceToWin(view.players[seat]?.tokens ?? { sweet: 0, sour: 0 }, short);
    const best = Math.min(...view.players.filter((player) => player.seat !== seat).map((player) => distanceToWin(player.tokens, short)));
    rank = view.seats === 2 ? 0 : mine > best ? 2 : 1;
  }
  return diameters[Math.min(rank, diameters.length - 1)] as number;
}

function chooseContraband(skill: BotSkill, view: SmugglersView, seat: Seat, rng: Rng): Contraband {
  const me = view.players[seat];
  const tokens = me?.tokens ?? { sweet: 0, sour: 0 };
  const short = view.options.shortGame;
  const need = neededKind(tokens, short);
  const hasBomb = (me?.stinkBombs ?? 0) > 0;
  const opponents = view.players.filter((player) => player.seat !== seat);
  const worthStealing = opponents.some((player) => player.tokens.sweet + player.tokens.sour > 0);
  const leaderDistance = Math.min(...opponents.map((player) => distanceToWin(player.tokens, short)));
  const weights: Record<Contraband, number> = { sweet: 0, sour: 0, stink: 0 };
  switch (skill.level) {
    case 'easy':
      weights[need] = 1;
      weights[other(need)] = 1;
      weights.stink = hasBomb ? 0.6 : 0;
      break;
    case 'normal':
      weights[need] = 0.6;
      weights[other(need)] = 0.25;
      weights.stink = hasBomb && worthStealing ? 0.15 + (leaderDistance <= 2 ? 0.25 : 0) : 0;
      break;
    case 'hard': {
      // Harder to read: the other kind often enough that a guess of the needed kind misses, and the bomb
      // when someone is close to winning (it takes his token).
      // With two players a ball is opened by its owner far more often than inspected (with its hands it
      // nearly always passes, and both in the office reveal): a bluff there is mostly a token it did not
      // need. Bluffing one ball in five cost it a third of its wins against the normal bot (1,200 games,
      // seats rotated: 63 % with 0.2, 87 % with 0.05, 95 % never); it still bluffs now and then.
      const even = tokenValue(tokens, 'sweet', short) === tokenValue(tokens, 'sour', short);
      const bluff = view.seats === 2 ? 0.05 : 0.3;
      weights[need] = even ? 0.4 : 0.45 + (0.3 - bluff);
      weights[other(need)] = even ? 0.4 : bluff;
      weights.stink = hasBomb && worthStealing ? 0.2 + (leaderDistance <= 2 ? 0.3 : 0) : 0;
      break;
    }
  }
  return weighted(rng, weights);
}

// ---------------------------------------------------------------- the test

function test(skill: BotSkill, view: SmugglersView, seat: Seat, legalMoves: SmugglersMove[], rng: Rng): SmugglersMove {
  const me = view.players[seat];
  const sphere = view.ownSphere;
  if (legalMoves.some((move) => move.type === 'reround') && sphere) {
    // It stuck once: roll it rounder before the second attempt.
    const roundness = Math.min(1, sphere.roundness + (1 - sphere.roundness) * skill.reroundGain * (0.6 + 0.4 * rng.next()));
    return { type: 'reround', roundness, shapeSeed: rng.nextUint32() };
  }
  const pushes = me?.pushes ?? [];
  const last = pushes[pushes.length - 1];
  let strength: number;
  if (last && last.outcome === 'short') {
    // It stopped short: push harder.
    strength = last.strength + 0.2 + Math.abs(gaussian(() => rng.next())) * skill.pushNoise;
  } else {
    const ideal = sphere && view.hole !== null ? idealStrength(sphere.massG, view.hole, tablePhysics(view.options)) : 0.5;
    strength = ideal + gaussian(() => rng.next()) * skill.pushNoise;
  }
  return { type: 'push', strength: Math.round(clamp(strength, 0.05, 1) * 1000) / 1000 };
}

// ---------------------------------------------------------------- inspection

/** What a right guess of `guess` on `target` is worth to the inspector: his own gain, plus what the target would have had. */
function guessValue(view: SmugglersView, seat: Seat, target: Seat, guess: Contraband): number {
  const short = view.options.shortGame;
  const mine = view.players[seat]?.tokens ?? { sweet: 0, sour: 0 };
  const theirs = view.players[target]?.tokens ?? { sweet: 0, sour: 0 };
  if (guess === 'stink') return 0.8 + 2; // a bomb to use later, and no token taken from me
  const denial = 1 + (distanceToWin(theirs, short) <= 1 ? 3 : 0);
  const gain = 1 + tokenValue(mine, guess, short) + (distanceToWin({ ...mine, [guess]: mine[guess] + 1 }, short) === 0 ? 10 : 0);
  return gain + denial;
}

function inspect(skill: BotSkill, view: SmugglersView, seat: Seat, legalMoves: SmugglersMove[], rng: Rng): SmugglersMove {
  const moves = legalMoves.filter((move): move is Extract<SmugglersMove, { type: 'inspect' }> => move.type === 'inspect');
  const targets = [...new Set(moves.map((move) => move.target))];
  if (moves.length === 0) return rng.pick(legalMoves);
  if (skill.level === 'easy') {
    const target = rng.pick(targets);
    const need = neededKind(view.roundStart.tokens[target] ?? { sweet: 0, sour: 0 }, view.options.shortGame);
    const guess: Contraband = rng.next() < 0.5 ? need : rng.pick(['sweet', 'sour', 'stink'] as Contraband[]);
    return { type: 'inspect', target, guess };
  }
  let best: { target: Seat; guess: Contraband; score: number } | null = null;
  for (const target of targets) {
    const odds = contrabandOdds(view, target, skill.learn, skill.trackBombs);
    for (const guess of ['sweet', 'sour', 'stink'] as Contraband[]) {
      // Normal: the likeliest guess on the player nearest to a win. Hard: the best bet.
      const score =
        skill.level === 'hard'
          ? odds[guess] * guessValue(view, seat, target, guess)
          : odds[guess] - distanceToWin(view.players[target]?.tokens ?? { sweet: 0, sour: 0 }, view.options.shortGame) * 0.01;
      if (best === null || score > best.score + 1e-9) best = { target, guess, score };
    }
  }
  const chosen = best as { target: Seat; guess: Contraband };
  return { type: 'inspect', target: chosen.target, guess: chosen.guess };
}

// ---------------------------------------------------------------- taking a token

function steal(skill: BotSkill, view: SmugglersView, seat: Seat, legalMoves: SmugglersMove[], rng: Rng): SmugglersMove {
  const moves = legalMoves.filter((move): move is Extract<SmugglersMove, { type: 'steal' }> => move.type === 'steal');
  if (moves.length === 0) return rng.pick(legalMoves);
  if (skill.level === 'easy') return rng.pick(moves);
  const short = view.options.shortGame;
  const mine: Tokens = view.players[seat]?.tokens ?? { sweet: 0, sour: 0 };
  const score = (move: { from: Seat; token: TokenKind }): number => {
    const theirs = view.players[move.from]?.tokens ?? { sweet: 0, sour: 0 };
    const gain = tokenValue(mine, move.token, short) + (distanceToWin({ ...mine, [move.token]: mine[move.token] + 1 }, short) === 0 ? 10 : 0);
    if (skill.level === 'normal') return gain * 10 + (theirs.sweet + theirs.sour);
    // Hard: also how much the loss sets the victim back, the more so the nearer he is to winning.
    const setback = distanceToWin({ ...theirs, [move.token]: theirs[move.token] - 1 }, short) - distanceToWin(theirs, short);
    return gain + setback * (1 + 3 / (1 + distanceToWin(theirs, short)));
  };
  return moves.reduce((best, move) => (score(move) > score(best) + 1e-9 ? move : best));
}

// ---------------------------------------------------------------- helpers

function weighted<K extends string>(rng: Rng, weights: Record<K, number>): K {
  const entries = (Object.entries(weights) as [K, number][]).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.next() * total;
  for (const [key, weight] of entries) {
    draw -= weight;
    if (draw < 0) return key;
  }
  return (entries[entries.length - 1] as [K, number])[0];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
