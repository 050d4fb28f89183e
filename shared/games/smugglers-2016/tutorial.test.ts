import { beforeAll, describe, expect, it } from 'vitest';
import { HOST, type Actor } from '../../engine/contract.js';
import { setUp } from '../../engine/set-up.js';
import { walkTutorial, type WalkedGame } from '../../engine/testing/tutorial-walk.js';
import { stepRefusal, TUTORIAL_START } from '../../engine/tutorial.js';
import { initPhysics, simulateRollSync } from './physics/index.js';
import { STANDARD } from './physical.js';
import { hostTask } from './roll.js';
import { game } from './testkit.js';
import { smugglersTutorial as tutorial } from './tutorial.js';
import type { SmugglersMove, SmugglersState, SmugglersView } from './types.js';

const start = () => setUp(game, tutorial.seed, tutorial.seats, tutorial.options);

/**
 * The game as the host plays it: after a push, the host simulates the roll
 * (the real physics) and applies its outcome before anyone moves again.
 */
const hosted: WalkedGame<SmugglersState, SmugglersMove, SmugglersView> = {
  applyMove(state: SmugglersState, actor: Actor, move: SmugglersMove) {
    let applied = game.applyMove(state, actor, move);
    for (let task = applied.ok ? hostTask(applied.state) : null; applied.ok && task; task = applied.ok ? hostTask(applied.state) : null) {
      const { outcome } = simulateRollSync(task.input);
      const events = applied.events;
      applied = game.applyMove(applied.state, HOST, { type: 'roll-outcome', outcome });
      if (applied.ok) applied = { ...applied, events: [...events, ...applied.events] };
    }
    return applied;
  },
  activeSeats: (state) => game.activeSeats(state),
  legalMoves: (state, seat) => game.legalMoves(state, seat),
  viewFor: (state, seat) => game.viewFor(state, seat),
};

/** The newcomer's moves, as the steps ask for them: ten pinches hiding the sweet treat (the station's first), the push button's push, a guess at Bruno's ball. */
const PLAYER: SmugglersMove[] = [
  { type: 'sculpt', massG: 10, roundness: 0.8, shapeSeed: 12345, contraband: 'sweet' },
  { type: 'push', strength: 0.5 },
  { type: 'inspect', target: 1, guess: 'sour' },
];

const HOLE_7 = 6;

describe('the Smugglers (2016) tutorial', () => {
  beforeAll(async () => {
    await initPhysics();
  });

  it('starts with Bruno first and the 29 mm hole, where Bruno’s ball sticks however round, and Chloé’s and the newcomer’s pass', () => {
    const state = start();
    expect(state.startingPlayer).toBe(1);
    expect(state.dice).toEqual([3]);
    expect(state.hole).toBe(HOLE_7);
    expect(STANDARD.holeDiameterMm(HOLE_7)).toBe(29);
    const roll = (sculpt: SmugglersMove, push: SmugglersMove, reround?: SmugglersMove) => {
      if (sculpt.type !== 'sculpt' || push.type !== 'push' || (reround && reround.type !== 'reround')) throw new Error('the script changed');
      const shape = reround?.type === 'reround' ? reround : sculpt;
      return simulateRollSync({ sphere: { massG: sculpt.massG, roundness: shape.roundness, shapeSeed: shape.shapeSeed }, hole: HOLE_7, push: { strength: push.strength } }).outcome;
    };
    const [sculpt, push, reround, again] = tutorial.bots[1] as SmugglersMove[];
    expect(roll(sculpt as SmugglersMove, push as SmugglersMove)).toBe('stuck');
    expect(roll(sculpt as SmugglersMove, again as SmugglersMove, reround)).toBe('stuck');
    const [chloe, chloePush] = tutorial.bots[2] as SmugglersMove[];
    expect(roll(chloe as SmugglersMove, chloePush as SmugglersMove)).toBe('passed');
    // Ten pinches, a little lumpy, pushed with the push button's strength, pass too.
    expect(roll({ ...(PLAYER[0] as SmugglersMove), roundness: 0.3 } as SmugglersMove, PLAYER[1] as SmugglersMove)).toBe('passed');
  });

  it('plays to its last step, every scripted move legal in its turn, and what the steps say is what happened', () => {
    const walk = walkTutorial(hosted, start(), tutorial, PLAYER);
    expect(walk.progress.step).toBe(tutorial.steps.length);
    const moves = (seat: number) => walk.entries.flatMap((entry) => (entry.kind === 'move' && entry.seat === seat ? [entry.move.type] : []));
    // Bruno: sculpted, stuck, rolled it round, stuck again. Chloé: sculpted and pushed (she inspects only off the script).
    expect(moves(1)).toEqual(['sculpt', 'push', 'reround', 'push']);
    expect(moves(2)).toEqual(['sculpt', 'push']);
    const { state } = walk;
    // The round is over and the next has begun; its record tells what everybody saw.
    expect(state.round).toBe(1);
    const record = state.history[0];
    if (!record) throw new Error('no round record');
    const seat = (n: number) => record.seats.find((entry) => entry.seat === n);
    // Bruno stuck twice: the junk room, where the newcomer, in armchair 1, inspected his ball and guessed right.
    expect(seat(1)).toMatchObject({ room: 'junk', failed: true, inspectedBy: 0, guess: 'sour', contraband: 'sour' });
    expect(seat(0)).toMatchObject({ room: 'office', place: 1, contraband: 'sweet' });
    expect(seat(2)).toMatchObject({ room: 'office', place: 2, contraband: 'sour' });
    // A right guess gives the inspector a token of it; the balls not inspected, opened, give their owners theirs.
    expect(state.tokens[0]).toEqual({ sweet: 2, sour: 1 });
    expect(state.tokens[1]).toEqual({ sweet: 1, sour: 0 });
    expect(state.tokens[2]).toEqual({ sweet: 0, sour: 2 });
  });

  it('lets Chloé inspect where the newcomer’s ball did not outweigh hers, and the inspecting step passes by itself', () => {
    const small: SmugglersMove[] = [{ type: 'sculpt', massG: 4, roundness: 1, shapeSeed: 1, contraband: 'sour' }, { type: 'push', strength: 0.5 }];
    const walk = walkTutorial(hosted, start(), tutorial, small);
    expect(walk.progress.step).toBe(tutorial.steps.length);
    const record = walk.state.history[0];
    expect(record?.seats.find((entry) => entry.seat === 2)).toMatchObject({ room: 'office', place: 1 });
    expect(walk.state.inspections).toEqual([]);
    expect(record?.seats.filter((entry) => entry.inspectedBy === 2)).toHaveLength(1);
  });

  it('names every step once, with its words in the game catalogue', () => {
    const ids = tutorial.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of tutorial.steps) {
      expect(step.text.startsWith('smugglers-2016:tutorial.')).toBe(true);
      if (step.done && step.allows) expect(step.hint).toBeDefined();
    }
  });

  it('refuses a stink bomb in the first ball, with the step’s hint', () => {
    const state = start();
    const view = game.viewFor(state, 0);
    const sculptStep = { step: tutorial.steps.findIndex((step) => step.id === 'sculpt') };
    const ball = { type: 'sculpt', massG: 8, roundness: 0.8, shapeSeed: 1 } as const;
    expect(game.applyMove(state, 0, { ...ball, contraband: 'stink' }).ok).toBe(true);
    expect(stepRefusal(tutorial, sculptStep, { ...ball, contraband: 'stink' }, view)).toEqual({ key: 'smugglers-2016:tutorial.sculptHint' });
    expect(stepRefusal(tutorial, sculptStep, { ...ball, contraband: 'sour' }, view)).toBeNull();
    // While the first step is read, no ball is taken.
    expect(stepRefusal(tutorial, TUTORIAL_START, { ...ball, contraband: 'sour' }, view)).toEqual({ key: 'shell:tutorial.readFirst' });
  });

  it('cannot be walked with a stink bomb in the first ball', () => {
    const wrong = PLAYER.map((move) => (move.type === 'sculpt' ? { ...move, contraband: 'stink' as const } : move));
    expect(() => walkTutorial(hosted, start(), tutorial, wrong)).toThrow(/sculpt/);
  });
});
