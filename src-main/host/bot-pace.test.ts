import { describe, expect, it } from 'vitest';
import { botWaitMs } from './bot-pace.js';

const at = (speed: 'x1' | 'x2' | 'x4' | 'skip', readingMs = 0, lanTable = false, botDelayMs = 700) => botWaitMs({ botDelayMs, readingMs, speed, lanTable });

describe('how long a bot waits after the previous move', () => {
  it('waits the settings’ pace at ×1, half of it at ×2, a quarter at ×4 and when skipping', () => {
    expect([at('x1'), at('x2'), at('x4'), at('skip')]).toEqual([700, 350, 175, 175]);
  });

  it('leaves an announcement up for its reading time, scaled by the speed', () => {
    expect([at('x1', 2500), at('x2', 2500), at('x4', 2500), at('skip', 2500)]).toEqual([2500, 1250, 625, 625]);
    // A reading time shorter than the pace changes nothing.
    expect(at('x1', 300)).toBe(700);
  });

  it('at a LAN table, skipping does not cut the others’ reading time; ×2 and ×4 are the owner’s pace for all', () => {
    expect(at('skip', 2500, true)).toBe(2500);
    expect(at('skip', 0, true)).toBe(175);
    expect(at('x4', 2500, true)).toBe(625);
  });

  it('keeps the reading time at the default pace and slower, and shortens it for quicker bots (none at a pace of 0)', () => {
    expect(at('x1', 2500, false, 5000)).toBe(5000);
    expect(at('x1', 2500, false, 1000)).toBe(2500);
    expect(at('x1', 2500, false, 350)).toBe(1250);
    expect(at('x1', 2500, false, 0)).toBe(0);
  });
});
