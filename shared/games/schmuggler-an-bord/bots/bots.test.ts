/**
 * The Schmuggler an Bord bots: every level makes a legal move in every phase
 * of whole seeded games at 3 to 6 seats, from a frozen view (a bot that wrote
 * to it would throw); the same view and generator give the same move; and on
 * tables laid out by hand each level does what its memory tells it: names the
 * seat it remembers taking the good, says "myself" for a good it remembers
 * taking, names back the seat it knows holds it, objects to a "myself" it
 * knows is false (and not to one it knows is true), and turns over the place
 * where it remembers the good. No strength and no timing here: `npm run
 * bench` plays 300 seeded games per pairing, seats rotated, and times the bots.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel, Seat } from '../../../engine/contract.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { type Player, playGame } from '../../../engine/play.js';
import { Rng, deriveSeed } from '../../../engine/rng.js';
import { checkedBot } from '../../../engine/testing/checked-bot.js';
import { sabGame } from '../game.js';
import type { SabMove, SabState, SabView } from '../types.js';
import { sabBots } from './index.js';
import { objectionWorth, suspectWorths } from './hard.js';
import { Logbook } from './testkit.js';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

function ask(level: BotLevel, view: SabView, seat: Seat, legalMoves: SabMove[], seed = 1): SabMove {
  return sabBots[level].chooseMove({ view: deepFreeze(view), seat, legalMoves: deepFreeze(legalMoves), rng: Rng.fromSeed(seed) });
}

const suspects = (seats: number): SabMove[] => Array.from({ length: seats }, (_, seat) => ({ type: 'suspect', seat }));
const objections: SabMove[] = [
  { type: 'object', object: true },
  { type: 'object', object: false },
];

describe('whole games', () => {
  /**
   * Plays a game with the given levels seat by seat (the engine's playGame, each bot deciding from its
   * seat's bot view), every move checked (checkedBot: legal, the same when asked again, from a frozen
   * view); returns the final state.
   */
  function playChecked(seed: number, levels: readonly BotLevel[]): { state: SabState; moves: number } {
    const players = levels.map((level) => checkedBot(sabBots[level]) as Player);
    const played = playGame({ ...sabGame, bots: sabBots }, seed, players, sabGame.defaultOptions(levels.length), { maxMoves: 5000, decisionSeed: (moves) => deriveSeed(seed, moves) });
    return { state: played.state as SabState, moves: played.moves };
  }

  it.each([3, 4, 5, 6])('every level picks only legal moves at %i seats, to the end of the game', (seats) => {
    for (let seed = 1; seed <= 8; seed++) {
      const levels = Array.from({ length: seats }, (_, seat) => LEVELS[(seat + seed) % 3] as BotLevel);
      const { state } = playChecked(seed * 101 + seats, levels);
      expect(state.phase).toBe('over');
    }
  });
});

describe('the suspicion of a roller', () => {
  it.each(LEVELS)('%s names the seat it saw take the good a turn ago', (level) => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.take(2, 'pearls');
    record.roll(3);
    // The easy bot names on a whim now and then: a seed where it does not.
    const move = ask(level, record.view(3, { good: 'pearls', roller: 3 }), 3, suspects(4), 2);
    expect(move).toEqual({ type: 'suspect', seat: 2 });
  });

  it.each(LEVELS)('%s says "myself" for a good it remembers taking', (level) => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.take(1, 'pearls');
    record.roll(1);
    expect(ask(level, record.view(1, { good: 'pearls', roller: 1 }), 1, suspects(4), 2)).toEqual({ type: 'suspect', seat: 1 });
  });

  it('hard follows a card given on after a search', () => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.roll(0).give(1, 1, 'furs', 3);
    record.idle(3);
    record.roll(2);
    expect(ask('hard', record.view(2, { good: 'furs', roller: 2 }), 2, suspects(4))).toEqual({ type: 'suspect', seat: 3 });
  });
});

describe('a named seat', () => {
  const record = (): Logbook => new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);

  it.each(LEVELS)('%s says "myself" when named for a good it holds', (level) => {
    const table = record();
    table.roll(0);
    expect(ask(level, table.view(2, { good: 'stamps', roller: 0, chain: [{ by: 0, suspect: 2 }] }), 2, suspects(4), 2)).toEqual({ type: 'suspect', seat: 2 });
  });

  it.each(['normal', 'hard'] as const)('%s names the roller back when it knows he holds the good', (level) => {
    const table = record();
    table.roll(0);
    expect(ask(level, table.view(2, { good: 'watches', roller: 0, chain: [{ by: 0, suspect: 2 }] }), 2, suspects(4))).toEqual({ type: 'suspect', seat: 0 });
  });

  it.each(['normal', 'hard'] as const)('%s names the holder, a seat not yet in the chain', (level) => {
    const table = record();
    table.roll(0);
    expect(ask(level, table.view(2, { good: 'amphorae', roller: 0, chain: [{ by: 0, suspect: 2 }] }), 2, suspects(4))).toEqual({ type: 'suspect', seat: 3 });
  });
});

describe('objections', () => {
  const table = (): Logbook => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.roll(0);
    return record;
  };
  const myself = { roller: 0, chain: [{ by: 0, suspect: 0 }] };

  it.each(['normal', 'hard'] as const)('%s objects to a "myself" it knows is false', (level) => {
    expect(ask(level, table().view(2, { good: 'furs', ...myself }, 'objections'), 2, objections)).toEqual({ type: 'object', object: true });
  });

  it.each(LEVELS)('%s lets a true "myself" pass', (level) => {
    expect(ask(level, table().view(2, { good: 'watches', ...myself }, 'objections'), 2, objections, 2)).toEqual({ type: 'object', object: false });
  });

  it('hard objects only when the roller holds the good with less than an equal share of chance', () => {
    // Objecting costs a chip with chance p, and costs the roller one with chance 1 - p (shared out over the others).
    expect(objectionWorth(0.1, 4)).toBeGreaterThan(0);
    expect(objectionWorth(0.25, 4)).toBeCloseTo(0);
    expect(objectionWorth(0.4, 4)).toBeLessThan(0);
    expect(objectionWorth(1 / 3, 3)).toBeCloseTo(0);
  });
});

describe('the search', () => {
  it.each(LEVELS)('%s turns over the place where it remembers the good', (level) => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.take(1, 'gems').take(2, 'tea');
    record.roll(3);
    const view = record.view(1, { good: 'gems', roller: 3, chain: [{ by: 3, suspect: 1 }, { by: 1, suspect: 1 }], searchers: [1], search: { seat: 1, turned: [], seen: [] } }, 'search');
    const moves: SabMove[] = [0, 1, 2].map((index) => ({ type: 'turnCard', index }));
    expect(ask(level, view, 1, moves, 3)).toEqual({ type: 'turnCard', index: 2 });
  });
});

describe("the hard bot's look ahead", () => {
  it('values naming the certain holder above anyone else, and "myself" low when it lacks the good', () => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.roll(0);
    const view = record.view(0, { good: 'furs', roller: 0 });
    const worths = suspectWorths(view, 0, [0, 1, 0, 0], [1, 1, 1, 1], [0, 1, 2, 3], Rng.fromSeed(1));
    // Naming seat 1: the furs come to me (+2) from him (-2): 2 + 2/3 against the others' mean.
    expect(worths[1]).toBeCloseTo(2 + 2 / 3);
    // "Myself" with everyone knowing: three objectors, three chips for me (and the others' mean unchanged).
    expect(worths[0]).toBeCloseTo(-3);
    expect(Math.max(...worths)).toBe(worths[1]);
  });

  it('names back a seat that suspected when that seat holds it: the round ends and the card is mine', () => {
    const record = new Logbook(4).deal([['coffee', 'watches'], ['gold', 'furs'], ['stamps', 'microfilms'], ['computers', 'amphorae']]);
    record.roll(0);
    const view = record.view(2, { good: 'watches', roller: 0, chain: [{ by: 0, suspect: 2 }] });
    const worths = suspectWorths(view, 2, [1, 0, 0, 0], [1, 1, 1, 1], [0, 1, 2, 3], Rng.fromSeed(1));
    // The roller was wrong and pays 1 (two took part): +2 card, and the others' mean moves by (-2 - 1) / 3.
    expect(worths[0]).toBeCloseTo(2 + 1);
    // "Myself" without the good: I pay 1, so does the roller; nobody gets a card.
    expect(worths[2]).toBeCloseTo(-1 + 1 / 3);
  });
});
