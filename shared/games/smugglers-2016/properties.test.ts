/**
 * Invariants over random playouts: fast-check picks the seed, the table size
 * and the options; every move is randomMove from a seeded Rng, and every host
 * outcome (passed, stuck, short) is drawn at random, as if the physics said so.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Actor, HOST, type Seat, type Viewer } from '../../engine/contract.js';
import { Rng } from '../../engine/rng.js';
import { MAX_MASS_G, MIN_MASS_G } from './physical.js';
import { TOKENS_PER_KIND, rollPending } from './rules.js';
import { deepFreeze, game, randomPlayout } from './testkit.js';
import type { Contraband, SmugglersMove, SmugglersOptions, SmugglersState } from './types.js';

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  seats: fc.integer({ min: 2, max: 4 }),
  shortGame: fc.boolean(),
});

interface Played {
  states: SmugglersState[];
  moves: { actor: Actor; move: SmugglersMove }[];
}

function playRandom(seed: number, seats: number, shortGame: boolean): Played {
  const states: SmugglersState[] = [];
  const moves: Played['moves'] = [];
  const first = randomPlayout(
    seed,
    seats,
    ({ before, actor, move, after }) => {
      if (states.length === 0) states.push(before);
      moves.push({ actor, move });
      states.push(after);
    },
    { shortGame },
  );
  if (states.length === 0) states.push(first);
  return { states, moves };
}

function options(shortGame: boolean): SmugglersOptions {
  return { hourglassSeconds: 60, shortGame, firstPlayer: null };
}

function replay(seed: number, seats: number, shortGame: boolean, moves: Played['moves']): SmugglersState[] {
  let state = game.setup(seed, seats, options(shortGame));
  const states = [state];
  for (const { actor, move } of moves) {
    const applied = game.applyMove(state, actor, move);
    if (!applied.ok) throw new Error(applied.rejection.reason);
    state = applied.state;
    states.push(state);
  }
  return states;
}

/** Whether everyone has watched this sphere (as it is now) roll: its roll inputs are public from then on. */
function pushedOnTrack(player: SmugglersState['players'][number]): boolean {
  return player.pushes.some((push) => !player.rerounded || push.attempt === 2);
}

/**
 * The same state with everything `viewer` may not know changed: other seats'
 * unrevealed contraband, and the mass, roundness and shape of every other
 * sphere not yet pushed onto the track (the scale may have shown its mass).
 */
function scrambleSecrets(state: SmugglersState, viewer: Viewer, rng: Rng): SmugglersState {
  const copy = JSON.parse(JSON.stringify(state)) as SmugglersState;
  copy.players.forEach((player, seat) => {
    if (seat === viewer || player.sphere === null) return;
    if (!player.revealed) player.contraband = rng.pick<Contraband>(['sweet', 'sour', 'stink']);
    if (pushedOnTrack(player)) return;
    player.sphere = {
      massG: player.massShown ? player.sphere.massG : MIN_MASS_G + rng.next() * (MAX_MASS_G - MIN_MASS_G),
      roundness: rng.next(),
      shapeSeed: rng.nextUint32(),
    };
  });
  return copy;
}

describe('random playouts', () => {
  it('never throw, accept every random move, end with a winner, and never change their input state', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        let state = game.setup(seed, seats, options(shortGame));
        const rng = Rng.fromSeed(seed);
        for (let moves = 0; game.result(state) === null; moves++) {
          expect(moves).toBeLessThan(20_000);
          const active = game.activeSeats(state);
          let actor: Actor;
          let move: SmugglersMove | null;
          if (active.length === 0) {
            expect(rollPending(state)).toBe(true);
            actor = HOST;
            move = { type: 'roll-outcome', outcome: rng.pick(['passed', 'stuck', 'short'] as const) };
          } else {
            actor = active[rng.int(active.length)] as Seat;
            move = game.randomMove(state, actor, rng);
          }
          expect(move).not.toBeNull();
          const before = JSON.stringify(state);
          deepFreeze(state);
          const applied = game.applyMove(state, actor, move as SmugglersMove);
          if (!applied.ok) throw new Error(`refused: ${applied.rejection.reason} ${JSON.stringify(move)}`);
          expect(JSON.stringify(state)).toBe(before);
          state = applied.state;
        }
        const result = game.result(state);
        expect(result?.winners).toHaveLength(1);
        expect(result?.ranks[result.winners[0] as Seat]).toBe(1);
        expect(state.winner).toBe(result?.winners[0]);
      }),
      { numRuns: 60 },
    );
  });

  it('keep the tokens and the stink bombs: 28 of each kind in all, one bomb per player in all', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        for (const state of playRandom(seed, seats, shortGame).states) {
          for (const kind of ['sweet', 'sour'] as const) {
            const held = state.tokens.reduce((sum, tokens) => sum + tokens[kind], 0);
            expect(held + state.supply[kind]).toBe(TOKENS_PER_KIND);
          }
          expect(state.tokens.every((tokens) => tokens.sweet >= 0 && tokens.sour >= 0)).toBe(true);
          const bombs = state.stinkBombs.reduce((a, b) => a + b, 0) + state.spentBombs.reduce((a, b) => a + b, 0);
          expect(bombs).toBe(seats);
          expect(state.stinkBombs.every((count) => count >= 0)).toBe(true);
          // Nobody holds a winning set while the game goes on.
          if (state.phase !== 'over') expect(state.winner).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('views never show another seat\'s contraband before it is shown, nor a sphere before it is pushed', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        const rng = Rng.fromSeed(seed ^ 0x2545f491);
        for (const state of playRandom(seed, seats, shortGame).states) {
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, seat) => seat)];
          for (const viewer of viewers) {
            const view = game.viewFor(state, viewer);
            view.players.forEach((player, seat) => {
              const truth = state.players[seat] as SmugglersState['players'][number];
              if (seat === viewer) {
                expect(player.contraband).toBe(truth.contraband);
                expect(player.massG).toBe(truth.sphere?.massG ?? null);
                return;
              }
              if (!truth.revealed) expect(player.contraband).toBeNull();
              if (!truth.massShown) expect(player.massG).toBeNull();
            });
            expect(view.ownSphere).toEqual(viewer === 'spectator' ? null : (state.players[viewer]?.sphere ?? null));
            // A roll shows the sphere as it was pushed; a sphere not yet pushed shows in no roll.
            for (const roll of view.rolls) {
              const truth = state.players[roll.seat] as SmugglersState['players'][number];
              expect(pushedOnTrack(truth)).toBe(true);
              expect(roll.input.sphere).toEqual(truth.sphere);
              expect(roll.input.hole).toBe(state.hole);
            }
            // The view is the same whatever the secrets are.
            expect(game.viewFor(scrambleSecrets(state, viewer, rng), viewer)).toEqual(view);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('replay identically from the same seed and moves, and survive a JSON round trip', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        const played = playRandom(seed, seats, shortGame);
        const again = playRandom(seed, seats, shortGame);
        expect(again.moves).toEqual(played.moves);
        const replayed = replay(seed, seats, shortGame, played.moves);
        expect(replayed.map((state) => JSON.stringify(state))).toEqual(played.states.map((state) => JSON.stringify(state)));
        played.states.forEach((state, index) => {
          const copy = JSON.parse(JSON.stringify(state)) as SmugglersState;
          expect(copy).toEqual(state);
          const next = played.moves[index];
          if (next) {
            const fromCopy = game.applyMove(copy, next.actor, next.move);
            expect(fromCopy.ok && JSON.stringify(fromCopy.state)).toBe(JSON.stringify(played.states[index + 1]));
          }
        });
      }),
      { numRuns: 20 },
    );
  });

  it('refuse bad moves with a reason, and change nothing', () => {
    fc.assert(
      fc.property(gameArb, fc.anything(), ({ seed, seats, shortGame }, junk) => {
        const { states } = playRandom(seed, seats, shortGame);
        for (const state of states.slice(0, 200)) {
          const before = JSON.stringify(state);
          const refused = (actor: Actor, move: unknown): void => {
            const applied = game.applyMove(state, actor, move as SmugglersMove);
            expect(applied.ok).toBe(false);
            if (!applied.ok) expect(applied.rejection.reason).toMatch(/\w+/);
          };
          const active = game.activeSeats(state);
          const seat = (active[0] ?? 0) as Seat;
          for (let other = 0; other < seats; other++) {
            if (active.includes(other)) continue;
            refused(other, game.legalMoves(state, seat)[0] ?? { type: 'push', strength: 0.5 });
          }
          refused(seats, { type: 'push', strength: 0.5 });
          refused(-1, { type: 'push', strength: 0.5 });
          refused(seat, null);
          refused(seat, { type: 'roll-outcome', outcome: 'passed' });
          refused(seat, { type: 'push', strength: 2 });
          refused(seat, { type: 'push', strength: Number.NaN });
          refused(seat, { type: 'sculpt', massG: MAX_MASS_G * 2, roundness: 1, shapeSeed: 1, contraband: 'sweet' });
          refused(seat, { type: 'sculpt', massG: 10, roundness: 1, shapeSeed: 1, contraband: 'gold' });
          refused(seat, { type: 'inspect', target: seat, guess: 'sweet' });
          refused(seat, { type: 'steal', from: seat, token: 'sweet' });
          refused(HOST, { type: 'push', strength: 0.5 });
          if (!rollPending(state)) refused(HOST, { type: 'roll-outcome', outcome: 'passed' });
          const junkResult = game.applyMove(state, seat, junk as SmugglersMove);
          if (!junkResult.ok) expect(junkResult.rejection.reason).toMatch(/\w+/);
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('legal and random moves', () => {
  it('every listed legal move is accepted, seats that may not move have none, random moves are accepted', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 1000 }), ({ seed, seats, shortGame }, salt) => {
        const { states } = playRandom(seed, seats, shortGame);
        const rng = Rng.fromSeed(seed + salt);
        for (let pick = 0; pick < 8; pick++) {
          const state = states[rng.int(states.length)] as SmugglersState;
          const active = game.activeSeats(state);
          for (let seat = 0; seat < seats; seat++) {
            const legal = game.legalMoves(state, seat);
            if (!active.includes(seat)) {
              expect(legal).toEqual([]);
              expect(game.randomMove(state, seat, rng)).toBeNull();
              continue;
            }
            expect(legal.length).toBeGreaterThan(0);
            expect(new Set(legal.map((move) => JSON.stringify(move))).size).toBe(legal.length);
            for (const move of legal) expect(game.applyMove(state, seat, move).ok).toBe(true);
            for (let draw = 0; draw < 10; draw++) expect(game.applyMove(state, seat, game.randomMove(state, seat, rng) as SmugglersMove).ok).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('random play meets every phase and every kind of event', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      randomPlayout(seed, 2 + (seed % 3), ({ after, events }) => {
        seen.add(after.phase);
        for (const event of events) {
          seen.add(event.type);
          if (event.type === 'die-rolled' && event.hole === null) seen.add('red-first');
          if (event.type === 'inspected') seen.add(`guess-${event.correct ? 'right' : 'wrong'}-${event.contraband}`);
        }
      });
    }
    // (nothing-to-steal and token-missing are too rare in random play: rules.test.ts covers them.)
    const expected = [
      'sculpting', 'testing', 'inspecting', 'stealing', 'over',
      'round-began', 'die-rolled', 'red-first', 'sculpted', 'pushed', 'rolled', 'rerounded', 'roll-off', 'ranked', 'nobody-through',
      'inspected', 'revealed', 'token-taken', 'stink-bomb-won', 'stink-bomb-spent', 'round-ended', 'game-over',
      'guess-right-sweet', 'guess-right-sour', 'guess-right-stink', 'guess-wrong-sweet', 'guess-wrong-sour', 'guess-wrong-stink',
    ];
    for (const name of expected) expect(seen, name).toContain(name);
  });
});
