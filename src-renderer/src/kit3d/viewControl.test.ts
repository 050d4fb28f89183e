import { describe, expect, it } from 'vitest';
import { viewControl } from './viewControl';

describe('who holds the view', () => {
  it('the player takes it, a reset gives it back and counts', () => {
    const seen: boolean[] = [];
    const stop = viewControl.subscribe(() => seen.push(viewControl.get().held));
    const before = viewControl.get().resets;
    viewControl.hold(true);
    viewControl.hold(true); // no change, no news
    expect(viewControl.get().held).toBe(true);
    viewControl.reset();
    expect(viewControl.get()).toEqual({ held: false, resets: before + 1 });
    expect(seen).toEqual([true, false]);
    stop();
  });
});
