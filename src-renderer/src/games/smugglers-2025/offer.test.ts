import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../shared/engine/contract';
import { s25Game } from '../../../../shared/games/smugglers-2025/game';
import type { S25Move, S25State } from '../../../../shared/games/smugglers-2025/types';
import { actionForKey, discardMove, offerFor, selectionLimit, smuggleMove, toggle } from './offer';
import { closedMarketState, doubleState, drawState, overState, smuggleState, viewOf } from './testkit';

/** Every selection of `count` different places among `size`. */
function selections(size: number, count: number): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first < size; first++) for (const rest of selections(size, count - 1)) if (rest.every((i) => i > first)) out.push([first, ...rest]);
  return out;
}

/** Every move the seat's offer puts behind its buttons: each selection smuggled or discarded, each market card, the deck. */
function offeredMoves(state: S25State, seat: Seat): S25Move[] {
  const view = viewOf(state, seat);
  const offer = offerFor(view, seat);
  const hand = view.hand ?? [];
  const moves: (S25Move | null)[] = [];
  switch (offer.kind) {
    case 'smuggle':
      for (const selection of selections(hand.length, offer.count)) moves.push(smuggleMove(view, offer, selection));
      break;
    case 'draw':
      if (offer.canDiscard) for (const selection of selections(hand.length, 1)) moves.push(discardMove(view, offer, selection));
      for (const kind of offer.market) moves.push({ type: 'takeMarket', kind });
      moves.push({ type: 'drawDeck' });
      break;
    case 'none':
      break;
  }
  return moves.filter((move): move is S25Move => move !== null);
}

const key = (move: S25Move) => JSON.stringify(move);

const TABLES: [string, S25State][] = [
  ['smuggling', smuggleState()],
  ['double smuggling', doubleState()],
  ['drawing', drawState()],
  ['drawing, after the first draw', { ...drawState(), drawing: { seat: 0, discarded: false, drawn: 1 } }],
  ['drawing under Closed Market', closedMarketState()],
  ['over', overState()],
];

describe('what the table offers', () => {
  it.each(TABLES)('while %s: exactly the moves the engine takes from that seat', (_, state) => {
    for (let seat = 0; seat < state.seats; seat++) {
      const offered = offeredMoves(state, seat);
      for (const move of offered) expect(s25Game.applyMove(state, seat, move).ok, JSON.stringify({ seat, move })).toBe(true);
      expect(new Set(offered.map(key)), `seat ${seat}`).toEqual(new Set(s25Game.legalMoves(state, seat).map(key)));
    }
  });

  it('offers nothing to a spectator', () => {
    for (const [, state] of TABLES) expect(offerFor(viewOf(state, 'spectator'), null)).toEqual({ kind: 'none' });
  });

  it('asks for two cards under Double Smuggling, one from a seat holding one', () => {
    expect(offerFor(viewOf(doubleState(), 0), 0)).toEqual({ kind: 'smuggle', count: 2 });
    const single = doubleState();
    single.hands = single.hands.map((hand, seat) => (seat === 0 ? hand.slice(0, 1) : hand));
    expect(offerFor(viewOf(single, 0), 0)).toEqual({ kind: 'smuggle', count: 1 });
  });

  it('offers the discard only before the first draw, and the market only when it is open', () => {
    expect(offerFor(viewOf(drawState(), 0), 0)).toEqual({ kind: 'draw', canDiscard: true, market: ['silk', 'fruits', 'bagOfGems'], toDraw: 1 });
    expect(offerFor(viewOf({ ...drawState(), drawing: { seat: 0, discarded: false, drawn: 1 } }, 0), 0)).toMatchObject({ canDiscard: false });
    expect(offerFor(viewOf(closedMarketState(), 0), 0)).toMatchObject({ market: [] });
    expect(offerFor(viewOf(drawState(), 1), 1)).toEqual({ kind: 'none' });
  });
});

describe('the selection', () => {
  it('toggles a card, and past the limit drops the earliest chosen', () => {
    expect(toggle([], 2, 1)).toEqual([2]);
    expect(toggle([2], 3, 1)).toEqual([3]);
    expect(toggle([2], 2, 1)).toEqual([]);
    expect(toggle([0, 3], 4, 2)).toEqual([3, 4]);
    expect(toggle([0, 3], 0, 2)).toEqual([3]);
    expect(toggle([1], 2, 0)).toEqual([]);
  });

  it('is as large as the move at hand wants', () => {
    expect(selectionLimit(offerFor(viewOf(smuggleState(), 0), 0))).toBe(1);
    expect(selectionLimit(offerFor(viewOf(doubleState(), 0), 0))).toBe(2);
    expect(selectionLimit(offerFor(viewOf(drawState(), 0), 0))).toBe(1);
    expect(selectionLimit(offerFor(viewOf({ ...drawState(), drawing: { seat: 0, discarded: true, drawn: 0 } }, 0), 0))).toBe(0);
    expect(selectionLimit(offerFor(viewOf(smuggleState(), 1), 1))).toBe(0);
  });

  it('makes a move only with the right number of cards', () => {
    const view = viewOf(doubleState(), 0);
    const offer = offerFor(view, 0);
    // Ann's hand, sorted: spice, silk, tea, ring, crossbow.
    expect(view.hand).toEqual(['spice', 'silk', 'tea', 'ring', 'crossbow']);
    expect(smuggleMove(view, offer, [4])).toBeNull();
    expect(smuggleMove(view, offer, [4, 0])).toEqual({ type: 'smuggle', kinds: ['spice', 'crossbow'] });
    const drawing = viewOf(drawState(), 0);
    expect(discardMove(drawing, offerFor(drawing, 0), [])).toBeNull();
    expect(discardMove(drawing, offerFor(drawing, 0), [1])).toEqual({ type: 'discard', kind: 'tea' });
  });
});

describe('the keys', () => {
  it('digits select the hand cards of a seat that may select', () => {
    expect(actionForKey(viewOf(smuggleState(), 0), 0, [], '3')).toEqual({ type: 'select', index: 2 });
    expect(actionForKey(viewOf(smuggleState(), 0), 0, [], '6')).toBeNull();
    expect(actionForKey(viewOf(smuggleState(), 1), 1, [], '1')).toBeNull();
    expect(actionForKey(viewOf(drawState(), 0), 0, [], '2')).toEqual({ type: 'select', index: 1 });
  });

  it('S and Enter smuggle the selection when it is complete', () => {
    const view = viewOf(smuggleState(), 0);
    expect(actionForKey(view, 0, [0], 's')).toEqual({ type: 'move', move: { type: 'smuggle', kinds: ['spice'] } });
    expect(actionForKey(view, 0, [0], 'S')).toEqual({ type: 'move', move: { type: 'smuggle', kinds: ['spice'] } });
    expect(actionForKey(view, 0, [0], 'Enter')).toEqual({ type: 'move', move: { type: 'smuggle', kinds: ['spice'] } });
    expect(actionForKey(view, 0, [], 's')).toBeNull();
    expect(actionForKey(viewOf(doubleState(), 0), 0, [0], 's')).toBeNull();
  });

  it('X discards, D draws from the deck, Q W E take from the market', () => {
    const view = viewOf(drawState(), 0);
    expect(actionForKey(view, 0, [3], 'x')).toEqual({ type: 'move', move: { type: 'discard', kind: 'crossbow' } });
    expect(actionForKey(view, 0, [], 'x')).toBeNull();
    expect(actionForKey(view, 0, [], 'd')).toEqual({ type: 'move', move: { type: 'drawDeck' } });
    expect(actionForKey(view, 0, [], 'q')).toEqual({ type: 'move', move: { type: 'takeMarket', kind: 'silk' } });
    expect(actionForKey(view, 0, [], 'E')).toEqual({ type: 'move', move: { type: 'takeMarket', kind: 'bagOfGems' } });
    expect(actionForKey(viewOf(closedMarketState(), 0), 0, [], 'q')).toBeNull();
    expect(actionForKey(viewOf(drawState(), 2), 2, [], 'd')).toBeNull();
    expect(actionForKey(view, 0, [], 's')).toBeNull();
  });

  it('every move a key makes is one the engine takes', () => {
    for (const [, state] of TABLES) {
      for (let seat = 0; seat < state.seats; seat++) {
        const view = viewOf(state, seat);
        for (const selection of [[], [0], [1], [0, 2]]) {
          for (const pressed of ['s', 'Enter', 'x', 'd', 'q', 'w', 'e', '1', '9']) {
            const action = actionForKey(view, seat, selection, pressed);
            if (action?.type === 'move') expect(s25Game.applyMove(state, seat, action.move).ok, JSON.stringify({ seat, pressed, action })).toBe(true);
          }
        }
      }
    }
  });
});
