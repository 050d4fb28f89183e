import { describe, expect, it } from 'vitest';
import type { Seat } from '../contract.js';
import { Rng, deriveSeed } from '../rng.js';
import { searchMove, searchRoot } from './ismcts.js';
import { nimSearch } from './toy-nim.js';
import { sampleToy, toyGame } from '../conformance/toy-game.js';
import { type KuhnAction, type KuhnState, dealKuhn, kuhnRules, kuhnSearch, kuhnView } from './toy-kuhn.js';

const nimMove = (pile: number, seed: number) =>
  searchMove(nimSearch, { pile, toMove: 0, winner: null }, 0, nimSearch.rules.legalMoves({ pile, toMove: 0, winner: null }, 0), 2, Rng.fromSeed(seed), { iterations: 3000 });

/** One deal of Kuhn poker, `searcher` on the search and the other seat at random: whether the searcher won. */
function kuhnDeal(seed: number, searcher: Seat | null, iterations = 400): boolean {
  const rng = Rng.fromSeed(seed);
  let state: KuhnState = dealKuhn(rng);
  for (let move = 0; kuhnRules.result(state) === null; move++) {
    const seat = kuhnRules.activeSeats(state)[0] as Seat;
    const decision = Rng.fromSeed(deriveSeed(seed, move, seat));
    const action =
      seat === searcher
        ? searchMove(kuhnSearch, kuhnView(state, seat), seat, kuhnRules.legalMoves(state, seat), 2, decision, { iterations })
        : (kuhnRules.randomMove(state, seat, decision) as KuhnAction);
    const applied = kuhnRules.applyMove(state, seat, action);
    if (!applied.ok) throw new Error(applied.rejection.key);
    state = applied.state;
  }
  return kuhnRules.result(state)?.winners.includes(searcher ?? 0) ?? false;
}

describe('information-set MCTS', () => {
  it.each([
    [5, 1],
    [6, 2],
    [7, 3],
    [9, 1],
    [10, 2],
  ])('with nothing hidden, finds the winning move: on a pile of %i it takes %i (leaving a multiple of four)', (pile, take) => {
    for (const seed of [1, 2, 3]) expect(nimMove(pile, seed)).toEqual({ take });
  });

  it('plays a game of hidden cards (Kuhn poker) against random moves clearly better than random moves do', () => {
    const deals = 300;
    let searched = 0;
    let random = 0;
    for (let deal = 0; deal < deals; deal++) {
      const seat = deal % 2;
      if (kuhnDeal(deriveSeed(30, deal), seat)) searched++;
      // The same deals with a random mover in the same seat: the fair share the search must beat.
      if (kuhnDeal(deriveSeed(30, deal), null) === (seat === 0)) random++;
    }
    expect(random / deals).toBeGreaterThan(0.4);
    expect(random / deals).toBeLessThan(0.6);
    expect(searched / deals).toBeGreaterThan(random / deals + 0.15);
  });

  it('infers from its own card: with the middle card facing a bet it calls (the other holds the low card half the time), and holding the low card first it bluffs (random folds half the time)', () => {
    const decide = (cards: [number, number], actions: KuhnAction[], seat: Seat, seed: number) => {
      const state: KuhnState = { cards, actions };
      return searchMove(kuhnSearch, kuhnView(state, seat), seat, kuhnRules.legalMoves(state, seat), 2, Rng.fromSeed(seed), { iterations: 800 });
    };
    for (const seed of [1, 2, 3]) {
      // Calling wins when the other holds 1 and folding never does, whatever his card.
      expect(decide([3, 2], ['bet'], 1, seed)).toBe('call');
      // Checking with 1 never wins against anyone; a bet wins whenever the other folds.
      expect(decide([1, 3], [], 0, seed)).toBe('bet');
    }
  });

  it('sees only the view: deals that differ in what the seat cannot see give the same search', () => {
    // The hidden card is 1 in one deal and 3 in the other; the seat holding 2 sees the same view.
    const one: KuhnState = { cards: [2, 1], actions: ['check', 'bet'] };
    const three: KuhnState = { cards: [2, 3], actions: ['check', 'bet'] };
    const stats = (state: KuhnState) => searchRoot(kuhnSearch, kuhnView(state, 0), 0, kuhnRules.legalMoves(state, 0), 2, Rng.fromSeed(7), { iterations: 300 });
    expect(stats(one)).toEqual(stats(three));
  });

  it('repeats from its seed, and another seed may search otherwise', () => {
    const state: KuhnState = { cards: [2, 3], actions: [] };
    const stats = (seed: number) => searchRoot(kuhnSearch, kuhnView(state, 0), 0, ['check', 'bet'], 2, Rng.fromSeed(seed), { iterations: 200 });
    expect(stats(11)).toEqual(stats(11));
    const visits = new Set([11, 12, 13, 14].map((seed) => JSON.stringify(stats(seed).moves)));
    expect(visits.size).toBeGreaterThan(1);
  });

  it('keeps to its budget: the iterations given, or fewer when shouldStop says so (never none)', () => {
    const state: KuhnState = { cards: [1, 2], actions: [] };
    const run = (iterations: number, shouldStop?: () => boolean) =>
      searchRoot(kuhnSearch, kuhnView(state, 0), 0, ['check', 'bet'], 2, Rng.fromSeed(1), { iterations, shouldStop });
    const full = run(250);
    expect(full.iterations).toBe(250);
    expect(full.moves.reduce((sum, entry) => sum + entry.visits, 0)).toBe(250);
    let asked = 0;
    expect(run(250, () => ++asked > 40).iterations).toBe(41);
    expect(run(250, () => true).iterations).toBe(1);
  });

  it("groups another seat's secret moves by what the searcher sees of them: the tree never branches on them", () => {
    // Seen, the tree of a deal from seat 0's first decision has 9 nodes: the root, check and bet, seat 1's
    // two answers to each, and seat 0's two answers to check–bet. With seat 1's actions unseen (one key
    // whatever he did), seat 1 has one child under each of seat 0's moves: 7 nodes.
    const state: KuhnState = { cards: [2, 3], actions: [] };
    const blind: typeof kuhnSearch = { ...kuhnSearch, observe: () => 'unseen' };
    const nodes = (game: typeof kuhnSearch) => searchRoot(game, kuhnView(state, 0), 0, ['check', 'bet'], 2, Rng.fromSeed(3), { iterations: 300 }).nodes;
    expect(nodes(kuhnSearch)).toBe(9);
    expect(nodes(blind)).toBe(7);
  });

  it('cuts a playout off where the rollout policy gives no move, or at rolloutDepth, and scores it by evaluate', () => {
    // An evaluation that says seat 0 wins whatever happens: every playout is cut before its end, so every move is worth 1.
    let evaluated = 0;
    const evaluate = () => (evaluated++, [1, 0]);
    const start = { pile: 40, toMove: 0, winner: null };
    const cut = { ...nimSearch, evaluate, rollout: () => null };
    const stats = searchRoot(cut, start, 0, nimSearch.rules.legalMoves(start, 0), 2, Rng.fromSeed(1), { iterations: 60 });
    expect(evaluated).toBe(60);
    expect(stats.moves.every((entry) => entry.mean === 1)).toBe(true);
    evaluated = 0;
    const shallow = { ...nimSearch, evaluate };
    searchRoot(shallow, start, 0, nimSearch.rules.legalMoves(start, 0), 2, Rng.fromSeed(1), { iterations: 60, rolloutDepth: 2 });
    // A pile of 40 does not empty in a tree of 60 nodes and two playout moves (at most 3 stones a move): every iteration is evaluated.
    expect(evaluated).toBe(60);
  });

  it('moves first where seats move at once: its choice never follows picks it cannot see', () => {
    // The toy's seats pick in secret, all at once. Seat 1 searches before seat 0 has picked: the root's
    // children must be seat 1's own picks, every iteration through one of them.
    const state = toyGame.setup(3, 2, { rounds: 2 });
    if (!state.ok) throw new Error(state.problem.key);
    const toy = { rules: toyGame, sample: sampleToy, observe: () => 'picked', evaluate: (s: { scores: number[] }) => s.scores.map((score) => (score === Math.max(...s.scores) ? 1 : 0)) };
    const stats = searchRoot(toy, toyGame.viewFor(state.state, 1), 1, toyGame.legalMoves(state.state, 1), 2, Rng.fromSeed(5), { iterations: 90 });
    expect(stats.moves.reduce((sum, entry) => sum + entry.visits, 0)).toBe(90);
  });

  it("plays another seat's unseen move by the game's model of it (hiddenMove), asked with every move that looks alike", () => {
    const asked: { actor: Seat; moves: number }[] = [];
    const state: KuhnState = { cards: [2, 3], actions: [] };
    const modelled: typeof kuhnSearch = {
      ...kuhnSearch,
      observe: () => 'unseen',
      hiddenMove: (_state, actor, moves) => (asked.push({ actor, moves: moves.length }), moves.includes('bet') ? 'bet' : 'call'),
    };
    searchRoot(modelled, kuhnView(state, 0), 0, ['check', 'bet'], 2, Rng.fromSeed(4), { iterations: 200 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((call) => call.actor === 1 && call.moves === 2)).toBe(true);
  });
});
