/**
 * The rules of Smugglers (2016), case by case: the die and the boss, the red
 * numbers, sculpting, the test (short, stuck, second attempt, junk room), the
 * ranking and the scale, who inspects whom for 2, 3 and 4 players, the
 * guesses and their outcomes, the reveals, the wins and the supply. Host
 * outcomes are applied directly as HOST moves: no physics here.
 */
import { describe, expect, it } from 'vitest';
import { HOST, type Seat } from '../../engine/contract.js';
import { MAX_MASS_G, MIN_MASS_G, SCALE_SENSITIVITY_G } from './physical.js';
import { applyMove } from './game.js';
import { TOKENS_PER_KIND, activeSeats, currentTester, hasWon, inspectableSeats, mayReround, result } from './rules.js';
import {
  type SphereChoice,
  chain,
  game,
  newGame,
  options,
  passOnly,
  play,
  roll,
  roundWithDice,
  sculptAll,
  testAll,
  withDice,
} from './testkit.js';
import type { Contraband, SmugglersEvent, SmugglersState, Tokens } from './types.js';

const sweet = (massG: number): SphereChoice => ({ massG, contraband: 'sweet' });
const sour = (massG: number): SphereChoice => ({ massG, contraband: 'sour' });
const stink = (massG: number): SphereChoice => ({ massG, contraband: 'stink' });

/** A game whose current round starts with a known die (2: boss 3 → 5) and no red number. */
function table(seats: number, change: Partial<SmugglersState> = {}): SmugglersState {
  return roundWithDice(newGame(seats), [2], { boss: 3, ...change });
}

function tokensOf(state: SmugglersState): Tokens[] {
  return state.tokens.map((tokens) => ({ ...tokens }));
}

function types(events: SmugglersEvent[]): string[] {
  return events.map((event) => event.type);
}

function refused(state: SmugglersState, actor: Seat | typeof HOST, move: unknown): string {
  const before = JSON.stringify(state);
  const applied = applyMove(state, actor, move as never);
  expect(applied.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  return applied.ok ? '' : applied.rejection.code;
}

describe('setup', () => {
  it('hands out the starting tokens: sweet to the starting player, then sour, sweet, sour clockwise', () => {
    const state = newGame(4, { firstPlayer: 2 });
    expect(state.startingPlayer).toBe(2);
    expect(state.tokens).toEqual([
      { sweet: 1, sour: 0 },
      { sweet: 0, sour: 1 },
      { sweet: 1, sour: 0 },
      { sweet: 0, sour: 1 },
    ]);
    expect(state.supply).toEqual({ sweet: TOKENS_PER_KIND - 2, sour: TOKENS_PER_KIND - 2 });
    expect(state.stinkBombs).toEqual([1, 1, 1, 1]);
    expect(newGame(2).tokens).toEqual([{ sweet: 1, sour: 0 }, { sweet: 0, sour: 1 }]);
  });

  it('rolls the die for the first round: the boss leaves the middle slot by 1 to 4, or waits on a red number', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = newGame(3, {}, seed);
      const [die] = state.dice as [number];
      expect(state.phase).toBe('sculpting');
      if (die <= 4) {
        expect(state.boss).toBe(3 + die === 7 ? 0 : (3 + die) % 7);
        expect(state.hole).toBe(state.boss);
      } else {
        expect(state.boss).toBe(3);
        expect(state.hole).toBeNull();
      }
    }
  });

  it('draws the first player from the seed when none is given, and refuses bad tables', () => {
    const drawn = new Set<number>();
    for (let seed = 0; seed < 30; seed++) drawn.add(newGame(4, { firstPlayer: null }, seed).startingPlayer);
    expect(drawn.size).toBe(4);
    const players = { ok: false, problem: { key: 'shell:refusal.playerCount', params: { title: 'Smugglers (2016)', min: 2, max: 4 } } };
    for (const seats of [1, 5]) expect(game.setup(1, seats, options())).toEqual(players);
    expect(game.setup(1, 2, options({ firstPlayer: 3 }))).toEqual({ ok: false, problem: { key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: 4, seats: 2 } } });
    expect(game.setup(1, 2, options({ hourglassSeconds: 10 }))).toEqual({ ok: false, problem: { key: 'shell:refusal.badOption', params: { option: 'hourglassSeconds' } } });
    expect(() => newGame(2, { hourglassSeconds: 10 })).toThrow(/badOption/);
  });
});

describe('the die and the boss', () => {
  it('moves the boss in the arrow direction and wraps around past the side', () => {
    expect(roundWithDice(newGame(2), [4], { boss: 5 }).boss).toBe(2);
    expect(roundWithDice(newGame(2), [1], { boss: 6 }).boss).toBe(0);
    expect(roundWithDice(newGame(2), [3], { boss: 0 }).boss).toBe(3);
    const state = roundWithDice(newGame(2), [4], { boss: 5 });
    expect(state.hole).toBe(2);
  });

  it('on a red number everyone sculpts first, then the second roll moves the boss, whatever it is', () => {
    for (const [first, second, expected] of [
      [5, 6, 2],
      [6, 5, 1],
      [5, 2, 5],
    ] as const) {
      const start = roundWithDice(newGame(3), [first, second], { boss: 3 });
      expect(start.hole).toBeNull();
      expect(start.boss).toBe(3);
      expect(start.phase).toBe('sculpting');
      const partly = sculptAll(start, [sweet(10), sour(10)]).state;
      expect(partly.hole).toBeNull();
      const { state, events } = play(partly, 2, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 2, contraband: 'sweet' });
      expect(state.dice).toEqual([first, second]);
      expect(state.boss).toBe(expected);
      expect(state.hole).toBe(expected);
      expect(state.phase).toBe('testing');
      expect(events.find((event) => event.type === 'die-rolled')).toMatchObject({ value: second, red: second >= 5, hole: expected });
    }
  });
});

describe('sculpting', () => {
  it('is simultaneous: every seat that has not sculpted may, each once', () => {
    let state = table(3);
    expect(activeSeats(state)).toEqual([0, 1, 2]);
    state = play(state, 1, { type: 'sculpt', massG: 12, roundness: 0.9, shapeSeed: 7, contraband: 'sour' }).state;
    expect(activeSeats(state)).toEqual([0, 2]);
    expect(refused(state, 1, { type: 'sculpt', massG: 12, roundness: 0.9, shapeSeed: 7, contraband: 'sour' })).toBe('not-your-turn');
  });

  it('keeps the mass between the minimum and the player\'s putty, and the stink bomb for those who hold one', () => {
    const state = table(2);
    const move = (massG: number, contraband: Contraband = 'sweet') => ({ type: 'sculpt', massG, roundness: 1, shapeSeed: 1, contraband });
    expect(refused(state, 0, move(MIN_MASS_G - 0.01))).toBe('illegal-move');
    expect(refused(state, 0, move(MAX_MASS_G + 0.01))).toBe('illegal-move');
    expect(applyMove(state, 0, move(MIN_MASS_G) as never).ok).toBe(true);
    expect(applyMove(state, 0, move(MAX_MASS_G) as never).ok).toBe(true);
    const noBomb = { ...state, stinkBombs: [0, 1] };
    expect(refused(noBomb, 0, move(10, 'stink'))).toBe('illegal-move');
    expect(applyMove(noBomb, 1, move(10, 'stink') as never).ok).toBe(true);
    expect(refused(state, 0, { type: 'sculpt', massG: 10, roundness: 1.5, shapeSeed: 1, contraband: 'sweet' })).toBe('malformed-move');
    expect(refused(state, 0, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: -1, contraband: 'sweet' })).toBe('malformed-move');
    expect(refused(state, 0, { type: 'sculpt', massG: Number.NaN, roundness: 1, shapeSeed: 1, contraband: 'sweet' })).toBe('malformed-move');
  });

  it('starts the test with the starting player once everyone has sculpted', () => {
    const { state } = sculptAll(table(3, { startingPlayer: 1 }), [sweet(10), sour(11), sweet(12)]);
    expect(state.phase).toBe('testing');
    expect(state.testOrder).toEqual([1, 2, 0]);
    expect(activeSeats(state)).toEqual([1]);
    expect(state.players[1]?.room).toBe('track');
  });
});

describe('the test', () => {
  const ready = (seats = 2) => sculptAll(table(seats), [sweet(10), sour(11), sweet(12), sour(13)].slice(0, seats)).state;

  it('waits for the host after a push: nobody may move, only HOST may report the outcome', () => {
    const pushed = play(ready(), 0, { type: 'push', strength: 0.4 }).state;
    expect(activeSeats(pushed)).toEqual([]);
    expect(refused(pushed, 0, { type: 'push', strength: 0.4 })).toBe('not-your-turn');
    expect(refused(pushed, 0, { type: 'roll-outcome', outcome: 'passed' })).toBe('illegal-move');
    expect(refused(pushed, HOST, { type: 'push', strength: 0.4 })).toBe('illegal-move');
    expect(refused(pushed, HOST, { type: 'roll-outcome', outcome: 'sideways' })).toBe('malformed-move');
    expect(refused(ready(), HOST, { type: 'roll-outcome', outcome: 'passed' })).toBe('not-your-turn');
  });

  it("'short' is not an attempt: the same player pushes again", () => {
    let state = roll(ready(), 'short', 0.1).state;
    expect(currentTester(state)).toBe(0);
    expect(state.players[0]?.attempt).toBe(1);
    state = roll(state, 'short', 0.2).state;
    state = roll(state, 'passed', 0.5).state;
    expect(state.players[0]?.room).toBe('bar');
    expect(state.players[0]?.pushes.map((push) => push.outcome)).toEqual(['short', 'short', 'passed']);
    expect(currentTester(state)).toBe(1);
  });

  it('a first stuck gives a second attempt, after an optional re-rounding of the same putty', () => {
    let state = roll(ready(), 'stuck').state;
    expect(currentTester(state)).toBe(0);
    expect(state.players[0]?.attempt).toBe(2);
    expect(mayReround(state, 0)).toBe(true);
    state = play(state, 0, { type: 'reround', roundness: 0.97, shapeSeed: 99 }).state;
    expect(state.players[0]?.sphere).toEqual({ massG: 10, roundness: 0.97, shapeSeed: 99 });
    expect(refused(state, 0, { type: 'reround', roundness: 1, shapeSeed: 3 })).toBe('illegal-move'); // only once
    state = roll(state, 'passed').state;
    expect(state.players[0]?.room).toBe('bar');
  });

  it('re-rounding is refused before a first stuck and once the second attempt is pushed', () => {
    expect(refused(ready(), 0, { type: 'reround', roundness: 1, shapeSeed: 3 })).toBe('illegal-move');
    let state = roll(ready(), 'stuck').state;
    state = roll(state, 'short').state;
    expect(mayReround(state, 0)).toBe(false);
    expect(refused(state, 0, { type: 'reround', roundness: 1, shapeSeed: 3 })).toBe('illegal-move');
  });

  it('stuck twice sends the sphere to the junk room', () => {
    const { state, events } = testAll(ready(), { 0: ['stuck', 'short', 'stuck'], 1: ['passed'] });
    expect(types(events).filter((type) => type === 'rolled')).toHaveLength(4);
    expect(events.find((event) => event.type === 'ranked')).toMatchObject({ office: [1], toJunk: [] });
    expect(state.players[0]?.room).toBe('junk');
  });
});

describe('ranking and the scale', () => {
  it('puts the two heaviest spheres in the office and the rest of the bar in the junk room', () => {
    const start = sculptAll(table(4), [sweet(20), sour(25), sweet(15), sour(22)]).state;
    const { state, events } = testAll(start, passOnly(4, [0, 1, 2, 3]));
    expect(state.office).toEqual([1, 3]);
    expect(state.players[1]?.place).toBe(1);
    expect(state.players[3]?.place).toBe(2);
    expect(state.players[0]?.room).toBe('junk');
    expect(state.players[2]?.room).toBe('junk');
    expect(events.find((event) => event.type === 'ranked')).toMatchObject({ office: [1, 3], toJunk: [0, 2] });
    expect(state.players.every((player) => player.massShown)).toBe(true);
  });

  it('masses within the sensitivity are a tie, settled by a roll-off (higher die wins, ties roll again)', () => {
    const close = 20 + SCALE_SENSITIVITY_G * 0.8;
    const start = sculptAll(table(2), [sweet(20), sour(close)]).state;
    let state = roll(start, 'passed').state;
    state = play(withDice(state, [3, 3, 2, 5]), 1, { type: 'push', strength: 0.5 }).state;
    const { events } = play(state, HOST, { type: 'roll-outcome', outcome: 'passed' });
    const rollOff = events.find((event) => event.type === 'roll-off');
    expect(rollOff).toEqual({ type: 'roll-off', place: 1, seats: [0, 1], rolls: [[3, 3], [2, 5]], winner: 1 });
    expect(events.find((event) => event.type === 'ranked')).toMatchObject({ office: [1, 0] });
  });

  it('a difference beyond the sensitivity needs no roll-off, even for the lighter sphere winning nothing', () => {
    const start = sculptAll(table(2), [sweet(20), sour(20 + SCALE_SENSITIVITY_G + 0.01)]).state;
    const { events } = testAll(start, passOnly(2, [0, 1]));
    expect(types(events)).not.toContain('roll-off');
    expect(events.find((event) => event.type === 'ranked')).toMatchObject({ office: [1, 0] });
  });
});

describe('ranking with fixed roll-off dice', () => {
  it('settles place 1 among three close spheres, then place 2 among the remaining close ones', () => {
    const start = sculptAll(table(4), [sweet(20), sour(20.2), sweet(20.4), sour(10)]).state;
    let state = chain(start, [(s) => roll(s, 'passed'), (s) => roll(s, 'passed'), (s) => roll(s, 'passed')]).state;
    expect(currentTester(state)).toBe(3);
    state = play(withDice(state, [2, 6, 4, 1, 4]), 3, { type: 'push', strength: 0.5 }).state;
    state = play(state, HOST, { type: 'roll-outcome', outcome: 'stuck' }).state;
    state = play(state, 3, { type: 'push', strength: 0.5 }).state;
    const { state: ranked, events } = play(state, HOST, { type: 'roll-outcome', outcome: 'stuck' });
    const rollOffs = events.filter((event) => event.type === 'roll-off');
    expect(rollOffs).toEqual([
      { type: 'roll-off', place: 1, seats: [0, 1, 2], rolls: [[2, 6, 4]], winner: 1 },
      { type: 'roll-off', place: 2, seats: [0, 2], rolls: [[1, 4]], winner: 2 },
    ]);
    expect(ranked.office).toEqual([1, 2]);
  });
});

/** Plays a round to the inspection: spheres, then passed for `passing` (stuck twice for the others). */
function toInspection(seats: number, spheres: SphereChoice[], passing: Seat[], change: Partial<SmugglersState> = {}): { state: SmugglersState; events: SmugglersEvent[] } {
  const start = sculptAll(table(seats, change), spheres).state;
  return testAll(start, passOnly(seats, passing));
}

describe('who inspects whom: 2 players', () => {
  it('both in the office: nobody is inspected, both reveal in the order of their places', () => {
    const before = table(2);
    const { state, events } = toInspection(2, [sweet(15), sour(20)], [0, 1]);
    expect(types(events).filter((type) => type === 'inspected')).toEqual([]);
    expect(events.filter((event) => event.type === 'revealed')).toEqual([
      { type: 'revealed', seat: 1, contraband: 'sour' },
      { type: 'revealed', seat: 0, contraband: 'sweet' },
    ]);
    expect(state.tokens[0]).toEqual({ sweet: (before.tokens[0] as Tokens).sweet + 1, sour: 0 });
    expect(state.tokens[1]).toEqual({ sweet: 0, sour: (before.tokens[1] as Tokens).sour + 1 });
    expect(state.round).toBe(before.round + 1); // the next round has begun
  });

  it('one in the office inspects the other in the junk room', () => {
    const { state } = toInspection(2, [sweet(15), sour(20)], [0]);
    expect(state.phase).toBe('inspecting');
    expect(activeSeats(state)).toEqual([0]);
    expect(inspectableSeats(state)).toEqual([1]);
    expect(refused(state, 0, { type: 'inspect', target: 0, guess: 'sweet' })).toBe('illegal-move');
    expect(refused(state, 1, { type: 'inspect', target: 0, guess: 'sweet' })).toBe('not-your-turn');
    const { events } = play(state, 0, { type: 'inspect', target: 1, guess: 'sour' });
    expect(events[0]).toEqual({ type: 'inspected', inspector: 0, target: 1, guess: 'sour', contraband: 'sour', correct: true });
    // The inspector then reveals his own: he was not inspected.
    expect(events.filter((event) => event.type === 'revealed')).toEqual([{ type: 'revealed', seat: 0, contraband: 'sweet' }]);
  });

  it('nobody through: no inspection, nothing shown, the next player starts the next round', () => {
    const before = table(2);
    const { state, events } = toInspection(2, [stink(15), sour(20)], []);
    expect(types(events)).toContain('nobody-through');
    expect(types(events)).not.toContain('revealed');
    expect(state.tokens).toEqual(before.tokens);
    expect(state.stinkBombs).toEqual(before.stinkBombs);
    expect(state.spentBombs).toEqual([0, 0]);
    expect(state.startingPlayer).toBe(1);
    expect(state.phase).toBe('sculpting');
    expect(state.history.at(-1)).toMatchObject({ nobodyThrough: true });
    expect(state.history.at(-1)?.seats.map((seat) => seat.contraband)).toEqual([null, null]);
  });
});

describe('who inspects whom: 3 players', () => {
  it('one through: he chooses which of the two in the junk room to inspect; the other reveals', () => {
    const { state } = toInspection(3, [sweet(15), sour(20), sweet(18)], [1]);
    expect(activeSeats(state)).toEqual([1]);
    expect(inspectableSeats(state)).toEqual([0, 2]);
    const { events } = play(state, 1, { type: 'inspect', target: 2, guess: 'sour' });
    expect(events.filter((event) => event.type === 'revealed').map((event) => (event as { seat: Seat }).seat)).toEqual([1, 0]);
  });

  it('two through: place 1 inspects the one in the junk room; place 2 does not inspect and reveals', () => {
    const { state } = toInspection(3, [sweet(15), sour(20), sweet(18)], [1, 2]);
    expect(state.office).toEqual([1, 2]);
    expect(state.inspectors).toEqual([1]);
    expect(inspectableSeats(state)).toEqual([0]);
    const { events } = play(state, 1, { type: 'inspect', target: 0, guess: 'sour' });
    expect(events.filter((event) => event.type === 'revealed').map((event) => (event as { seat: Seat }).seat)).toEqual([1, 2]);
  });

  it('all three through: the lightest goes to the junk room and is inspected by place 1', () => {
    const { state } = toInspection(3, [sweet(15), sour(20), sweet(18)], [0, 1, 2]);
    expect(state.office).toEqual([1, 2]);
    expect(state.players[0]?.room).toBe('junk');
    expect(state.inspectors).toEqual([1]);
    expect(inspectableSeats(state)).toEqual([0]);
  });
});

describe('who inspects whom: 4 players', () => {
  const spheres = [sweet(15), sour(20), sweet(18), sour(12)];

  it('one through: only one inspection, of any of the three in the junk room; the other two reveal in test order', () => {
    const { state } = toInspection(4, spheres, [2]);
    expect(state.inspectors).toEqual([2]);
    expect(inspectableSeats(state)).toEqual([0, 1, 3]);
    const { events } = play(state, 2, { type: 'inspect', target: 1, guess: 'sour' });
    expect(events.filter((event) => event.type === 'revealed').map((event) => (event as { seat: Seat }).seat)).toEqual([2, 0, 3]);
  });

  it('two through: place 1 inspects either one in the junk room, place 2 the other', () => {
    const { state } = toInspection(4, spheres, [1, 2]);
    expect(state.inspectors).toEqual([1, 2]);
    expect(inspectableSeats(state)).toEqual([0, 3]);
    const first = play(state, 1, { type: 'inspect', target: 3, guess: 'sweet' }).state;
    expect(activeSeats(first)).toEqual([2]);
    expect(inspectableSeats(first)).toEqual([0]);
    expect(refused(first, 2, { type: 'inspect', target: 3, guess: 'sweet' })).toBe('illegal-move');
    const { events } = play(first, 2, { type: 'inspect', target: 0, guess: 'sweet' });
    // Both inspectors reveal, by place.
    expect(events.filter((event) => event.type === 'revealed').map((event) => (event as { seat: Seat }).seat)).toEqual([1, 2]);
  });

  it('three or four through: the spheres beyond place 2 join the junk room and there are two inspections', () => {
    for (const passing of [
      [0, 1, 2],
      [0, 1, 2, 3],
    ]) {
      const { state } = toInspection(4, spheres, passing);
      expect(state.office).toEqual([1, 2]);
      expect(state.inspectors).toEqual([1, 2]);
      expect(inspectableSeats(state)).toEqual([0, 3]);
    }
  });

  it('nobody through: nothing happens', () => {
    const before = table(4);
    const { state } = toInspection(4, spheres, []);
    expect(state.tokens).toEqual(before.tokens);
    expect(state.phase).toBe('sculpting');
    expect(state.startingPlayer).toBe(1);
  });
});

describe('guesses and their outcomes', () => {
  /** Two players: seat 0 in the office inspects seat 1, who hid `hidden`. */
  const inspection = (hidden: Contraband, change: Partial<SmugglersState> = {}) =>
    toInspection(2, [sweet(20), { massG: 15, contraband: hidden }], [0], change).state;

  it('right on a sweet or sour treat: the inspector takes a token of that kind, the inspected player nothing', () => {
    for (const kind of ['sweet', 'sour'] as const) {
      const state = inspection(kind);
      const before = tokensOf(state);
      const { state: after, events } = play(state, 0, { type: 'inspect', target: 1, guess: kind });
      expect(events).toContainEqual({ type: 'token-taken', seat: 0, kind, from: 'supply' });
      expect((after.history.at(-1)?.seats[1])?.contraband).toBe(kind);
      expect(after.tokens[1]).toEqual(before[1]);
      // Seat 0 also revealed his sweet treat.
      expect(after.tokens[0]).toEqual({ sweet: (before[0] as Tokens).sweet + 1 + (kind === 'sweet' ? 1 : 0), sour: (before[0] as Tokens).sour + (kind === 'sour' ? 1 : 0) });
    }
  });

  it('right on a stink bomb: the inspector wins it, to use later', () => {
    const state = inspection('stink');
    const { state: after, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'stink' });
    expect(events).toContainEqual({ type: 'stink-bomb-won', seat: 0, from: 1 });
    expect(after.stinkBombs).toEqual([2, 0]);
    expect(after.spentBombs).toEqual([0, 0]);
    // Next round seat 0 may hide a stink bomb, seat 1 may not.
    expect(applyMove(after, 1, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 1, contraband: 'stink' }).ok).toBe(false);
    expect(applyMove(after, 0, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 1, contraband: 'stink' }).ok).toBe(true);
  });

  it('wrong on a treat: the inspected player takes a token of his kind', () => {
    const state = inspection('sour');
    const before = tokensOf(state);
    const { state: after, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'stink' });
    expect(events).toContainEqual({ type: 'token-taken', seat: 1, kind: 'sour', from: 'supply' });
    expect(after.tokens[1]).toEqual({ ...(before[1] as Tokens), sour: (before[1] as Tokens).sour + 1 });
  });

  it('wrong on a stink bomb: the bomb is spent and its owner takes the token of his choice from the inspector', () => {
    const state = inspection('stink', { tokens: [{ sweet: 2, sour: 1 }, { sweet: 0, sour: 1 }] });
    const { state: choosing, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'sour' });
    expect(events).toContainEqual({ type: 'stink-bomb-spent', seat: 1 });
    expect(choosing.phase).toBe('stealing');
    expect(activeSeats(choosing)).toEqual([1]);
    expect(choosing.pendingSteal).toEqual({ seat: 1, reason: 'inspected', from: [0] });
    expect(refused(choosing, 1, { type: 'steal', from: 1, token: 'sour' })).toBe('illegal-move');
    const { state: after, events: stolen } = play(choosing, 1, { type: 'steal', from: 0, token: 'sweet' });
    expect(stolen[0]).toEqual({ type: 'token-taken', seat: 1, kind: 'sweet', from: 0 });
    // Then seat 0 reveals his sweet treat.
    expect(after.tokens).toEqual([{ sweet: 2, sour: 1 }, { sweet: 1, sour: 1 }]);
    expect(after.stinkBombs).toEqual([1, 0]);
    expect(after.spentBombs).toEqual([0, 1]);
  });

  it('wrong on a stink bomb with only one kind (or nothing) to take: no choice to make', () => {
    const one = inspection('stink', { tokens: [{ sweet: 0, sour: 3 }, { sweet: 0, sour: 1 }] });
    const { state, events } = play(one, 0, { type: 'inspect', target: 1, guess: 'sweet' });
    expect(events).toContainEqual({ type: 'token-taken', seat: 1, kind: 'sour', from: 0 });
    expect(state.phase).toBe('sculpting');
    const none = inspection('stink', { tokens: [{ sweet: 0, sour: 0 }, { sweet: 0, sour: 1 }] });
    const empty = play(none, 0, { type: 'inspect', target: 1, guess: 'sweet' });
    expect(empty.events).toContainEqual({ type: 'nothing-to-steal', seat: 1 });
    expect(empty.state.spentBombs).toEqual([0, 1]);
  });

  it('a guess of stink bomb on a player without one is allowed (and wrong)', () => {
    const state = inspection('sweet', { stinkBombs: [1, 0] });
    const { events } = play(state, 0, { type: 'inspect', target: 1, guess: 'stink' });
    expect(events[0]).toMatchObject({ correct: false });
  });
});

describe('reveals', () => {
  it('a revealed stink bomb takes a token of the owner\'s choice from an opponent of his choice, then is spent', () => {
    const change = { tokens: [{ sweet: 1, sour: 0 }, { sweet: 2, sour: 2 }, { sweet: 0, sour: 0 }] };
    const { state } = toInspection(3, [stink(20), sour(15), sweet(10)], [0], change);
    const inspected = play(state, 0, { type: 'inspect', target: 2, guess: 'sweet' });
    // Seat 0 took a sweet token for his right guess; now he reveals his bomb.
    expect(inspected.state.phase).toBe('stealing');
    expect(inspected.state.pendingSteal).toEqual({ seat: 0, reason: 'revealed', from: [1, 2] });
    expect(refused(inspected.state, 0, { type: 'steal', from: 2, token: 'sweet' })).toBe('illegal-move'); // seat 2 has none
    const { state: after, events } = play(inspected.state, 0, { type: 'steal', from: 1, token: 'sour' });
    expect(events[0]).toEqual({ type: 'token-taken', seat: 0, kind: 'sour', from: 1 });
    // Then seat 1 (not inspected, in the junk room) reveals his sour treat.
    expect(events).toContainEqual({ type: 'revealed', seat: 1, contraband: 'sour' });
    expect(after.tokens).toEqual([{ sweet: 2, sour: 1 }, { sweet: 2, sour: 2 }, { sweet: 0, sour: 0 }]);
    expect(after.spentBombs).toEqual([1, 0, 0]);
  });

  it('a revealed stink bomb with nothing to take is spent all the same', () => {
    const change = { tokens: [{ sweet: 0, sour: 0 }, { sweet: 0, sour: 0 }] };
    const { state, events } = toInspection(2, [stink(25), sour(20)], [0, 1], change);
    expect(events).toContainEqual({ type: 'nothing-to-steal', seat: 0 });
    expect(state.spentBombs).toEqual([1, 0]);
  });
});

describe('winning', () => {
  it('knows the winning sets of the normal and the short game', () => {
    expect(hasWon({ sweet: 7, sour: 0 }, false)).toBe(true);
    expect(hasWon({ sweet: 0, sour: 7 }, false)).toBe(true);
    expect(hasWon({ sweet: 5, sour: 5 }, false)).toBe(true);
    expect(hasWon({ sweet: 6, sour: 4 }, false)).toBe(false);
    expect(hasWon({ sweet: 4, sour: 6 }, false)).toBe(false);
    expect(hasWon({ sweet: 5, sour: 0 }, true)).toBe(true);
    expect(hasWon({ sweet: 4, sour: 4 }, true)).toBe(true);
    expect(hasWon({ sweet: 4, sour: 3 }, true)).toBe(false);
  });

  it('ends the game the moment a token completes a set: later reveals do not happen', () => {
    const change = { tokens: [{ sweet: 6, sour: 0 }, { sweet: 0, sour: 6 }] };
    // Seat 1 is place 1 and reveals first: 7 sour; seat 0 never reveals.
    const { state, events } = toInspection(2, [sweet(15), sour(20)], [0, 1], change);
    expect(state.phase).toBe('over');
    expect(state.winner).toBe(1);
    expect(types(events).slice(-2)).toEqual(['token-taken', 'game-over']);
    expect(events.filter((event) => event.type === 'revealed')).toHaveLength(1);
    expect(result(state)).toEqual({ scores: [6, 7], winners: [1], ranks: [2, 1] });
    expect(activeSeats(state)).toEqual([]);
    expect(refused(state, 0, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 1, contraband: 'sweet' })).toBe('game-over');
  });

  it('at 5 + 5, and by a right guess', () => {
    const change = { tokens: [{ sweet: 5, sour: 4 }, { sweet: 0, sour: 0 }] };
    const { state } = toInspection(2, [sweet(20), sour(15)], [0], change);
    const { state: over, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'sour' });
    expect(over.winner).toBe(0);
    expect(over.tokens[0]).toEqual({ sweet: 5, sour: 5 });
    expect(types(events)).not.toContain('revealed');
  });

  it('by a stolen token that completes 5 + 5', () => {
    const change = { tokens: [{ sweet: 0, sour: 1 }, { sweet: 5, sour: 4 }] };
    const { state } = toInspection(2, [sweet(20), stink(15)], [0], change);
    const { state: over, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'sweet' });
    expect(over.winner).toBe(1);
    expect(over.tokens).toEqual([{ sweet: 0, sour: 0 }, { sweet: 5, sour: 5 }]);
    expect(types(events)).not.toContain('revealed'); // seat 0 never reveals
  });

  it('by a stolen token that completes 7', () => {
    const change = { tokens: [{ sweet: 2, sour: 0 }, { sweet: 6, sour: 0 }] };
    const { state } = toInspection(2, [sweet(20), stink(15)], [0], change);
    const { state: over, events } = play(state, 0, { type: 'inspect', target: 1, guess: 'sour' });
    expect(events).toContainEqual({ type: 'token-taken', seat: 1, kind: 'sweet', from: 0 });
    expect(over.winner).toBe(1);
    expect(over.phase).toBe('over');
  });

  it('in the short game at 5 of a kind or 4 + 4', () => {
    const five = toInspection(2, [sweet(20), sour(15)], [0, 1], { tokens: [{ sweet: 4, sour: 0 }, { sweet: 0, sour: 0 }], options: { hourglassSeconds: 60, shortGame: true, firstPlayer: 0 } });
    expect(five.state.winner).toBe(0);
    const both = toInspection(2, [sweet(20), sour(15)], [0, 1], { tokens: [{ sweet: 3, sour: 4 }, { sweet: 0, sour: 0 }], options: { hourglassSeconds: 60, shortGame: true, firstPlayer: 0 } });
    expect(both.state.winner).toBe(0);
    const normal = toInspection(2, [sweet(20), sour(15)], [0, 1], { tokens: [{ sweet: 4, sour: 0 }, { sweet: 0, sour: 0 }] });
    expect(normal.state.winner).toBeNull();
  });

  it('takes no token the supply lacks', () => {
    const change = { supply: { sweet: 0, sour: 3 } };
    const { state, events } = toInspection(2, [sweet(20), sour(15)], [0, 1], change);
    expect(events).toContainEqual({ type: 'token-missing', seat: 0, kind: 'sweet' });
    expect(events).toContainEqual({ type: 'token-taken', seat: 1, kind: 'sour', from: 'supply' });
    expect(state.supply).toEqual({ sweet: 0, sour: 2 });
    expect(state.tokens[0]).toEqual({ sweet: 1, sour: 0 });
  });
});

describe('rounds', () => {
  it('pass the die clockwise and keep the boss where he stood', () => {
    let state = table(3, { startingPlayer: 2 });
    const boss = state.boss;
    state = testAll(sculptAll(state, [sweet(10), sour(12), sweet(14)]).state, passOnly(3, [])).state;
    expect(state.startingPlayer).toBe(0);
    expect(state.round).toBe(1);
    const [die] = state.dice as [number];
    if (die <= 4) expect(state.boss).toBe((boss + die) % 7);
    else expect(state.boss).toBe(boss);
  });

  it('record each finished round as everybody saw it', () => {
    const { state } = toInspection(3, [sweet(15), sour(20), sour(18)], [1]);
    const after = play(state, 1, { type: 'inspect', target: 0, guess: 'sweet' }).state;
    const record = after.history.at(-1);
    expect(record).toMatchObject({ round: 0, startingPlayer: 0, dice: [2], hole: 5, nobodyThrough: false });
    expect(record?.seats).toEqual([
      { seat: 0, room: 'junk', failed: true, place: null, massG: null, contraband: 'sweet', inspectedBy: 1, guess: 'sweet', stinkBombsHeld: 1, tokensBefore: { sweet: 1, sour: 0 } },
      { seat: 1, room: 'office', failed: false, place: 1, massG: 20, contraband: 'sour', inspectedBy: null, guess: null, stinkBombsHeld: 1, tokensBefore: { sweet: 0, sour: 1 } },
      { seat: 2, room: 'junk', failed: true, place: null, massG: null, contraband: 'sour', inspectedBy: null, guess: null, stinkBombsHeld: 1, tokensBefore: { sweet: 1, sour: 0 } },
    ]);
  });
});
