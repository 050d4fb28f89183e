import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../shared/engine/contract';
import type { InselEvent, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import { matchUpdateOf } from '../../kit2d/testing/match-update';
import { catchMark, newCatchLedger, noteCatches } from './caught';
import { boatView, viewOf } from './testkit';

const TILE = { origin: 1, destination: 0, value: 2 } as const;

function update(version: number, view: InselView, events: [number, InselEvent][], fullLog = false): MatchUpdate {
  const update = matchUpdateOf('insel-der-schmuggler', { viewer: view.viewer, activeSeats: [view.turn], result: null }, [], version);
  return { ...update, view, events: events.map(([v, event]) => ({ version: v, event })), fullLog };
}

/** Bob's roll catches Ann's boat (seat 0) with goods aboard: the view of `viewer` while Bob throws them. */
function throwing(viewer: Seat | 'spectator'): InselView {
  const known = viewer === 0;
  return viewOf({ viewer, phase: 'throw', turn: 1, toThrow: [0], boats: [boatView(0, 45, known ? { known: true, tile: TILE } : { known: false }), boatView(1, 62)] });
}

const CAUGHT: [number, InselEvent][] = [
  [7, { type: 'rolled', seat: 1, dice: { smuggler: 2, lighthouse: 'red2' } }],
  [7, { type: 'caught', seats: [0], beam: 5 }],
];
const THROWN: [number, InselEvent][] = [
  [8, { type: 'thrown', by: 1, boat: 0, field: 44 }],
  [8, { type: 'turn-began', seat: 0, turnNumber: 4 }],
];

describe('the catches on the panels', () => {
  it('mark the caught seat, with its goods for the owner who knew them', () => {
    const ledger = noteCatches(newCatchLedger(), update(7, throwing(0), CAUGHT));
    expect(catchMark(ledger, 0, 7, 0)).toEqual({ lost: TILE });
    expect(catchMark(ledger, 1, 7, 0)).toBeNull();
  });

  it('never show the goods to a seat that did not know them, even on a hot-seat screen where the owner saw them', () => {
    const seenByOwner = noteCatches(newCatchLedger(), update(7, throwing(0), CAUGHT));
    expect(catchMark(seenByOwner, 0, 7, 1)).toEqual({ lost: null });
    expect(catchMark(seenByOwner, 0, 7, null)).toEqual({ lost: null });
    const seenByOther = noteCatches(newCatchLedger(), update(7, throwing(1), CAUGHT));
    expect(catchMark(seenByOther, 0, 7, 1)).toEqual({ lost: null });
    // The owner's own update, with the same events again, tells what they were.
    expect(catchMark(noteCatches(seenByOther, update(7, throwing(0), CAUGHT)), 0, 7, 0)).toEqual({ lost: TILE });
  });

  it('show only once the panels have shown the catch, and go at the owner’s next turn', () => {
    let ledger = noteCatches(newCatchLedger(), update(7, throwing(1), CAUGHT));
    expect(catchMark(ledger, 0, 6, 1)).toBeNull();
    ledger = noteCatches(ledger, update(8, viewOf({ viewer: 1, phase: 'roll', turn: 0 }), THROWN));
    expect(catchMark(ledger, 0, 7, 1)).toEqual({ lost: null });
    expect(catchMark(ledger, 0, 8, 1)).toBeNull();
  });

  it('stay through other seats’ turns', () => {
    const ledger = noteCatches(
      noteCatches(newCatchLedger(), update(7, throwing(0), CAUGHT)),
      update(8, viewOf({ phase: 'roll', turn: 2 }), [[8, { type: 'turn-began', seat: 2, turnNumber: 4 }]]),
    );
    expect(catchMark(ledger, 0, 8, 0)).toEqual({ lost: TILE });
  });

  it('are read again from a whole log (a load, an undo), keeping what was known of the same catch', () => {
    const before = noteCatches(newCatchLedger(), update(7, throwing(0), CAUGHT));
    const undone = noteCatches(before, update(7, throwing(0), CAUGHT, true));
    expect(catchMark(undone, 0, 7, 0)).toEqual({ lost: TILE });
    const loaded = noteCatches(newCatchLedger(), update(8, viewOf({ phase: 'roll', turn: 2 }), CAUGHT, true));
    expect(catchMark(loaded, 0, 8, 0)).toEqual({ lost: null });
    const takenBack = noteCatches(before, update(6, viewOf({ phase: 'roll', turn: 1 }), [], true));
    expect(catchMark(takenBack, 0, 7, 0)).toBeNull();
  });
});
