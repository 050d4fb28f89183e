/**
 * Hot-seat (GameUi.secretOf): what a seat's own view holds that the others at
 * the shared screen may not see. At this table nearly everything is public:
 * nobody sees his own cards (RULINGS 3), every draw and roll is announced, a
 * suspicion is said aloud. Only two views hold a secret: a seat deciding
 * whether to object (the decisions are secret until all are in, RULINGS 4),
 * and the searcher's, who alone sees the faces of the cards he turns. Only
 * those get a curtain, which says which secret comes.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { type Words, seatName, theGood } from './text';

export function secretOf(t: Words, view: SabView, seat: Seat, names: readonly string[]): string | null {
  const round = view.round;
  if (round === null) return null;
  const name = seatName(t, names, seat);
  if (view.phase === 'objections' && view.activeSeats.includes(seat)) {
    return t('curtain.object', { name, claimer: seatName(t, names, round.roller), good: theGood(t, round.good) });
  }
  if (view.phase === 'search' && round.search?.seat === seat) return t('curtain.search', { name, good: theGood(t, round.good) });
  return null;
}
