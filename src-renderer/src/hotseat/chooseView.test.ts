import { describe, expect, it } from 'vitest';
import { chooseView } from './chooseView';

const base = { curtainEnabled: true, lastShownSeat: null };

describe('chooseView', () => {
  it('shows the spectator view when no seat is local', () => {
    expect(chooseView({ ...base, localHumans: [], activeSeats: [0, 1] })).toEqual({ kind: 'spectator' });
  });

  it('always shows the one local human, active or not, without a curtain', () => {
    expect(chooseView({ ...base, localHumans: [2], activeSeats: [0] })).toEqual({ kind: 'seat', seat: 2 });
    expect(chooseView({ ...base, localHumans: [2], activeSeats: [2] })).toEqual({ kind: 'seat', seat: 2 });
    expect(chooseView({ ...base, localHumans: [2], activeSeats: [] })).toEqual({ kind: 'seat', seat: 2 });
  });

  it('puts a curtain before the first hot-seat view', () => {
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [0] })).toEqual({ kind: 'curtain', seat: 0 });
  });

  it('shows the seat once its curtain was passed', () => {
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [0], lastShownSeat: 0 })).toEqual({
      kind: 'seat',
      seat: 0,
    });
  });

  it('takes simultaneous decisions seat by seat, lowest first', () => {
    const humans = [0, 2, 3];
    expect(chooseView({ ...base, localHumans: humans, activeSeats: [0, 1, 2, 3], lastShownSeat: 0 })).toEqual({
      kind: 'seat',
      seat: 0,
    });
    // Seat 0 has moved: seat 2 is next, behind a curtain.
    expect(chooseView({ ...base, localHumans: humans, activeSeats: [1, 2, 3], lastShownSeat: 0 })).toEqual({
      kind: 'curtain',
      seat: 2,
    });
    expect(chooseView({ ...base, localHumans: humans, activeSeats: [1, 3], lastShownSeat: 2 })).toEqual({
      kind: 'curtain',
      seat: 3,
    });
  });

  it('shows the spectator view while only bots or remote seats are active', () => {
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [2], lastShownSeat: 1 })).toEqual({
      kind: 'spectator',
    });
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [], lastShownSeat: 1 })).toEqual({
      kind: 'spectator',
    });
  });

  it('needs no curtain to come back to the seat shown last', () => {
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [1, 2], lastShownSeat: 1 })).toEqual({
      kind: 'seat',
      seat: 1,
    });
  });

  it('skips the curtain when the setting is off', () => {
    expect(chooseView({ ...base, curtainEnabled: false, localHumans: [0, 1], activeSeats: [1], lastShownSeat: 0 })).toEqual({
      kind: 'seat',
      seat: 1,
    });
  });

  it('does not care about the order of the grants', () => {
    expect(chooseView({ ...base, localHumans: [3, 1], activeSeats: [3, 1] })).toEqual({ kind: 'curtain', seat: 1 });
  });

  it('skips the curtain before a view the game says holds no secret, and keeps it before one that does', () => {
    // Seat 1 rolls (public); seat 0 is to decide in secret.
    const secret = (seat: number) => seat === 0;
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [1], lastShownSeat: 0, holdsSecret: secret })).toEqual({ kind: 'seat', seat: 1 });
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [0], lastShownSeat: 1, holdsSecret: secret })).toEqual({ kind: 'curtain', seat: 0 });
    // Without the game's word, every view is a hand: today's curtain.
    expect(chooseView({ ...base, localHumans: [0, 1], activeSeats: [1], lastShownSeat: 0 })).toEqual({ kind: 'curtain', seat: 1 });
  });
});
