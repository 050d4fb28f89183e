import { describe, expect, it } from 'vitest';
import { requestSchema } from './messages.js';

const matchId = 'smugglers-2016-20270301-120000-aaaaaa';

describe('the hourglass requests', () => {
  it('take a station’s report and a locked ball of putty for a seat of a match', () => {
    expect(requestSchema.safeParse({ id: 1, type: 'stationReady', matchId, seat: 0 }).success).toBe(true);
    expect(requestSchema.safeParse({ id: 2, type: 'lockPutty', matchId, seat: 3, massG: 17.25 }).success).toBe(true);
  });

  it('refuse anything else in them', () => {
    const bad: unknown[] = [
      { id: 1, type: 'stationReady', matchId },
      { id: 1, type: 'stationReady', matchId, seat: -1 },
      { id: 1, type: 'stationReady', matchId: '../x', seat: 0 },
      { id: 1, type: 'stationReady', matchId, seat: 0, remainingMs: 60_000 },
      { id: 1, type: 'lockPutty', matchId, seat: 0 },
      { id: 1, type: 'lockPutty', matchId, seat: 0, massG: 0 },
      { id: 1, type: 'lockPutty', matchId, seat: 0, massG: -5 },
      { id: 1, type: 'lockPutty', matchId, seat: 0, massG: 5000 },
      { id: 1, type: 'lockPutty', matchId, seat: 0, massG: '12' },
      { id: 1, type: 'lockPutty', matchId, seat: 0, massG: 12, deadline: 0 },
    ];
    for (const message of bad) expect(requestSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });
});
