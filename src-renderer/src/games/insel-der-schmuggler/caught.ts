/**
 * The beam's catches, as the boats' panels mark them: a caught boat's panel
 * says so, and what it lost, from the update that brought the catch until its
 * owner's next turn. Pure, tested beside; Table.tsx keeps the ledger in the
 * match's memory (a hot-seat table drawn for the next viewer keeps the marks).
 *
 * What was lost comes only from a view: while the roller throws (phase
 * 'throw'), a caught boat still carries its goods, and a viewer who knows them
 * (the owner) sees their face. The ledger notes who knew it, so a hot-seat
 * table drawn for another seat never shows it; for everyone else the goods
 * stay "goods".
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { TileFace } from '../../../../shared/games/insel-der-schmuggler/goods';
import type { InselEvent, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import type { MatchUpdate } from '../../../../shared/protocol/messages';

export interface Catch {
  seat: Seat;
  /** The version of the move whose events caught the boat. */
  version: number;
  /** The version of the move that began the seat's next turn (the mark goes then), or null until then. */
  until: number | null;
  /** The goods lost, and the one seat that knew them; null when no view on this screen showed them. */
  lost: { tile: TileFace; knownTo: Seat } | null;
}

/** A seat's mark: what it lost (a tile only for the viewer who knew it). */
export interface CatchMark {
  lost: TileFace | null;
}

export interface CatchLedger {
  /** The last event version noted; -1 before anything. */
  through: number;
  catches: Catch[];
}

/** Catches kept per seat: enough for the panels, which lag the newest update by a few moves at most. */
const KEPT_PER_SEAT = 3;

export function newCatchLedger(): CatchLedger {
  return { through: -1, catches: [] };
}

/** A caught boat's goods as this view shows them: still aboard while the roller throws, and face up for a viewer who knows them. */
function seenGoods(view: InselView, seat: Seat): Catch['lost'] {
  if (view.phase !== 'throw' || !view.toThrow.includes(seat) || typeof view.viewer !== 'number') return null;
  const cargo = view.boats[seat]?.cargo;
  return cargo?.known === true ? { tile: cargo.tile, knownTo: view.viewer } : null;
}

/**
 * The ledger after an update: its new events noted (a whole log, after a load
 * or an undo, is noted afresh, keeping what was known of the same catches), and
 * what its view shows of the goods of catches not yet known.
 */
export function noteCatches(ledger: CatchLedger, update: MatchUpdate): CatchLedger {
  const view = update.view as InselView;
  const known = new Map(ledger.catches.map((found) => [`${found.seat}@${found.version}`, found.lost]));
  let catches = update.fullLog ? [] : [...ledger.catches];
  // Events come a move at a time, each of a move's with its version: those up to `since` are noted already.
  const since = update.fullLog ? -1 : ledger.through;
  let through = since;
  for (const logged of update.events) {
    if (logged.version <= since) continue;
    const event = logged.event as InselEvent;
    if (event.type === 'caught') {
      for (const seat of event.seats) catches.push({ seat, version: logged.version, until: null, lost: known.get(`${seat}@${logged.version}`) ?? null });
    } else if (event.type === 'turn-began') {
      catches = catches.map((found) => (found.seat === event.seat && found.until === null ? { ...found, until: logged.version } : found));
    }
    through = Math.max(through, logged.version);
  }
  catches = catches.map((found) => (found.lost === null && found.until === null ? { ...found, lost: seenGoods(view, found.seat) } : found));
  // The newest few per seat.
  catches = catches.filter((found) => catches.filter((other) => other.seat === found.seat && other.version > found.version).length < KEPT_PER_SEAT);
  return { through, catches };
}

/**
 * The mark on a seat's panel when the panels show the match at `version`:
 * the catch shown by then whose next turn has not come, and what was lost
 * (a tile for the viewer who knew it, else null), or null for no mark.
 */
export function catchMark(ledger: CatchLedger, seat: Seat, version: number, viewer: Seat | null): CatchMark | null {
  const shown = ledger.catches.filter((found) => found.seat === seat && found.version <= version && (found.until === null || found.until > version));
  const latest = shown[shown.length - 1];
  if (latest === undefined) return null;
  return { lost: latest.lost !== null && latest.lost.knownTo === viewer ? latest.lost.tile : null };
}
