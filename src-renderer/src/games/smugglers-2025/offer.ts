/**
 * What the seat on screen may do now, as the table offers it: which hand
 * cards he may select and how many, the moves behind the buttons, and the
 * keys that do the same. Pure, so that the buttons and the keyboard can be
 * tested without a browser. A selection is a list of places in his hand
 * (view.hand, in its order), the latest chosen last.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { Kind } from '../../../../shared/games/smugglers-2025/goods';
import { HAND_SIZE, smuggleCount } from '../../../../shared/games/smugglers-2025/rules';
import type { S25Move, S25View } from '../../../../shared/games/smugglers-2025/types';

export type Offer =
  | { kind: 'none' }
  /** Smuggling: select exactly `count` cards, then smuggle them. */
  | { kind: 'smuggle'; count: number }
  /**
   * His turn to draw: `canDiscard` before his first draw (select one card,
   * then discard it); `market` the kinds he may take (none under Closed
   * Market); `toDraw` how many cards he still draws.
   */
  | { kind: 'draw'; canDiscard: boolean; market: Kind[]; toDraw: number };

/** How many cards `seat` still draws this turn (0 when it is not his turn). */
export function toDraw(view: S25View, seat: Seat): number {
  if (view.drawing?.seat !== seat) return 0;
  return Math.max(0, HAND_SIZE - (view.handCounts[seat] ?? 0));
}

/** What `seat` may do now (nothing for a spectator or a seat that is not to move). */
export function offerFor(view: S25View, seat: Seat | null): Offer {
  if (seat === null || !view.activeSeats.includes(seat)) return { kind: 'none' };
  const hand = view.hand ?? [];
  switch (view.phase) {
    case 'smuggle':
      if (view.picked[seat] === true || hand.length === 0) return { kind: 'none' };
      return { kind: 'smuggle', count: smuggleCount(view.customs, hand.length) };
    case 'draw': {
      const drawing = view.drawing;
      if (drawing === null || drawing.seat !== seat) return { kind: 'none' };
      return {
        kind: 'draw',
        canDiscard: !drawing.discarded && drawing.drawn === 0 && hand.length > 0,
        market: view.customs === 'closedMarket' ? [] : view.market.slice(),
        toDraw: toDraw(view, seat),
      };
    }
    default:
      return { kind: 'none' };
  }
}

/** How many hand cards the offer lets him select: the cards to smuggle, the one to discard, or none. */
export function selectionLimit(offer: Offer): number {
  if (offer.kind === 'smuggle') return offer.count;
  if (offer.kind === 'draw' && offer.canDiscard) return 1;
  return 0;
}

/**
 * The selection after a click on the card at `index`: a selected card is
 * put back; another is added, and past the limit the earliest chosen goes
 * (with a limit of 1 a click just picks that card).
 */
export function toggle(selection: readonly number[], index: number, limit: number): number[] {
  if (selection.includes(index)) return selection.filter((chosen) => chosen !== index);
  if (limit <= 0) return [];
  return [...selection, index].slice(-limit);
}

/** The kinds of the selected cards, in hand order. */
export function selectedKinds(view: S25View, selection: readonly number[]): Kind[] {
  const hand = view.hand ?? [];
  return [...selection]
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const kind = hand[index];
      return kind === undefined ? [] : [kind];
    });
}

/** The smuggle move of the selection, when it holds exactly the cards the round asks for. */
export function smuggleMove(view: S25View, offer: Offer, selection: readonly number[]): S25Move | null {
  if (offer.kind !== 'smuggle') return null;
  const kinds = selectedKinds(view, selection);
  return kinds.length === offer.count ? { type: 'smuggle', kinds } : null;
}

/** The discard move of the selection, before his first draw. */
export function discardMove(view: S25View, offer: Offer, selection: readonly number[]): S25Move | null {
  if (offer.kind !== 'draw' || !offer.canDiscard) return null;
  const kinds = selectedKinds(view, selection);
  return kinds.length === 1 ? { type: 'discard', kind: kinds[0] as Kind } : null;
}

/** The keys the buttons answer to, for aria-keyshortcuts and the caps drawn on them (the same as actionForKey's). */
export const KEYS = { smuggle: 'S', discard: 'X', deck: 'D', market: ['Q', 'W', 'E'] } as const;

export type KeyAction = { type: 'select'; index: number } | { type: 'move'; move: S25Move };

/**
 * What a key does for `seat`, or null: 1–9 select (or put back) the hand card
 * at that place; S or Enter smuggles the selection; X discards it; D draws
 * from the deck; Q, W, E take the first, second, third market card.
 */
export function actionForKey(view: S25View, seat: Seat | null, selection: readonly number[], key: string): KeyAction | null {
  const offer = offerFor(view, seat);
  const lower = key.toLowerCase();
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return selectionLimit(offer) > 0 && index < (view.hand?.length ?? 0) ? { type: 'select', index } : null;
  }
  const move = (made: S25Move | null): KeyAction | null => (made === null ? null : { type: 'move', move: made });
  switch (offer.kind) {
    case 'smuggle':
      return lower === 's' || key === 'Enter' ? move(smuggleMove(view, offer, selection)) : null;
    case 'draw': {
      if (lower === 'x') return move(discardMove(view, offer, selection));
      if (lower === 'd') return move({ type: 'drawDeck' });
      const slot = (KEYS.market as readonly string[]).indexOf(key.toUpperCase());
      const kind = slot < 0 ? undefined : view.market[slot];
      return kind !== undefined && offer.market.includes(kind) ? move({ type: 'takeMarket', kind }) : null;
    }
    default:
      return null;
  }
}
