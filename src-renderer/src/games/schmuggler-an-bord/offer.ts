/**
 * What the seat on screen may do now, as the table offers it: the moves
 * behind its buttons, and the keys that do the same. Pure, so that the
 * buttons and the keyboard can be tested without a browser.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import type { SabMove, SabView } from '../../../../shared/games/schmuggler-an-bord/types';

/** A place of the searcher's row: turned over or not, and its good where the viewer saw it (the searcher alone). */
export interface Place {
  index: number;
  turned: boolean;
  /** The good the searcher saw there; null where he has not turned it, and for everyone else. */
  seen: Good | null;
}

export type Offer =
  | { kind: 'none' }
  | { kind: 'draw'; slots: number[] }
  | { kind: 'roll' }
  | { kind: 'suspect'; seats: Seat[] }
  | { kind: 'object' }
  | { kind: 'search'; places: Place[] };

/** The slots of the spread that still hold a card. */
export function slotsLeft(view: SabView): number[] {
  const slots: number[] = [];
  view.spread.forEach((full, slot) => full && slots.push(slot));
  return slots;
}

/** The searcher's row as everyone sees it: which places are turned, and for the searcher what they showed. */
export function searchPlaces(view: SabView): Place[] {
  const search = view.round?.search;
  if (!search) return [];
  const count = view.rows[search.seat] ?? 0;
  return Array.from({ length: count }, (_, index) => ({
    index,
    turned: search.turned.includes(index),
    seen: search.seen?.find((entry) => entry.index === index)?.good ?? null,
  }));
}

/** What `seat` may do now (nothing for a spectator or a seat that is not to move). */
export function offerFor(view: SabView, seat: Seat | null): Offer {
  if (seat === null || !view.activeSeats.includes(seat)) return { kind: 'none' };
  switch (view.phase) {
    case 'setup':
      return { kind: 'draw', slots: slotsLeft(view) };
    case 'roll':
      return { kind: 'roll' };
    case 'suspect':
      return { kind: 'suspect', seats: Array.from({ length: view.seats }, (_, s) => s) };
    case 'objections':
      return { kind: 'object' };
    case 'search':
      return view.round?.search?.seat === seat ? { kind: 'search', places: searchPlaces(view) } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * The move a key makes for `seat`, or null: R rolls; 1–6 name the seat of
 * that number and M names oneself; O objects and P lets it pass; in a search
 * 1–9 turn the card at that place over (an unturned one).
 */
export function moveForKey(view: SabView, seat: Seat | null, key: string): SabMove | null {
  const offer = offerFor(view, seat);
  const lower = key.toLowerCase();
  const digit = /^[1-9]$/.test(key) ? Number(key) : null;
  switch (offer.kind) {
    case 'roll':
      return lower === 'r' ? { type: 'roll' } : null;
    case 'suspect':
      if (lower === 'm' && seat !== null) return { type: 'suspect', seat };
      return digit !== null && digit <= view.seats ? { type: 'suspect', seat: digit - 1 } : null;
    case 'object':
      if (lower === 'o') return { type: 'object', object: true };
      if (lower === 'p') return { type: 'object', object: false };
      return null;
    case 'search': {
      const place = digit === null ? undefined : offer.places[digit - 1];
      return place && !place.turned ? { type: 'turnCard', index: place.index } : null;
    }
    default:
      return null;
  }
}

/** The keys a button answers to, for aria-keyshortcuts (the same as moveForKey's). */
export const KEYS = { roll: 'R', myself: 'M', object: 'O', pass: 'P' } as const;

/** A place's classes: turned over, and seen (face up, for the searcher). */
export function placeClass(place: Place): string {
  return ['sab-place', place.turned ? 'is-turned' : '', place.seen !== null ? 'is-seen' : ''].filter(Boolean).join(' ');
}
