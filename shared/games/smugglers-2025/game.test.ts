/**
 * Smugglers (2025) as an engine: the setup for each table size and option,
 * the smuggling step and its reveal with robots, the drawing step, the long
 * game's customs cards (Closed Market, Double Smuggling, Amnesty, Market
 * Sweep), the reshuffle, running out of goods, the end after the last round,
 * every refusal with its key, and whole seeded random games at every table
 * size with robots.
 */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import type { Seat } from '../../engine/contract.js';
import { randomPlayout } from '../../engine/conformance/playout.js';
import { Rng } from '../../engine/rng.js';
import { LONG_CUSTOMS, STANDARD_CUSTOMS } from './customs.js';
import { type Card, KINDS, type Kind, kindOf } from './goods.js';
import { HAND_SIZE, MARKET_SIZE, minRobots } from './rules.js';
import { breakdowns, gameResult } from './scoring.js';
import { allCards, game, kinds, newGame, options, play, playAll, refusal, smuggleAll, table } from './testkit.js';
import type { S25Event, S25Move, S25Options, S25State } from './types.js';

/** A refusal's code, key (its namespace cut short) and parameters; the state is left as it was. */
function refused(state: S25State, seat: Seat, move: unknown): { code: string; key: string; params?: unknown } {
  const before = JSON.stringify(state);
  const rejection = refusal(state, seat, move);
  expect(JSON.stringify(state)).toBe(before);
  const key = rejection.key.replace('smugglers-2025:refusal.', '');
  return rejection.params ? { code: rejection.code, key, params: rejection.params } : { code: rejection.code, key };
}

/** Kinds sorted in the order of KINDS, to compare hands whatever the order of their cards. */
function sorted(list: readonly Kind[]): Kind[] {
  return [...list].sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));
}

function deckSize(state: S25State): number {
  return state.options.coins ? 120 : 110;
}

/** Every card of the game lies in exactly one place. */
function expectEveryCardOnce(state: S25State): void {
  expect(allCards(state).sort((a, b) => a - b)).toEqual(Array.from({ length: deckSize(state) }, (_, card) => card));
}

function distinct(list: readonly Kind[]): boolean {
  return new Set(list).size === list.length;
}

/** A refused setup: its message, no state. */
const setupRefused = (key: string, params: Record<string, string | number>) => ({ ok: false, problem: { key, params } });

describe('setup', () => {
  const TABLES: [number, Partial<S25Options>][] = [1, 2, 3, 4, 5, 6].flatMap((seats) => [
    [seats, {}],
    [seats, { coins: true }],
    [seats, { longGame: true }],
    [seats, { longGame: true, coins: true, robots: 4 }],
  ]);

  it.each(TABLES)('%i seats, %j: the goods dealt, the market of 3 kinds, the customs deck, round 1 under way', (seats, change) => {
    const state = newGame(seats, { firstPlayer: seats - 1, ...change });
    const coins = change.coins ?? false;
    const longGame = change.longGame ?? false;
    expectEveryCardOnce(state);
    expect(allCards(state)).toHaveLength(coins ? 120 : 110);
    expect(state.hands).toHaveLength(seats);
    for (const hand of state.hands) expect(hand).toHaveLength(HAND_SIZE);
    expect(state.market).toHaveLength(MARKET_SIZE);
    expect(distinct(kinds(state.market))).toBe(true);
    // Burned doubles lie on the discard pile, each of a kind the market holds.
    for (const kind of kinds(state.discard)) expect(kinds(state.market)).toContain(kind);
    const customs = [...state.customsDeck, state.customs].sort();
    expect(customs).toEqual([...STANDARD_CUSTOMS, ...(longGame ? LONG_CUSTOMS : [])].sort());
    expect(state.customsDeck).toHaveLength(longGame ? 15 : 11);
    expect([state.phase, state.round, state.rounds, state.sack, state.drawing]).toEqual(['smuggle', 1, longGame ? 16 : 12, seats - 1, null]);
    expect(state.options).toEqual(options(seats, { firstPlayer: seats - 1, ...change }));
    expect(state.front).toEqual(new Array(seats).fill([]));
    expect(state.picks).toEqual(new Array(seats).fill(null));
    expect(state.takenFromMarket).toEqual(new Array(seats).fill([]));
    expect(state.revealed).toEqual([]);
    expect(game.activeSeats(state)).toEqual(Array.from({ length: seats }, (_, seat) => seat));
  });

  it.each([1, 2, 3, 4, 5, 6])('%i seats: the default options are the fewest robots it needs; fewer are refused', (seats) => {
    expect(game.defaultOptions(seats)).toEqual({ robots: minRobots(seats), longGame: false, coins: false, firstPlayer: null });
    expect(setUp(game, 3, seats, game.defaultOptions(seats)).options.robots).toBe(minRobots(seats));
    if (minRobots(seats) > 0) {
      expect(game.setup(3, seats, { ...game.defaultOptions(seats), robots: minRobots(seats) - 1 })).toEqual(setupRefused('smugglers-2025:refusal.tooFewRobots', { players: seats, count: minRobots(seats) }));
    }
    expect(game.optionsSchema.safeParse(game.defaultOptions(seats)).success).toBe(true);
  });

  it('refuses tables it does not support', () => {
    expect(game.setup(1, 0, options(1))).toEqual(setupRefused('shell:refusal.playerCount', { title: 'Smugglers (2025)', min: 1, max: 6 }));
    expect(game.setup(1, 7, options(6))).toEqual(setupRefused('shell:refusal.playerCount', { title: 'Smugglers (2025)', min: 1, max: 6 }));
    expect(game.setup(1, 3, options(3, { robots: 5 }))).toEqual(setupRefused('shell:refusal.badOption', { option: 'robots' }));
    expect(game.setup(1, 3, options(3, { firstPlayer: 3 }))).toEqual(setupRefused('shell:refusal.firstSeatPastTable', { seatNumber: 4, seats: 3 }));
    expect(game.optionsSchema.safeParse({ ...options(3), robots: 5 }).success).toBe(false);
  });

  it('draws the sack holder and the cards from the seed, the same for the same seed', () => {
    const sacks = new Set(Array.from({ length: 40 }, (_, seed) => setUp(game, seed, 4, game.defaultOptions(4)).sack));
    expect([...sacks].sort()).toEqual([0, 1, 2, 3]);
    expect(setUp(game, 9, 5, game.defaultOptions(5))).toEqual(setUp(game, 9, 5, game.defaultOptions(5)));
    expect(setUp(game, 9, 5, game.defaultOptions(5)).deck).not.toEqual(setUp(game, 10, 5, game.defaultOptions(5)).deck);
  });

  it('offers each kind in the hand once, in the order of the goods', () => {
    const state = table({ seats: 3, hands: [['tea', 'spice', 'tea', 'ivory', 'spice'], ['ring'], ['silk']] });
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'smuggle', kinds: ['spice'] },
      { type: 'smuggle', kinds: ['tea'] },
      { type: 'smuggle', kinds: ['ivory'] },
    ]);
  });
});

const THREE: Kind[][] = [
  ['spice', 'crossbow', 'tea', 'tea', 'ring'],
  ['greatSword', 'silk', 'fruits', 'fruits', 'pinkGem'],
  ['ivory', 'snakeVenom', 'spice', 'spice', 'spice'],
];

/** Three seats and a robot, seat 1 holding the sack; the robot's card and the next draws on top of the deck. */
function threeSeats(change: Partial<Parameters<typeof table>[0]> = {}): S25State {
  return table({
    seats: 3,
    robots: 1,
    hands: THREE,
    sack: 1,
    draws: ['snakeVenom', 'ring', 'fruits', 'ivory', 'silk'],
    customsDeck: ['teaBan', 'amnesty'],
    ...change,
  });
}

describe('the smuggling step', () => {
  it('each seat picks in secret; the last pick reveals every card, the robots\u2019 included, and the drawing begins', () => {
    const start = threeSeats();
    const first = play(start, 2, { type: 'smuggle', kinds: ['snakeVenom'] });
    // Secret: no event, the card gone from his hand into his face-down pick.
    expect(first.events).toEqual([]);
    expect(kinds(first.state.picks[2] as Card[])).toEqual(['snakeVenom']);
    expect(sorted(kinds(first.state.hands[2] as Card[]))).toEqual(['spice', 'spice', 'spice', 'ivory']);
    expect(game.activeSeats(first.state)).toEqual([0, 1]);
    expect(game.legalMoves(first.state, 2)).toEqual([]);

    const { state, events } = playAll(first.state, [
      [0, { type: 'smuggle', kinds: ['crossbow'] }],
      [1, { type: 'smuggle', kinds: ['greatSword'] }],
    ]);
    const cards = [
      { player: { seat: 0 }, kind: 'crossbow', reason: 'secondWeapon' },
      { player: { seat: 1 }, kind: 'greatSword', reason: 'secondWeapon' },
      { player: { seat: 2 }, kind: 'snakeVenom', reason: null },
      { player: { robot: 0 }, kind: 'snakeVenom', reason: null },
    ];
    expect(events).toEqual([{ type: 'revealed', cards }]);
    expect(state.revealed).toEqual(cards);
    expect(state.front.map(kinds)).toEqual([[], [], ['snakeVenom']]);
    // The discarded cards and the robot's card, in the order revealed.
    expect(kinds(state.discard)).toEqual(['crossbow', 'greatSword', 'snakeVenom']);
    expect(state.picks).toEqual([null, null, null]);
    expect([state.phase, state.drawing]).toEqual(['draw', { seat: 1, discarded: false, drawn: 0 }]);
    expect(game.activeSeats(state)).toEqual([1]);
    expectEveryCardOnce(state);
  });

  it('a seat without cards has nothing to pick: the reveal waits for the others only', () => {
    const state = table({ seats: 3, hands: [['spice'], [], ['silk']] });
    expect(game.activeSeats(state)).toEqual([0, 2]);
    expect(game.legalMoves(state, 1)).toEqual([]);
    const { state: after, events } = playAll(state, [
      [0, { type: 'smuggle', kinds: ['spice'] }],
      [2, { type: 'smuggle', kinds: ['silk'] }],
    ]);
    expect(events[0]).toEqual({
      type: 'revealed',
      cards: [
        { player: { seat: 0 }, kind: 'spice', reason: null },
        { player: { seat: 2 }, kind: 'silk', reason: null },
      ],
    });
    expect(after.phase).toBe('draw');
  });
});

describe('the drawing step', () => {
  /** After the reveal of the smuggling test: seat 1 draws first. */
  function afterReveal(change: Partial<Parameters<typeof table>[0]> = {}): S25State {
    return smuggleAll(threeSeats(change), [['crossbow'], ['greatSword'], ['snakeVenom']]).state;
  }

  it('from the sack holder clockwise: discard one, refill to 5 from the market and the deck; then the sack passes and the next customs card is flipped', () => {
    const start = afterReveal();
    const turn1 = playAll(start, [
      [1, { type: 'discard', kind: 'fruits' }],
      [1, { type: 'takeMarket', kind: 'tea' }],
    ]);
    expect(turn1.events).toEqual([
      { type: 'discarded', seat: 1, kind: 'fruits' },
      { type: 'tookMarket', seat: 1, kind: 'tea' },
      { type: 'marketRefilled', added: ['ring'], burned: [] },
    ]);
    expect(kinds(turn1.state.market)).toEqual(['spice', 'silk', 'ring']);
    expect(kinds(turn1.state.discard).at(-1)).toBe('fruits');
    expect(kinds(turn1.state.takenFromMarket[1] as Card[])).toEqual(['tea']);
    expect(turn1.state.drawing).toEqual({ seat: 1, discarded: true, drawn: 1 });

    const turn1End = play(turn1.state, 1, { type: 'drawDeck' });
    expect(turn1End.events).toEqual([{ type: 'drewDeck', seat: 1 }]);
    expect(sorted(kinds(turn1End.state.hands[1] as Card[]))).toEqual(['silk', 'tea', 'fruits', 'fruits', 'pinkGem']);
    expect(turn1End.state.drawing).toEqual({ seat: 2, discarded: false, drawn: 0 });

    const rest = playAll(turn1End.state, [
      [2, { type: 'drawDeck' }],
      [0, { type: 'drawDeck' }],
    ]);
    expect(rest.events).toEqual([
      { type: 'drewDeck', seat: 2 },
      { type: 'drewDeck', seat: 0 },
      { type: 'roundBegan', round: 2, customs: 'amnesty', sack: 2 },
    ]);
    const next = rest.state;
    expect(sorted(kinds(next.hands[2] as Card[]))).toEqual(['spice', 'spice', 'spice', 'ivory', 'ivory']);
    expect(sorted(kinds(next.hands[0] as Card[]))).toEqual(['spice', 'silk', 'tea', 'tea', 'ring']);
    expect([next.phase, next.round, next.sack, next.customs, next.customsDeck, next.drawing]).toEqual(['smuggle', 2, 2, 'amnesty', ['teaBan'], null]);
    expect(game.activeSeats(next)).toEqual([0, 1, 2]);
    // The revealed cards stay on view until the next reveal.
    expect(next.revealed).toEqual(start.revealed);
    expectEveryCardOnce(next);

    // The tea he took in sight of all is public until it leaves his hand: revealed, it does.
    const smuggled = smuggleAll(next, [['spice'], ['tea'], ['spice']]).state;
    expect(smuggled.takenFromMarket).toEqual([[], [], []]);
  });

  it('lists the discards before the first draw, the market unless closed, and the deck', () => {
    const state = afterReveal();
    expect(game.legalMoves(state, 1)).toEqual([
      { type: 'discard', kind: 'silk' },
      { type: 'discard', kind: 'fruits' },
      { type: 'discard', kind: 'pinkGem' },
      { type: 'takeMarket', kind: 'spice' },
      { type: 'takeMarket', kind: 'silk' },
      { type: 'takeMarket', kind: 'tea' },
      { type: 'drawDeck' },
    ]);
    expect(game.legalMoves(state, 0)).toEqual([]);
    const short = table({ seats: 2, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice', 'silk'], ['tea']] });
    const drew = play(short, 0, { type: 'drawDeck' }).state;
    expect(game.legalMoves(drew, 0).map((move) => move.type)).toEqual(['takeMarket', 'takeMarket', 'takeMarket', 'drawDeck']);
  });

  it('a seat holding 5 cards draws nothing: the turn passes over him', () => {
    const state = table({
      seats: 3,
      phase: 'draw',
      sack: 0,
      drawing: { seat: 0, discarded: false, drawn: 0 },
      hands: [['spice', 'spice', 'spice', 'spice'], ['silk', 'silk', 'silk', 'silk', 'silk'], ['tea']],
    });
    expect(play(state, 0, { type: 'drawDeck' }).state.drawing).toEqual({ seat: 2, discarded: false, drawn: 0 });
  });

  it('a card leaving his hand takes one of its kind off the public list, whether or not he held another: nobody can tell which went', () => {
    const withSecond = table({
      seats: 2,
      phase: 'draw',
      drawing: { seat: 0, discarded: false, drawn: 0 },
      hands: [['tea', 'tea', 'silk'], ['spice']],
      takenFromMarket: [['tea'], []],
      draws: ['ring'],
    });
    const withoutSecond = table({
      seats: 2,
      phase: 'draw',
      drawing: { seat: 0, discarded: false, drawn: 0 },
      hands: [['tea', 'fruits', 'silk'], ['spice']],
      takenFromMarket: [['tea'], []],
      draws: ['ring'],
    });
    for (const state of [withSecond, withoutSecond]) {
      const after = play(state, 0, { type: 'discard', kind: 'tea' }).state;
      expect(after.takenFromMarket[0]).toEqual([]);
      expect(after.discard.at(-1)).toBe(state.takenFromMarket[0]?.[0]);
    }
    const seenBy = (state: S25State) => [game.viewFor(state, 1), game.viewFor(state, 'spectator')];
    const discarded = (state: S25State) => play(state, 0, { type: 'discard', kind: 'tea' }).state;
    expect(seenBy(discarded(withSecond))).toEqual(seenBy(discarded(withoutSecond)));
    // His other tea stays his secret.
    expect(kinds(discarded(withSecond).hands[0] as Card[])).toContain('tea');
  });

  it('a revealed card takes one of its kind off the public list too, whether or not he held another', () => {
    const layout = (second: Kind) =>
      table({ seats: 3, hands: [['tea', second, 'silk'], ['spice'], ['fruits']], takenFromMarket: [['tea'], [], []] });
    const revealed = (second: Kind) => smuggleAll(layout(second), [['tea'], ['spice'], ['fruits']]).state;
    expect(revealed('tea').takenFromMarket).toEqual([[], [], []]);
    expect(revealed('pinkGem').takenFromMarket).toEqual([[], [], []]);
    for (const viewer of [1, 2, 'spectator'] as const) expect(game.viewFor(revealed('tea'), viewer)).toEqual(game.viewFor(revealed('pinkGem'), viewer));
    // Picked but not yet revealed, the market tea is still listed: the pick is secret.
    const picked = play(layout('tea'), 0, { type: 'smuggle', kinds: ['tea'] }).state;
    expect(kinds(picked.takenFromMarket[0] as Card[])).toEqual(['tea']);
  });
});

describe('the long game\u2019s customs cards', () => {
  it('Closed Market: only the deck', () => {
    const state = table({ seats: 2, phase: 'draw', customs: 'closedMarket', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice'], ['silk']] });
    expect(game.legalMoves(state, 0).map((move) => move.type)).toEqual(['discard', 'drawDeck']);
    expect(refused(state, 0, { type: 'takeMarket', kind: 'tea' })).toEqual({ code: 'illegal-move', key: 'marketClosed' });
    expect(play(state, 0, { type: 'drawDeck' }).events).toEqual([{ type: 'drewDeck', seat: 0 }]);
    for (let seed = 0; seed < 20; seed++) expect(game.randomMove(state, 0, Rng.fromSeed(seed))?.type).not.toBe('takeMarket');
  });

  it('Double Smuggling: two cards each, or one from a seat holding one; his unique doubled keeps the first', () => {
    const state = table({ seats: 2, robots: 1, customs: 'doubleSmuggling', hands: [['ring', 'ring', 'tea'], ['fruits']], draws: ['silk'] });
    expect(refused(state, 0, { type: 'smuggle', kinds: ['ring'] })).toEqual({ code: 'illegal-move', key: 'smuggleCount', params: { count: 2 } });
    expect(refused(state, 1, { type: 'smuggle', kinds: ['fruits', 'fruits'] })).toEqual({ code: 'illegal-move', key: 'smuggleCount', params: { count: 1 } });
    expect(refused(state, 0, { type: 'smuggle', kinds: ['tea', 'tea'] })).toEqual({ code: 'illegal-move', key: 'notInHand', params: { kind: 'tea' } });
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'smuggle', kinds: ['tea', 'ring'] },
      { type: 'smuggle', kinds: ['ring', 'ring'] },
    ]);
    expect(game.legalMoves(state, 1)).toEqual([{ type: 'smuggle', kinds: ['fruits'] }]);
    const { state: after, events } = smuggleAll(state, [['ring', 'ring'], ['fruits']]);
    expect(events[0]).toEqual({
      type: 'revealed',
      cards: [
        { player: { seat: 0 }, kind: 'ring', reason: null },
        { player: { seat: 0 }, kind: 'ring', reason: 'alreadyOwned' },
        { player: { seat: 1 }, kind: 'fruits', reason: null },
        { player: { robot: 0 }, kind: 'silk', reason: null },
      ],
    });
    expect(after.front.map(kinds)).toEqual([['ring'], ['fruits']]);
    expect(after.hands.map((hand) => hand.length)).toEqual([1, 0]);
  });

  it('Double Smuggling: a random pick is two different cards', () => {
    const state = table({ seats: 2, customs: 'doubleSmuggling', hands: [['ring', 'tea'], ['fruits']] });
    for (let seed = 0; seed < 20; seed++) expect(sorted((game.randomMove(state, 0, Rng.fromSeed(seed)) as Extract<S25Move, { type: 'smuggle' }>).kinds)).toEqual(['tea', 'ring']);
  });

  it('Amnesty: everything kept, the robots\u2019 cards still discarded', () => {
    const state = table({ seats: 2, robots: 1, customs: 'amnesty', hands: [['ivory', 'tea'], ['snakeVenom']], draws: ['crossbow'] });
    const { state: after } = smuggleAll(state, [['ivory'], ['snakeVenom']]);
    expect(after.revealed.map((card) => card.reason)).toEqual([null, null, null]);
    expect(after.front.map(kinds)).toEqual([['ivory'], ['snakeVenom']]);
    expect(kinds(after.discard)).toEqual(['crossbow']);
  });

  it('Market Sweep: after the reveal, the market is discarded and refilled before the drawing', () => {
    const state = table({ seats: 2, robots: 1, customs: 'marketSweep', hands: [['ivory', 'tea'], ['silk', 'silk']], draws: ['crossbow', 'fruits', 'fruits', 'ring', 'pinkGem'] });
    const { state: after, events } = smuggleAll(state, [['tea'], ['silk']]);
    expect(events.map((event) => event.type)).toEqual(['revealed', 'marketSwept', 'marketRefilled']);
    expect(events.slice(1)).toEqual([
      { type: 'marketSwept', kinds: ['spice', 'silk', 'tea'] },
      { type: 'marketRefilled', added: ['fruits', 'ring', 'pinkGem'], burned: ['fruits'] },
    ]);
    expect(kinds(after.market)).toEqual(['fruits', 'ring', 'pinkGem']);
    expect(kinds(after.discard)).toEqual(['crossbow', 'spice', 'silk', 'tea', 'fruits']);
    expect(after.phase).toBe('draw');
  });
});

describe('running out of goods', () => {
  it('an empty deck: the discard pile is shuffled into a new one', () => {
    const state = table({ seats: 2, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice'], ['silk']], deck: [], discard: ['ring', 'ring', 'ivory'] });
    const { state: after, events } = play(state, 0, { type: 'drawDeck' });
    expect(events).toEqual([
      { type: 'reshuffled', cards: 3 },
      { type: 'drewDeck', seat: 0 },
    ]);
    expect([after.deck.length, after.discard.length, after.hands[0]?.length]).toEqual([2, 0, 2]);
    expect(after.rng).not.toEqual(state.rng);
  });

  it('deck and discard pile both empty when a seat draws: the game ends at once', () => {
    const state = table({ seats: 2, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice'], ['goldCoins']], front: [['ivory'], []], deck: [], coins: true });
    const { state: after, events } = play(state, 0, { type: 'drawDeck' });
    const result = gameResult(after);
    expect(result).toEqual({ scores: [10, 10], winners: [0], ranks: [1, 2] });
    expect(events).toEqual([{ type: 'outOfGoods' }, { type: 'gameOver', result, scores: breakdowns(after) }]);
    expect([after.phase, after.drawing, game.result(after), game.activeSeats(after)]).toEqual(['over', null, result, []]);
    expect(refused(after, 0, { type: 'drawDeck' })).toEqual({ code: 'game-over', key: 'shell:refusal.gameOver' });
  });

  it('when the market cannot be refilled after a take', () => {
    const state = table({ seats: 2, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice'], ['silk']], deck: [] });
    const { state: after, events } = play(state, 0, { type: 'takeMarket', kind: 'tea' });
    expect(events.map((event) => event.type)).toEqual(['tookMarket', 'outOfGoods', 'gameOver']);
    expect(sorted(kinds(after.hands[0] as Card[]))).toEqual(['spice', 'tea']);
    expect(after.phase).toBe('over');
  });

  it('when a robot has no card to play: nothing is revealed, the picks go back to their hands', () => {
    const state = table({ seats: 2, robots: 2, hands: [['spice', 'tea'], ['silk']], deck: ['ring'] });
    const { state: after, events } = smuggleAll(state, [['tea'], ['silk']]);
    expect(events.map((event) => event.type)).toEqual(['outOfGoods', 'gameOver']);
    expect(after.hands.map((hand) => sorted(kinds(hand)))).toEqual([['spice', 'tea'], ['silk']]);
    expect(after.picks).toEqual([null, null]);
    expect(kinds(after.discard)).toEqual(['ring']);
    expect([after.phase, after.front, after.deck]).toEqual(['over', [[], []], []]);
  });
});

describe('the end', () => {
  it('after the last round\u2019s drawing: the sack passes, the game is over, every seat\u2019s score broken down', () => {
    const state = table({
      seats: 2,
      phase: 'draw',
      round: 12,
      sack: 1,
      customsDeck: [],
      drawing: { seat: 0, discarded: false, drawn: 0 },
      hands: [['spice', 'spice', 'spice', 'spice'], ['silk', 'silk', 'silk', 'silk', 'silk']],
      front: [['spice', 'spice', 'spice'], ['silk', 'silk', 'crossbow']],
      draws: ['tea'],
    });
    const { state: after, events } = play(state, 0, { type: 'drawDeck' });
    const result = { scores: [10, 15], winners: [1], ranks: [2, 1] };
    expect(events).toEqual([
      { type: 'drewDeck', seat: 0 },
      { type: 'gameOver', result, scores: breakdowns(after) },
    ]);
    expect(breakdowns(after).map((score) => score.total)).toEqual([10, 15]);
    expect([after.phase, after.sack, after.round, game.result(after)]).toEqual(['over', 0, 12, result]);
  });
});

describe('refusals', () => {
  it('the smuggling step', () => {
    const state = threeSeats();
    expect(refused(state, 0, { type: 'drawDeck' })).toEqual({ code: 'illegal-move', key: 'wrongPhase', params: { context: 'draw' } });
    expect(refused(state, 0, { type: 'discard', kind: 'tea' })).toEqual({ code: 'illegal-move', key: 'wrongPhase', params: { context: 'draw' } });
    expect(refused(state, 0, { type: 'takeMarket', kind: 'tea' })).toEqual({ code: 'illegal-move', key: 'wrongPhase', params: { context: 'draw' } });
    expect(refused(state, 0, { type: 'smuggle', kinds: ['silk'] })).toEqual({ code: 'illegal-move', key: 'notInHand', params: { kind: 'silk' } });
    expect(refused(state, 0, { type: 'smuggle', kinds: ['spice', 'tea'] })).toEqual({ code: 'illegal-move', key: 'smuggleCount', params: { count: 1 } });
    expect(refused(state, 0, { type: 'smuggle', kinds: [] }).code).toBe('malformed-move');
    expect(refused(state, 0, { type: 'smuggle', kinds: ['gold'] }).code).toBe('malformed-move');
    expect(refused(state, 3, { type: 'smuggle', kinds: ['spice'] }).key).toBe('shell:refusal.noSuchSeat');
    const picked = play(state, 0, { type: 'smuggle', kinds: ['spice'] }).state;
    expect(refused(picked, 0, { type: 'smuggle', kinds: ['tea'] })).toEqual({ code: 'not-your-turn', key: 'alreadyPicked' });
    expect(refused(picked, 0, { type: 'drawDeck' })).toEqual({ code: 'not-your-turn', key: 'alreadyPicked' });
  });

  it('the drawing step', () => {
    const state = smuggleAll(threeSeats(), [['crossbow'], ['greatSword'], ['snakeVenom']]).state;
    expect(refused(state, 0, { type: 'drawDeck' })).toEqual({ code: 'not-your-turn', key: 'turnOf', params: { context: 'draw', seatNumber: 2 } });
    expect(refused(state, 2, { type: 'smuggle', kinds: ['spice'] })).toEqual({ code: 'not-your-turn', key: 'turnOf', params: { context: 'draw', seatNumber: 2 } });
    expect(refused(state, 1, { type: 'smuggle', kinds: ['silk'] })).toEqual({ code: 'illegal-move', key: 'wrongPhase', params: { context: 'smuggle' } });
    expect(refused(state, 1, { type: 'takeMarket', kind: 'ring' })).toEqual({ code: 'illegal-move', key: 'notInMarket', params: { kind: 'ring' } });
    expect(refused(state, 1, { type: 'discard', kind: 'ring' })).toEqual({ code: 'illegal-move', key: 'notInHand', params: { kind: 'ring' } });
    const discarded = play(state, 1, { type: 'discard', kind: 'silk' }).state;
    expect(refused(discarded, 1, { type: 'discard', kind: 'fruits' })).toEqual({ code: 'illegal-move', key: 'discardOnce' });
    const short = table({ seats: 2, phase: 'draw', drawing: { seat: 0, discarded: false, drawn: 0 }, hands: [['spice', 'silk'], ['tea']] });
    const drew = play(short, 0, { type: 'drawDeck' }).state;
    expect(refused(drew, 0, { type: 'discard', kind: 'spice' })).toEqual({ code: 'illegal-move', key: 'discardBeforeDrawing' });
  });

  it('every move of a finished game', () => {
    const over = { ...table({ seats: 2, hands: [['spice'], ['silk']] }), phase: 'over' as const };
    expect(game.activeSeats(over)).toEqual([]);
    expect(game.legalMoves(over, 0)).toEqual([]);
    expect(game.randomMove(over, 0, Rng.fromSeed(1))).toBeNull();
    expect(refused(over, 0, { type: 'smuggle', kinds: ['spice'] })).toEqual({ code: 'game-over', key: 'shell:refusal.gameOver' });
  });
});

describe('whole games', () => {
  const CONFIGS: [number, Partial<S25Options>][] = [
    [1, {}],
    [1, { robots: 4, coins: true }],
    [2, {}],
    [2, { robots: 3, longGame: true }],
    [3, {}],
    [3, { robots: 2, longGame: true, coins: true }],
    [4, {}],
    [4, { robots: 1, coins: true }],
    [5, { longGame: true }],
    [6, {}],
    [6, { robots: 4, longGame: true, coins: true }],
  ];

  it.each(CONFIGS)('%i seats, %j: seeded random games end, repeat exactly, never change a state they were given, and keep every card', (seats, change) => {
    for (let seed = 1; seed <= 4; seed++) {
      const opts = { ...game.defaultOptions(seats), ...change };
      const playout = randomPlayout(game, { seed, seats, options: opts, freeze: true, maxMoves: 5000 });
      const last = playout.states.at(-1) as S25State;
      expect(last.phase).toBe('over');
      const events = playout.steps.flatMap((step) => step.events);
      expect(events.at(-1)).toEqual({ type: 'gameOver', result: game.result(last), scores: breakdowns(last) });
      if (!events.some((event) => event.type === 'outOfGoods')) expect(last.round).toBe(last.rounds);
      expect(events.filter((event) => event.type === 'roundBegan')).toHaveLength(last.round - 1);
      for (const state of playout.states) {
        expectEveryCardOnce(state);
        expect(distinct(kinds(state.market))).toBe(true);
        for (const hand of state.hands) expect(hand.length).toBeLessThanOrEqual(HAND_SIZE);
        // A unique good twice in front of a seat only by Amnesty, which is in the long game only.
        if (!opts.longGame) for (const front of state.front) for (const kind of ['bagOfGems', 'ring', 'goldCoins', 'stolenJewelry', 'ivory'] as Kind[]) expect(front.filter((card) => kindOf(card) === kind).length).toBeLessThanOrEqual(1);
      }
      for (const step of playout.steps) {
        const revealed = step.events.find((event): event is Extract<S25Event, { type: 'revealed' }> => event.type === 'revealed');
        if (revealed) expect(revealed.cards.filter((card) => 'robot' in card.player)).toHaveLength(opts.robots);
      }
      const again = randomPlayout(game, { seed, seats, options: opts, maxMoves: 5000 });
      expect(again.states.at(-1)).toEqual(last);
    }
  });

  it.each([
    [3, {}],
    [2, { longGame: true }],
  ] as [number, Partial<S25Options>][])('%i seats, %j: offers only moves it accepts, each once, and a random move is one of them', (seats, change) => {
    const playout = randomPlayout(game, { seed: 3, seats, options: { ...game.defaultOptions(seats), ...change }, maxMoves: 5000 });
    const rng = Rng.fromSeed(3);
    for (const state of playout.states.slice(0, -1)) {
      for (let seat = 0; seat < seats; seat++) {
        const moves = game.legalMoves(state, seat);
        expect(moves.length > 0).toBe(game.activeSeats(state).includes(seat));
        expect(new Set(moves.map((move) => JSON.stringify(move))).size).toBe(moves.length);
        for (const move of moves) expect(game.applyMove(state, seat, move).ok).toBe(true);
        const random = game.randomMove(state, seat, rng);
        if (random === null) expect(moves).toEqual([]);
        else if (random.type === 'smuggle' && random.kinds.length === 2) expect(moves.some((move) => move.type === 'smuggle' && sorted(move.kinds).join() === sorted(random.kinds).join())).toBe(true);
        else expect(moves).toContainEqual(random);
      }
    }
  });
});
