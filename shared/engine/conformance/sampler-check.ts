/**
 * The conformance check of a game's sampler (the kit's `sampler`, the
 * information-set search's view of what a seat cannot see:
 * engine/search/sampler.ts). At states spread over the random playouts, for
 * every seat that may move there:
 *
 * - the view rules out no sample: every state drawn from the seat's view
 *   shows the seat that same view (botViewFor where the game has one: the
 *   view a bot decides from), the same active seats, the same legal moves of
 *   the seat, and is not over while the real one is not;
 * - the sampler reads its view, seat and generator only: the same generator
 *   gives the same sample, and it never changes the (frozen) view;
 * - the samples cover what the view allows, in small cases: the secrets the
 *   game's own perturbSecrets draws for that seat (the real ones among them)
 *   are possibilities the seat cannot tell apart; where they are few (at
 *   most COVERAGE_MAX), every one must come up among the sampler's draws
 *   (compared by the sampler's `hidden` key, the generator's words left out).
 *
 * A game without a sampler is not checked. Test code only.
 */
import type { Seat } from '../contract.js';
import { botView } from '../play.js';
import { Rng, deriveSeed } from '../rng.js';
import { attempt } from './attempt.js';
import { deepFreeze } from './deep-freeze.js';
import { jsonDifference, jsonProblem } from './json.js';
import type { AnyConformanceKit } from './kit.js';
import type { Playout } from './playout.js';

type AnyPlayout = Playout<unknown, unknown, unknown, unknown>;

export const SAMPLER_CHECK = "samplers: a state drawn from a seat's view shows that seat the same view, and over many draws every secret the view allows comes up";

/** States per playout at which the sampler is checked. */
const STATES = 8;
/** Samples per seat and state held to the view. */
const SAMPLES = 4;
/** Redraws of the secrets (perturbSecrets) that find the possibilities a seat cannot tell apart. */
const REDRAWS = 48;
/** The most possibilities a coverage case may have: beyond, drawing them all would take too long to be a unit test. */
export const COVERAGE_MAX = 12;
/** Samples per possibility the sampler is given to draw them all. */
const DRAWS_PER_POSSIBILITY = 60;

/** Throws with what is wrong, in which game, seed, table, state and seat. */
export function checkSampler(kit: AnyConformanceKit, playouts: readonly AnyPlayout[]): void {
  const { game, sampler } = kit;
  if (!sampler) return;
  const id = game.meta.id;
  let covered = 0;
  for (const played of playouts) {
    const last = played.states.length - 1;
    const indices = new Set(Array.from({ length: Math.min(STATES, last + 1) }, (_, i) => Math.round((i * last) / Math.max(1, STATES - 1))));
    for (const index of indices) {
      const state = played.states[index];
      if (game.result(state) !== null) continue;
      for (const seat of game.activeSeats(state) as Seat[]) {
        const at = `${id}, seed ${played.seed}, ${played.seats} seats, state ${index}, seat ${seat}'s sampler`;
        const view = deepFreeze(botView(game, state, seat));
        const draw = (seed: number) => attempt(at, () => sampler.sample(view, seat, Rng.fromSeed(seed)));
        const seedOf = (nth: number) => deriveSeed(played.seed, index, seat, nth);
        const same = (actual: unknown, expected: unknown, what: string) => {
          const difference = jsonDifference(actual, expected);
          if (difference) throw new Error(`${at}: ${what}: ${difference}`);
        };
        same(draw(seedOf(0)), draw(seedOf(0)), 'the same generator draws another state');
        for (let nth = 0; nth < SAMPLES; nth++) {
          const sample = draw(seedOf(nth));
          const problem = jsonProblem(sample);
          if (problem) throw new Error(`${at}: the sample is not plain JSON: ${problem}`);
          same(botView(game, sample, seat), view, "the sample shows the seat another view: it is a state the seat's view rules out");
          same(game.activeSeats(sample), game.activeSeats(state), 'the sample has other active seats');
          same(game.legalMoves(sample, seat), game.legalMoves(state, seat), 'the sample gives the seat other legal moves');
          if (game.result(sample) !== null) throw new Error(`${at}: the sample is over, the game is not`);
        }
        // Coverage: the possibilities the seat cannot tell apart, as the game's own perturbSecrets draws them.
        const rng = Rng.fromSeed(seedOf(-1));
        const possible = new Set([sampler.hidden(state, seat)]);
        for (let redraw = 0; redraw < REDRAWS && possible.size <= COVERAGE_MAX; redraw++) possible.add(sampler.hidden(kit.perturbSecrets(state, seat, rng), seat));
        if (possible.size < 2 || possible.size > COVERAGE_MAX) continue;
        covered++;
        const missing = new Set(possible);
        for (let nth = 0; nth < DRAWS_PER_POSSIBILITY * possible.size && missing.size > 0; nth++) missing.delete(sampler.hidden(draw(seedOf(SAMPLES + nth)), seat));
        if (missing.size > 0) {
          throw new Error(`${at}: of ${possible.size} possibilities the view allows, ${missing.size} never came up in ${DRAWS_PER_POSSIBILITY * possible.size} samples, e.g. ${[...missing][0]}`);
        }
      }
    }
  }
  if (covered === 0) throw new Error(`${id}: no state of the playouts had few enough possibilities (2 to ${COVERAGE_MAX}) to check that the sampler draws them all`);
}
