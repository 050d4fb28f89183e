/**
 * Why the seat might make a move (GameDefinition.explainMove), from its view
 * alone, by the bots' own measures (knowledge.ts): the token a seat needs
 * most and how far each is from a winning set, the odds of what a sphere
 * hides as the opened spheres taught, the push a sphere's mass needs. The
 * words are the catalogue's ('smugglers-2016:hint.<name>'); seats go as
 * numbers, contrabands and tokens as their ids.
 */
import type { RefusalMessage, Seat } from '../../../engine/contract.js';
import type { SmugglersMove, SmugglersView, Tokens } from '../types.js';
import { contrabandOdds, distanceToWin, neededKind } from './knowledge.js';

const NO_TOKENS: Tokens = { sweet: 0, sour: 0 };
const percent = (share: number): number => Math.round(share * 100);

export function explainSmugglersMove(view: SmugglersView, move: SmugglersMove, seat: Seat): RefusalMessage {
  const short = view.options.shortGame;
  const mine = view.players[seat]?.tokens ?? NO_TOKENS;
  switch (move.type) {
    case 'sculpt': {
      const mass = Math.round(move.massG);
      if (move.contraband === 'stink') {
        const nearest = Math.min(...view.players.filter((player) => player.seat !== seat).map((player) => distanceToWin(player.tokens, short)));
        return { key: 'smugglers-2016:hint.sculptStink', params: { mass, tokens: nearest } };
      }
      const need = neededKind(mine, short);
      return { key: move.contraband === need ? 'smugglers-2016:hint.sculptNeeded' : 'smugglers-2016:hint.sculptOther', params: { mass, contraband: move.contraband } };
    }
    case 'reround': {
      const before = view.ownSphere?.roundness ?? move.roundness;
      return { key: 'smugglers-2016:hint.reround', params: { from: percent(before), to: percent(move.roundness) } };
    }
    case 'push': {
      const pushes = view.players[seat]?.pushes ?? [];
      const last = pushes[pushes.length - 1];
      if (last?.outcome === 'short') return { key: 'smugglers-2016:hint.pushHarder', params: { percent: percent(move.strength), before: percent(last.strength) } };
      const mass = view.ownSphere ? Math.round(view.ownSphere.massG) : null;
      return mass === null ? { key: 'smugglers-2016:hint.pushPlain', params: { percent: percent(move.strength) } } : { key: 'smugglers-2016:hint.push', params: { percent: percent(move.strength), mass } };
    }
    case 'inspect': {
      const odds = contrabandOdds(view, move.target, true, true);
      return { key: 'smugglers-2016:hint.inspect', params: { seat: move.target, contraband: move.guess, percent: percent(odds[move.guess]) } };
    }
    case 'steal': {
      const after = distanceToWin({ ...mine, [move.token]: mine[move.token] + 1 }, short);
      return { key: move.token === 'sweet' ? 'smugglers-2016:hint.stealSweet' : 'smugglers-2016:hint.stealSour', params: { seat: move.from, tokens: after } };
    }
    default:
      // The host reports a roll's outcome: never a seat's decision.
      return { key: 'smugglers-2016:hint.plain' };
  }
}

