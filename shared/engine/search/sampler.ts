/**
 * A sampler: what a game gives the information-set search (ismcts.ts) of the
 * state behind a seat's view. It draws one full state that the seat's view
 * could have come from, and so stands for everything the seat does not know:
 * the others' hands, a face-down card, the order of a deck, the generator of
 * the dice to come.
 *
 * Its contract (docs/engine.md, "The information-set search"), held by the
 * conformance suite (conformance/sampler-check.ts):
 *
 * - it reads the view, the seat and the generator it is given, nothing else
 *   (no state, no cache), so it cannot know more than the seat;
 * - the sampled state shows the seat exactly the view it was drawn from
 *   (`viewFor(sample, seat)` equals the view; botViewFor where the game has
 *   one), so it is never a state the view rules out;
 * - every hidden part is drawn from `rng`, the state's own generator words
 *   included: the dice a search rolls inside applyMove come from the search's
 *   generator, never from the match's. Over many draws, every state the view
 *   allows comes up (a sampler may weigh them by how likely the seat thinks
 *   them, never rule out one the view allows).
 */
import type { Seat } from '../contract.js';
import type { Rng } from '../rng.js';

export interface Sampler<S, V> {
  sample(view: V, seat: Seat, rng: Rng): S;
}
