/** Insel der Schmuggler (HABA 2004): the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { explainInselMove } from './bots/explain.js';
import { inselBots } from './bots/index.js';
import { inselGame } from './game.js';
import { inselTutorial } from './tutorial.js';
import type { InselEvent, InselMove, InselOptions, InselState, InselView } from './types.js';

export const inselDerSchmuggler: GameDefinition<InselState, InselMove, InselEvent, InselView, InselOptions> = {
  ...inselGame,
  bots: inselBots,
  tutorial: inselTutorial,
  explainMove: explainInselMove,
};

export type { InselEvent, InselMove, InselOptions, InselState, InselView };
