/**
 * Why the seat might make a move (GameDefinition.explainMove), from its view
 * alone: what the card adds to its front in points, by the same count the
 * bots score with (points.ts), or what a set in hand and in front would then
 * score. The words are the catalogue's ('smugglers-2025:hint.<name>'); kinds
 * go as their ids.
 */
import type { RefusalMessage, Seat } from '../../../engine/contract.js';
import type { Kind } from '../goods.js';
import type { S25Move, S25View } from '../types.js';
import { SET_KINDS, type SetKind, setPoints } from './points.js';
import { customsAllows, pointsAdded } from './smuggling.js';
import { countKinds } from './tally.js';

function isSetKind(kind: Kind): kind is SetKind {
  return (SET_KINDS as readonly Kind[]).includes(kind);
}

/** What taking or keeping one more `kind` would make of its set: the cards of it in hand and in front, and what so many score. */
function setAfter(view: S25View, seat: Seat, kind: SetKind): { count: number; points: number } {
  const held = [...(view.hand ?? []), ...(view.front[seat] ?? [])].filter((card) => card === kind).length + 1;
  return { count: held, points: setPoints(kind, held) };
}

export function explainS25Move(view: S25View, move: S25Move, seat: Seat): RefusalMessage {
  const front = countKinds(view.front[seat] ?? []);
  switch (move.type) {
    case 'smuggle': {
      const [kind, second] = move.kinds as [Kind, Kind | undefined];
      const points = pointsAdded(front, move.kinds);
      if (!customsAllows(view.customs, move.kinds)) return { key: 'smugglers-2025:hint.smuggleForbidden', params: { kind } };
      // A set card that scores nothing alone (one fruit of a pair): what it builds towards, with the same kind in hand.
      if (second === undefined && points === 0 && isSetKind(kind)) {
        const held = [...(view.hand ?? []), ...(view.front[seat] ?? [])].filter((card) => card === kind).length;
        const setScore = setPoints(kind, held);
        if (setScore > 0) return { key: 'smugglers-2025:hint.smuggleForSet', params: { kind, held, points: setScore } };
      }
      if (second === undefined) return { key: 'smugglers-2025:hint.smuggle', params: { kind, points } };
      return { key: 'smugglers-2025:hint.smuggleTwo', params: { kind, second, points } };
    }
    case 'takeMarket': {
      if (isSetKind(move.kind)) {
        const { count, points } = setAfter(view, seat, move.kind);
        return { key: 'smugglers-2025:hint.takeForSet', params: { kind: move.kind, held: count, points } };
      }
      return { key: 'smugglers-2025:hint.take', params: { kind: move.kind, points: pointsAdded(front, [move.kind]) } };
    }
    case 'discard':
      return { key: 'smugglers-2025:hint.discard', params: { kind: move.kind, points: pointsAdded(front, [move.kind]) } };
    case 'drawDeck':
      return { key: 'smugglers-2025:hint.drawDeck', params: { market: view.market.length } };
  }
}
