/**
 * Information-set Monte Carlo tree search (single observer: Cowling, Powley
 * and Whitehouse 2012; OpenSpiel's ISMCTS with "resample from infostate").
 *
 * One tree, from the searching seat's point of view. Each iteration:
 *
 * 1. draws a full state behind the seat's view from the game's sampler
 *    (sampler.ts), the hidden cards and the generator of the dice to come
 *    drawn from the search's own generator;
 * 2. descends the tree: a node is the sequence of moves as the searching seat
 *    sees them (its own moves as they are, another seat's as the game's
 *    `observe` tells them, by default as they are). At each node only the
 *    moves legal in this sample are available, and the child is chosen by
 *    UCB with availability counts (a child's exploration term counts the
 *    visits in which it was available, not the parent's visits);
 * 3. expands one new child (the game's `orderMoves` first, else at random);
 * 4. plays the rest out (the game's `rollout` policy, else random moves) up to
 *    `rolloutDepth` moves, then scores the end by the result (a winner's share
 *    of 1, split among equal winners) or, cut off, by the game's `evaluate`;
 * 5. backs the per-seat rewards up the path: each node keeps the sum for every
 *    seat, and the seat that moves at a node chooses by its own.
 *
 * Moves another seat makes in secret (a card laid face down) are grouped by
 * what the searching seat sees of them: the node keeps one child per group,
 * and a move of the group is drawn at random, so the tree never branches on
 * what the seat cannot see (SO-ISMCTS with partially observable moves).
 * Where several seats move at once, the searching seat moves first in the
 * tree, so that its choice never depends on the others' secret ones.
 *
 * The search's answer is the root's most visited move among the legal moves
 * it was given. Its budget is a count of iterations, and the host may stop it
 * sooner (`shouldStop`, asked between iterations: shared/ has no clock). It
 * draws everything from the generator it is given, so the same view, seat and
 * seed give the same move.
 */
import type { GameResult, MoveResult, Seat } from '../contract.js';
import type { Rng } from '../rng.js';
import { best } from '../bots/best.js';
import type { Sampler } from './sampler.js';

/** What the search plays a sampled state on: the game's rules (a definition or an engine will do). */
export interface SearchRules<S, M> {
  activeSeats(state: S): Seat[];
  /** The moves the search may try: every one of them is applied as it is. */
  legalMoves(state: S, seat: Seat): M[];
  randomMove(state: S, seat: Seat, rng: Rng): M | null;
  applyMove(state: S, actor: Seat, move: M): MoveResult<S, unknown>;
  result(state: S): GameResult | null;
}

/** What a game may add to the search: all optional but the sampler. */
export interface SearchGame<S, M, V> extends Sampler<S, V> {
  rules: SearchRules<S, M>;
  /** A move's identity in the tree (default: its JSON). Equal keys are the same move. */
  moveKey?(move: M): string;
  /**
   * What `observer` sees of `actor`'s move in `state` (before it), as a key:
   * moves with the same key look alike to him. Default: the move itself
   * (moveKey). Only asked for another seat's moves.
   */
  observe?(state: S, actor: Seat, move: M, observer: Seat): string;
  /**
   * The move `actor` plays among `moves` that look alike to the searcher (a
   * card laid face down): a model of how that seat chooses, from the sampled
   * state. Default: one drawn uniformly.
   */
  hiddenMove?(state: S, actor: Seat, moves: readonly M[], rng: Rng): M;
  /** Per seat, the worth of a position where a playout is cut off, from 0 (lost) to 1 (won). */
  evaluate?(state: S): number[];
  /** A seat's move in a playout (default: the rules' randomMove); null cuts the playout off there (evaluate scores it). */
  rollout?(state: S, seat: Seat, rng: Rng): M | null;
  /** The moves to expand first, best first (default: the order drawn at random). */
  orderMoves?(state: S, seat: Seat, moves: readonly M[]): M[];
}

export interface SearchOptions {
  /** Iterations at most (at least one is always made). */
  iterations: number;
  /** Asked between iterations: true ends the search (a time budget the host keeps; never a clock here). */
  shouldStop?: () => boolean;
  /** UCB's exploration constant (rewards lie in 0..1). Default 0.7. */
  exploration?: number;
  /** Moves of a playout before it is cut off and evaluated (needs `evaluate`). Default: played to the end. */
  rolloutDepth?: number;
  /** A playout that has not ended after this many moves is a bug of the game. Default 10 000. */
  maxPlayoutMoves?: number;
}

export interface SearchStats<M> {
  iterations: number;
  /** Nodes in the tree, the root included. */
  nodes: number;
  /** The root's children: a move, its visits and the searching seat's mean reward. */
  moves: { move: M; visits: number; mean: number }[];
}

interface Node {
  visits: number;
  /** Visits to the parent in which this child's move was available. */
  available: number;
  /** Per seat: the sum of the rewards backed up through this node. */
  rewards: number[];
  children: Map<string, Node>;
}

const newNode = (seats: number): Node => ({ visits: 0, available: 0, rewards: new Array<number>(seats).fill(0), children: new Map() });

/** Per seat: 1 shared among the winners, 0 for the others. */
export function winShares(result: GameResult, seats: number): number[] {
  const rewards = new Array<number>(seats).fill(0);
  for (const winner of result.winners) rewards[winner] = 1 / result.winners.length;
  return rewards;
}

const json = (move: unknown): string => JSON.stringify(move);

/** The root's statistics after a search from `view`; `choose` picks the move. */
export function searchRoot<S, M, V>(
  game: SearchGame<S, M, V>,
  view: V,
  seat: Seat,
  legalMoves: readonly M[],
  seats: number,
  rng: Rng,
  options: SearchOptions,
): SearchStats<M> {
  const { rules } = game;
  const key = game.moveKey ?? json;
  const exploration = options.exploration ?? 0.7;
  const root = newNode(seats);
  const maxMoves = options.maxPlayoutMoves ?? 10_000;
  let done = 0;
  let nodes = 1;
  // Grouping a node's moves by what the searching seat sees of them: its own moves are always seen.
  const labelOf = (state: S, actor: Seat, move: M): string => (actor === seat || !game.observe ? key(move) : game.observe(state, actor, move, seat));

  while (done < Math.max(1, options.iterations)) {
    if (done > 0 && options.shouldStop?.()) break;
    done++;
    let state = game.sample(view, seat, rng);
    let node = root;
    const path: Node[] = [root];
    let rewards: number[] | null = null;
    let expanded = false;

    // Selection and expansion.
    for (;;) {
      const result = rules.result(state);
      if (result) {
        rewards = winShares(result, seats);
        break;
      }
      // Of seats that move at once, the searcher first: its choice must not follow theirs, which it cannot see.
      const active = rules.activeSeats(state);
      const actor = active.includes(seat) ? seat : active[0];
      if (actor === undefined) break;
      const groups = new Map<string, M[]>();
      for (const move of rules.legalMoves(state, actor)) {
        const label = labelOf(state, actor, move);
        const group = groups.get(label);
        if (group) group.push(move);
        else groups.set(label, [move]);
      }
      if (groups.size === 0) break;
      const fresh: string[] = [];
      for (const label of groups.keys()) {
        const child = node.children.get(label);
        if (child) child.available++;
        else fresh.push(label);
      }
      let label: string;
      if (fresh.length > 0) {
        label = expansionLabel(game, state, actor, groups, fresh, labelOf, rng);
        const child = newNode(seats);
        child.available = 1;
        node.children.set(label, child);
        nodes++;
        expanded = true;
      } else {
        label = selectLabel(node, groups, actor, exploration, rng);
      }
      const group = groups.get(label) as M[];
      const move = group.length === 1 ? (group[0] as M) : game.hiddenMove ? game.hiddenMove(state, actor, group, rng) : rng.pick(group);
      const applied = rules.applyMove(state, actor, move);
      if (!applied.ok) throw new Error(`ISMCTS: a legal move was refused (${applied.rejection.key}): ${json(move)}`);
      state = applied.state;
      node = node.children.get(label) as Node;
      path.push(node);
      if (expanded) break;
    }

    rewards ??= playOut(game, state, seats, rng, options.rolloutDepth, maxMoves);
    for (const visited of path) {
      visited.visits++;
      for (let s = 0; s < seats; s++) visited.rewards[s] = (visited.rewards[s] as number) + (rewards[s] as number);
    }
  }

  const moves = legalMoves.map((move) => {
    const child = root.children.get(key(move));
    return { move, visits: child?.visits ?? 0, mean: child && child.visits > 0 ? (child.rewards[seat] as number) / child.visits : 0 };
  });
  return { iterations: done, nodes, moves };
}

/** The search's move for `seat` from `view`: the most visited of `legalMoves` (ties drawn from `rng`). */
export function searchMove<S, M, V>(
  game: SearchGame<S, M, V>,
  view: V,
  seat: Seat,
  legalMoves: readonly M[],
  seats: number,
  rng: Rng,
  options: SearchOptions,
): M {
  if (legalMoves.length === 1) return legalMoves[0] as M;
  const stats = searchRoot(game, view, seat, legalMoves, seats, rng, options);
  // Visits first, the mean reward breaking ties (it lies in 0..1, so it never outweighs a visit).
  const chosen = best(stats.moves.map((entry) => entry.visits + entry.mean / 2), rng);
  return legalMoves[chosen] as M;
}

/** The label of the child to expand: the game's preferred move first, else one drawn at random. */
function expansionLabel<S, M>(
  game: SearchGame<S, M, unknown>,
  state: S,
  actor: Seat,
  groups: Map<string, M[]>,
  fresh: readonly string[],
  labelOf: (state: S, actor: Seat, move: M) => string,
  rng: Rng,
): string {
  if (game.orderMoves && fresh.length > 1) {
    const open = new Set(fresh);
    const moves = [...groups.entries()].filter(([label]) => open.has(label)).flatMap(([, group]) => group);
    for (const move of game.orderMoves(state, actor, moves)) {
      const label = labelOf(state, actor, move);
      if (open.has(label)) return label;
    }
  }
  return fresh.length === 1 ? (fresh[0] as string) : rng.pick(fresh);
}

/** UCB over the children available in this sample, each by the mover's own rewards. */
function selectLabel<M>(node: Node, groups: Map<string, M[]>, actor: Seat, exploration: number, rng: Rng): string {
  const labels = [...groups.keys()];
  const scores = labels.map((label) => {
    const child = node.children.get(label) as Node;
    if (child.visits === 0) return Infinity;
    return (child.rewards[actor] as number) / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
  });
  return labels[best(scores, rng)] as string;
}

/** The rest of a sampled game, by the rollout policy; the rewards of its end or, cut off, its evaluation. */
function playOut<S, M>(game: SearchGame<S, M, unknown>, start: S, seats: number, rng: Rng, depth: number | undefined, maxMoves: number): number[] {
  const { rules } = game;
  let state = start;
  const limit = game.evaluate && depth !== undefined ? depth : maxMoves;
  for (let moves = 0; ; moves++) {
    const result = rules.result(state);
    if (result) return winShares(result, seats);
    const actor = rules.activeSeats(state)[0];
    if (moves >= limit || actor === undefined) {
      // Cut off, or waiting for something only the host computes: the game's estimate, else no one ahead.
      if (game.evaluate) return game.evaluate(state);
      if (actor !== undefined) throw new Error(`ISMCTS: a playout found no end after ${maxMoves} moves`);
      return new Array<number>(seats).fill(1 / seats);
    }
    const move = game.rollout ? game.rollout(state, actor, rng) : rules.randomMove(state, actor, rng);
    if (move === null && game.rollout && game.evaluate) return game.evaluate(state);
    if (move === null) throw new Error(`ISMCTS: active seat ${actor} has no move in a playout`);
    const applied = rules.applyMove(state, actor, move);
    if (!applied.ok) throw new Error(`ISMCTS: a playout's move was refused (${applied.rejection.key}): ${json(move)}`);
    state = applied.state;
  }
}

/** A bot on the search: a game's search, a seat count from the view, and the options. */
export function searchBot<S, M, V>(game: SearchGame<S, M, V>, seatsOf: (view: V) => number, options: SearchOptions) {
  return {
    chooseMove({ view, seat, legalMoves, rng }: { view: V; seat: Seat; legalMoves: M[]; rng: Rng }): M {
      return searchMove(game, view, seat, legalMoves, seatsOf(view), rng, options);
    },
  };
}
