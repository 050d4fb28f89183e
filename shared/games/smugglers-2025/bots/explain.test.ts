import { describe, expect, it } from 'vitest';
import { setUp } from '../../../engine/set-up.js';
import type { Kind } from '../goods.js';
import { smugglers2025 } from '../index.js';
import type { S25View } from '../types.js';
import { explainS25Move } from './explain.js';

/** Seat 0's view of a new 2-player game, with the hand and front given. */
function viewWith(hand: Kind[], front: Kind[]): S25View {
  const view = smugglers2025.viewFor(setUp(smugglers2025, 7, 2, smugglers2025.defaultOptions(2)), 0);
  return { ...view, customs: null, hand, front: [front, []] };
}

describe('why a Smugglers (2025) hint smuggles a card', () => {
  it.each([
    // One fruit scores nothing alone: the reason says what it builds with the other fruit in hand.
    { hand: ['fruits', 'fruits', 'silk'], front: [], kind: 'fruits', key: 'smuggleForSet', params: { kind: 'fruits', held: 2, points: 12 } },
    // …and the second fruit in front counts as well.
    { hand: ['fruits', 'tea'], front: ['fruits'], kind: 'fruits', key: 'smuggle', params: { kind: 'fruits', points: 12 } },
    // A lone fruit with no other: nothing to build, the plain points.
    { hand: ['fruits', 'tea'], front: [], kind: 'fruits', key: 'smuggle', params: { kind: 'fruits', points: 0 } },
    // A silk scores at once.
    { hand: ['silk', 'silk'], front: [], kind: 'silk', key: 'smuggle', params: { kind: 'silk', points: 1 } },
  ] as { hand: Kind[]; front: Kind[]; kind: Kind; key: string; params: Record<string, unknown> }[])('$kind from $hand with $front in front: $key', ({ hand, front, kind, key, params }) => {
    expect(explainS25Move(viewWith(hand, front), { type: 'smuggle', kinds: [kind] }, 0)).toEqual({ key: `smugglers-2025:hint.${key}`, params });
  });
});
