/**
 * Contrebandes for the conformance suite (shared/engine/conformance): what is
 * whose secret. Test code only, default-exported, found by shared/games/conformance.test.ts.
 *
 * A seat's own cards that nobody was shown this night sit in his hand, on his
 * mule or on his cashed pile, and the others know only how many are where;
 * while the loading is open they do not even know how many he loaded.
 * Everything else (declarations, inspected mules, the officer's takings, the
 * Caisse, the scoring) was shown to all.
 */
import type { Seat, Viewer } from '../../engine/contract.js';
import type { ConformanceKit } from '../../engine/conformance/kit.js';
import type { Rng } from '../../engine/rng.js';
import { type Card, MIN_LOAD, cardOwner } from './cards.js';
import { sampleState } from './bots/determinize.js';
import { contrebandes } from './index.js';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesOptions, ContrebandesState, ContrebandesView } from './types.js';

export const contrebandesConformance: ConformanceKit<ContrebandesState, ContrebandesMove, ContrebandesEvent, ContrebandesView, ContrebandesOptions> = {
  game: contrebandes,
  perturbSecrets,
  tables: [
    { seats: 3, options: { firstOfficer: null } },
    { seats: 4, options: { firstOfficer: null } },
    { seats: 5, options: { firstOfficer: null } },
    { seats: 4, options: { firstOfficer: 3 } },
  ],
  // The schema takes any of 5 seats: the table's own count is setup's to check.
  refusedTables: [{ label: 'a first officer past the table', seats: 3, options: { firstOfficer: 3 } }],
  // The hard bot's determinization, weighed samples taken one by one (their weights are the bot's business).
  sampler: { sample: (view, seat, rng) => sampleState(view, seat, rng).state, hidden: hiddenCards },
};

/**
 * The others' cards in play as `seat` cannot see them: each other seat's hand and mule, as sets. The
 * cashed piles are left out: the sampler deals them the cards left over whoever owns them, which the
 * view allows (it shows only their counts) though a seat's own unshown cards never leave him; so the
 * real piles are one of far more than the coverage check can draw (docs/engine.md).
 */
function hiddenCards(state: ContrebandesState, seat: Seat): string {
  const others = (piles: Card[][]) => piles.map((cards, other) => (other === seat ? [] : ascending(cards.slice())));
  return JSON.stringify([others(state.hands), others(state.mules)]);
}

/** The same table with every other seat's unshown cards dealt again among his hand, mule and cashed pile. */
export function perturbSecrets(state: ContrebandesState, keep: Viewer, rng: Rng): ContrebandesState {
  const shown = new Set(state.revealed);
  const hands = state.hands.slice();
  const mules = state.mules.slice();
  const cashed = state.cashed.slice();
  for (let seat = 0; seat < state.seats; seat++) {
    if (seat === keep) continue;
    const secret = (card: Card) => cardOwner(card) === seat && !shown.has(card);
    const hand = state.hands[seat] as Card[];
    const mule = state.mules[seat] as Card[];
    const pile = state.cashed[seat] as Card[];
    const inHand = hand.filter(secret).length;
    let onMule = mule.filter(secret).length;
    const pool = rng.shuffle([...hand.filter(secret), ...mule.filter(secret), ...pile.filter(secret)]);
    const loose = inHand + onMule;
    if (state.phase === 'loading' && state.hasMule[seat]) {
      // The load itself is secret until everybody has loaded: any load he could have made.
      onMule = MIN_LOAD + rng.int(loose - MIN_LOAD + 1);
    }
    hands[seat] = ascending([...hand.filter((card) => !secret(card)), ...pool.splice(0, loose - onMule)]);
    mules[seat] = ascending([...mule.filter((card) => !secret(card)), ...pool.splice(0, onMule)]);
    // The pile keeps its order; its unshown own cards are replaced in place.
    cashed[seat] = pile.map((card) => (secret(card) ? (pool.shift() as Card) : card));
  }
  return { ...state, hands, mules, cashed };
}

function ascending(cards: Card[]): Card[] {
  return cards.sort((a, b) => a - b);
}

/** Found by shared/games/conformance.test.ts: every game folder with a conformance.ts is checked. */
export default contrebandesConformance;
