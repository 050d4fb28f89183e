/**
 * A seat's position as a bot reads it from its view: its hand and front by
 * kind, the cards it cannot see, the outlook built on them, and how many
 * rounds remain after the one under way.
 */
import type { Seat } from '../../../engine/contract.js';
import type { S25View } from '../types.js';
import { Outlook, type OutlookTraits } from './outlook.js';
import { type Counts, countKinds, fractions, unseenCounts } from './tally.js';

export interface Position {
  view: S25View;
  seat: Seat;
  hand: Counts;
  front: Counts;
  /** Per seat: the kinds in front of him, counted. */
  fronts: Counts[];
  unseen: Counts;
  shares: number[];
  outlook: Outlook;
  /** The rounds after the one under way: each a card placed (the game's last round: 0). */
  roundsAfter: number;
}

export function positionOf(view: S25View, seat: Seat, traits?: OutlookTraits): Position {
  const unseen = unseenCounts(view);
  const shares = fractions(unseen);
  const fronts = view.front.map(countKinds);
  return {
    view,
    seat,
    hand: countKinds(view.hand ?? []),
    front: fronts[seat] ?? countKinds([]),
    fronts,
    unseen,
    shares,
    outlook: new Outlook(shares, traits),
    roundsAfter: Math.max(0, view.rounds - view.round),
  };
}

