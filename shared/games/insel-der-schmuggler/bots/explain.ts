/**
 * Why the seat might make a move (GameDefinition.explainMove), from its view
 * alone, by the hard bot's own estimate (estimate.ts, HARD_SKILL): about how
 * many turns the seat then needs to win, against its quickest rival, or the
 * points a delivery banks. The search over the rival's rolls that picks a
 * move among close ones is left out: the reason says what the move leaves,
 * as the estimate sees it. The words are the catalogue's
 * ('insel-der-schmuggler:hint.<name>'); islands go as their keys.
 */
import type { RefusalMessage, Seat } from '../../../engine/contract.js';
import { ISLAND_KEYS, type Island } from '../board.js';
import type { InselMove, InselView } from '../types.js';
import { sailMove } from './bay.js';
import { HARD_SKILL, bayFromView, islandTurns, reckon, turnsToWin } from './estimate.js';

/** Turns as words say them: whole, and at least one while the game is not won. */
const turnsWord = (turns: number): number => (turns <= 0 ? 0 : Math.max(1, Math.round(turns)));

export function explainInselMove(view: InselView, move: InselMove, seat: Seat): RefusalMessage {
  switch (move.type) {
    case 'placeRock':
      return { key: 'insel-der-schmuggler:hint.placeRock' };
    case 'roll':
      return { key: 'insel-der-schmuggler:hint.roll' };
    case 'chooseHarbour': {
      const rec = reckon(view, seat, { ...HARD_SKILL, voyages: false });
      return { key: 'insel-der-schmuggler:hint.chooseHarbour', params: { island: ISLAND_KEYS[move.island] as string, turns: turnsWord(islandTurns(rec, move.island as Island)) } };
    }
    case 'turnBeam':
      return { key: move.direction === 'clockwise' ? 'insel-der-schmuggler:hint.beamClockwise' : 'insel-der-schmuggler:hint.beamCounterclockwise' };
    case 'throw':
      return { key: 'insel-der-schmuggler:hint.throw' };
    case 'sail':
    case 'load':
    case 'push':
    case 'swap': {
      const rec = reckon(view, seat, HARD_SKILL);
      const before = bayFromView(view);
      const after = sailMove(before, rec.chart, seat, move);
      if (after.winner === seat) return { key: 'insel-der-schmuggler:hint.wins' };
      const banked = (after.banked[seat] ?? 0) - (before.banked[seat] ?? 0);
      if (banked > 0) return { key: 'insel-der-schmuggler:hint.deliver', params: { points: banked, turns: turnsWord(turnsToWin(rec, after, seat)) } };
      let rival = Infinity;
      for (let other = 0; other < after.seats; other++) if (other !== seat) rival = Math.min(rival, turnsToWin(rec, after, other));
      return { key: `insel-der-schmuggler:hint.${move.type}`, params: { turns: turnsWord(turnsToWin(rec, after, seat)), rival: turnsWord(rival) } };
    }
  }
}
