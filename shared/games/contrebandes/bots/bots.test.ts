/**
 * The Contrebandes bots: they always make a legal move, decide from their
 * view alone, keep enough cards to load every quarter (normal), inspect a
 * player whose declaration cannot be true, and sample hidden cards that agree
 * with the view. No timing here: the decision times are measured by a script.
 */
import { describe, expect, it } from 'vitest';
import { type Bot, type Seat, describeRefusal } from '../../../engine/contract.js';
import { type Player, playGame } from '../../../engine/play.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { Rng } from '../../../engine/rng.js';
import { type Card, type Kind, CARDS_PER_PLAYER, cardOwner, cardValue, isCheese } from '../cards.js';
import { contrebandes } from '../index.js';
import { legalMoves, randomMove } from '../moves.js';
import { applyMove } from '../game.js';
import { activeSeats, loadLeavesEnough, result, setup } from '../rules.js';
import type { ContrebandesMove, ContrebandesState, ContrebandesView } from '../types.js';
import { viewFor } from '../view.js';
import { sampleState, sampleStates } from './determinize.js';
import { type HardOptions, hardMove } from './hard.js';
import { contrebandesBots } from './index.js';
import { type KindCounts, countDeclared, countKinds, fits } from './knowledge.js';
import { declarationOptions, habitProbability, normalBot } from './normal.js';

type Bots = Bot<ContrebandesView, ContrebandesMove>;

/** The hard bot with little work per decision, for tests that play many moves. */
const QUICK: Partial<HardOptions> = { work: 24, minSamples: 2, maxSamples: 3 };
const quickHard: Bots = { chooseMove: ({ view, seat, legalMoves: moves, rng }) => hardMove(view, seat, moves, rng, QUICK) };

/** Asks a bot for a move from a frozen view (so that a bot changing its input would throw) and applies it. */
function decide(bot: Bots, state: ContrebandesState, seat: Seat, seed: number): ContrebandesMove {
  const view = deepFreeze(viewFor(state, seat));
  const moves = deepFreeze(legalMoves(state, seat));
  return bot.chooseMove({ view, seat, legalMoves: moves, rng: Rng.fromSeed(seed) });
}

/** States met along a random game (random moves), every `every` moves. */
function randomStates(seed: number, seats: number, every: number): ContrebandesState[] {
  const rng = Rng.fromSeed(seed);
  let state = setup(seed, seats, { firstOfficer: null });
  const states: ContrebandesState[] = [];
  for (let moves = 0; !result(state); moves++) {
    if (moves % every === 0) states.push(state);
    const seat = activeSeats(state)[0] as Seat;
    const applied = applyMove(state, seat, randomMove(state, seat, rng) as ContrebandesMove);
    if (!applied.ok) throw new Error(describeRefusal(applied.rejection));
    state = applied.state;
  }
  return states;
}

/** States met along a game of normal bots. */
function normalStates(seed: number, seats: number, every: number): ContrebandesState[] {
  const states: ContrebandesState[] = [];
  let count = 0;
  const first = setup(seed, seats, { firstOfficer: null });
  states.push(first);
  playGame(contrebandes, seed, new Array<Player>(seats).fill(normalBot as Player), { firstOfficer: null }, {
    onMove: ({ state }) => {
      if (++count % every === 0 && !result(state as ContrebandesState)) states.push(state as ContrebandesState);
    },
  });
  return states;
}

describe('contrebandes bots: legal moves', () => {
  it('the registry has a distinct bot per level', () => {
    expect(new Set([contrebandesBots.easy, contrebandesBots.normal, contrebandesBots.hard]).size).toBe(3);
    expect(contrebandes.bots).toBe(contrebandesBots);
  });

  it('whole games of mixed bots finish with every move accepted (3, 4 and 5 seats)', () => {
    const lineups: Bots[][] = [
      [normalBot, contrebandesBots.easy, normalBot],
      [normalBot, normalBot, normalBot, normalBot],
      [quickHard, normalBot, contrebandesBots.easy, normalBot],
      [contrebandesBots.easy, normalBot, normalBot, quickHard, contrebandesBots.easy],
    ];
    lineups.forEach((players, i) => {
      // playGame throws when a bot's move is refused.
      const played = playGame(contrebandes, 100 + i, players as Player[]);
      expect(played.result.scores).toHaveLength(players.length);
    });
    for (let seed = 0; seed < 10; seed++) {
      const played = playGame(contrebandes, seed, [normalBot, normalBot, normalBot, normalBot] as Player[]);
      expect(played.result.winners.length).toBeGreaterThan(0);
    }
  });

  it('normal and hard give an accepted move in random states', () => {
    let checked = 0;
    for (let seed = 0; seed < 12; seed++) {
      for (const state of randomStates(seed, 3 + (seed % 3), 5)) {
        for (const seat of activeSeats(state)) {
          for (const bot of checked % 6 === 0 ? [normalBot, quickHard] : [normalBot]) {
            const move = decide(bot, state, seat, seed * 1000 + checked);
            const applied = applyMove(state, seat, move);
            expect(applied.ok, JSON.stringify({ phase: state.phase, move })).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('the hard bot at full strength gives accepted moves in every phase', () => {
    const phases = new Set<string>();
    for (const state of normalStates(7, 4, 1)) {
      // One decision per phase and quarter: the first met.
      const key = `${state.phase}${state.quarter}`;
      if (phases.has(key) || state.night > 0) continue;
      phases.add(key);
      const seat = activeSeats(state)[0] as Seat;
      const move = decide(contrebandesBots.hard, state, seat, 42);
      expect(applyMove(state, seat, move).ok).toBe(true);
    }
    expect(phases).toContain('loading0');
    expect(phases).toContain('inspecting1');
  });

  it('takes the bonus card of highest value', () => {
    let seen = 0;
    for (let seed = 0; seed < 10; seed++) {
      for (const state of normalStates(seed, 4, 1)) {
        if (state.phase !== 'bonus') continue;
        const seat = activeSeats(state)[0] as Seat;
        const best = Math.max(...state.caisse.map(cardValue));
        for (const bot of [normalBot, contrebandesBots.hard]) {
          const move = decide(bot, state, seat, seed);
          expect(move.type).toBe('takeBonus');
          if (move.type === 'takeBonus') expect(cardValue(move.card)).toBe(best);
        }
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('contrebandes bots: hidden information', () => {
  it('two states with the same view give the same decision', () => {
    let compared = 0;
    for (let seed = 0; seed < 3; seed++) {
      for (const state of normalStates(seed, 4, 7)) {
        for (const seat of activeSeats(state)) {
          const view = viewFor(state, seat);
          // Another state this seat cannot tell apart: the hidden cards drawn again.
          const twin = sampleState(view, seat, Rng.fromSeed(seed + 99)).state;
          expect(viewFor(twin, seat)).toEqual(view);
          expect(twin).not.toEqual(state);
          const bots = compared % 20 === 3 ? [normalBot, contrebandesBots.hard] : compared % 3 === 0 ? [normalBot, quickHard] : [normalBot];
          for (const bot of bots) {
            expect(decide(bot, twin, seat, compared)).toEqual(decide(bot, state, seat, compared));
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('determinizations agree with the view and keep every card in one place', () => {
    let checked = 0;
    let cheesedMules = 0;
    const states = [...normalStates(3, 4, 1), ...randomStates(4, 5, 3), ...randomStates(5, 3, 3), ...randomStates(6, 4, 1)];
    for (const state of states) {
      for (let seat = 0; seat < state.seats; seat++) {
        const view = viewFor(state, seat);
        for (const { state: sample } of sampleStates(view, seat, Rng.fromSeed(checked), 3)) {
          expect(viewFor(sample, seat)).toEqual(view);
          const all = [...sample.hands.flat(), ...sample.mules.flat(), ...sample.cashed.flat(), ...sample.caisse, ...sample.officerTaken];
          expect(new Set(all).size).toBe(all.length);
          if (state.phase !== 'bonus' && state.phase !== 'over') expect(all.length).toBe(state.seats * CARDS_PER_PLAYER);
          sample.hands.forEach((hand, owner) => {
            expect(hand.every((card) => cardOwner(card) === owner && !view.revealed.includes(card))).toBe(true);
          });
          sample.mules.forEach((mule, owner) => {
            if (owner === sample.officer && mule.length === 0) return;
            expect(mule.every((card) => cardOwner(card) === owner)).toBe(true);
          });
          // A mule that showed a cheese this quarter is known: the sample has it exactly.
          for (const inspection of state.inspections) {
            if (inspection.outcome !== 'cheese' || state.phase !== 'inspecting') continue;
            const sorted = (cards: Card[]): Card[] => cards.slice().sort((a, b) => a - b);
            expect(sorted(sample.mules[inspection.seat] as Card[])).toEqual(sorted(state.mules[inspection.seat] as Card[]));
            cheesedMules++;
          }
          // The viewer's own cards are exactly his.
          expect(sample.hands[seat]).toEqual(state.hands[seat]);
          expect(sample.mules[seat]).toEqual(state.mules[seat]);
          expect(sample.cashed[seat]).toEqual(state.cashed[seat]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(cheesedMules).toBeGreaterThan(0);
  });

  it('a sampled mule never contradicts what the viewer knows (cards shown, in his own pile)', () => {
    for (const state of normalStates(11, 4, 3)) {
      if (state.phase !== 'inspecting') continue;
      const seat = state.officer;
      const view = viewFor(state, seat);
      const known = new Set<Card>([...view.revealed, ...(view.ownCashed ?? []), ...view.caisse]);
      for (const { state: sample } of sampleStates(view, seat, Rng.fromSeed(1), 8)) {
        for (let other = 0; other < state.seats; other++) {
          if (other === seat || view.inspections.some((inspection) => inspection.seat === other)) continue;
          expect((sample.mules[other] as Card[]).some((card) => known.has(card))).toBe(false);
        }
      }
    }
  });
});

describe('the normal bot', () => {
  it('never loads so much that a later quarter cannot be loaded', () => {
    let loads = 0;
    const lineups: Player[][] = [
      [normalBot, normalBot, normalBot, normalBot],
      [normalBot, 'random', normalBot],
      ['random', normalBot, 'random', normalBot, normalBot],
    ];
    for (let seed = 0; seed < 30; seed++) {
      const players = lineups[seed % lineups.length] as Player[];
      let before = setup(seed, players.length, { firstOfficer: null });
      playGame(contrebandes, seed, players, { firstOfficer: null }, {
        onMove: ({ seat, move, state }) => {
          const m = move as ContrebandesMove;
          if (m.type === 'load' && players[seat] === normalBot) {
            const hand = before.hands[seat] as Card[];
            expect(loadLeavesEnough(hand.length, m.cards.length, before.quarter)).toBe(true);
            loads++;
          }
          before = state as ContrebandesState;
        },
      });
    }
    expect(loads).toBeGreaterThan(1000);
  });

  it('a normal player never misses a load (never scores 0 for failing to load)', () => {
    for (let seed = 0; seed < 10; seed++) {
      playGame(contrebandes, seed, [normalBot, 'random', normalBot, normalBot] as Player[], { firstOfficer: null }, {
        onMove: ({ state }) => {
          const s = state as ContrebandesState;
          for (const seat of [0, 2, 3]) expect(s.couldNotLoad[seat]).toBe(false);
        },
      });
    }
  });

  it('declares only legal goods the public can still believe, and the truth for a legal mule', () => {
    for (const state of normalStates(21, 4, 1)) {
      if (state.phase !== 'declaring') continue;
      const seat = state.toDeclare[0] as Seat;
      const move = decide(normalBot, state, seat, 5);
      expect(move.type).toBe('declare');
      if (move.type !== 'declare') continue;
      const mule = state.mules[seat] as Card[];
      const declared = countDeclared(move.kinds);
      const shown = new Set(state.revealed);
      const believable = countKinds(Array.from({ length: CARDS_PER_PLAYER }, (_, i) => seat * CARDS_PER_PLAYER + i).filter((card) => !shown.has(card)));
      expect(fits(declared, believable)).toBe(true);
      const truth = countKinds(mule);
      if (truth[2] === 0 && truth[3] === 0 && truth[4] === 0) expect(declared).toEqual(truth);
    }
  });

  it('habitProbability matches declarationOptions for every small mule', () => {
    const all: KindCounts[] = [];
    const walk = (i: number, counts: number[], left: number): void => {
      if (i === 5) {
        all.push(counts.slice() as KindCounts);
        return;
      }
      for (let n = 0; n <= left; n++) walk(i + 1, [...counts, n], left - n);
    };
    walk(0, [], 4);
    const believables: KindCounts[] = [
      [3, 3, 2, 2, 1],
      [1, 2, 2, 2, 1],
      [0, 1, 1, 0, 1],
      [0, 0, 2, 2, 0],
    ];
    for (const mule of all) {
      const size = mule.reduce((a, b) => a + b, 0);
      if (size === 0) continue;
      for (const believable of believables) {
        const options = declarationOptions(mule, believable);
        expect(options.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1);
        for (const declared of all) {
          if (declared.reduce((a, b) => a + b, 0) !== size) continue;
          const expected = options.filter((o) => o.counts.every((n, i) => n === declared[i])).reduce((sum, o) => sum + o.p, 0);
          expect(habitProbability(declared, mule, believable)).toBeCloseTo(expected);
        }
      }
    }
  });
});

describe('the officer and an impossible declaration', () => {
  /**
   * 4 seats. Quarter 1: seat 2 loads its three clothes and is inspected
   * (they are shown to all). Quarter 2, officer seat 1: seat 2 declares two
   * clothes, which it cannot hold any more; the others tell a believable story.
   */
  function impossibleDeclarationState(variant: number): ContrebandesState {
    const c = (seat: Seat, index: number): Card => seat * CARDS_PER_PLAYER + index;
    let state = setup(1, 4, { firstOfficer: 0 });
    const step = (seat: Seat, move: ContrebandesMove): void => {
      const applied = applyMove(state, seat, move);
      if (!applied.ok) throw new Error(`${JSON.stringify(move)}: ${describeRefusal(applied.rejection)}`);
      state = applied.state;
    };
    step(0, { type: 'load', cards: [c(0, 3), c(0, 4)] });
    step(1, { type: 'load', cards: [c(1, 0), c(1, 3)] });
    step(2, { type: 'load', cards: [c(2, 0), c(2, 1), c(2, 2)] });
    step(3, { type: 'load', cards: [c(3, 0), c(3, 3)] });
    step(1, { type: 'declare', kinds: ['clothes', 'food'] });
    step(2, { type: 'declare', kinds: ['clothes', 'clothes', 'clothes'] });
    step(3, { type: 'declare', kinds: ['clothes', 'food'] });
    step(0, { type: 'inspect', target: 2 });
    step(0, { type: 'designate', officer: 1 });
    // Quarter 2: seat 2 smuggles and claims clothes it no longer has.
    const smuggle = variant % 2 === 0 ? [c(2, 7), c(2, 9)] : [c(2, 6), c(2, 3)];
    step(0, { type: 'load', cards: [c(0, 1), c(0, 5)] });
    step(1, { type: 'load', cards: [c(1, 1), c(1, 4), c(1, 7)] });
    step(2, { type: 'load', cards: smuggle });
    step(3, { type: 'load', cards: variant % 3 === 0 ? [c(3, 7), c(3, 10)] : [c(3, 1), c(3, 4)] });
    const claims: Record<Seat, Kind[]> = {
      2: ['clothes', 'clothes'],
      3: ['clothes', 'food'],
      0: ['clothes', 'food'],
    };
    for (const seat of [2, 3, 0]) step(seat, { type: 'declare', kinds: claims[seat] as Kind[] });
    return state;
  }

  it('the normal officer inspects the player whose declaration cannot be true', () => {
    for (let variant = 0; variant < 6; variant++) {
      const state = impossibleDeclarationState(variant);
      expect(state.phase).toBe('inspecting');
      expect(state.officer).toBe(1);
      for (let seed = 0; seed < 5; seed++) expect(decide(normalBot, state, 1, seed)).toEqual({ type: 'inspect', target: 2 });
    }
  });

  it('the hard officer inspects him too', () => {
    for (let variant = 0; variant < 2; variant++) {
      const state = impossibleDeclarationState(variant);
      expect(decide(contrebandesBots.hard, state, 1, variant)).toEqual({ type: 'inspect', target: 2 });
    }
  });

  it('the declaration is impossible only by what was shown', () => {
    const state = impossibleDeclarationState(0);
    for (const index of [0, 1, 2]) expect(state.revealed).toContain(2 * CARDS_PER_PLAYER + index);
    expect(state.declarations[2]?.kinds).toEqual(['clothes', 'clothes']);
    expect((state.mules[2] as Card[]).some(isCheese)).toBe(false);
  });
});
