/**
 * What the bay shows, reduced to what it draws: the beam, the rocks, where
 * each boat is and whether it carries a crate, how many crates lie on each
 * field and each island. The bay plays a news' events one after the other on
 * this model (applyEvent), and ends on the view's own model: whatever the
 * events said, the last picture is the view's. Pure.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, harbourId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent, InselView } from '../../../../../shared/games/insel-der-schmuggler/types';

export interface BoatModel {
  seat: Seat;
  at: FieldId | null;
  loaded: boolean;
}

export interface BayModel {
  beam: number;
  rocks: readonly FieldId[];
  boats: readonly BoatModel[];
  /** Crates in the sea by field (fields without any left out), sorted by field. */
  overboard: readonly { field: FieldId; count: number }[];
  /** Crates on each island. */
  islands: readonly number[];
}

export function modelOfView(view: InselView): BayModel {
  return {
    beam: view.beam,
    rocks: [...view.rocks],
    boats: view.boats.map((boat) => ({ seat: boat.seat, at: boat.at, loaded: boat.cargo !== null })),
    overboard: view.overboard.filter((pile) => pile.count > 0).map((pile) => ({ field: pile.field, count: pile.count })),
    islands: [...view.islands],
  };
}

export function pileCount(model: BayModel, field: FieldId): number {
  return model.overboard.find((pile) => pile.field === field)?.count ?? 0;
}

function withPile(model: BayModel, field: FieldId, change: number): BayModel['overboard'] {
  const count = Math.max(0, pileCount(model, field) + change);
  const rest = model.overboard.filter((pile) => pile.field !== field);
  const next = count > 0 ? [...rest, { field, count }] : rest;
  return [...next].sort((a, b) => a.field - b.field);
}

function withBoat(model: BayModel, seat: Seat, change: Partial<Omit<BoatModel, 'seat'>>): BayModel['boats'] {
  return model.boats.map((boat) => (boat.seat === seat ? { ...boat, ...change } : boat));
}

export function boatAt(model: BayModel, seat: Seat): FieldId | null {
  return model.boats.find((boat) => boat.seat === seat)?.at ?? null;
}

export function boatLoaded(model: BayModel, seat: Seat): boolean {
  return model.boats.find((boat) => boat.seat === seat)?.loaded ?? false;
}

/**
 * Where a swap leaves the two boats. The rules' path runs from where the
 * mover was to where it stops (the other boat's field, after `from`); should
 * a path end at `from` instead, the mover still ends on the other's field.
 */
export function swapEnds(path: readonly FieldId[], otherAt: FieldId | null): { mover: FieldId; other: FieldId } | null {
  const last = path[path.length - 1];
  if (last === undefined) return null;
  if (last === otherAt) {
    const from = path[path.length - 2];
    return from === undefined ? null : { mover: last, other: from };
  }
  return otherAt === null ? null : { mover: otherAt, other: last };
}

export function applyEvent(model: BayModel, event: InselEvent): BayModel {
  switch (event.type) {
    case 'rock-placed':
      return model.rocks.includes(event.field) ? model : { ...model, rocks: [...model.rocks, event.field] };
    case 'harbour-chosen':
      return { ...model, boats: withBoat(model, event.seat, { at: harbourId(event.island) }) };
    case 'tile-taken':
      return {
        ...model,
        islands: model.islands.map((count, island) => (island === event.island ? event.left : count)),
        boats: withBoat(model, event.seat, { loaded: true }),
      };
    case 'beam-turned':
      return { ...model, beam: event.to };
    case 'thrown':
      return { ...model, boats: withBoat(model, event.boat, { loaded: false }), overboard: withPile(model, event.field, 1) };
    case 'sailed': {
      const last = event.path[event.path.length - 1];
      return last === undefined ? model : { ...model, boats: withBoat(model, event.seat, { at: last }) };
    }
    case 'loaded': {
      const last = event.path[event.path.length - 1];
      if (last === undefined) return model;
      // A loaded boat leaves its own crate on the pile and takes the top one: the pile keeps its count.
      return {
        ...model,
        boats: withBoat(model, event.seat, { at: last, loaded: true }),
        overboard: event.swapped ? model.overboard : withPile(model, last, -1),
      };
    }
    case 'pushed': {
      const last = event.path[event.path.length - 1];
      if (last === undefined) return model;
      return { ...model, boats: withBoat({ ...model, boats: withBoat(model, event.seat, { at: last }) }, event.boat, { at: event.to }) };
    }
    case 'swapped': {
      const ends = swapEnds(event.path, boatAt(model, event.boat));
      if (ends === null) return model;
      return { ...model, boats: withBoat({ ...model, boats: withBoat(model, event.seat, { at: ends.mover }) }, event.boat, { at: ends.other }) };
    }
    case 'delivered':
      return { ...model, boats: withBoat(model, event.seat, { loaded: false }) };
    default:
      return model;
  }
}

/** The boats sharing a harbour (or standing on any field), by seat: their order decides their slots. */
export function boatsOn(model: BayModel, field: FieldId): Seat[] {
  return model.boats
    .filter((boat) => boat.at === field)
    .map((boat) => boat.seat)
    .sort((a, b) => a - b);
}
