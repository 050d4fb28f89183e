/**
 * The hard bot's smuggling: the reveal played out over sampled worlds.
 *
 * A world deals the cards the bot cannot see at random: a hand to every other
 * seat (as many cards as he holds, plus his pick if he has picked; the cards
 * everybody saw him take from the market are in it for sure), and a card to
 * each robot from the rest. In each world every other seat plays what the
 * normal bot would play with that hand (smuggling.ts, by formula), the robots
 * their cards, and each of the bot's choices is judged with the others by the
 * rules' own `judge`; the position after it is valued by the outlook. A choice
 * is worth its mean over the worlds, every choice over the same worlds.
 */
import type { Seat } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { KINDS, type Kind } from '../goods.js';
import { type PlayedCard, judge, smuggleCount } from '../rules.js';
import { type Threats, threatsFor } from './odds.js';
import type { Position } from './position.js';
import { type SmuggleSituation, choicesOf, formulaWorths } from './smuggling.js';
import { type Counts, KIND_INDEX, bump, emptyCounts, withKinds } from './tally.js';

/**
 * How much the rivals' mean worth after the reveal counts against the bot's own: a card that costs a rival
 * his (a second weapon) or saves it (a second poison) is worth that much to the bot. Measured against the
 * normal bot (1,200 games a table size, seats rotated): 1 raised the hard bot's share at 3 players from
 * 45.1 % to 51.2 % and at 4 from 44.0 % to 48.7 %, changed nothing at 2, 5 and 6; 0.5 and 2 did less at 3.
 */
const RIVAL_WEIGHT = 1;

/** The other seats that reveal cards this round, with how many cards each chooses from. */
interface Rival {
  seat: Seat;
  held: number;
  threats: Threats;
  /** The kinds everybody saw him take from the market and still holds (view.takenFromMarket), at most as many as he holds. */
  known: number[];
}

function rivalsOf(position: Position): Rival[] {
  const { view, seat } = position;
  const rivals: Rival[] = [];
  view.handCounts.forEach((count, other) => {
    if (other === seat) return;
    const held = count + (view.picked[other] ? smuggleCount(view.customs, count + 1) : 0);
    const known = (view.takenFromMarket[other] ?? []).slice(0, held).map((kind) => KIND_INDEX[kind]);
    if (held > 0) rivals.push({ seat: other, held, threats: threatsFor(view, other, position.shares), known });
  });
  return rivals;
}

/**
 * The unseen cards, one entry per card, less those known to be in a rival's
 * hand. Measured against the normal bot (2 players, 4,000 games, seats
 * rotated): 59.3 % with the known cards dealt at random, 60.5 % in place.
 */
function poolOf(unseen: Counts, rivals: readonly Rival[]): number[] {
  const left = unseen.slice();
  for (const rival of rivals) for (const index of rival.known) bump(left, index, -1);
  const pool: number[] = [];
  left.forEach((count, index) => {
    for (let i = 0; i < count; i++) pool.push(index);
  });
  return pool;
}

/** What a rival with this hand would smuggle, by the normal bot's formula (the first of equal choices). */
function likelyPick(position: Position, rival: Rival, hand: Counts): Kind[] {
  const situation: SmuggleSituation = {
    front: position.fronts[rival.seat] ?? emptyCounts(),
    hand,
    customs: position.view.customs,
    roundsAfter: position.roundsAfter,
    outlook: position.outlook,
    threats: rival.threats,
  };
  const choices = choicesOf(hand, KINDS, smuggleCount(position.view.customs, rival.held));
  const worths = formulaWorths(choices, situation);
  let best = 0;
  worths.forEach((worth, index) => worth > (worths[best] as number) && (best = index));
  return choices[best] ?? [];
}

/** The mean worth of each choice over `samples` sampled worlds. */
export function sampledWorths(position: Position, options: readonly (readonly Kind[])[], rng: Rng, samples: number): number[] {
  const { view, seat, outlook, roundsAfter } = position;
  const rivals = rivalsOf(position);
  const pool = poolOf(position.unseen, rivals);
  const customs = view.customs ?? 'openBorder';
  const hands = options.map((kinds) => withKinds(position.hand, kinds, -1));
  const sums = new Array<number>(options.length).fill(0);
  // The worth of a choice depends only on which of its cards are kept: at most 4 outcomes each.
  const memo = options.map(() => new Array<number>(4).fill(NaN));
  for (let sample = 0; sample < samples; sample++) {
    let next = 0;
    const deal = (): number | null => {
      if (next >= pool.length) return null;
      const at = next + rng.int(pool.length - next);
      const card = pool[at] as number;
      pool[at] = pool[next] as number;
      pool[next] = card;
      next++;
      return card;
    };
    const picks = new Map<Seat, Kind[]>();
    const rivalHands = new Map<Seat, Counts>();
    for (const rival of rivals) {
      const hand = emptyCounts();
      for (const index of rival.known) bump(hand, index);
      for (let i = rival.known.length; i < rival.held; i++) {
        const card = deal();
        if (card !== null) bump(hand, card);
      }
      const pick = likelyPick(position, rival, hand);
      picks.set(rival.seat, pick);
      rivalHands.set(rival.seat, withKinds(hand, pick, -1));
    }
    const robots: Kind[] = [];
    for (let robot = 0; robot < view.options.robots; robot++) {
      const card = deal();
      if (card !== null) robots.push(KINDS[card] as Kind);
    }
    options.forEach((kinds, option) => {
      const cards: PlayedCard[] = [];
      for (let other = 0; other < view.seats; other++) {
        const played = other === seat ? kinds : (picks.get(other) ?? []);
        for (const kind of played) cards.push({ player: { seat: other }, kind });
      }
      robots.forEach((kind, robot) => cards.push({ player: { robot }, kind }));
      const judged = judge(cards, customs, view.front);
      let mask = 0;
      let own = 0;
      const rivalKept = new Map<Seat, Kind[]>();
      for (const card of judged) {
        if (!('seat' in card.player)) continue;
        const who = card.player.seat;
        if (who !== seat) {
          if (card.reason === null) rivalKept.set(who, [...(rivalKept.get(who) ?? []), card.kind]);
          continue;
        }
        if (card.reason === null) mask |= 1 << own;
        own++;
      }
      const known = memo[option] as number[];
      if (Number.isNaN(known[mask] as number)) {
        const kept = kinds.filter((_, index) => mask & (1 << index));
        known[mask] = outlook.worth(withKinds(position.front, kept), hands[option] as Counts, roundsAfter);
      }
      // The rivals' positions after this reveal, valued as the bot values its own (their hands as sampled).
      let rivalsWorth = 0;
      for (const rival of rivals) {
        const front = withKinds(position.fronts[rival.seat] ?? emptyCounts(), rivalKept.get(rival.seat) ?? []);
        rivalsWorth += outlook.worth(front, rivalHands.get(rival.seat) ?? emptyCounts(), roundsAfter);
      }
      if (rivals.length > 0) rivalsWorth /= rivals.length;
      sums[option] = (sums[option] as number) + (known[mask] as number) - RIVAL_WEIGHT * rivalsWorth;
    });
  }
  return sums.map((sum) => sum / Math.max(1, samples));
}
