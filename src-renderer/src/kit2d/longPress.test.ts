import { describe, expect, it } from 'vitest';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX, LongPress, type Schedule } from './longPress';

/** A hand-driven clock: `pass(ms)` runs what came due. */
function clock() {
  let now = 0;
  const due: { at: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { at: now + ms, run, cancelled: false };
    due.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const pass = (ms: number) => {
    now += ms;
    for (const entry of due.splice(0)) {
      if (entry.cancelled) continue;
      if (entry.at <= now) entry.run();
      else due.push(entry);
    }
  };
  const pending = () => due.filter((entry) => !entry.cancelled).length;
  return { schedule, pass, pending };
}

function pressOn() {
  const time = clock();
  const shown: number[] = [];
  const press = new LongPress(() => shown.push(1), time.schedule);
  return { press, time, shown };
}

describe('a long press', () => {
  it('shows the tip when a finger stays down long enough, and swallows the click its release brings', () => {
    const { press, time, shown } = pressOn();
    press.down('touch', 10, 10);
    time.pass(LONG_PRESS_MS - 1);
    expect(shown).toHaveLength(0);
    time.pass(1);
    expect(shown).toHaveLength(1);
    press.up();
    expect(press.clickEndsPress()).toBe(true);
    // Only that one click: the next is the player's.
    expect(press.clickEndsPress()).toBe(false);
  });

  it('leaves a short tap a click', () => {
    const { press, time, shown } = pressOn();
    press.down('touch', 10, 10);
    time.pass(LONG_PRESS_MS / 2);
    press.up();
    time.pass(LONG_PRESS_MS);
    expect(shown).toHaveLength(0);
    expect(press.clickEndsPress()).toBe(false);
  });

  it('is no press when the finger moves (a scroll, a drag), but a tremble is', () => {
    const { press, time, shown } = pressOn();
    press.down('touch', 10, 10);
    press.move(10 + LONG_PRESS_SLOP_PX + 1, 10);
    time.pass(LONG_PRESS_MS);
    expect(shown).toHaveLength(0);
    press.down('touch', 10, 10);
    press.move(13, 14);
    time.pass(LONG_PRESS_MS);
    expect(shown).toHaveLength(1);
  });

  it('is never started by a mouse, which hovers instead', () => {
    const { press, time, shown } = pressOn();
    press.down('mouse', 10, 10);
    time.pass(LONG_PRESS_MS * 2);
    expect(shown).toHaveLength(0);
    expect(press.pressing()).toBe(false);
    expect(press.clickEndsPress()).toBe(false);
  });

  it('works with a pen as with a finger', () => {
    const { press, time, shown } = pressOn();
    press.down('pen', 0, 0);
    time.pass(LONG_PRESS_MS);
    expect(shown).toHaveLength(1);
  });

  it('does not let a long press whose release brought no click swallow the next tap', () => {
    const { press, time } = pressOn();
    press.down('touch', 0, 0);
    time.pass(LONG_PRESS_MS);
    press.up();
    // No click came (the browser kept it): a new tap is a click.
    press.down('touch', 0, 0);
    press.up();
    expect(press.clickEndsPress()).toBe(false);
  });

  it('keeps the browser’s long-press menu away only while a press is held or has just gone long', () => {
    const { press, time } = pressOn();
    expect(press.pressing()).toBe(false);
    press.down('touch', 0, 0);
    expect(press.pressing()).toBe(true);
    time.pass(LONG_PRESS_MS);
    expect(press.pressing()).toBe(true);
    press.clickEndsPress();
    expect(press.pressing()).toBe(false);
  });

  it('leaves no timer behind when its trigger goes', () => {
    const { press, time, shown } = pressOn();
    press.down('touch', 0, 0);
    press.dispose();
    expect(time.pending()).toBe(0);
    time.pass(LONG_PRESS_MS);
    expect(shown).toHaveLength(0);
  });
});
