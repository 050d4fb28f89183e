import { describe, expect, it } from 'vitest';
import { finishBeforeCurtain } from './finishBeforeCurtain';

const curtainFor1 = { kind: 'curtain', seat: 1 } as const;

describe('finishBeforeCurtain', () => {
  it.each([
    { name: 'a seat view stays as it is', choice: { kind: 'seat', seat: 0 } as const, lastShownSeat: 0, holding: true, offeredVersion: null, expected: { kind: 'seat', seat: 0 } },
    { name: 'the spectator view stays as it is', choice: { kind: 'spectator' } as const, lastShownSeat: 0, holding: true, offeredVersion: null, expected: { kind: 'spectator' } },
    { name: 'the first curtain of a game comes at once (nobody moved yet)', choice: curtainFor1, lastShownSeat: null, holding: false, offeredVersion: null, expected: curtainFor1 },
    { name: 'the mover keeps his table for one pass, to learn whether it plays the update', choice: curtainFor1, lastShownSeat: 0, holding: false, offeredVersion: 11, expected: { kind: 'seat', seat: 0 } },
    { name: 'the mover keeps his table while it plays his move', choice: curtainFor1, lastShownSeat: 0, holding: true, offeredVersion: 12, expected: { kind: 'seat', seat: 0 } },
    { name: 'the curtain comes once the table has seen the update and holds nothing', choice: curtainFor1, lastShownSeat: 0, holding: false, offeredVersion: 12, expected: curtainFor1 },
    { name: 'a curtain for the seat shown last is not delayed', choice: curtainFor1, lastShownSeat: 1, holding: true, offeredVersion: 11, expected: curtainFor1 },
  ])('$name', ({ choice, lastShownSeat, holding, offeredVersion, expected }) => {
    expect(finishBeforeCurtain(choice, { lastShownSeat, holding, offeredVersion, newestVersion: 12 })).toEqual(expected);
  });
});
