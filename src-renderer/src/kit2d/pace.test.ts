import { describe, expect, it } from 'vitest';
import { OWN_PACE, paceOf } from './pace';

describe('how an animation plays at the table speed', () => {
  it('plays the viewer’s own move at ×1, whatever the speed', () => {
    for (const speed of ['x1', 'x2', 'x4', 'skip'] as const) expect(paceOf(speed, 1, 1)).toEqual(OWN_PACE);
  });

  it('plays another’s move at the speed, or skips it to its end', () => {
    expect(paceOf('x1', 0, 1)).toEqual({ speed: 1, skip: false });
    expect(paceOf('x2', 0, 1)).toEqual({ speed: 2, skip: false });
    expect(paceOf('x4', 0, 1)).toEqual({ speed: 4, skip: false });
    expect(paceOf('skip', 0, 1)).toEqual({ speed: 4, skip: true });
  });

  it('counts the host’s moves and every move a spectator sees as others’', () => {
    expect(paceOf('x2', null, 1)).toEqual({ speed: 2, skip: false });
    expect(paceOf('skip', 0, null)).toEqual({ speed: 4, skip: true });
  });
});
