/**
 * The hard bot's reckoning of a round (round.ts) on the rulebook's examples:
 * the rules' settlement of a chain it imagines, and what that is worth to a
 * seat (its points less the others' mean).
 */
import { describe, expect, it } from 'vitest';
import { endsChain, settleChain, settleMyself, worth } from './round.js';

const [A, B, C, D] = [0, 1, 2, 3];
const chips = [15, 15, 15, 15];

describe('a round foreseen', () => {
  it('ends a chain on "myself" or on a seat that already suspected', () => {
    const chain = [
      { by: A, suspect: B },
      { by: B, suspect: C },
    ];
    expect(endsChain(chain, C, C)).toBe(true);
    expect(endsChain(chain, C, A)).toBe(true);
    expect(endsChain(chain, C, B)).toBe(true);
    expect(endsChain(chain, C, D)).toBe(false);
  });

  it.each([
    {
      name: 'A -> B -> C -> D -> A, D holds the furs: C gets them, A, B and D pay 3',
      chain: [
        { by: A, suspect: B },
        { by: B, suspect: C },
        { by: C, suspect: D },
        { by: D, suspect: A },
      ],
      holder: D,
      gift: { from: D, to: C },
      owed: [3, 3, 0, 3],
      // C: +2; the others: -3, -3, -5.
      worthToC: 2 + 11 / 3,
    },
    {
      name: 'A -> B -> C, C says "myself" and holds them: B gets them, A pays 2',
      chain: [
        { by: A, suspect: B },
        { by: B, suspect: C },
        { by: C, suspect: C },
      ],
      holder: C,
      gift: { from: C, to: B },
      owed: [2, 0, 0, 0],
      worthToC: -2 - (-2 + 2) / 3,
    },
    {
      name: 'A -> B -> A, nobody named holds them: both pay 1',
      chain: [
        { by: A, suspect: B },
        { by: B, suspect: A },
      ],
      holder: D,
      gift: null,
      owed: [1, 1, 0, 0],
      worthToC: 2 / 3,
    },
  ])('$name', ({ chain, holder, gift, owed, worthToC }) => {
    const settled = settleChain(chain, holder, 4);
    expect(settled.gift).toEqual(gift);
    expect(settled.owed).toEqual(owed);
    expect(worth(settled, C, chips)).toBeCloseTo(worthToC);
  });

  it('settles a challenged "myself" both ways, and caps a fine at the chips a seat has', () => {
    expect(settleMyself(A, true, [B, C], 4).owed).toEqual([0, 1, 1, 0]);
    expect(settleMyself(A, false, [B, C], 4).owed).toEqual([2, 0, 0, 0]);
    expect(worth(settleMyself(A, false, [B, C], 4), B, [1, 15, 15, 15])).toBeCloseTo(1 / 3);
  });
});
