import { beforeEach, describe, expect, it, vi } from 'vitest';

// The hook's two effects, caught as React would be given them (no DOM here to mount a component in).
const effects: { layout: boolean; run: () => void | (() => void); deps: unknown[] }[] = [];
vi.mock('react', () => ({
  useLayoutEffect: (run: () => void | (() => void), deps: unknown[]) => effects.push({ layout: true, run, deps }),
  useEffect: (run: () => void | (() => void), deps: unknown[]) => effects.push({ layout: false, run, deps }),
}));

const { useHold } = await import('./useHold');

describe('a table’s hold on the game screen', () => {
  beforeEach(() => {
    effects.length = 0;
  });

  it('is told before the paint, again whenever what the table shows changes', () => {
    const holdAfter = vi.fn();
    useHold(holdAfter, 7);
    const told = effects.find((effect) => effect.layout);
    told?.run();
    expect(holdAfter).toHaveBeenLastCalledWith(7, null);
    expect(told?.deps).toEqual([holdAfter, 7, null]);
  });

  it('says whose move the table plays, when it knows', () => {
    const holdAfter = vi.fn();
    useHold(holdAfter, 7, 2);
    effects.find((effect) => effect.layout)?.run();
    expect(holdAfter).toHaveBeenLastCalledWith(7, 2);
  });

  it('is let go when the table goes, so the screen never waits for a table no longer there', () => {
    const holdAfter = vi.fn();
    useHold(holdAfter, 7);
    const release = effects.find((effect) => !effect.layout)?.run();
    expect(holdAfter).not.toHaveBeenCalled();
    if (typeof release === 'function') release();
    expect(holdAfter).toHaveBeenLastCalledWith(null);
  });
});
