/**
 * Invariants of the rules over random playouts: fast-check picks the seed,
 * the table size and the options; every move is randomMove from a seeded Rng,
 * and every host outcome (passed, stuck, short) is drawn at random, as if the
 * physics said so. What every game must do (replay from the seed, plain JSON,
 * untouched inputs, refusals instead of throws, accepted legal moves, secrets
 * kept) is checked by the engine's conformance suite (shared/games/conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Actor, HOST, type Seat, type Viewer } from '../../engine/contract.js';
import { pushedOnTrack } from './conformance.js';
import { MAX_MASS_G } from './physical.js';
import { TOKENS_PER_KIND, rollPending } from './rules.js';
import { game, randomPlayout } from './testkit.js';
import type { SmugglersMove, SmugglersState } from './types.js';

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

describe('random playouts', () => {
  it('end with one winner, ranked first, and keep the tokens and the stink bombs: 28 of each kind in all, one bomb per player in all', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        const { states } = playRandom(seed, seats, shortGame);
        const result = game.result(states.at(-1) as SmugglersState);
        expect(result?.winners).toHaveLength(1);
        expect(result?.ranks[result.winners[0] as Seat]).toBe(1);
        expect((states.at(-1) as SmugglersState).winner).toBe(result?.winners[0]);
        for (const state of states) {
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
            // That the view is the same whatever the secrets are, the conformance suite checks (perturbSecrets).
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('refuse moves against the rules, with a message key, and change nothing', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats, shortGame }) => {
        const { states } = playRandom(seed, seats, shortGame);
        for (const state of states.slice(0, 200)) {
          const before = JSON.stringify(state);
          const refused = (actor: Actor, move: unknown): void => {
            const applied = game.applyMove(state, actor, move as SmugglersMove);
            expect(applied.ok).toBe(false);
            if (!applied.ok) expect(applied.rejection.key).toMatch(/^(smugglers-2016|shell):refusal\.\w+$/);
          };
          const seat = (game.activeSeats(state)[0] ?? 0) as Seat;
          refused(seat, { type: 'roll-outcome', outcome: 'passed' });
          refused(seat, { type: 'sculpt', massG: MAX_MASS_G * 2, roundness: 1, shapeSeed: 1, contraband: 'sweet' });
          refused(seat, { type: 'inspect', target: seat, guess: 'sweet' });
          refused(seat, { type: 'steal', from: seat, token: 'sweet' });
          refused(HOST, { type: 'push', strength: 0.5 });
          if (!rollPending(state)) refused(HOST, { type: 'roll-outcome', outcome: 'passed' });
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('random moves', () => {
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
