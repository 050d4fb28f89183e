import { describe, expect, it } from 'vitest';
import { onAimChange, watchedAim } from './aim';

describe('the watched aim', () => {
  it('tells its listeners when the pull changes, not when it is written again unchanged', () => {
    const aim = watchedAim();
    const heard: (number | null)[] = [];
    const stop = onAimChange(aim, () => heard.push(aim.strength));
    expect(aim.strength).toBeNull();
    aim.strength = 0.4;
    aim.strength = 0.4;
    aim.strength = null;
    expect(heard).toEqual([0.4, null]);
    stop();
    aim.strength = 0.9;
    expect(heard).toEqual([0.4, null]);
    expect(aim.strength).toBe(0.9);
  });

  it('a plain aim has nothing to tell', () => {
    const aim = { strength: null as number | null };
    let heard = 0;
    onAimChange(aim, () => heard++)();
    aim.strength = 1;
    expect(heard).toBe(0);
  });
});
