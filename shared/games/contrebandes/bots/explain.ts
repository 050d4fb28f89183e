/**
 * Why the seat might make a move (GameDefinition.explainMove), from its view
 * alone: what a load is worth and how much of it is illegal, whether a
 * declaration tells the truth, how likely the mule inspected hides illegal
 * goods by the same reckoning the bots make of the cards still possible
 * (normal.ts: estimateTargets). The words are the catalogue's
 * ('contrebandes:hint.<name>'); seats go as numbers, the page names them.
 */
import type { RefusalMessage, Seat } from '../../../engine/contract.js';
import { cardValue, isCheese, isIllegal } from '../cards.js';
import type { ContrebandesMove, ContrebandesView } from '../types.js';
import { countDeclared, countKinds, isAllLegal, sameCounts, valueOf } from './knowledge.js';
import { estimateTargets } from './normal.js';

const percent = (chance: number): number => Math.round(chance * 100);

export function explainContrebandesMove(view: ContrebandesView, move: ContrebandesMove, _seat: Seat): RefusalMessage {
  switch (move.type) {
    case 'load': {
      const params = { cards: move.cards.length, points: valueOf(move.cards), illegal: move.cards.filter(isIllegal).length };
      // "0 of them illegal" reads oddly: an all-legal load says so.
      const cheese = move.cards.some(isCheese);
      if (params.illegal === 0) return { key: cheese ? 'contrebandes:hint.loadLegalWithCheese' : 'contrebandes:hint.loadLegal', params };
      return { key: cheese ? 'contrebandes:hint.loadWithCheese' : 'contrebandes:hint.load', params };
    }
    case 'declare': {
      const mule = countKinds(view.mule ?? []);
      const declared = countDeclared(move.kinds);
      if (sameCounts(mule, declared)) return { key: 'contrebandes:hint.declareTruth', params: { cards: move.kinds.length } };
      // A legal mule said to carry more: bait for an officer who would lose by opening it.
      if (isAllLegal(mule)) return { key: 'contrebandes:hint.declareBait', params: { cards: move.kinds.length } };
      const hidden = mule.reduce((sum, count, kind) => sum + Math.max(0, count - (declared[kind] ?? 0)), 0);
      return { key: 'contrebandes:hint.declareBluff', params: { hidden } };
    }
    case 'inspect': {
      const estimate = estimateTargets(view).find((target) => target.seat === move.target);
      if (estimate?.impossible) return { key: 'contrebandes:hint.inspectImpossible', params: { seat: move.target } };
      return { key: 'contrebandes:hint.inspect', params: { seat: move.target, percent: percent(estimate?.illegal ?? 0) } };
    }
    case 'stop': {
      const best = Math.max(0, ...estimateTargets(view).map((target) => target.illegal));
      return { key: 'contrebandes:hint.stop', params: { percent: percent(best) } };
    }
    case 'designate':
      return { key: 'contrebandes:hint.designate', params: { seat: move.officer, cards: view.players[move.officer]?.handCount ?? 0 } };
    case 'takeBonus':
      return { key: 'contrebandes:hint.takeBonus', params: { points: cardValue(move.card) } };
  }
}
