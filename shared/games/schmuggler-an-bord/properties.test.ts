/**
 * Views over thousands of seeded random playouts (every table size, the
 * options in turn): after every move, every seat's and the spectator's view
 * holds no good but those the record announced and, for the seat searching
 * now, the goods of the places he turned (a seat's own unturned cards never
 * show, to him least of all: RULINGS 3); a spectator never gets a searcher's
 * sight nor an objection decision; and a seat's view is the same whatever the
 * others' secret objection decisions, the order of the spread's undrawn cards
 * and the generator's state (conformance.ts draws them again). What every game
 * must do besides (replay, plain JSON, untouched inputs, refusals) is the
 * conformance suite's. Without open history a view's record is the latest
 * announcement only, the events of the latest move that said anything; a
 * bot's view has it all.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { Rng, deriveSeed } from '../../engine/rng.js';
import { namesIn } from '../../engine/testing/names-in.js';
import { perturbSecrets } from './conformance.js';
import { sabGame as game } from './game.js';
import { GOODS, type Good, goodOf } from './goods.js';
import type { Fact, SabOptions, SabState, SabView } from './types.js';

const PLAYOUTS = 2000;

const VIEW_KEYS = [
  'activeSeats',
  'chips',
  'die',
  'facts',
  'firstPlayer',
  'game',
  'kitty',
  'onField',
  'options',
  'pawn',
  'phase',
  'result',
  'round',
  'rows',
  'seats',
  'spread',
  'turn',
  'turnNumber',
  'viewer',
].join();

const IS_GOOD = new Set<string>(GOODS);

/** The table of a playout: 3 to 6 seats in turn, and every fifth one with open history and a chosen first player. */
function tableOf(seed: number): { seats: number; options: SabOptions } {
  const seats = 3 + (seed % 4);
  return { seats, options: seed % 5 === 4 ? { openHistory: true, firstPlayer: seed % seats } : game.defaultOptions(seats) };
}

/** Every good a view names outside its record, with its path (all its fields are walked: a new field cannot hide one). */
function goodsOutsideRecord(view: SabView): { path: string; good: Good }[] {
  return namesIn(view, IS_GOOD, (key) => key === 'facts').map(({ path, name }) => ({ path, good: name as Good }));
}

const SEEN = /^round\.search\.seen\[(\d+)\]\.good$/;

/** What is wrong with `viewer`'s view of `state`: a good it may not know, a sight or a decision it may not have. */
function viewProblems(state: SabState, view: SabView, viewer: Viewer, announced: readonly Fact[]): string[] {
  const problems: string[] = [];
  const round = state.round;
  const searcher = state.phase === 'search' ? (round?.searchers[0] ?? null) : null;
  const turned = searcher === viewer ? (round?.turned ?? []) : [];
  // His own cards that this view may not show: all of them, but the places he turned in the search he makes now.
  const ownHidden = new Set(viewer === 'spectator' ? [] : (state.rows[viewer] as Good[]).filter((_, index) => !turned.includes(index)));
  for (const { path, good } of goodsOutsideRecord(view)) {
    const seen = SEEN.exec(path);
    if (path === 'round.good') {
      // The good of the empty field the pawn stands on: everybody sees the field.
      if (good !== goodOf(state.pawn)) problems.push(`round.good ${good} is not the pawn's field`);
    } else if (seen !== null && viewer === searcher) {
      const index = turned[Number(seen[1])];
      if (index === undefined || (state.rows[searcher] as Good[])[index] !== good) problems.push(`${path}=${good} is not what he turned`);
    } else {
      problems.push(`${path}=${good}${ownHidden.has(good) ? ' (his own unturned card)' : ''}`);
    }
  }
  const search = view.round?.search ?? null;
  if (searcher === viewer) {
    if (search?.seen?.length !== turned.length) problems.push(`the searcher does not see his ${turned.length} turned places`);
  } else if (search !== null && search.seen !== null) problems.push(`sees what seat ${search.seat} turned`);
  const objections = view.round?.objections ?? null;
  if (viewer === 'spectator' && objections !== null && objections.own !== null) problems.push('the spectator has an own decision');
  if (state.phase === 'objections' && objections?.objectors !== null) problems.push('the objectors show before all are in');
  // With open history the record as it is (the same facts; checked at its end, not all of it every move); else the
  // latest announcement, the events of the latest move that said anything, and nothing older (RULINGS 3).
  if (view.facts === state.facts) problems.push('the record is the state\'s own array');
  else if (state.options.openHistory) {
    if (view.facts.length !== state.facts.length || view.facts.at(-1) !== state.facts.at(-1)) problems.push('the record is not the state\'s');
  } else if (view.facts.length !== announced.length || view.facts.some((fact, index) => fact !== announced[index])) {
    problems.push(`the record holds ${view.facts.length} facts, not the latest announcement's ${announced.length}`);
  }
  if (view.activeSeats.join() !== game.activeSeats(state).join()) problems.push(`active ${view.activeSeats.join()} where the rules say ${game.activeSeats(state).join()}`);
  if (JSON.stringify(view.result) !== JSON.stringify(game.result(state))) problems.push(`the result ${JSON.stringify(view.result)}`);
  return problems;
}

/** A view as JSON, its record by length only (perturbing the secrets never touches the record, and it is long). */
function viewKey(view: SabView): string {
  return JSON.stringify({ ...view, facts: view.facts.length });
}

describe('random playouts', () => {
  it(`show every viewer only the goods he was shown, and nothing that depends on the others' secrets (${PLAYOUTS} games)`, { timeout: 60_000 }, () => {
    const problems: string[] = [];
    const met = new Set<string>();
    let perturbedDecisions = 0;
    let seenShown = 0;
    for (let seed = 0; seed < PLAYOUTS && problems.length < 10; seed++) {
      const { seats, options } = tableOf(seed);
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, seat) => seat)];
      const secrets = Rng.fromSeed(deriveSeed(seed, 2));
      // A random game (the engine's playout, one generator from the seed), then every state of it in turn.
      const playout = randomPlayout(game, { seed, seats, options });
      let state = playout.states[0] as SabState;
      // The facts of the latest move that said anything (a secret objection says nothing).
      let announced: Fact[] = [];
      const check = (at: string, index: number): void => {
        met.add(state.phase);
        // While the draws and the objections are open every viewer's view is held against the others' secrets;
        // otherwise one viewer's a move, in turn (the generator is the only secret then, and JSON is costly).
        const everyone = state.phase === 'setup' || state.phase === 'objections';
        for (const viewer of viewers) {
          const view = game.viewFor(state, viewer);
          for (const problem of viewProblems(state, view, viewer, announced)) problems.push(`${at}, ${String(viewer)}'s view: ${problem}`);
          if (view.round?.search?.seen?.length) seenShown++;
          if (!everyone && viewer !== viewers[index % viewers.length]) continue;
          // The same view with the others' secrets drawn again: the spread's undrawn order, the generator, their decisions.
          const other = perturbSecrets(state, viewer, secrets);
          if (viewKey(game.viewFor(other, viewer)) !== viewKey(view)) problems.push(`${at}, ${String(viewer)}'s view changes with the others' secrets`);
          if (JSON.stringify(other.round?.objections) !== JSON.stringify(state.round?.objections)) perturbedDecisions++;
        }
      };
      const at = (index: number) => `seed ${seed}, ${seats} seats, move ${index}`;
      if (Object.keys(game.viewFor(state, 0)).sort().join() !== VIEW_KEYS) problems.push(`seed ${seed}: view keys ${Object.keys(game.viewFor(state, 0)).join()}`);
      check(at(0), 0);
      for (const step of playout.steps) {
        if (problems.length >= 10) break;
        for (const event of step.events) met.add(event.type);
        if (step.events.length > 0) announced = step.events;
        state = step.after;
        check(at(step.index + 1), step.index + 1);
      }
      // The record, whole, as it is in every bot's view at the end (and the page's, with open history).
      for (let seat = 0; seat < seats; seat++) {
        const facts: Fact[] = game.botViewFor?.(state, seat).facts ?? [];
        if (facts.length !== state.facts.length || facts.some((fact, index) => fact !== state.facts[index])) problems.push(`seed ${seed}: seat ${seat}'s bot's record differs`);
        if (options.openHistory && game.viewFor(state, seat).facts.length !== state.facts.length) problems.push(`seed ${seed}: seat ${seat}'s record is not whole with open history`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Random play meets every phase and every kind of fact, so the checks above saw them all.
    expect([...met].sort()).toEqual(
      ['setup', 'roll', 'suspect', 'objections', 'search', 'over', 'drew', 'laidOut', 'rolled', 'took', 'suspected', 'objections', 'turned', 'found', 'lacks', 'gave', 'paid', 'gameOver']
        .filter((name, index, all) => all.indexOf(name) === index)
        .sort(),
    );
    // The secrets were really drawn again, and searchers really saw something: the checks had something to catch.
    expect(perturbedDecisions).toBeGreaterThan(100);
    expect(seenShown).toBeGreaterThan(100);
  });
});
