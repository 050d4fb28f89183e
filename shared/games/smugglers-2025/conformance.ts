/**
 * Smugglers (2025) for the conformance suite (shared/engine/conformance):
 * what is whose secret. Test code only, default-exported, found by
 * shared/games/conformance.test.ts.
 *
 * A seat knows his own hand and his own face-down pick. Everybody knows what
 * lies face up (the market, the discard pile, the fronts, the reveal), how
 * many cards each seat holds and who has picked, and the cards each seat was
 * seen taking from the market (takenFromMarket) until a card of their kind
 * leaves his hand or pick. Nobody knows the order of the goods deck or of the
 * customs deck. So, for everybody but `keep`: the goods deck and the other
 * seats' unseen cards are pooled, shuffled and dealt back in the same sizes;
 * while smuggling, each other seat's pick is drawn again from his new hand
 * and pick together (as many cards as before, each card chosen as the game
 * chooses it: one he was seen taking, if he has one of that kind); the
 * customs deck is shuffled and the generator drawn again. At the end the
 * hands are shown (their coins score), so only the decks are drawn again.
 *
 * What perturbSecrets cannot reach, a seat's own unseen cards as his own
 * moves send them away, the kit's own check holds (second-card.ts): a card
 * leaving his hand tells nobody whether he held a second of its kind.
 */
import type { Seat, Viewer } from '../../engine/contract.js';
import { playoutsOf } from '../../engine/conformance/checks.js';
import type { ConformanceKit } from '../../engine/conformance/kit.js';
import type { Playout } from '../../engine/conformance/playout.js';
import { Rng } from '../../engine/rng.js';
import { type Card, kindOf } from './goods.js';
import { sampleState } from './bots/sample-state.js';
import { smugglers2025 } from './index.js';
import { cardOfKind } from './play.js';
import { secondCardLeaks } from './second-card.js';
import type { S25Event, S25Move, S25Options, S25State, S25View } from './types.js';

const DEFAULTS = smugglers2025.defaultOptions;

export const s25Conformance: ConformanceKit<S25State, S25Move, S25Event, S25View, S25Options> = {
  game: smugglers2025,
  perturbSecrets,
  tables: [
    { seats: 1, options: DEFAULTS(1) },
    { seats: 2, options: DEFAULTS(2) },
    { seats: 3, options: DEFAULTS(3) },
    { seats: 4, options: DEFAULTS(4) },
    { seats: 6, options: DEFAULTS(6) },
    { seats: 4, options: { robots: 1, longGame: true, coins: true, firstPlayer: 2 } },
  ],
  // What the schema cannot know of a table: how many robots a small one needs, and its own seat count.
  refusedTables: [
    { label: 'a solo game with one robot', seats: 1, options: { ...DEFAULTS(1), robots: 1 } },
    { label: 'two players without a robot', seats: 2, options: { ...DEFAULTS(2), robots: 0 } },
    { label: 'a first player past the table', seats: 3, options: { ...DEFAULTS(3), firstPlayer: 3 } },
  ],
  // The search's sampler. Compared by the others' hands and picks, by kind (cards of a kind are alike): the deck
  // and the pile under its top are one pool to the view, which shows neither, so their split is the sampler's.
  sampler: {
    sample: sampleState,
    hidden: (state, seat) => JSON.stringify(state.hands.map((hand, other) => (other === seat ? [] : [hand.map(kindOf).sort(), (state.picks[other] ?? []).map(kindOf).sort()]))),
  },
  checks: [
    {
      name: 'secrets: a card leaving a hand does not tell whether its holder had a second of its kind, unseen',
      run(kit) {
        let compared = 0;
        for (const played of playoutsOf(kit)) {
          // The kit's playouts are this game's, typed as any game's by the suite.
          const found = secondCardLeaks(played as Playout<S25State, S25Move, S25Event, S25Options>);
          compared += found.compared;
          const [leak] = found.leaks;
          if (leak === undefined) continue;
          const who = leak.viewer === 'spectator' ? 'the spectator' : `seat ${leak.viewer}`;
          throw new Error(
            `smugglers-2025, seed ${played.seed}, ${played.seats} seats, move ${leak.step}: seat ${leak.seat} sends a ${leak.kind} away, and ${who} sees whether he held another: ${leak.difference}`,
          );
        }
        if (compared === 0) throw new Error('smugglers-2025: no card of a kind taken from the market ever left a hand: the check proves nothing');
      },
    },
  ],
};

/** The same table with everything `keep` may not know drawn again. */
export function perturbSecrets(state: S25State, keep: Viewer, rng: Rng): S25State {
  const decks = {
    customsDeck: rng.shuffle(state.customsDeck),
    rng: Rng.fromSeed(rng.nextUint32()).save(),
  };
  if (state.phase === 'over') return { ...state, ...decks, deck: rng.shuffle(state.deck) };
  const smuggling = state.phase === 'smuggle';
  const others: Seat[] = [];
  for (let seat = 0; seat < state.seats; seat++) if (seat !== keep) others.push(seat);

  // Every card nobody but its holder may know: the deck and the others' unseen cards (hand and pick).
  const unseen = (seat: Seat): Card[] => {
    const taken = state.takenFromMarket[seat] as Card[];
    return [...(state.hands[seat] as Card[]), ...((smuggling ? state.picks[seat] : null) ?? [])].filter((card) => !taken.includes(card));
  };
  const pool = rng.shuffle([...state.deck, ...others.flatMap(unseen)]);
  const deck = pool.splice(0, state.deck.length);
  const hands = state.hands.slice();
  const picks = state.picks.slice();
  for (const seat of others) {
    const taken = state.takenFromMarket[seat] as Card[];
    const seen = [...(state.hands[seat] as Card[]), ...((smuggling ? state.picks[seat] : null) ?? [])].filter((card) => taken.includes(card));
    const held = [...seen, ...pool.splice(0, unseen(seat).length)];
    const pick = smuggling ? state.picks[seat] : null;
    if (pick === null || pick === undefined) {
      hands[seat] = rng.shuffle(held);
      continue;
    }
    const [newHand, newPick] = drawPick(held, pick.length, taken, rng);
    hands[seat] = newHand;
    picks[seat] = newPick;
  }
  return { ...state, ...decks, deck, hands, picks };
}

/**
 * A pick of `size` cards from `held`, chosen as the game does: kinds at
 * random, and of each kind a card seen taken from the market if there is
 * one (play.ts, cardOfKind). Returns the hand left and the pick.
 */
function drawPick(held: readonly Card[], size: number, taken: readonly Card[], rng: Rng): [Card[], Card[]] {
  const hand = rng.shuffle(held);
  const pick: Card[] = [];
  for (let n = 0; n < size; n++) {
    const kind = kindOf(hand[rng.int(hand.length)] as Card);
    const [card] = hand.splice(cardOfKind(hand, kind, taken), 1) as [Card];
    pick.push(card);
  }
  return [hand, pick];
}

/** Found by shared/games/conformance.test.ts: every game folder with a conformance.ts is checked. */
export default s25Conformance;
