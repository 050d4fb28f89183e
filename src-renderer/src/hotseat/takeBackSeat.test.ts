import { describe, expect, it } from 'vitest';
import { takeBackSeat } from './takeBackSeat';

const may = (...seats: number[]) => (seat: number) => seats.includes(seat);

describe('whose move a hot-seat screen offers to take back', () => {
  it.each([
    { what: 'the shown seat’s own move', shownSeat: 0, localHumans: [0, 1], canUndo: may(0), expected: 0 },
    { what: 'the one who just moved, at the next seat’s table', shownSeat: 1, localHumans: [0, 1], canUndo: may(0), expected: 0 },
    { what: 'the one who just moved, on the curtain', shownSeat: null, localHumans: [0, 1, 2], canUndo: may(2), expected: 2 },
    { what: 'nobody, when the host allows none', shownSeat: 1, localHumans: [0, 1], canUndo: may(), expected: null },
    { what: 'never a seat not played here (a bot, a guest)', shownSeat: 0, localHumans: [0], canUndo: may(1), expected: null },
  ])('offers $what', ({ shownSeat, localHumans, canUndo, expected }) => {
    expect(takeBackSeat({ shownSeat, localHumans, canUndo })).toBe(expected);
  });
});
