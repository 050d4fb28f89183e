/**
 * The hard bot: expectimax over the next rival's dice, with the tiles it
 * cannot see determinized, and trips weighed by the voyage tables.
 *
 * For a sailing decision it first ranks the legal moves by its estimate and
 * keeps the best `breadth`. It then draws `samples` full states that agree
 * with its view (determinize.ts: what the other boats carry, drawn from the
 * tiles it has not placed), and for each kept move and each sample plays the
 * next rival's turn through every roll: the beam's five stops (the black face
 * as the rival would turn it) and the smuggler die's four numbers, the rival's
 * delivery or new tile first, the boats the beam catches, then the rival's
 * best sail, load, push or swap by the estimate for that roll. The move whose
 * outcomes give the best chance of winning on average over the rolls and the
 * samples is made. So it sees what the normal bot cannot: a rival that will
 * push it into the beam, a beam that may stop between the rival and its
 * harbour, a boat of its own left in the rival's way.
 *
 * Its estimate (estimate.ts, HARD_SKILL) knows more than the normal bot's:
 * each trip's turns and risk over all the beam's turns to come (voyage.ts),
 * and a valuation of goods against turns tuned in self-play (Skill.pace).
 *
 * The beam's way (black face) and the throws are weighed the same way: each
 * choice, then the bot's best moves after it, each searched as above; throws
 * after the bot's own push or swap into the beam end its turn (the view's
 * `moved`), so then the next rival's turn is searched at once. Setup choices
 * are the normal bot's, by the hard bot's estimate.
 *
 * The work per decision is fixed (no clock): breadth × samples rival turns of
 * 20 rolls each, a few tens of milliseconds; the first decision of a game in
 * a new bay also solves its voyage tables (a few hundred milliseconds, once
 * per bay and table size).
 */
import type { Bot, Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import type { InselMove, InselView } from '../types.js';
import { TILES, type TileFace } from '../goods.js';
import { type Bay, nextSeat, reaches, type Reach, sailMove, startTurn } from './bay.js';
import { HARBOURS, wrapSector } from './chart.js';
import { bayFromState, determinize } from './determinize.js';
import { HARD_SKILL, type Reckoning, bayFromView, chanceOfLead, reckon, turnsToWin, winChance, worth } from './estimate.js';
import { beamTurned, bestBy, gentleRock, goodsThrown, promisingHarbour, turnEnded } from './normal.js';

export interface HardOptions {
  /** Determinized states per decision (one when every cargo is known). */
  samples: number;
  /** Sailing moves searched per decision (the best by the plain estimate of the move). */
  breadth: number;
  /** Sailing moves searched after each beam way or throw. */
  followBreadth: number;
  /** Whether to weigh trips by the voyage tables (voyage.ts) rather than the normal bot's plain estimate. */
  voyages: boolean;
}

export const HARD_DEFAULTS: HardOptions = { samples: 12, breadth: 20, followBreadth: 5, voyages: true };

/** The beam's stops in a roll, in sectors from where it stands; the black face is the rival's pick of ±2 (indexes 1 and 3). */
const OFFSETS = [0, 2, 3, -2, -3] as const;
/** The smuggler die: chance of 1, 2, 3, 4 pips. */
const PIPS_CHANCE = [1 / 6, 2 / 6, 2 / 6, 1 / 6] as const;

/** Whether sailing to `to` delivers the seat's tile (known to the bot). */
function delivers(bay: Bay, seat: Seat, to: number): boolean {
  const cargo = bay.cargo[seat] as number;
  return cargo >= 0 && HARBOURS[(TILES[cargo] as TileFace).destination] === to;
}

/**
 * What `bay` (the bot's move made, the next rival to roll) is worth to `me`
 * over the rival's rolls, the rival answering each roll with its best move.
 *
 * Most of the rival's moves are plain sails, which change no other seat's
 * turns to win (the estimate leaves boats out of the distances): those are
 * weighed by the rival's own turns alone, the others' taken once per roll.
 */
export function replyWorth(rec: Reckoning, bay: Bay, me: Seat): number {
  if (bay.winner !== null) return winChance(rec, bay, me);
  const rival = bay.turn;
  const chart = rec.chart;
  const base = new Array<number>(bay.seats).fill(0);
  // mine[o][p], theirs[o][p]: the bay's worth to me and to the rival after the roll (offset o, pips p + 1).
  const mine: number[][] = [];
  const theirs: number[][] = [];
  for (const offset of OFFSETS) {
    const rolled = startTurn(bay, chart, rival, wrapSector(bay.beam + offset));
    if (rolled.winner !== null) {
      mine.push([0, 0, 0, 0].map(() => winChance(rec, rolled, me)));
      theirs.push([0, 0, 0, 0].map(() => worth(rec, rolled, rival)));
      continue;
    }
    // The others' turns to win once the rival has sailed (the next seat to roll).
    rolled.turn = nextSeat(rolled, rival);
    let othersBest = Infinity;
    for (let seat = 0; seat < bay.seats; seat++) {
      if (seat === rival) continue;
      base[seat] = turnsToWin(rec, rolled, seat);
      othersBest = Math.min(othersBest, base[seat] as number);
    }
    const bestWorth = [-Infinity, -Infinity, -Infinity, -Infinity];
    const bestOwn = [0, 0, 0, 0];
    const bestBay: (Bay | null)[] = [null, null, null, null];
    const start = rolled.at[rival] as number;
    for (const reach of reaches(rolled, chart, rival, 4)) {
      let value: number;
      let own = 0;
      let after: Bay | null = null;
      if (reach.move.type === 'sail' && !delivers(rolled, rival, reach.move.to)) {
        rolled.at[rival] = reach.move.to;
        own = turnsToWin(rec, rolled, rival);
        rolled.at[rival] = start;
        value = othersBest - own;
      } else {
        after = sailMove(rolled, chart, rival, reach.move);
        value = worth(rec, after, rival);
      }
      for (let pips = Math.max(1, reach.steps); pips <= 4; pips++) {
        if (value > (bestWorth[pips - 1] as number)) {
          bestWorth[pips - 1] = value;
          bestOwn[pips - 1] = own;
          bestBay[pips - 1] = after;
        }
      }
    }
    mine.push(
      bestBay.map((after, p) => {
        if (after !== null) return winChance(rec, after, me);
        let rivals = Infinity;
        for (let seat = 0; seat < bay.seats; seat++) if (seat !== me) rivals = Math.min(rivals, seat === rival ? (bestOwn[p] as number) : (base[seat] as number));
        return chanceOfLead(rivals - (base[me] as number));
      }),
    );
    theirs.push(bestWorth);
  }
  let total = 0;
  for (let p = 0; p < 4; p++) {
    let roll = 0;
    for (let o = 0; o < OFFSETS.length; o++) roll += (mine[o] as number[])[p] as number;
    const black = ((theirs[1] as number[])[p] as number) >= ((theirs[3] as number[])[p] as number) ? 1 : 3;
    roll += (mine[black] as number[])[p] as number;
    total += (PIPS_CHANCE[p] as number) * (roll / 6);
  }
  return total;
}

/** The bays a decision is searched in: determinized ones when a rival's cargo is unseen, else the view's own. */
function sampleBays(view: InselView, me: Seat, rng: Rng, samples: number): Bay[] {
  const unseen = view.boats.some((boat, seat) => seat !== me && boat.cargo !== null && !boat.cargo.known);
  if (!unseen) return [bayFromView(view)];
  const bays: Bay[] = [];
  for (let i = 0; i < samples; i++) bays.push(bayFromState(determinize(view, me, rng), view));
  return bays;
}

/** The mean searched worth of a sailing move over the sampled bays. */
function searchedWorth(rec: Reckoning, bays: readonly Bay[], me: Seat, move: InselMove): number {
  let sum = 0;
  for (const bay of bays) sum += replyWorth(rec, sailMove(bay, rec.chart, me, move), me);
  return sum / bays.length;
}

/** The `breadth` moves the plain estimate ranks highest (the first bay: the view's own counts). */
function shortlist<M extends InselMove>(rec: Reckoning, bay: Bay, me: Seat, moves: readonly M[], breadth: number): M[] {
  if (moves.length <= breadth) return moves.slice();
  const scored = moves.map((move) => ({ move, value: worth(rec, sailMove(bay, rec.chart, me, move), me) }));
  scored.sort((a, b) => b.value - a.value);
  return scored.slice(0, breadth).map((entry) => entry.move);
}

/** The best searched worth of sailing on in each of `bays` (a choice before the sail made), over the bot's best `breadth` moves. */
function followWorth(rec: Reckoning, bays: readonly Bay[], me: Seat, pips: number, breadth: number): number {
  const first = bays[0] as Bay;
  const moves = reaches(first, rec.chart, me, pips).map((reach: Reach) => reach.move);
  let best = -Infinity;
  for (const move of shortlist(rec, first, me, moves, breadth)) best = Math.max(best, searchedWorth(rec, bays, me, move));
  return best;
}

/** The mean searched worth of bays (copies) in which the bot's turn ends now, the next seat to roll. */
function endedWorth(rec: Reckoning, bays: readonly Bay[], me: Seat): number {
  let sum = 0;
  for (const bay of bays) sum += replyWorth(rec, turnEnded(bay, me), me);
  return sum / bays.length;
}

export function hardMove(view: InselView, seat: Seat, legalMoves: readonly InselMove[], rng: Rng, options: Partial<HardOptions> = {}): InselMove {
  const settings = { ...HARD_DEFAULTS, ...options };
  const only = legalMoves.length === 1 ? legalMoves[0] : undefined;
  if (only !== undefined) return only;
  const first = legalMoves[0] as InselMove;
  if (first.type === 'placeRock') return gentleRock(view, legalMoves, rng);
  // The harbour is chosen by the plain estimate: the voyage tables are solved when the sailing begins.
  if (first.type === 'chooseHarbour') return promisingHarbour(reckon(view, seat, { ...HARD_SKILL, voyages: false }), view, legalMoves, rng);
  const rec = reckon(view, seat, settings.voyages ? HARD_SKILL : { ...HARD_SKILL, voyages: false });
  const pips = view.dice?.smuggler ?? 0;
  const bays = sampleBays(view, seat, rng, settings.samples);
  if (first.type === 'turnBeam') {
    return bestBy(
      legalMoves,
      (move) => {
        if (move.type !== 'turnBeam') return -Infinity;
        const beam = view.beam + (move.direction === 'clockwise' ? 2 : -2);
        return followWorth(rec, bays.map((bay) => beamTurned(rec, bay, beam)), seat, pips, settings.followBreadth);
      },
      rng,
    );
  }
  if (first.type === 'throw') {
    return bestBy(
      legalMoves,
      (move) => {
        if (move.type !== 'throw') return -Infinity;
        const thrown = bays.map((bay) => goodsThrown(rec, bay, view.toThrow, move.field));
        // After his push or swap into the beam the throws end the bot's turn: the next rival's turn is searched.
        if (view.moved) return endedWorth(rec, thrown, seat);
        return followWorth(rec, thrown, seat, pips, settings.followBreadth);
      },
      rng,
    );
  }
  const moves = shortlist(rec, bayFromView(view), seat, legalMoves, settings.breadth);
  return bestBy(moves, (move) => searchedWorth(rec, bays, seat, move), rng);
}

export const hardBot: Bot<InselView, InselMove> = {
  chooseMove: ({ view, seat, legalMoves, rng }) => hardMove(view, seat, legalMoves, rng),
};
