/**
 * The hard bot: information-set Monte Carlo.
 *
 * For a decision it draws a fixed number of full states that agree with its
 * view (determinize.ts: hidden hands and mules drawn from the cards each
 * player may still hold; each other player drawn as one like the normal bot
 * or as any player, and the states weighed by how well they explain the
 * declarations and mule sizes seen). For each sampled state it tries every
 * candidate move and plays the rest of the night out, each seat deciding from
 * its own view of the sampled state: itself and most others with the normal
 * bot, some others (casualShare) with the easy bot. A candidate is scored by
 * the night's points less the mean of the others' (in the last night, with a
 * bonus for finishing first); the same samples and the same playout
 * randomness serve every candidate, so the comparison is fair. The best mean
 * wins.
 *
 * Candidates: a shortlist of loads (the normal bot's choice and the best load
 * of each size / with or without illegal goods / with or without the cheese,
 * at most MAX_LOADS), declarations (the normal bot's, the truth, every
 * believable legal story, the same with a cheese claimed, and for a legal mule
 * a false confession that may bait the officer), every inspection or stop,
 * every designation. Bonus cards need no search: the highest value is best
 * for us and worst for the others.
 *
 * The work per decision is fixed (no clock): HARD_DEFAULTS.work quarters of
 * playouts shared among the candidates, within minSamples..maxSamples samples.
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import { Rng } from '../../../engine/rng.js';
import { type Card, type Kind, KINDS, QUARTERS_PER_NIGHT, isCheese, isIllegal } from '../cards.js';
import { applyMove } from '../game.js';
import { activeSeats } from '../rules.js';
import type { ContrebandesMove, ContrebandesState, ContrebandesView } from '../types.js';
import { legalMoves as allLegalMoves, randomMove } from '../moves.js';
import { viewFor } from '../view.js';
import { sampleStates } from './determinize.js';
import { easyBot } from './easy.js';
import { CHEESE, CLOTHES, FOOD, type KindCounts, WINE, countKinds, fits, isAllLegal, kindsFromCounts, publiclyPossible } from './knowledge.js';
import { bestBonusCard, chooseDeclaration, chooseLoad, loadContext, loadKey, normalMove, rankedLoads } from './normal.js';

export interface HardOptions {
  /**
   * Work per decision, in quarters played out: a playout from quarter q costs
   * 4 - q. Shared among the candidates, so a decision with many candidates or
   * a long night ahead gets fewer samples.
   */
  work: number;
  /** Fewest samples per decision, however many candidates. */
  minSamples: number;
  /** Most samples per decision. */
  maxSamples: number;
  /** The share of other players sampled as the normal bot's kind of player (determinize.ts). */
  habit: number;
  /** In each sample, the chance that another player plays the night out like the easy bot rather than the normal one. */
  casualShare: number;
}

export const HARD_DEFAULTS: HardOptions = { work: 640, minSamples: 12, maxSamples: 48, habit: 0.5, casualShare: 0.3 };

// ------------------------------------------------------------------ candidates

/** Most loads tried in one decision. */
const MAX_LOADS = 10;

function declarationKey(kinds: readonly Kind[]): string {
  return kinds
    .slice()
    .sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b))
    .join(',');
}

export function candidateMoves(view: ContrebandesView, seat: Seat, legalMoves: readonly ContrebandesMove[], rng: Rng): ContrebandesMove[] {
  switch (view.phase) {
    case 'loading': {
      const out: ContrebandesMove[] = [];
      const seen = new Set<number>();
      const add = (cards: Card[]): void => {
        const key = loadKey(cards);
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ type: 'load', cards });
      };
      const ctx = loadContext(view, seat);
      add(chooseLoad(ctx, rng));
      // The best load of each kind (size, with or without illegal goods, with or without the cheese), best kinds first.
      const groups = new Set<string>();
      for (const { cards } of rankedLoads(ctx)) {
        const group = `${cards.length}:${cards.some(isIllegal)}:${cards.some(isCheese)}`;
        if (groups.has(group)) continue;
        groups.add(group);
        add(cards);
        if (out.length >= MAX_LOADS) break;
      }
      return out;
    }
    case 'declaring': {
      const mule = countKinds(view.mule ?? []);
      const size = view.mule?.length ?? 0;
      const believable = countKinds(publiclyPossible(view, seat));
      const out: ContrebandesMove[] = [];
      const seen = new Set<string>();
      const add = (kinds: Kind[]): void => {
        const key = declarationKey(kinds);
        if (kinds.length !== size || seen.has(key)) return;
        seen.add(key);
        out.push({ type: 'declare', kinds });
      };
      add(chooseDeclaration(view, seat, rng));
      add(kindsFromCounts(mule));
      for (let cheese = 0; cheese <= Math.min(1, size); cheese++) {
        for (let clothes = 0; clothes <= size - cheese; clothes++) {
          const counts: KindCounts = [clothes, size - cheese - clothes, 0, 0, cheese];
          if (fits(counts, believable)) add(kindsFromCounts(counts));
        }
      }
      // A legal mule may pose as a smuggler's, to draw the officer into a costly mistake.
      if (isAllLegal(mule) && size > 0) {
        const bait = mule.slice() as KindCounts;
        const from = (bait[CLOTHES] as number) > 0 ? CLOTHES : FOOD;
        bait[from] = (bait[from] as number) - 1;
        bait[WINE] = (bait[WINE] as number) + 1;
        add(kindsFromCounts(bait));
        if (size >= 2) {
          const cheeseStory = mule.slice() as KindCounts;
          const f = (cheeseStory[CLOTHES] as number) > 0 ? CLOTHES : FOOD;
          cheeseStory[f] = (cheeseStory[f] as number) - 1;
          cheeseStory[CHEESE] = 1;
          add(kindsFromCounts(cheeseStory));
        }
      }
      return out.length > 0 ? out : legalMoves.slice(0, 1);
    }
    case 'inspecting':
    case 'designating':
      return legalMoves.slice();
    default:
      return legalMoves.slice(0, 1);
  }
}

// ------------------------------------------------------------------ playouts

/** Plays the night out with the normal bot in every seat. Returns the state once the night is scored. */
/**
 * Plays the night out, every seat deciding from its own view of the sampled
 * state: with the normal bot, or with the easy bot for the seats listed in
 * `casual` (other players are not all as careful as the normal bot).
 * Returns the state once the night is scored.
 */
export function playOutNight(start: ContrebandesState, rng: Rng, casual: readonly boolean[] = []): ContrebandesState {
  const night = start.night;
  let state = start;
  for (let guard = 0; guard < 500; guard++) {
    if (state.phase === 'over' || state.night !== night) return state;
    const seat = activeSeats(state)[0];
    if (seat === undefined) return state;
    const view = viewFor(state, seat);
    const move = casual[seat] ? casualMove(state, view, seat, rng) : normalMove(view, seat, rng);
    let applied = move ? applyMove(state, seat, move) : null;
    if (!applied?.ok) {
      // Never expected; a playout must not stop the bot, so any legal move will do.
      const fallback = randomMove(state, seat, rng);
      applied = fallback ? applyMove(state, seat, fallback) : null;
      if (!applied?.ok) return state;
    }
    state = applied.state;
  }
  return state;
}

function casualMove(state: ContrebandesState, view: ContrebandesView, seat: Seat, rng: Rng): ContrebandesMove {
  // The easy bot needs the legal moves only to pick an inspection or a designation.
  const moves = view.phase === 'inspecting' || view.phase === 'designating' || view.phase === 'bonus' ? allLegalMoves(state, seat) : [];
  return easyBot.chooseMove({ view, seat, legalMoves: moves, rng });
}

/**
 * How good the end of `night` is for `seat`: his points that night less the
 * mean of the others'. In the last night, finishing first (by total) also counts.
 */
export function nightUtility(state: ContrebandesState, night: number, seat: Seat): number {
  const scores = state.nightTotals[night];
  if (!scores) return 0;
  const mine = scores[seat] as number;
  let others = 0;
  for (let s = 0; s < scores.length; s++) if (s !== seat) others += scores[s] as number;
  let utility = mine - others / Math.max(1, scores.length - 1);
  if (night === state.seats - 1) {
    const totals = new Array<number>(state.seats).fill(0);
    for (const n of state.nightTotals) n.forEach((score, s) => (totals[s] = (totals[s] as number) + score));
    const best = Math.max(...totals);
    if (totals[seat] === best) utility += WIN_BONUS;
  }
  return utility;
}

/** Points a first place is worth in the last night's playouts. */
const WIN_BONUS = 20;

// ------------------------------------------------------------------ the bot

export function hardMove(view: ContrebandesView, seat: Seat, legalMoves: readonly ContrebandesMove[], rng: Rng, overrides: Partial<HardOptions> = {}): ContrebandesMove {
  const options: HardOptions = { ...HARD_DEFAULTS, ...overrides };
  if (view.phase === 'bonus' && view.caisse.length > 0) return { type: 'takeBonus', card: bestBonusCard(view.caisse) };
  const candidates = candidateMoves(view, seat, legalMoves, rng);
  if (candidates.length <= 1) return candidates[0] ?? (rng.pick(legalMoves) as ContrebandesMove);

  const quartersAhead = QUARTERS_PER_NIGHT - view.quarter;
  const samples = Math.max(options.minSamples, Math.min(options.maxSamples, Math.floor(options.work / (candidates.length * quartersAhead))));
  const states = sampleStates(view, seat, rng, samples, 3, { habit: options.habit });
  const totals = new Array<number>(candidates.length).fill(0);
  for (const { state } of states) {
    const seed = rng.nextUint32();
    const casual = view.players.map((player) => player.seat !== seat && rng.next() < options.casualShare);
    candidates.forEach((move, i) => {
      const applied = applyMove(state, seat, move);
      if (!applied.ok) {
        totals[i] = -Infinity;
        return;
      }
      const end = playOutNight(applied.state, Rng.fromSeed(seed), casual);
      totals[i] = (totals[i] as number) + nightUtility(end, view.night, seat);
    });
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if ((totals[i] as number) > (totals[best] as number) + 1e-9) best = i;
  return candidates[best] as ContrebandesMove;
}

export const hardBot: Bot<ContrebandesView, ContrebandesMove> = {
  chooseMove({ view, seat, legalMoves, rng }) {
    return hardMove(view, seat, legalMoves, rng);
  },
};
