import { describe, expect, it } from 'vitest';
import { initialState, yank } from './model';
import { wordsIn } from '../../../i18n/testing';
import { keyYankReach, pressureLevel, pressureName, proxyPressure, realPressure, startRoll, trackRoll, type RollTracker } from './gestures';

/** Draws circles of this radius around (200, 200), one sample every stepMs; returns the strokes counted. */
function circles(turns: number, radius: number, msPerTurn: number, pressure: number | null = null): number[] {
  const samples = 48;
  let tracker: RollTracker = startRoll(200 + radius, 200, 0);
  const strokes: number[] = [];
  for (let i = 1; i <= turns * samples; i++) {
    const a = (2 * Math.PI * i) / samples;
    const result = trackRoll(tracker, 200 + radius * Math.cos(a), 200 + radius * Math.sin(a), (i * msPerTurn) / samples, pressure, 200);
    tracker = result.tracker;
    if (result.stroke !== null) strokes.push(result.stroke);
  }
  return strokes;
}

describe('rolling gestures', () => {
  it('counts full circles as strokes', () => {
    const strokes = circles(4, 80, 600);
    expect(strokes.length).toBeGreaterThanOrEqual(3);
    expect(strokes.length).toBeLessThanOrEqual(4);
  });

  it('big fast circles press harder than small slow ones', () => {
    const hard = circles(3, 150, 400);
    const soft = circles(3, 30, 2000);
    expect(Math.min(...hard)).toBeGreaterThan(Math.max(...soft));
  });

  it('uses a real pressure reading when there is one', () => {
    expect(circles(3, 80, 600, 0.2).every((p) => Math.abs(p - 0.2) < 1e-9)).toBe(true);
    expect(realPressure('mouse', 0.5)).toBeNull();
    expect(realPressure('pen', 0.5)).toBeNull();
    expect(realPressure('pen', 0.8)).toBe(0.8);
  });

  it('a straight drag is no stroke', () => {
    let tracker = startRoll(0, 0, 0);
    let count = 0;
    for (let i = 1; i < 100; i++) {
      const result = trackRoll(tracker, i * 5, i * 2, i * 10, null, 200);
      tracker = result.tracker;
      if (result.stroke !== null) count++;
    }
    expect(count).toBe(0);
  });

  it('the pressure proxy stays in 0..1', () => {
    expect(proxyPressure(1e6, 1e9, 1, 100)).toBe(1);
    expect(proxyPressure(0, 0, 1000, 100)).toBe(0);
    expect(pressureLevel(0.1)).toBe('featherLight');
    expect(pressureLevel(0.97)).toBe('hard');
  });

  it('names the pressure in every language', async () => {
    const en = await wordsIn('en', 'smugglers-2016');
    expect(pressureName(en, 0.1)).toBe('feather-light');
    expect(pressureName(en, 0.97)).toBe('hard');
    expect(pressureName(await wordsIn('de', 'smugglers-2016'), 0.7)).toBe('fest');
    expect(pressureName(await wordsIn('fr', 'smugglers-2016'), 0.7)).toBe('ferme');
  });
});

describe('the keyboard yank', () => {
  it('a brisk hold takes putty, a long hold turns stringy', () => {
    expect(yank(initialState(40), keyYankReach(400), 400).outcome.kind).toBe('taken');
    expect(yank(initialState(40), keyYankReach(2000), 2000).outcome.kind).toBe('stringy');
  });
});
