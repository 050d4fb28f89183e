import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../shared/engine/contract';
import { sabGame } from '../../../../shared/games/schmuggler-an-bord/game';
import type { SabMove, SabState } from '../../../../shared/games/schmuggler-an-bord/types';
import { moveForKey, offerFor, searchPlaces } from './offer';
import { objectionsState, overState, searchState, setupState, suspectState, tableState, viewOf } from './testkit';

/** Every move the seat's offer puts behind a button. */
function offeredMoves(state: SabState, seat: Seat): SabMove[] {
  const offer = offerFor(viewOf(state, seat), seat);
  switch (offer.kind) {
    case 'draw':
      return offer.slots.map((slot) => ({ type: 'draw', slot }));
    case 'roll':
      return [{ type: 'roll' }];
    case 'suspect':
      return offer.seats.map((named) => ({ type: 'suspect', seat: named }));
    case 'object':
      return [
        { type: 'object', object: true },
        { type: 'object', object: false },
      ];
    case 'search':
      return offer.places.filter((place) => !place.turned).map((place) => ({ type: 'turnCard', index: place.index }));
    case 'none':
      return [];
  }
}

const TABLES: [string, SabState][] = [
  ['setup', setupState()],
  ['roll', tableState()],
  ['suspect', suspectState()],
  ['suspect, named', suspectState([{ by: 1, suspect: 2 }])],
  ['objections', objectionsState([null, null, true])],
  ['search', searchState()],
  ['over', overState()],
];

describe('what the table offers', () => {
  it.each(TABLES)('in the %s phase: exactly the moves the engine takes from that seat', (_, state) => {
    for (let seat = 0; seat < state.seats; seat++) {
      const offered = offeredMoves(state, seat);
      for (const move of offered) expect(sabGame.applyMove(state, seat, move).ok, JSON.stringify({ seat, move })).toBe(true);
      expect(offered.length, `seat ${seat}`).toBe(sabGame.legalMoves(state, seat).length);
    }
  });

  it('offers nothing to a spectator', () => {
    for (const [, state] of TABLES) expect(offerFor(viewOf(state, 'spectator'), null)).toEqual({ kind: 'none' });
  });

  it('gives the searcher his places with what he saw, and the others only which are turned', () => {
    expect(searchPlaces(viewOf(searchState(), 0))).toEqual([
      { index: 0, turned: true, seen: 'gold' },
      { index: 1, turned: false, seen: null },
    ]);
    expect(searchPlaces(viewOf(searchState(), 2))).toEqual([
      { index: 0, turned: true, seen: null },
      { index: 1, turned: false, seen: null },
    ]);
  });
});

describe('the keys', () => {
  it('R rolls, for the roller only', () => {
    expect(moveForKey(viewOf(tableState(), 1), 1, 'r')).toEqual({ type: 'roll' });
    expect(moveForKey(viewOf(tableState(), 1), 1, 'R')).toEqual({ type: 'roll' });
    expect(moveForKey(viewOf(tableState(), 0), 0, 'r')).toBeNull();
    expect(moveForKey(viewOf(tableState(), 1), 1, '1')).toBeNull();
  });

  it('digits name a seat by its number, M names oneself', () => {
    const view = viewOf(suspectState(), 1);
    expect(moveForKey(view, 1, '3')).toEqual({ type: 'suspect', seat: 2 });
    expect(moveForKey(view, 1, '1')).toEqual({ type: 'suspect', seat: 0 });
    expect(moveForKey(view, 1, 'm')).toEqual({ type: 'suspect', seat: 1 });
    expect(moveForKey(view, 1, '4')).toBeNull();
    expect(moveForKey(view, 1, 'r')).toBeNull();
  });

  it('O objects and P lets it pass, for a seat still deciding', () => {
    const view = viewOf(objectionsState(), 0);
    expect(moveForKey(view, 0, 'o')).toEqual({ type: 'object', object: true });
    expect(moveForKey(view, 0, 'p')).toEqual({ type: 'object', object: false });
    expect(moveForKey(viewOf(objectionsState([true, null, null]), 0), 0, 'o')).toBeNull();
    expect(moveForKey(viewOf(objectionsState(), 1), 1, 'o')).toBeNull();
  });

  it('digits turn the searcher’s unturned places over', () => {
    const view = viewOf(searchState(), 0);
    expect(moveForKey(view, 0, '2')).toEqual({ type: 'turnCard', index: 1 });
    expect(moveForKey(view, 0, '1')).toBeNull();
    expect(moveForKey(view, 0, '3')).toBeNull();
    expect(moveForKey(viewOf(searchState(), 2), 2, '2')).toBeNull();
  });

  it('every move a key makes is one the engine takes', () => {
    for (const [, state] of TABLES) {
      for (let seat = 0; seat < state.seats; seat++) {
        for (const key of ['r', 'm', 'o', 'p', '1', '2', '3', '4']) {
          const move = moveForKey(viewOf(state, seat), seat, key);
          if (move !== null) expect(sabGame.applyMove(state, seat, move).ok, JSON.stringify({ seat, key, move })).toBe(true);
        }
      }
    }
  });
});
