import { describe, expect, it } from 'vitest';
import { smugglersMoveSchema } from '../../../../../shared/games/smugglers-2016/types';
import { MAX_MASS_G, MIN_MASS_G } from '../../../../../shared/games/smugglers-2016/physical';
import { hurriedPutty } from '../../../../../shared/games/smugglers-2016/hourglass';
import { newGame } from '../../../../../shared/games/smugglers-2016/testkit';
import {
  PINCH_SHARE,
  addPinch,
  ballBigEnough,
  canChangeMass,
  initialState,
  ballPuttyG,
  lockMass,
  lockMassAt,
  minBallG,
  msToNextSecond,
  sandLeftMs,
  returnPinch,
  reroundMove,
  roundnessOf,
  sculptMove,
  stroke,
  yank,
  type SculptState,
} from './model';

const PUTTY = 40;

function strokes(state: SculptState, pressures: number[]): SculptState {
  return pressures.reduce((s, p) => stroke(s, p), state);
}

function withBall(grams = 20): SculptState {
  let state = initialState(PUTTY);
  while (state.ballG < grams) state = addPinch(state);
  return state;
}

describe('yanking', () => {
  it('a quick pull takes putty, more for a longer pull', () => {
    const start = initialState(PUTTY);
    const short = yank(start, 0.3, 150);
    const long = yank(start, 0.9, 250);
    expect(short.outcome.kind).toBe('taken');
    expect(long.outcome.kind).toBe('taken');
    expect(short.state.ballG).toBeGreaterThan(0);
    expect(long.state.ballG).toBeGreaterThan(short.state.ballG);
    expect(long.state.lumpG + long.state.ballG).toBeCloseTo(PUTTY, 9);
  });

  it('a slow pull turns stringy and takes nothing', () => {
    const start = initialState(PUTTY);
    const slow = yank(start, 0.6, 3000);
    expect(slow.outcome.kind).toBe('stringy');
    expect(slow.state.ballG).toBe(0);
    expect(slow.state.lumpG).toBe(PUTTY);
  });

  it('a touch is no yank', () => {
    const { outcome, state } = yank(initialState(PUTTY), 0.01, 10);
    expect(outcome.kind).toBe('nothing');
    expect(state.ballG).toBe(0);
  });

  it('pinches move putty both ways', () => {
    const one = addPinch(initialState(PUTTY));
    expect(one.ballG).toBeCloseTo(PUTTY * PINCH_SHARE, 9);
    expect(returnPinch(one).ballG).toBe(0);
    expect(returnPinch(initialState(PUTTY)).ballG).toBe(0);
  });
});

describe('the mass', () => {
  it('never exceeds the putty, whatever the hands do', () => {
    let state = initialState(PUTTY);
    for (let i = 0; i < 30; i++) {
      state = yank(state, 1, 100).state;
      state = addPinch(state);
      expect(state.ballG).toBeLessThanOrEqual(PUTTY);
      expect(state.lumpG).toBeGreaterThanOrEqual(0);
      expect(state.ballG + state.lumpG).toBeCloseTo(PUTTY, 9);
    }
    expect(state.ballG).toBe(PUTTY);
    const move = sculptMove(state, 'sweet');
    expect(move?.massG).toBeLessThanOrEqual(MAX_MASS_G);
  });

  it('cannot change after the hourglass', () => {
    const before = withBall(20);
    expect(canChangeMass(before, 1000)).toBe(true);
    expect(canChangeMass(before, 0)).toBe(false);
    // Passing the time left: none left, nothing changes.
    expect(yank(before, 0.8, 100, 0).state.ballG).toBe(before.ballG);
    expect(addPinch(before, 0).ballG).toBe(before.ballG);
    expect(returnPinch(before, -5).ballG).toBe(before.ballG);
    // Locked once the hourglass has run out.
    const locked = lockMass(before);
    expect(canChangeMass(locked, 1000)).toBe(false);
    expect(yank(locked, 0.8, 100).state.ballG).toBe(before.ballG);
    expect(addPinch(locked).ballG).toBe(before.ballG);
    expect(returnPinch(locked).ballG).toBe(before.ballG);
    // Rolling still works.
    expect(stroke(locked, 0.5).roundness).toBeGreaterThan(locked.roundness);
  });

  it('a player caught by the hourglass with too little putty grabs the smallest ball', () => {
    const locked = lockMass(addPinch(initialState(PUTTY)));
    expect(locked.ballG).toBe(minBallG(PUTTY));
    expect(ballBigEnough(locked)).toBe(true);
    expect(smugglersMoveSchema.safeParse(sculptMove(locked, 'sour')).success).toBe(true);
    // A ball big enough keeps its mass.
    expect(lockMass(withBall(20)).ballG).toBe(withBall(20).ballG);
  });

  it('is locked when re-rounding', () => {
    const state = initialState(PUTTY, 'reround', { massG: 18.5, roundness: 0.6, shapeSeed: 42 });
    expect(state.ballG).toBe(18.5);
    expect(state.roundness).toBe(0.6);
    expect(canChangeMass(state, Infinity)).toBe(false);
    expect(addPinch(state).ballG).toBe(18.5);
  });
});

describe('rolling', () => {
  it('roundness rises with strokes, with diminishing returns, and never exceeds 1', () => {
    let state = withBall(20);
    const values = [state.roundness];
    for (let i = 0; i < 200; i++) {
      state = stroke(state, 0.5);
      values.push(state.roundness);
    }
    for (let i = 1; i < values.length; i++) {
      expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
      expect(values[i]!).toBeLessThanOrEqual(1);
    }
    // Strictly rising at first, and each gain smaller than the one before.
    for (let i = 2; i < 20; i++) {
      const gain = values[i]! - values[i - 1]!;
      const previous = values[i - 1]! - values[i - 2]!;
      expect(gain).toBeGreaterThan(0);
      expect(gain).toBeLessThan(previous + 1e-12);
    }
    expect(strokes(withBall(20), Array(500).fill(0)).roundness).toBeLessThanOrEqual(1);
    expect(strokes(withBall(20), Array(500).fill(1)).roundness).toBeLessThanOrEqual(1);
  });

  it('easing off pressure at the end beats pressing hard', () => {
    const firm = [1, 1, 1, 0.9, 0.9, 0.8, 0.8];
    const eased = strokes(withBall(20), [...firm, 0.5, 0.25, 0.1]);
    const hard = strokes(withBall(20), [...firm, 1, 1, 1]);
    const steady = strokes(withBall(20), [...firm, 0.6, 0.6, 0.6]);
    expect(eased.roundness).toBeGreaterThan(steady.roundness);
    expect(steady.roundness).toBeGreaterThan(hard.roundness);
  });

  it('pressing hard late on a round ball makes it worse', () => {
    const round = strokes(withBall(20), [1, 1, 1, 1, 1, 1, 0.6, 0.3, 0.1]);
    const spoiled = strokes(round, [1]);
    expect(spoiled.roundness).toBeLessThan(round.roundness);
  });

  it('rolling nothing does nothing', () => {
    const empty = initialState(PUTTY);
    expect(stroke(empty, 0.5)).toBe(empty);
  });

  it('adding putty to a rolled ball spoils its shape', () => {
    const rolled = strokes(withBall(20), [1, 1, 1, 0.5, 0.1]);
    expect(addPinch(rolled).roundness).toBeLessThan(rolled.roundness);
  });

  it('roundnessOf without strokes is the shaping', () => {
    expect(roundnessOf(0.7, [])).toBe(0.7);
  });
});

describe('the moves', () => {
  it('the shape seed follows the gestures', () => {
    const a = strokes(withBall(20), [0.5, 0.5]);
    const b = strokes(withBall(20), [0.5, 0.4]);
    const c = strokes(withBall(20), [0.5, 0.5]);
    expect(a.shapeSeed).not.toBe(b.shapeSeed);
    expect(a.shapeSeed).toBe(c.shapeSeed);
    expect(Number.isInteger(a.shapeSeed) && a.shapeSeed >= 0 && a.shapeSeed <= 0xffffffff).toBe(true);
  });

  it('builds a sculpt move the engine accepts, only for a ball big enough', () => {
    expect(minBallG(PUTTY)).toBe(MIN_MASS_G);
    const tiny = addPinch(initialState(PUTTY));
    expect(ballBigEnough(tiny)).toBe(false);
    expect(sculptMove(tiny, 'sour')).toBeNull();
    const ball = strokes(yank(initialState(PUTTY), 0.7, 200).state, [0.9, 0.8, 0.3]);
    const move = sculptMove(ball, 'stink');
    expect(move).not.toBeNull();
    expect(smugglersMoveSchema.safeParse(move).success).toBe(true);
    expect(move!.massG).toBeGreaterThanOrEqual(MIN_MASS_G);
    expect(move).toEqual({ type: 'sculpt', massG: ball.ballG, roundness: ball.roundness, shapeSeed: ball.shapeSeed, contraband: 'stink' });
  });

  it('builds a reround move the engine accepts', () => {
    const state = strokes(initialState(PUTTY, 'reround', { massG: 30, roundness: 0.4, shapeSeed: 0xffffffff }), [0.7, 0.2]);
    const move = reroundMove(state);
    expect(smugglersMoveSchema.safeParse(move).success).toBe(true);
    expect(move.type).toBe('reround');
    expect(Object.keys(move).sort()).toEqual(['roundness', 'shapeSeed', 'type']);
  });

  it('reports, when the sand runs out, the same putty its sculpt move will carry, and the host’s hurried ball when the hands are empty', () => {
    const locked = lockMass(withBall(20));
    expect(ballPuttyG(locked)).toBe(sculptMove(locked, 'sweet')?.massG);
    const hurried = lockMass(initialState(MAX_MASS_G));
    expect(ballPuttyG(hurried)).toBe(hurriedPutty(newGame(2)));
  });
});

describe('the putty the host holds the ball to', () => {
  it('takes or gives back the difference and leaves only rolling', () => {
    const ball = withBall(20);
    const held = lockMassAt(ball, 12.5);
    expect(ballPuttyG(held)).toBe(12.5);
    expect(held.lumpG + held.ballG).toBe(PUTTY);
    expect(canChangeMass(held, 10_000)).toBe(false);
    expect(ballPuttyG(lockMassAt(lockMass(ball), 30))).toBe(30);
    expect(lockMassAt(held, 12.5).ballG).toBe(12.5);
    expect(sculptMove(held, 'sweet')?.massG).toBe(12.5);
  });
});

describe('the sand left', () => {
  it('counts down from the host’s last word, never past the whole hourglass nor below nothing', () => {
    // The host said 20 s were left when the update arrived at 5 000 ms (this machine's clock).
    expect(sandLeftMs({ remainingMs: 20_000, atMs: 5_000, lockedG: null }, 0, 60_000, 5_000)).toBe(20_000);
    expect(sandLeftMs({ remainingMs: 20_000, atMs: 5_000, lockedG: null }, 0, 60_000, 12_000)).toBe(13_000);
    expect(sandLeftMs({ remainingMs: 20_000, atMs: 5_000, lockedG: null }, 0, 60_000, 30_000)).toBe(0);
    // A reload: the station opened just now, the host's time is what counts, not a fresh hourglass.
    expect(sandLeftMs({ remainingMs: 9_000, atMs: 100, lockedG: null }, 100, 60_000, 100)).toBe(9_000);
    expect(sandLeftMs({ remainingMs: 90_000, atMs: 0, lockedG: null }, 0, 60_000, 0)).toBe(60_000);
  });

  it('is unknown until the host has turned the hourglass, and without a host runs from the opening (training)', () => {
    expect(sandLeftMs(null, 0, 60_000, 10_000)).toBeNull();
    expect(sandLeftMs(undefined, 1_000, 60_000, 11_000)).toBe(50_000);
  });
});

describe('when the station wakes to show the sand', () => {
  it('wakes as the whole seconds left change, and at 0 s, not sooner', () => {
    expect(msToNextSecond(12_345)).toBe(345);
    expect(msToNextSecond(12_000)).toBe(1000);
    expect(msToNextSecond(999)).toBe(999);
    // Each wake lands on the next whole second, down to the last one: a lock at 0 s is never late.
    let left = 3_210;
    const wakes: number[] = [];
    while (left > 0) {
      left -= msToNextSecond(left);
      wakes.push(left);
    }
    expect(wakes).toEqual([3_000, 2_000, 1_000, 0]);
  });
});
