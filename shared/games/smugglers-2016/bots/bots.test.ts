/**
 * The Smugglers (2016) bots: they always make a legal move from their view
 * alone, sculpt within their putty and below the hole by a margin that shrinks
 * with skill, gamble less after a red number, push harder after a short roll,
 * count stink bombs, and the stronger beat the weaker. Most games here use a
 * quick stand-in for the physics (a sphere passes when it fits and the push is
 * right); a few use the real simulation.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGameDefinition, type Bot, HOST, type HostTask, type Seat } from '../../../engine/contract.js';
import { type Player, playGameAsync } from '../../../engine/play.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { Rng } from '../../../engine/rng.js';
import type { RollInput, RollOutcome } from '../physics/contract.js';
import { smugglers2016 } from '../index.js';
import { legalMoves } from '../moves.js';
import { MAX_MASS_G, MIN_MASS_G, STANDARD } from '../physical.js';

const { diameterMm, holeDiameterMm } = STANDARD;
import { currentTester } from '../rules.js';
import { newGame, play, roll, roundWithDice, sculptAll } from '../testkit.js';
import type { SmugglersMove, SmugglersState, SmugglersView } from '../types.js';
import { viewFor } from '../view.js';
import { smugglersBots } from './index.js';
import { distanceToWin, neededKind, possibleHoles } from './knowledge.js';

type Bots = Bot<SmugglersView, SmugglersMove>;

/** A quick stand-in for the physics: short below 0.2, stuck when too big (bumps included) or pushed too hard for a tight fit. */
export function fakeRoll(input: RollInput): RollOutcome {
  if (input.push.strength < 0.2) return 'short';
  const effective = diameterMm(input.sphere.massG) * (1 + 0.1 * (1 - input.sphere.roundness));
  const fit = effective / holeDiameterMm(input.hole);
  if (fit >= 1) return 'stuck';
  if (fit > 0.97 && input.push.strength > 0.8) return 'stuck';
  return 'passed';
}

const quick: AnyGameDefinition = {
  ...smugglers2016,
  performHostTask: async (task: HostTask) => ({ type: 'roll-outcome', outcome: fakeRoll(task.input as RollInput) }),
};

function decide(bot: Bots, state: SmugglersState, seat: Seat, seed: number): SmugglersMove {
  return bot.chooseMove({ view: deepFreeze(viewFor(state, seat)), seat, legalMoves: deepFreeze(legalMoves(state, seat)), rng: Rng.fromSeed(seed) });
}

describe('smugglers bots: legal moves', () => {
  it('the registry has a distinct bot per level, used by the definition', () => {
    expect(new Set([smugglersBots.easy, smugglersBots.normal, smugglersBots.hard]).size).toBe(3);
    expect(smugglers2016.bots).toBe(smugglersBots);
  });

  it('whole games of mixed bots finish, every move accepted, from frozen views (2, 3 and 4 seats)', async () => {
    const lineups: Bots[][] = [
      [smugglersBots.easy, smugglersBots.hard],
      [smugglersBots.normal, smugglersBots.hard, smugglersBots.easy],
      [smugglersBots.hard, smugglersBots.normal, smugglersBots.easy, smugglersBots.normal],
    ];
    for (const [index, bots] of lineups.entries()) {
      const frozen: Player[] = bots.map((bot) => ({
        chooseMove: (input) => bot.chooseMove({ ...input, view: deepFreeze(input.view), legalMoves: deepFreeze(input.legalMoves) } as never),
      }));
      for (const shortGame of [false, true]) {
        const played = await playGameAsync(quick, 100 + index, frozen, { hourglassSeconds: 60, shortGame, firstPlayer: null });
        expect(played.result.winners).toHaveLength(1);
        expect(played.moves).toBeLessThan(5000);
      }
    }
  });

  it('whole games repeat exactly from the seed', async () => {
    const bots: Player[] = [smugglersBots.hard, smugglersBots.normal, smugglersBots.easy];
    const first = await playGameAsync(quick, 7, bots);
    const second = await playGameAsync(quick, 7, bots);
    expect(second).toEqual(first);
  });
});

describe('smugglers bots: sculpting', () => {
  it('stay within their putty and aim below the known hole, closer with more skill', () => {
    const spread: Record<string, number[]> = { easy: [], normal: [], hard: [] };
    let tooBig: Record<string, number> = { easy: 0, normal: 0, hard: 0 };
    for (let seed = 0; seed < 150; seed++) {
      const state = roundWithDice(newGame(2), [1 + (seed % 4)], { boss: seed % 7 });
      const hole = holeDiameterMm(state.hole as number);
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const move = decide(smugglersBots[level], state, 0, seed);
        expect(move.type).toBe('sculpt');
        if (move.type !== 'sculpt') continue;
        expect(move.massG).toBeGreaterThanOrEqual(MIN_MASS_G);
        expect(move.massG).toBeLessThanOrEqual(MAX_MASS_G);
        const fit = diameterMm(move.massG) / hole;
        spread[level]?.push(Math.abs(1 - fit));
        if (fit >= 1) tooBig = { ...tooBig, [level]: (tooBig[level] ?? 0) + 1 };
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(spread.hard as number[])).toBeLessThan(mean(spread.normal as number[]));
    expect(mean(spread.normal as number[])).toBeLessThan(mean(spread.easy as number[]));
    expect(tooBig.hard).toBeLessThan(8);
    expect(tooBig.hard).toBeLessThanOrEqual(tooBig.easy as number);
  });

  it('with two players the hard bot hides the kind it needs nearly always, and still bluffs now and then', () => {
    // Its ball is far more often opened by itself than inspected: a bluff is mostly a token it did not need.
    const hidden = { need: 0, other: 0 };
    for (let seed = 0; seed < 400; seed++) {
      const state = roundWithDice(newGame(2), [1 + (seed % 4)], { boss: seed % 7 });
      const view = viewFor(state, 0);
      const need = neededKind(view.players[0]?.tokens ?? { sweet: 0, sour: 0 }, view.options.shortGame);
      const move = decide(smugglersBots.hard, state, 0, seed);
      if (move.type !== 'sculpt' || move.contraband === 'stink') continue;
      if (move.contraband === need) hidden.need++;
      else hidden.other++;
    }
    expect(hidden.other / (hidden.need + hidden.other)).toBeLessThan(0.12);
    expect(hidden.other).toBeGreaterThan(0);
  });

  it('after a red number, size the sphere for one of the six holes the second roll can bring', () => {
    const state = roundWithDice(newGame(2), [6], { boss: 3 });
    const view = viewFor(state, 0);
    expect(possibleHoles(view).sort()).toEqual([0, 1, 2, 4, 5, 6]);
    let safe = 0;
    for (let seed = 0; seed < 60; seed++) {
      const move = decide(smugglersBots.normal, state, 0, seed);
      if (move.type === 'sculpt' && diameterMm(move.massG) < holeDiameterMm(4)) safe++; // the second smallest (23 mm) among them
    }
    expect(safe).toBeGreaterThan(45);
  });
});

describe('smugglers bots: the test', () => {
  it('push harder after a roll that stopped short, and re-round after a first stuck', () => {
    let state = sculptAll(roundWithDice(newGame(2), [2], { boss: 3 }), [{ massG: 10, contraband: 'sweet' }, { massG: 10, contraband: 'sour' }]).state;
    state = roll(state, 'short', 0.3).state;
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const move = decide(smugglersBots[level], state, 0, 3);
      expect(move.type).toBe('push');
      if (move.type === 'push') expect(move.strength).toBeGreaterThan(0.45);
    }
    state = roll(state, 'stuck', 0.5).state;
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const move = decide(smugglersBots[level], state, 0, 4);
      expect(move.type).toBe('reround');
      if (move.type === 'reround') expect(move.roundness).toBeGreaterThanOrEqual(1 - 1e-9);
    }
    state = play(state, 0, { type: 'reround', roundness: 0.9, shapeSeed: 1 }).state;
    expect(decide(smugglersBots.hard, state, 0, 5).type).toBe('push');
    expect(currentTester(state)).toBe(0);
  });
});

describe('smugglers bots: inspection and stealing', () => {
  /** Seat 0 in the office, seats 1 and 2 in the junk room. */
  function inspecting(change: Partial<SmugglersState>): SmugglersState {
    let state = sculptAll(roundWithDice(newGame(3), [2], { boss: 3, ...change }), [
      { massG: 20, contraband: 'sweet' },
      { massG: 10, contraband: 'sour' },
      { massG: 12, contraband: 'sweet' },
    ]).state;
    state = roll(state, 'passed').state;
    for (const seat of [1, 2]) {
      void seat;
      state = roll(state, 'stuck').state;
      state = roll(state, 'stuck').state;
    }
    expect(state.phase).toBe('inspecting');
    return state;
  }

  it('normal and hard never guess a stink bomb at a player who holds none', () => {
    const state = inspecting({ stinkBombs: [1, 0, 0] });
    for (let seed = 0; seed < 40; seed++) {
      for (const level of ['normal', 'hard'] as const) {
        const move = decide(smugglersBots[level], state, 0, seed);
        expect(move.type).toBe('inspect');
        if (move.type === 'inspect') expect(move.guess).not.toBe('stink');
      }
    }
  });

  it('the normal bot guesses the kind its target needs, and inspects the player nearest to winning', () => {
    const state = inspecting({ stinkBombs: [1, 0, 0], tokens: [{ sweet: 1, sour: 0 }, { sweet: 1, sour: 0 }, { sweet: 0, sour: 5 }] });
    const move = decide(smugglersBots.normal, state, 0, 1);
    expect(move).toEqual({ type: 'inspect', target: 2, guess: neededKind({ sweet: 0, sour: 5 }, false) });
  });

  it('the hard bot learns an opponent\'s habit from the spheres it saw opened', () => {
    const state = inspecting({ stinkBombs: [1, 0, 1], tokens: [{ sweet: 1, sour: 0 }, { sweet: 3, sour: 0 }, { sweet: 3, sour: 0 }] });
    // Seat 1 always hid the kind he did not need; seat 2 is unknown.
    const habit = (round: number) => ({
      round,
      startingPlayer: 0,
      dice: [1],
      hole: 4,
      nobodyThrough: false,
      seats: [0, 1, 2].map((seat) => ({
        seat,
        room: 'junk' as const,
        failed: true,
        place: null,
        massG: null,
        contraband: seat === 1 ? ('sour' as const) : null,
        inspectedBy: null,
        guess: null,
        stinkBombsHeld: 0,
        tokensBefore: { sweet: 3, sour: 0 },
      })),
    });
    const learnt = { ...state, history: [habit(0), habit(1), habit(2), habit(3), habit(4), habit(5)] };
    const move = decide(smugglersBots.hard, learnt, 0, 2);
    expect(move).toEqual({ type: 'inspect', target: 1, guess: 'sour' });
  });

  it('a stink bomb takes the token that matters most', () => {
    // Seat 0 reveals a stink bomb: seat 2 is one sour short of 7.
    let state = sculptAll(roundWithDice(newGame(3), [2], { boss: 3, tokens: [{ sweet: 0, sour: 4 }, { sweet: 2, sour: 0 }, { sweet: 1, sour: 6 }] }), [
      { massG: 20, contraband: 'stink' },
      { massG: 25, contraband: 'sweet' },
      { massG: 10, contraband: 'sweet' },
    ]).state;
    state = roll(state, 'passed').state;
    state = roll(state, 'passed').state;
    state = roll(state, 'stuck').state;
    state = roll(state, 'stuck').state;
    // Seat 1 (place 1) inspects seat 2 and guesses right; then seat 1 reveals, then seat 0's bomb.
    state = play(state, 1, { type: 'inspect', target: 2, guess: 'sweet' }).state;
    expect(state.phase).toBe('stealing');
    for (const level of ['normal', 'hard'] as const) expect(decide(smugglersBots[level], state, 0, 1)).toEqual({ type: 'steal', from: 2, token: 'sour' });
    expect(distanceToWin({ sweet: 0, sour: 5 }, false)).toBe(2);
  });
});

describe('smugglers bots: strength', () => {
  it('hard beats easy, and normal beats easy, over seeded 3-player games (the strong bot in each seat in turn)', async () => {
    /** The strong bot's share of the wins against two weak ones (a fair share is 1/3). */
    const share = async (strong: Bots, weak: Bots, games: number): Promise<number> => {
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const strongSeat = g % 3;
        const players: Player[] = [weak, weak, weak];
        players[strongSeat] = strong;
        const played = await playGameAsync(quick, 5000 + g, players);
        if (played.result.winners.includes(strongSeat)) wins++;
      }
      return wins / games;
    };
    expect(await share(smugglersBots.hard, smugglersBots.easy, 90)).toBeGreaterThan(0.45);
    expect(await share(smugglersBots.normal, smugglersBots.easy, 90)).toBeGreaterThan(0.4);
  }, 60_000);

  it('play a whole game with the real physics (the host\'s simulateRoll)', async () => {
    const played = await playGameAsync(smugglers2016, 11, [smugglersBots.hard, smugglersBots.easy], { hourglassSeconds: 60, shortGame: true, firstPlayer: 0 });
    expect(played.result.winners).toHaveLength(1);
  }, 60_000);

  it('the host task carries the pending roll, and only then', () => {
    let state = sculptAll(roundWithDice(newGame(2), [2], { boss: 3 }), [{ massG: 10, contraband: 'sweet' }, { massG: 11, contraband: 'sour', roundness: 0.8 }]).state;
    expect(smugglers2016.hostTask?.(state)).toBeNull();
    state = play(state, 0, { type: 'push', strength: 0.42 }).state;
    expect(smugglers2016.hostTask?.(state)).toEqual({ kind: 'roll', input: { sphere: { massG: 10, roundness: 1, shapeSeed: 0 }, hole: 5, push: { strength: 0.42 } } });
    state = play(state, HOST, { type: 'roll-outcome', outcome: 'passed' }).state;
    expect(smugglers2016.hostTask?.(state)).toBeNull();
  });
});
