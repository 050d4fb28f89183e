/**
 * The Smugglers (2025) bots: every level makes a legal move in every phase of
 * whole seeded games at 1 to 6 seats with robots (the standard game, and the
 * long game with the coins and more robots), from a frozen view (a bot that
 * wrote to it would throw); the same view and generator give the same move;
 * and on tables laid out by hand each level does what the rules reward:
 * plays what the customs card lets through, keeps its coins, leaves a unique
 * good it owns, and (normal and hard) stays off a weapon, a lone poison or
 * Stolen Jewelry that the others are sure to spoil, plays two poisons
 * together, and draws towards a set. No strength and no timing here: `npm run
 * bench` plays 300 seeded games per pairing, seats rotated, and times the bots.
 */
import { describe, expect, it } from 'vitest';
import type { Bot, BotLevel, Seat } from '../../../engine/contract.js';
import { deepFreeze } from '../../../engine/conformance/deep-freeze.js';
import { type Player, playGame } from '../../../engine/play.js';
import { Rng, deriveSeed } from '../../../engine/rng.js';
import { checkedBot } from '../../../engine/testing/checked-bot.js';
import { s25Game } from '../game.js';
import type { Kind } from '../goods.js';
import { type Table, table } from '../testkit.js';
import type { S25Move, S25Options, S25State, S25View } from '../types.js';
import { s25Bots } from './index.js';
import { DEFAULT_TRAITS } from './outlook.js';
import { tableTraits } from './policy.js';
import { positionOf } from './position.js';
import { sampledWorths } from './sampling.js';
import { withKinds } from './tally.js';

const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

function ask(level: BotLevel, state: S25State, seat: Seat, seed = 1): S25Move {
  const view = deepFreeze(s25Game.viewFor(state, seat));
  const legalMoves = deepFreeze(s25Game.legalMoves(state, seat));
  return s25Bots[level].chooseMove({ view, seat, legalMoves, rng: Rng.fromSeed(seed) });
}

/** The moves of `level` on a table over several seeds (the easy bot acts on a whim now and then). */
function answers(level: BotLevel, state: S25State, seat: Seat, seeds = 6): S25Move[] {
  return Array.from({ length: seeds }, (_, seed) => ask(level, state, seat, seed + 1));
}

describe('whole games', () => {
  /**
   * Plays a game with the given levels seat by seat (the engine's playGame), every move checked
   * (checkedBot: legal, the same when asked again, from a frozen view); returns the final state.
   */
  function playChecked(seed: number, levels: readonly BotLevel[], options: S25Options): S25State {
    const players = levels.map((level) => checkedBot(s25Bots[level]) as Player);
    const played = playGame({ ...s25Game, bots: s25Bots }, seed, players, options, { maxMoves: 2000, decisionSeed: (moves) => deriveSeed(seed, moves) });
    return played.state as S25State;
  }

  it.each([1, 2, 3, 4, 5, 6])('every level picks only legal moves at %i seats, to the end of the game', (seats) => {
    for (let seed = 1; seed <= 3; seed++) {
      const levels = Array.from({ length: seats }, (_, seat) => LEVELS[(seat + seed) % 3] as BotLevel);
      const standard = s25Game.defaultOptions(seats);
      expect(playChecked(seed * 101 + seats, levels, standard).phase).toBe('over');
      const long = { ...standard, robots: Math.min(4, standard.robots + 2), longGame: true, coins: true };
      expect(playChecked(seed * 103 + seats, levels, long).phase).toBe('over');
    }
  });
});

/**
 * Every card not laid out elsewhere goes to the front of seat 1 (who holds
 * none), so that the cards seat 0 cannot see are exactly `unseen` (the deck).
 */
function tableWithUnseen(spec: Table & { unseen: Kind[] }): S25State {
  const laid = table({ ...spec, deck: spec.unseen });
  const everything = table({ ...spec, draws: [] });
  const rest = everything.deck.filter((card) => !laid.deck.includes(card)).map((card) => card);
  const front = laid.front.map((cards, seat) => (seat === 1 ? [...cards, ...rest] : cards));
  return { ...laid, front };
}

describe('smuggling under a customs card', () => {
  it.each(LEVELS)('%s plays a card that Tea Ban lets through, even with the fourth tea in hand', (level) => {
    const state = table({ seats: 2, hands: [['tea', 'silk', 'fruits', 'pinkGem', 'spice'], ['silk']], front: [['tea', 'tea', 'tea'], []], customs: 'teaBan' });
    for (const move of answers(level, state, 0)) expect(move).not.toEqual({ type: 'smuggle', kinds: ['tea'] });
  });

  it.each(LEVELS)('%s plays a legal good under Strict Customs', (level) => {
    const state = table({ seats: 3, hands: [['crossbow', 'ivory', 'snakeVenom', 'blueGem', 'ratPoison'], ['silk'], ['tea']], customs: 'strictCustoms' });
    for (const move of answers(level, state, 0)) expect(move).toEqual({ type: 'smuggle', kinds: ['blueGem'] });
  });
});

describe('what a seat owns', () => {
  it.each(LEVELS)('%s does not play a second ring', (level) => {
    const state = table({ seats: 2, hands: [['ring', 'silk', 'purpleGem', 'fruits', 'tea'], ['silk']], front: [['ring', 'blueGem'], []] });
    for (const move of answers(level, state, 0)) expect(move).not.toEqual({ type: 'smuggle', kinds: ['ring'] });
  });

  it.each(['normal', 'hard'] as const)('%s keeps its gold coins in hand', (level) => {
    const state = table({ seats: 3, coins: true, hands: [['goldCoins', 'tea', 'silk', 'spice', 'fruits'], ['silk'], ['tea']], round: 12, customsDeck: [] });
    for (const move of answers(level, state, 0)) expect(move).not.toEqual({ type: 'smuggle', kinds: ['goldCoins'] });
  });

  it.each(['normal', 'hard'] as const)('%s takes gold coins from the market in the last round and discards no coin', (level) => {
    const state = table({
      seats: 3,
      coins: true,
      phase: 'draw',
      round: 12,
      customsDeck: [],
      hands: [['goldCoins', 'silverCoins', 'silk', 'tea'], ['silk'], ['tea']],
      market: ['goldCoins', 'spice', 'purpleGem'],
      drawing: { seat: 0, discarded: true, drawn: 0 },
    });
    expect(ask(level, state, 0)).toEqual({ type: 'takeMarket', kind: 'goldCoins' });
    const before = { ...state, drawing: { seat: 0, discarded: false, drawn: 0 } };
    const move = ask(level, before, 0);
    expect(move).not.toEqual({ type: 'discard', kind: 'goldCoins' });
    expect(move).not.toEqual({ type: 'discard', kind: 'silverCoins' });
  });
});

describe('the judging risks', () => {
  // Seat 0 alone with 4 robots; the unseen cards (what the robots reveal) are all weapons.
  const weaponsOnly: Kind[] = [...new Array<Kind>(8).fill('crossbow'), ...new Array<Kind>(8).fill('greatSword')];

  it.each(['normal', 'hard'] as const)('%s keeps its weapon back when the robots are sure to reveal weapons', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 4, hands: [['crossbow', 'silk', 'spice', 'pinkGem', 'tea'], []], unseen: weaponsOnly.slice(1) });
    expect(ask(level, state, 0)).not.toEqual({ type: 'smuggle', kinds: ['crossbow'] });
  });

  it.each(['normal', 'hard'] as const)('%s plays its weapon when no other weapon can be revealed', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 2, hands: [['crossbow', 'silk', 'spice', 'pinkGem', 'tea'], []], front: [[], ['greatSword']], unseen: ['silk', 'tea', 'fruits', 'spice'] });
    expect(ask(level, state, 0)).toEqual({ type: 'smuggle', kinds: ['crossbow'] });
  });

  it.each(['normal', 'hard'] as const)('%s does not play a lone poison that no other can join', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 2, hands: [['snakeVenom', 'silk', 'spice', 'pinkGem', 'tea'], []], unseen: ['silk', 'tea', 'fruits', 'spice', 'blueGem'] });
    expect(ask(level, state, 0)).not.toEqual({ type: 'smuggle', kinds: ['snakeVenom'] });
  });

  it.each(['normal', 'hard'] as const)('%s plays a poison when the robots are sure to reveal another', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 2, hands: [['snakeVenom', 'silk', 'spice', 'pinkGem', 'tea'], []], unseen: ['ratPoison', 'ratPoison', 'ratPoison', 'ratPoison'] });
    expect(ask(level, state, 0)).toEqual({ type: 'smuggle', kinds: ['snakeVenom'] });
  });

  it.each(['normal', 'hard'] as const)('%s plays its two poisons together under Double Smuggling', (level) => {
    const state = table({ seats: 3, longGame: true, customs: 'doubleSmuggling', hands: [['snakeVenom', 'ratPoison', 'silk', 'tea', 'pinkGem'], ['silk', 'tea'], ['tea', 'fruits']] });
    expect(ask(level, state, 0)).toEqual({ type: 'smuggle', kinds: ['snakeVenom', 'ratPoison'] });
  });

  it.each(['normal', 'hard'] as const)('%s never plays two weapons together under Double Smuggling', (level) => {
    const state = table({ seats: 3, longGame: true, customs: 'doubleSmuggling', hands: [['crossbow', 'greatSword', 'silk', 'tea', 'pinkGem'], ['silk', 'tea'], ['tea', 'fruits']] });
    expect(ask(level, state, 0)).not.toEqual({ type: 'smuggle', kinds: ['crossbow', 'greatSword'] });
  });

  it.each(['normal', 'hard'] as const)('%s keeps Stolen Jewelry back when the robots are sure to reveal illegal goods', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 2, hands: [['stolenJewelry', 'silk', 'spice', 'pinkGem', 'tea'], []], unseen: ['ivory', 'ivory', 'ratPoison', 'crossbow'] });
    expect(ask(level, state, 0)).not.toEqual({ type: 'smuggle', kinds: ['stolenJewelry'] });
  });

  it.each(['normal', 'hard'] as const)('%s plays Ivory when the robots are sure to reveal another illegal good', (level) => {
    const state = tableWithUnseen({ seats: 2, robots: 2, hands: [['ivory', 'silk', 'spice', 'pinkGem', 'tea'], []], unseen: ['ratPoison', 'ratPoison', 'snakeVenom', 'snakeVenom'] });
    expect(ask(level, state, 0)).toEqual({ type: 'smuggle', kinds: ['ivory'] });
  });
});

describe('what a card does to the rivals', () => {
  it('the hard bot counts a rival’s lone poison its own poison would save against playing it', () => {
    // One of the two rivals holds a rat poison, the other a silk, each his only card: whichever has the poison
    // plays it, and a snake venom of seat 0's keeps both poisons. The venom's own gain over the silk is
    // worth less to the hard bot by what it gives that rival.
    const state = tableWithUnseen({ seats: 3, robots: 0, customs: 'openBorder', hands: [['snakeVenom', 'silk', 'spice', 'pinkGem', 'tea'], ['ratPoison'], ['silk']], unseen: [] });
    const position = positionOf(s25Game.viewFor(state, 0), 0);
    const [venom, silk] = sampledWorths(position, [['snakeVenom'], ['silk']], Rng.fromSeed(3), 40) as [number, number];
    const { outlook, front, hand, roundsAfter } = position;
    const own = (kind: Kind) => outlook.worth(withKinds(front, [kind]), withKinds(hand, [kind], -1), roundsAfter);
    const ownGain = own('snakeVenom') - own('silk');
    expect(ownGain).toBeGreaterThan(0);
    expect(venom - silk).toBeLessThan(ownGain - 1);
  });
});

describe('the hard bot reads the table', () => {
  const fullHands = (seats: number): Kind[][] => Array.from({ length: seats }, (_, seat) => (['spice', 'silk', 'tea', 'fruits', 'blueGem'] as Kind[]).map((kind, i) => (i === seat % 5 ? 'pinkGem' : kind)));
  const keepAt = (seats: number) => tableTraits(s25Game.viewFor(table({ seats, hands: fullHands(seats) }), 0), 0, DEFAULT_TRAITS).laterKeep;

  it.each([
    // Two players and a robot reveal few cards: a poison rarely finds its partner, a weapon is rarely spoilt.
    { seats: 2, poisonBelow: 0.45, weaponAbove: 0.55, jewelryBelow: 0.4 },
    { seats: 6, poisonAbove: 0.65, weaponBelow: 0.3, jewelryBelow: 0.1 },
  ])('at $seats players counts on what that many cards revealed let through', ({ seats, poisonBelow, poisonAbove, weaponAbove, weaponBelow, jewelryBelow }) => {
    const keep = keepAt(seats);
    if (poisonBelow !== undefined) expect(keep.snakeVenom).toBeLessThan(poisonBelow);
    if (poisonAbove !== undefined) expect(keep.ratPoison).toBeGreaterThan(poisonAbove);
    if (weaponAbove !== undefined) expect(keep.crossbow).toBeGreaterThan(weaponAbove);
    if (weaponBelow !== undefined) expect(keep.greatSword).toBeLessThan(weaponBelow);
    expect(keep.stolenJewelry).toBeLessThan(jewelryBelow);
    expect(keep.snakeVenom).toBe(keep.ratPoison);
    expect(keep.crossbow).toBe(keep.greatSword);
    // Ivory wants the other illegal goods Stolen Jewelry fears.
    expect((keep.ivory as number) + (keep.stolenJewelry as number)).toBeCloseTo(1);
  });

  it('keeps the levels’ traits but the keep chances', () => {
    const traits = tableTraits(s25Game.viewFor(table({ seats: 3, hands: fullHands(3) }), 0), 0, DEFAULT_TRAITS);
    expect({ ...traits, laterKeep: {} }).toEqual({ ...DEFAULT_TRAITS, laterKeep: {} });
  });
});

describe('what the others were seen to take', () => {
  it('the hard bot deals a rival the cards everybody saw him take from the market, in every world it samples', () => {
    // The rival holds one card, a stolen jewelry he took from the market in sight of all: he plays it, and
    // seat 0's ivory is kept (another illegal good is revealed), where a card dealt at random would mostly be a
    // legal good that lets the ivory go. Without the sighting the same table says the opposite.
    const spec = { seats: 2, robots: 0, hands: [['ivory', 'silk', 'spice', 'pinkGem', 'tea'], ['stolenJewelry']], unseen: ['silk', 'tea', 'fruits', 'spice', 'blueGem', 'purpleGem', 'tea', 'silk'] } satisfies Table & { unseen: Kind[] };
    const worths = (state: S25State) => sampledWorths(positionOf(s25Game.viewFor(state, 0), 0), [['ivory'], ['silk']], Rng.fromSeed(5), 40) as [number, number];
    const [seenIvory, seenSilk] = worths(tableWithUnseen({ ...spec, takenFromMarket: [[], ['stolenJewelry']] }));
    const [blindIvory, blindSilk] = worths(tableWithUnseen(spec));
    expect(seenIvory).toBeGreaterThan(seenSilk);
    expect(blindIvory).toBeLessThan(blindSilk);
  });
});

describe('sets', () => {
  it.each(['normal', 'hard'] as const)('%s takes the market spice that makes a third with its own, where easy takes what scores at once', (level) => {
    const spec: Table = {
      seats: 3,
      phase: 'draw',
      round: 3,
      hands: [['spice', 'tea', 'pinkGem', 'ring'], ['silk'], ['tea']],
      front: [['spice', 'silk'], [], []],
      market: ['spice', 'silk', 'fruits'],
      drawing: { seat: 0, discarded: true, drawn: 0 },
    };
    expect(ask(level, table(spec), 0)).toEqual({ type: 'takeMarket', kind: 'spice' });
    // Easy sees only what a card adds now: a second silk (+4) beats a second spice (0).
    expect(ask('easy', table(spec), 0)).toEqual({ type: 'takeMarket', kind: 'silk' });
  });

  it.each(['normal', 'hard'] as const)('%s plays the fourth spice rather than a first fruit', (level) => {
    const state = table({ seats: 3, hands: [['spice', 'fruits', 'tea', 'silk', 'pinkGem'], ['silk'], ['tea']], front: [['spice', 'spice', 'spice'], [], []], round: 11, customsDeck: ['openBorder'] });
    expect(ask(level, state, 0)).toEqual({ type: 'smuggle', kinds: ['spice'] });
  });
});

describe('discarding before the draw', () => {
  it('the hard bot discards more readily than the normal bot, mostly the same card where both do', () => {
    // The drawing decisions of seeded 2-player games between normal bots, each asked of both levels. The
    // hard bot's outlook reads the table (policy.ts tableTraits), so now and then it keeps or drops another card.
    let normalDiscards = 0;
    let hardDiscards = 0;
    let same = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const watcher: Bot<S25View, S25Move> = {
        chooseMove(input) {
          if (input.legalMoves.some((move) => move.type === 'discard')) {
            const normal = s25Bots.normal.chooseMove({ ...input, rng: Rng.fromSeed(seed) });
            const hard = s25Bots.hard.chooseMove({ ...input, rng: Rng.fromSeed(seed) });
            if (normal.type === 'discard') normalDiscards++;
            if (hard.type === 'discard') hardDiscards++;
            if (normal.type === 'discard' && hard.type === 'discard' && normal.kind === hard.kind) same++;
          }
          return s25Bots.normal.chooseMove(input);
        },
      };
      playGame({ ...s25Game, bots: s25Bots }, seed, [watcher as Player, watcher as Player], s25Game.defaultOptions(2), { maxMoves: 2000, decisionSeed: (moves) => deriveSeed(seed, moves) });
    }
    expect(normalDiscards).toBeGreaterThan(0);
    expect(hardDiscards).toBeGreaterThan(normalDiscards * 1.25);
    expect(same).toBeGreaterThan(normalDiscards * 0.75);
  });
});
