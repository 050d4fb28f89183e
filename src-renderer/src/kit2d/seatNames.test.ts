import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../../shared/protocol/messages';
import { seatNames } from './seatNames';

function status(seat: number, name: string): SeatStatus {
  return { seat, name, kind: 'human', level: null, thinking: false, presence: null, standIn: null } as SeatStatus;
}

describe('the names a table calls its seats by', () => {
  it('are the given names in seat order, each worded by the game', () => {
    const named = (given: readonly string[], seat: number) => given[seat] || `Seat ${seat + 1}`;
    expect(seatNames([status(1, 'Bruno'), status(0, 'Ann')], 3, named)).toEqual(['Ann', 'Bruno', 'Seat 3']);
  });

  it('let the game see every given name (to tell two Anns apart)', () => {
    const named = (given: readonly string[], seat: number) => (given.indexOf(given[seat] ?? '') === seat ? (given[seat] ?? '') : `${given[seat]} (${seat + 1})`);
    expect(seatNames([status(0, 'Ann'), status(1, 'Ann')], 2, named)).toEqual(['Ann', 'Ann (2)']);
  });
});
