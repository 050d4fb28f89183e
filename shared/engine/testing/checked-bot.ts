/**
 * A bot held to its promises while it plays (docs/engine.md, Bots): the move
 * it picks is one of the legal moves it was given, it picks the same one when
 * asked again with the same view and the same generator, and it writes to
 * neither (both are deep-frozen). Bots' tests play whole games with it through
 * playGame; a broken promise throws, naming the seat and the move. Test code only.
 */
import type { Bot } from '../contract.js';
import { deepFreeze } from '../conformance/deep-freeze.js';
import { jsonDifference, show } from '../conformance/json.js';
import { Rng } from '../rng.js';

export function checkedBot<V, M>(bot: Bot<V, M>): Bot<V, M> {
  return {
    chooseMove(input) {
      const start = input.rng.save();
      const asked = { ...input, view: deepFreeze(input.view), legalMoves: deepFreeze(input.legalMoves) };
      const move = bot.chooseMove(asked);
      if (!input.legalMoves.some((legal) => jsonDifference(legal, move) === null)) throw new Error(`seat ${input.seat} chose ${show(move)}, which is not among its legal moves`);
      const again = bot.chooseMove({ ...asked, rng: new Rng(start) });
      const different = jsonDifference(again, move);
      if (different !== null) throw new Error(`seat ${input.seat} chose ${show(move)}, then ${show(again)} from the same view and generator (${different})`);
      return move;
    },
  };
}
