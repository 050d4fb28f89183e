/**
 * The short tags on a seat's panel: what it does now (draws, rolls, names a
 * suspect, decides, searches) and what the latest round said of it ("myself",
 * objects or lets it pass once the decisions are revealed, lacks the good or
 * has it), and the winners at the end. Objection decisions show only as
 * "decided" until all are in: the view tells no more.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { type LatestRoll, isClaim } from './round';

export type SeatTag = 'draws' | 'rolls' | 'names' | 'claims' | 'deciding' | 'decided' | 'objects' | 'passes' | 'searches' | 'lacks' | 'found' | 'winner';

/** Where a seat stands on a "myself" of the roller: for the panel's data-decided / data-objects. */
export interface Objection {
  /** While the decisions come in: whether this seat has decided (null for the roller, or when none are asked). */
  decided: boolean | null;
  /** Once revealed: whether it objected (null before, and for the roller). */
  objects: boolean | null;
}

export function objectionOf(view: SabView, latest: LatestRoll, seat: Seat): Objection {
  if (latest.kind !== 'round' || !isClaim(latest.round) || seat === latest.round.roller) return { decided: null, objects: null };
  const objectors = latest.round.objectors;
  const decided = view.phase === 'objections' ? (view.round?.objections?.decided[seat] ?? false) : null;
  return { decided, objects: objectors === null ? null : objectors.includes(seat) };
}

export function seatTags(view: SabView, latest: LatestRoll, seat: Seat): SeatTag[] {
  const tags: SeatTag[] = [];
  if (view.phase === 'over') return view.result?.winners.includes(seat) ? ['winner'] : [];
  const active = view.activeSeats.includes(seat);
  if (active && view.phase === 'setup') tags.push('draws');
  if (active && view.phase === 'roll') tags.push('rolls');
  if (active && view.phase === 'suspect') tags.push('names');
  if (latest.kind === 'round') {
    const round = latest.round;
    const claim = isClaim(round);
    if (claim && seat === round.roller) tags.push('claims');
    const objection = objectionOf(view, latest, seat);
    if (objection.decided !== null) tags.push(objection.decided ? 'decided' : 'deciding');
    if (objection.objects !== null) tags.push(objection.objects ? 'objects' : 'passes');
    if (view.phase === 'search' && view.round?.search?.seat === seat) tags.push('searches');
    if (round.lacked.includes(seat)) tags.push('lacks');
    if (round.found?.seat === seat) tags.push('found');
  }
  return tags;
}

/** A yes-or-no for a data attribute. */
export function yesNo(value: boolean): 'yes' | 'no' {
  return value ? 'yes' : 'no';
}
