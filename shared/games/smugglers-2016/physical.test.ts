/**
 * A table with a profile of its own (made in the physics sandbox): the putty
 * limits, the scale and the roll follow that profile, not the Standard one,
 * and a bad profile is refused by the options schema.
 */
import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import { describeRefusal } from '../../engine/contract.js';
import { DEFAULT_PROFILE, initPhysics, massForDiameterG, type PhysicsProfile } from './physics/index.js';
import { smugglers2016 as game } from './index.js';
import { STANDARD, physicsOf, tablePhysics } from './physical.js';
import { hostTask, performHostTask } from './roll.js';
import { applyMove } from './game.js';
import { roundWithDice } from './testkit.js';
import { type SmugglersOptions, smugglersOptionsSchema } from './types.js';

/** Wide holes and a bigger bag of putty. */
const WIDE: PhysicsProfile = { ...DEFAULT_PROFILE, holesMm: [36, 45, 30, 42, 33, 48, 39], puttyPerPlayerG: 60, scaleSensitivityG: 1 };
const options = (physics?: SmugglersOptions['physics']): SmugglersOptions => ({ hourglassSeconds: 60, shortGame: false, firstPlayer: 0, ...(physics ? { physics } : {}) });

describe('a table with its own physical profile', () => {
  it('is Standard without one, and takes the chosen one with it', () => {
    expect(tablePhysics(options())).toBe(STANDARD);
    const wide = tablePhysics(options({ name: 'Wide', profile: WIDE }));
    expect(wide.maxMassG).toBe(60);
    expect(wide.minMassG).toBe(6);
    expect(wide.holeDiameterMm(5)).toBe(48);
    expect(wide.scaleSensitivityG).toBe(1);
    expect(wide.diameterMm(wide.massForDiameterMm(40))).toBeCloseTo(40, 6);
    expect(physicsOf(DEFAULT_PROFILE).maxMassG).toBe(STANDARD.maxMassG);
  });

  it('takes the profile in its options, and refuses a broken one', () => {
    expect(smugglersOptionsSchema.safeParse(options({ name: 'Wide', profile: WIDE })).success).toBe(true);
    const broken = { ...WIDE, holesMm: [36, 45, 30] };
    expect(smugglersOptionsSchema.safeParse(options({ name: 'Broken', profile: broken })).success).toBe(false);
    expect(smugglersOptionsSchema.safeParse({ ...options(), physics: { name: '', profile: WIDE } }).success).toBe(false);
  });

  it('lets a player sculpt up to his own bag of putty', () => {
    const standard = setUp(game, 1, 2, options());
    const wide = setUp(game, 1, 2, options({ name: 'Wide', profile: WIDE }));
    const big = { type: 'sculpt', massG: 55, roundness: 1, shapeSeed: 1, contraband: 'sweet' } as const;
    expect(applyMove(standard, 0, big).ok).toBe(false);
    expect(applyMove(wide, 0, big).ok).toBe(true);
    // The legal sculpts the bots start from reach the bigger bag too.
    expect(Math.max(...game.legalMoves(wide, 0).map((move) => (move.type === 'sculpt' ? move.massG : 0)))).toBe(60);
  });

  it('rolls with the table’s profile: a ball that sticks in the Standard hole passes the wider one', async () => {
    await initPhysics();
    // A round 31 mm ball, tested at the first hole: 26 mm in the Standard profile, 36 mm in the wide one.
    const massG = massForDiameterG(31, DEFAULT_PROFILE);
    const roll = (physics?: SmugglersOptions['physics']) => {
      let state = roundWithDice(setUp(game, 3, 2, options(physics)), [2], { boss: 3 });
      state = { ...state, hole: 0 };
      for (const seat of [0, 1]) {
        const sculpted = applyMove(state, seat, { type: 'sculpt', massG, roundness: 1, shapeSeed: 5, contraband: 'sweet' });
        if (!sculpted.ok) throw new Error(describeRefusal(sculpted.rejection));
        state = sculpted.state;
      }
      const pushed = applyMove(state, state.testOrder[0] as number, { type: 'push', strength: 0.7 });
      if (!pushed.ok) throw new Error(describeRefusal(pushed.rejection));
      const task = hostTask(pushed.state);
      if (task === null) throw new Error('no roll to make');
      return task;
    };
    const standardTask = roll();
    const wideTask = roll({ name: 'Wide', profile: WIDE });
    expect(standardTask.profile).toBeUndefined();
    expect(wideTask.profile).toEqual(WIDE);
    expect(await performHostTask(standardTask)).toEqual({ type: 'roll-outcome', outcome: 'stuck' });
    expect(await performHostTask(wideTask)).toEqual({ type: 'roll-outcome', outcome: 'passed' });
  });
});
