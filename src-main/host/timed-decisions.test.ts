import { describe, expect, it } from 'vitest';
import { smugglersHourglass } from '../../shared/games/smugglers-2016/hourglass.js';
import { games } from '../../shared/games/index.js';
import { timedDecisionOf } from './timed-decisions.js';

describe('the timed decisions', () => {
  it('are the ones a game’s engine declares: Smugglers (2016)’s hourglass, and no clock for the others', () => {
    expect(timedDecisionOf('smugglers-2016')).toBe(smugglersHourglass);
    const timed = Object.keys(games).filter((id) => timedDecisionOf(id) !== null);
    expect(timed).toEqual(['smugglers-2016']);
    expect(timedDecisionOf('chess')).toBeNull();
    expect(timedDecisionOf('constructor')).toBeNull();
  });
});
