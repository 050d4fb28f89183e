/**
 * What a viewer may know. Public: the customs card, the market, the discard
 * pile's top, the goods in front of every seat, the latest reveal, who has
 * picked, how many cards each seat holds and how many are left in the decks.
 * Secret: each seat's hand and face-down pick (to all but their owner) and the
 * order of the goods and customs decks (to everybody). So a view names the
 * kinds of the viewer's own hand and pick only, and counts for the rest. At
 * the end everyone shows his coins: the scores count those in each hand.
 *
 * A card taken from the market was seen by all as it was taken (the
 * `tookMarket` event tells it), so it is public for as long as it stays in
 * its taker's hand: the view names those cards too, per seat. Without them,
 * taking a card from the market whose refill shows the same kind again would
 * look to everybody like a draw from the deck while the events differ (the
 * conformance suite's "events carry no secret").
 */
import type { Viewer } from '../../engine/contract.js';
import { type Card, KINDS, type Kind, kindOf } from './goods.js';
import { activeSeats } from './play.js';
import { breakdowns, frontScore, gameResult } from './scoring.js';
import type { S25State, S25View } from './types.js';

export function viewFor(state: S25State, viewer: Viewer): S25View {
  const over = state.phase === 'over';
  const front = state.front.map((cards) => cards.map(kindOf));
  const own = viewer === 'spectator' ? null : viewer;
  const ownPick = own === null || state.phase !== 'smuggle' ? null : (state.picks[own] ?? null);
  return {
    game: 'smugglers-2025',
    viewer,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    activeSeats: activeSeats(state),
    round: state.round,
    rounds: state.rounds,
    sack: state.sack,
    customs: state.customs,
    customsLeft: state.customsDeck.length,
    deckCount: state.deck.length,
    discardCount: state.discard.length,
    discardTop: state.discard.length === 0 ? null : kindOf(state.discard[state.discard.length - 1] as Card),
    market: state.market.map(kindOf),
    hand: own === null ? null : sortedKinds(state.hands[own] ?? []),
    handCounts: state.hands.map((hand) => hand.length),
    front,
    frontScores: state.front.map(scoreOfFront),
    picked: state.picks.map((pick) => pick !== null),
    ownPick: ownPick === null ? null : sortedKinds(ownPick),
    takenFromMarket: state.takenFromMarket.map((cards) => cards.map(kindOf)),
    burned: state.burned.map(kindOf),
    revealed: state.revealed.map((card) => ({ ...card, player: { ...card.player } })),
    drawing: state.drawing === null ? null : { ...state.drawing },
    scores: over ? breakdowns(state) : null,
    result: over ? gameResult(state) : null,
  };
}

/**
 * What the cards in front of a seat score now, remembered per array of cards:
 * the moves write states copy-on-write (draft.ts), so a seat's front is the
 * same array until a card joins it, and the host makes every seat's view
 * after every move. (A front is never changed in place.)
 */
const frontScores = new WeakMap<readonly Card[], number>();

function scoreOfFront(cards: readonly Card[]): number {
  let score = frontScores.get(cards);
  if (score === undefined) {
    score = frontScore(cards.map(kindOf));
    frontScores.set(cards, score);
  }
  return score;
}

/** Each kind's place in KINDS. */
const RANK = Object.fromEntries(KINDS.map((kind, index) => [kind, index])) as Record<Kind, number>;

/** Cards by kind, in the order of KINDS: the order they were dealt in would tell nothing, and one order is easier to read. */
export function sortedKinds(cards: readonly Card[]): Kind[] {
  return cards.map(kindOf).sort((a, b) => RANK[a] - RANK[b]);
}
