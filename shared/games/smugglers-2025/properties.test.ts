/**
 * Views over thousands of seeded random playouts (1 to 6 seats, robots, the
 * long game and the coins variant in turn): after every move, every seat's
 * and the spectator's view names no kind of card but those lying face up (the
 * market, the fronts, the reveal, the discard pile's top), the cards seen
 * taken from the market while they stay in hand, the viewer's own hand and,
 * until the reveal, his own pick; and a view is the same whatever
 * the others' hands and picks and the order of the decks (conformance.ts
 * draws them again). What every game must do besides (replay, plain JSON,
 * untouched inputs, refusals) is the conformance suite's.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/contract.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { Rng, deriveSeed } from '../../engine/rng.js';
import { namesIn } from '../../engine/testing/names-in.js';
import { perturbSecrets } from './conformance.js';
import { s25Game as game } from './game.js';
import { type Card, KINDS, type Kind, kindOf } from './goods.js';
import { minRobots } from './rules.js';
import type { S25Options, S25State, S25View } from './types.js';

const PLAYOUTS = 2000;

const VIEW_KEYS = [
  'activeSeats',
  'burned',
  'customs',
  'customsLeft',
  'deckCount',
  'discardCount',
  'discardTop',
  'drawing',
  'front',
  'frontScores',
  'game',
  'hand',
  'handCounts',
  'market',
  'options',
  'ownPick',
  'phase',
  'picked',
  'result',
  'revealed',
  'round',
  'rounds',
  'sack',
  'scores',
  'seats',
  'takenFromMarket',
  'viewer',
].join();

const IS_KIND = new Set<string>(KINDS);
/** Each kind's place in KINDS: a hand's order in a view. */
const RANK = Object.fromEntries(KINDS.map((kind, index) => [kind, index])) as Record<Kind, number>;

/** The table of a playout: 1 to 6 seats in turn, now and then an extra robot, the long game, the coins, a chosen first seat. */
function tableOf(seed: number): { seats: number; options: S25Options } {
  const seats = 1 + (seed % 6);
  return {
    seats,
    options: {
      robots: Math.min(4, minRobots(seats) + (seed % 7 === 3 ? 1 + (seed % 3) : 0)),
      longGame: seed % 3 === 1,
      coins: seed % 4 >= 2,
      firstPlayer: seed % 5 === 0 ? seed % seats : null,
    },
  };
}

/** The fields that name kinds of cards, each checked on its own; every other field must name none. */
const CARD_FIELDS = new Set(['market', 'front', 'revealed', 'discardTop', 'takenFromMarket', 'burned', 'hand', 'ownPick']);

/** The kinds a view names outside CARD_FIELDS, with their paths (all the other fields are walked: a new field cannot hide one). */
function kindsElsewhere(view: S25View): string[] {
  return namesIn(view, IS_KIND, (key) => CARD_FIELDS.has(key)).map(({ path, name }) => `${path}=${name}`);
}

function sortedKinds(cards: readonly Card[]): Kind[] {
  return cards.map(kindOf).sort((a, b) => RANK[a] - RANK[b]);
}

/** Whether two plain-JSON values are alike (as their JSON would be: a view is made afresh, so key order is the same). Faster than comparing their JSON, and it runs for every viewer at most moves. */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => alike(item, b[index]));
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  const one = a as Record<string, unknown>;
  const other = b as Record<string, unknown>;
  return keys.length === otherKeys.length && keys.every((key, index) => otherKeys[index] === key && alike(one[key], other[key]));
}

function same(a: readonly unknown[] | null, b: readonly unknown[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Whether `kinds` are the kinds of `cards`, in their order. */
function sameKinds(kinds: readonly Kind[], cards: readonly Card[]): boolean {
  if (kinds.length !== cards.length) return false;
  for (let index = 0; index < kinds.length; index++) if (kinds[index] !== kindOf(cards[index] as Card)) return false;
  return true;
}

/** What is wrong with `viewer`'s view of `state`: a kind it may not know, the face-up cards or its own cards wrong, the rules' facts wrong. */
function viewProblems(state: S25State, view: S25View, viewer: Viewer): string[] {
  const problems = kindsElsewhere(view).map((found) => `${found}: not a place for a card`);
  // The face-up cards as they lie.
  if (!sameKinds(view.market, state.market)) problems.push(`market ${view.market.join()}`);
  if (view.front.length !== state.seats || view.front.some((front, seat) => !sameKinds(front, state.front[seat] as Card[]))) problems.push('the fronts');
  if (!alike(view.revealed, state.revealed)) problems.push('the reveal');
  // What everybody saw taken from the market and still in its taker's hand.
  if (view.takenFromMarket.length !== state.seats || view.takenFromMarket.some((taken, seat) => !sameKinds(taken, state.takenFromMarket[seat] as Card[]))) problems.push('takenFromMarket');
  // What the latest refill burned, everybody saw turned.
  if (!sameKinds(view.burned, state.burned)) problems.push(`burned ${view.burned.join()}`);
  const top = state.discard.at(-1);
  if (view.discardTop !== (top === undefined ? null : kindOf(top))) problems.push(`discardTop ${view.discardTop}`);
  // His own cards, exactly (and none for a spectator); his pick only until the reveal.
  const own = viewer === 'spectator' ? null : viewer;
  if (!same(view.hand, own === null ? null : sortedKinds(state.hands[own] as Card[]))) problems.push(`hand ${String(view.hand)}`);
  const ownPick = own === null || state.phase !== 'smuggle' ? null : (state.picks[own] ?? null);
  if (!same(view.ownPick, ownPick === null ? null : sortedKinds(ownPick))) problems.push(`ownPick ${String(view.ownPick)}`);
  if (!same(view.handCounts, state.hands.map((cards) => cards.length))) problems.push(`handCounts ${view.handCounts.join()}`);
  if (view.deckCount !== state.deck.length || view.customsLeft !== state.customsDeck.length) problems.push('the deck counts');
  if (!same(view.activeSeats, game.activeSeats(state))) problems.push(`active ${view.activeSeats.join()} where the rules say ${game.activeSeats(state).join()}`);
  if (state.phase === 'over' ? JSON.stringify(view.result) !== JSON.stringify(game.result(state)) : view.result !== null) problems.push(`the result ${JSON.stringify(view.result)}`);
  if ((view.scores === null) !== (state.phase !== 'over')) problems.push(`scores ${view.scores === null ? 'missing at the end' : 'before the end'}`);
  return problems;
}

describe('random playouts', () => {
  it(`show every viewer only the public cards and his own, and nothing that depends on the others' secrets (${PLAYOUTS} games)`, { timeout: 180_000 }, () => {
    const problems: string[] = [];
    const met = new Set<string>();
    let perturbedHands = 0;
    let perturbedPicks = 0;
    let ownPicksShown = 0;
    for (let seed = 0; seed < PLAYOUTS && problems.length < 10; seed++) {
      const { seats, options } = tableOf(seed);
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, seat) => seat)];
      const secrets = Rng.fromSeed(deriveSeed(seed, 2));
      // A random game (the engine's playout, one generator from the seed), then every state of it in turn.
      const playout = randomPlayout(game, { seed, seats, options });
      let state = playout.states[0] as S25State;
      const check = (at: string, index: number): void => {
        met.add(state.phase);
        // While the picks come in every viewer's view is held against the others' secrets; otherwise one
        // viewer's a move, in turn (JSON is costly, and the hands change one at a time then).
        const everyone = state.phase === 'smuggle';
        for (const viewer of viewers) {
          const view = game.viewFor(state, viewer) as S25View;
          for (const problem of viewProblems(state, view, viewer)) problems.push(`${at}, ${String(viewer)}'s view: ${problem}`);
          if (view.ownPick !== null) ownPicksShown++;
          if (!everyone && viewer !== viewers[index % viewers.length]) continue;
          // The same view with the others' hands and picks and the decks drawn again.
          const other = perturbSecrets(state, viewer, secrets);
          if (!alike(game.viewFor(other, viewer), view)) problems.push(`${at}, ${String(viewer)}'s view changes with the others' secrets`);
          if (!alike(other.hands, state.hands)) perturbedHands++;
          if (!alike(other.picks, state.picks)) perturbedPicks++;
        }
      };
      const at = (index: number) => `seed ${seed}, ${seats} seats, move ${index}`;
      const keys = Object.keys(game.viewFor(state, 0)).sort().join();
      if (keys !== VIEW_KEYS) problems.push(`seed ${seed}: view keys ${keys}`);
      check(at(0), 0);
      for (const step of playout.steps) {
        if (problems.length >= 10) break;
        for (const event of step.events) met.add(event.type);
        state = step.after;
        check(at(step.index + 1), step.index + 1);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Random play meets every phase and every kind of event, so the checks above saw them all.
    expect([...met].sort()).toEqual(
      [
        'smuggle',
        'draw',
        'over',
        'roundBegan',
        'revealed',
        'discarded',
        'tookMarket',
        'drewDeck',
        'marketRefilled',
        'marketSwept',
        'reshuffled',
        'gameOver',
      ].sort(),
    );
    // The secrets were really drawn again, and own picks really shown: the checks had something to catch.
    expect(perturbedHands).toBeGreaterThan(1000);
    expect(perturbedPicks).toBeGreaterThan(1000);
    expect(ownPicksShown).toBeGreaterThan(1000);
  });
});
