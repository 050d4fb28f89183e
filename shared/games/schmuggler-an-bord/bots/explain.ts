/**
 * Why the seat might make a move (GameDefinition.explainMove), from its view
 * alone: the odds of who holds the round's good as the hard bot reads them
 * from what the seat has seen (memory.ts, beliefs.ts). A hint is asked with
 * the seat's page view (shared/engine/hint.ts), so at a table of latest
 * announcements only these odds rest on what the page shows, never on the
 * record the player must remember himself. The words are the catalogue's
 * ('schmuggler-an-bord:hint.<name>'); seats go as numbers, goods as their ids.
 */
import type { RefusalMessage, Seat } from '../../../engine/contract.js';
import type { SabMove, SabView } from '../types.js';
import { roundOdds } from './beliefs.js';
import { recall } from './memory.js';

const percent = (chance: number): number => Math.round(chance * 100);

export function explainSabMove(view: SabView, move: SabMove, seat: Seat): RefusalMessage {
  const good = view.round?.good ?? null;
  const odds = () => roundOdds(recall(view, seat, 'hard'), view);
  switch (move.type) {
    case 'draw':
      return { key: 'schmuggler-an-bord:hint.draw' };
    case 'roll':
      return { key: 'schmuggler-an-bord:hint.roll' };
    case 'suspect': {
      const chance = percent(odds()[move.seat] ?? 0);
      if (good === null) return { key: 'schmuggler-an-bord:hint.roll' };
      return move.seat === seat
        ? { key: 'schmuggler-an-bord:hint.myself', params: { good, percent: chance } }
        : { key: 'schmuggler-an-bord:hint.suspect', params: { seat: move.seat, good, percent: chance } };
    }
    case 'object': {
      const roller = view.round?.roller ?? view.turn;
      const holds = odds()[roller] ?? 0;
      if (good === null) return { key: 'schmuggler-an-bord:hint.roll' };
      return move.object
        ? { key: 'schmuggler-an-bord:hint.object', params: { seat: roller, good, percent: percent(1 - holds) } }
        : { key: 'schmuggler-an-bord:hint.letPass', params: { seat: roller, good, percent: percent(holds) } };
    }
    case 'turnCard': {
      const remembered = recall(view, seat, 'hard').ownRow[move.index] ?? null;
      if (good !== null && remembered === good) return { key: 'schmuggler-an-bord:hint.turnRemembered', params: { place: move.index + 1, good } };
      return { key: 'schmuggler-an-bord:hint.turnUnknown', params: { place: move.index + 1 } };
    }
  }
}
