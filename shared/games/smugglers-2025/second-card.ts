/**
 * Whether a card leaving a hand tells the table more than its kind: the check
 * behind issue #25, item 11, for the conformance kit (conformance.ts) and the
 * tests. Test code only.
 *
 * A seat seen taking a tea from the market (takenFromMarket) discards a tea,
 * or plays one that is revealed. Whoever watches sees a tea go, and cannot
 * tell whether it was the market's or another he held unseen. So the table
 * after it must look the same to every other seat and to a spectator whether
 * or not he held a second, unseen tea. The twin of a state is the same table
 * with that one thing changed: an unseen tea of his hand swapped with a card
 * of another kind from near the bottom of the deck, or, if he holds none, one
 * of his unseen cards of another kind swapped with a tea from there. The
 * move, and the other seats' moves up to its reveal, are played on both, and
 * the views compared.
 */
import { HOST, type Seat, type Viewer } from '../../engine/contract.js';
import type { Playout } from '../../engine/conformance/playout.js';
import { jsonDifference } from '../../engine/conformance/json.js';
import { type Card, type Kind, kindOf } from './goods.js';
import { s25Game } from './game.js';
import type { S25Event, S25Move, S25Options, S25State } from './types.js';

/**
 * How far above the deck's bottom the swapped card may lie: the moves compared
 * draw at most a robot's card each (4) and a market refill's burns from the
 * top, so a card this deep stays where it is and nobody sees the swap.
 */
const DEPTH = 12;

/** A view that told the difference: who looked, after which move of the playout. */
export interface SecondCardLeak {
  /** The index of the step whose move sent the card away. */
  step: number;
  seat: Seat;
  kind: Kind;
  viewer: Viewer;
  difference: string;
}

/**
 * The table with only this changed: whether `seat` holds a card of `kind` he
 * was not seen taking, besides one he was. Null where it cannot be built
 * unseen (he holds no market card of that kind, or the deck is too thin).
 */
export function secondCardTwin(state: S25State, seat: Seat, kind: Kind): S25State | null {
  const hand = state.hands[seat] as Card[];
  const taken = state.takenFromMarket[seat] as Card[];
  if (!hand.some((card) => taken.includes(card) && kindOf(card) === kind)) return null;
  const unseen = hand.findIndex((card) => !taken.includes(card) && kindOf(card) === kind);
  // With a second tea: it goes to the deck for a card of another kind. Without: one of another kind goes for a tea.
  const out = unseen >= 0 ? unseen : hand.findIndex((card) => !taken.includes(card) && kindOf(card) !== kind);
  if (out < 0) return null;
  const wanted = (card: Card) => (unseen >= 0 ? kindOf(card) !== kind : kindOf(card) === kind);
  const deep = state.deck.length - DEPTH;
  let from = -1;
  for (let index = 0; index < deep && from < 0; index++) if (wanted(state.deck[index] as Card)) from = index;
  if (from < 0) return null;
  const hands = state.hands.slice();
  const deck = state.deck.slice();
  const twinHand = hand.slice();
  [twinHand[out], deck[from]] = [deck[from] as Card, twinHand[out] as Card];
  hands[seat] = twinHand;
  return { ...state, hands, deck };
}

/** The kinds a move sends out of the mover's hand. */
function kindsLeaving(move: S25Move): readonly Kind[] {
  if (move.type === 'discard') return [move.kind];
  if (move.type === 'smuggle') return move.kinds;
  return [];
}

/**
 * Every view that tells a twin from its table, over one playout, and how many
 * twins were played: for each
 * move sending a card away from a seat that holds a market card of its kind,
 * the views of the other seats and of the spectator once the card is gone (a
 * discard: at once; a pick: at the reveal, after the other seats' picks).
 */
export function secondCardLeaks(playout: Playout<S25State, S25Move, S25Event, S25Options>): { compared: number; leaks: SecondCardLeak[] } {
  const leaks: SecondCardLeak[] = [];
  let compared = 0;
  const { steps } = playout;
  steps.forEach((step, index) => {
    if (step.actor === HOST) return;
    const seat = step.actor as Seat;
    // The steps to play on the twin: up to the reveal for a pick.
    let last = index;
    if (step.move.type === 'smuggle') {
      while (last < steps.length - 1 && (steps[last] as (typeof steps)[number]).after.phase === 'smuggle') last++;
    }
    for (const kind of new Set(kindsLeaving(step.move))) {
      let twin = secondCardTwin(step.before, seat, kind);
      if (twin === null) continue;
      for (let at = index; at <= last && twin !== null; at++) {
        const { actor, move } = steps[at] as (typeof steps)[number];
        const applied = s25Game.applyMove(twin, actor, move);
        twin = applied.ok ? applied.state : null;
      }
      if (twin === null) continue;
      compared++;
      const after = (steps[last] as (typeof steps)[number]).after;
      const viewers: Viewer[] = ['spectator'];
      for (let other = 0; other < playout.seats; other++) if (other !== seat) viewers.push(other);
      for (const viewer of viewers) {
        const difference = jsonDifference(s25Game.viewFor(twin, viewer), s25Game.viewFor(after, viewer));
        if (difference !== null) leaks.push({ step: index, seat, kind, viewer, difference });
      }
    }
  });
  return { compared, leaks };
}
